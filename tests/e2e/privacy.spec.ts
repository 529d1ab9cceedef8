// Privacy and measurement (issue 14) in Chromium against the preview: the real consent, analytics and monitoring
// adapters against the preview's stand-ins; what analytics sends with consent accepted and refused; the footer's
// privacy link with and without the consent manager; the three consent steps with Back, Forward and a failing save;
// both data hand-offs to the identity twin; a 503 that sends a signed-in page to /maintenance; and no CSP
// violation on any page with everything loaded.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, resetBackend, useStandIns } from './harness.ts';
import { persona, signInAs } from './session.ts';
import { samplePath, SITES } from './sites.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';

const site = SITES.find((candidate) => candidate.titleCode === 'ADR')!;

test.beforeEach(async ({ page }) => resetBackend(page, site));

interface PageViewEvent {
  type: string;
  object?: { type: string; id: string; pageType: string; 'spt:custom': Record<string, string> };
  actor?: { id: string; subscriptionName: string; realm: string; productFeatures: string };
  provider?: { id: string; product: string; productName: string; productType: string };
  consents?: { purposes: Record<string, { optIn: boolean; status: string }>; source: string };
  tracker?: { id: string; deployStage: string; transport: string; requiresAdvertisingOptIn: boolean };
  device?: { environmentId: string };
  origin?: { type: string };
}

async function analyticsEvents(page: Page): Promise<PageViewEvent[]> {
  return (await backendState<{ analyticsEvents: PageViewEvent[] }>(page, site)).analyticsEvents;
}

async function screenshot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
}

/** A subscriber's own browser with the stand-ins on, signed in, at `path`, the consent manager asking. */
async function subscriberWithStandIns(browser: Browser, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, site, 'digital');
  await useStandIns(page, site);
  await page.goto(site.origin + path);
  await expect(page.getByRole('dialog', { name: 'Vi bryr oss om personvernet ditt' })).toBeVisible();
  return page;
}

test('analytics sends a page view only once the visitor has chosen, and what it sends follows the choice', async ({ browser }) => {
  const marte = persona('digital');
  const accepting = await subscriberWithStandIns(browser, '/fakturaoversikt');
  // Nothing is sent while the consent manager is still asking.
  await accepting.waitForTimeout(500);
  expect(await analyticsEvents(accepting)).toEqual([]);
  await accepting.getByRole('button', { name: 'Godta alle' }).click();
  await expect.poll(async () => (await analyticsEvents(accepting)).length).toBe(1);
  const [accepted] = await analyticsEvents(accepting);
  expect(accepted).toMatchObject({
    type: 'View',
    object: { type: 'Page', id: `${site.origin}/fakturaoversikt`, pageType: 'betaling', 'spt:custom': { site: 'adressa', siteGroup: 'aag', theme: 'unknown' } },
    actor: { id: `sdrn:spid.no:user:${marte.userId}`, subscriptionName: 'Abo', realm: 'spid.no', productFeatures: 'Digitalabonnement' },
    provider: { id: 'adressa', product: 'minside', productName: 'Min Side', productType: 'Web' },
    tracker: { id: 'polaris-adressa-unified', deployStage: 'dev', transport: 'beacon', requiresAdvertisingOptIn: true },
    consents: { source: 'cmp', purposes: { CMP_ADVERTISING: { optIn: true, status: 'accepted' }, CMP_ANALYTICS: { optIn: true, status: 'accepted' } } },
  });
  // With advertising accepted, the SDK may name the device.
  expect(accepted!.device?.environmentId).toMatch(/^sdrn:schibsted:environment:/);
  await accepting.context().close();

  const refusing = await subscriberWithStandIns(browser, '/fakturaoversikt');
  const sentBefore = (await analyticsEvents(refusing)).length;
  const sentSince = async () => (await analyticsEvents(refusing)).slice(sentBefore);
  await refusing.getByRole('button', { name: 'Avvis alle' }).click();
  await expect.poll(async () => (await sentSince()).length).toBe(1);
  const [refused] = await sentSince();
  expect(refused).toMatchObject({
    type: 'View',
    consents: { source: 'cmp', purposes: { CMP_ADVERTISING: { optIn: false, status: 'rejected' }, CMP_ANALYTICS: { optIn: false, status: 'rejected' } } },
  });
  // Advertising refused: the device is not named.
  expect(refused!.device).toBeUndefined();
  // The choice is remembered: the next page asks nothing and reports at once, refused as before, from where it came.
  await refusing.goto(`${site.origin}/mitt-innhold`, { referer: `${site.origin}/fakturaoversikt` });
  await expect.poll(async () => (await sentSince()).length).toBe(2);
  expect((await sentSince())[1]).toMatchObject({ object: { pageType: 'hjem' }, origin: { type: 'Listing' }, consents: { purposes: { CMP_ANALYTICS: { status: 'rejected' } } } });
  await refusing.context().close();
});
