// Privacy and measurement (issue 14) in Chromium against the preview: the real consent, analytics and monitoring
// adapters against the preview's stand-ins; what analytics sends with consent accepted and refused; the footer's
// privacy link with and without the consent manager; the three consent steps with Back, Forward and a failing save;
// both data hand-offs to the identity twin; and a 503 that sends a signed-in page to /maintenance. Every route with
// everything loaded and no CSP violation: routes.spec.ts.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, lookAt, resetBackend, useStandIns } from './harness.ts';
import { persona, signInAs } from './session.ts';
import { SITES } from './sites.ts';

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

/**
 * As `subscriberWithStandIns` (harness.ts), in this test's own page rather than a new browser context (a new
 * renderer, about 0.5 s of CPU): the page first as a new browser's, with no cookies and nothing stored.
 */
async function newSubscriberWithStandIns(page: Page, path: string): Promise<Page> {
  await page.context().clearCookies();
  if (page.url().startsWith(site.origin)) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await useStandIns(page, site);
  await signInAs(page, site, 'digital', null);
  await page.goto(site.origin + path);
  await expect(page.getByRole('dialog', { name: 'Vi bryr oss om personvernet ditt' })).toBeVisible();
  return page;
}

/** At 390 px, with a full-page screenshot when asked for (`lookAt`). */
async function screenshot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, `${name}-390.png`, { fullPage: true });
}

test('analytics sends a page view only once the visitor has chosen, and what it sends follows the choice', async ({
  page,
}) => {
  const marte = persona('digital');
  const accepting = await newSubscriberWithStandIns(page, '/fakturaoversikt');
  // Nothing is sent while the consent manager is still asking.
  await accepting.waitForTimeout(500);
  expect(await analyticsEvents(accepting)).toEqual([]);
  await accepting.getByRole('button', { name: 'Godta alle' }).click();
  await expect.poll(async () => (await analyticsEvents(accepting)).length).toBe(1);
  const [accepted] = await analyticsEvents(accepting);
  expect(accepted).toMatchObject({
    type: 'View',
    object: {
      type: 'Page',
      id: `${site.origin}/fakturaoversikt`,
      pageType: 'betaling',
      'spt:custom': { site: 'adressa', siteGroup: 'aag', theme: 'unknown' },
    },
    actor: {
      id: `sdrn:spid.no:user:${marte.userId}`,
      subscriptionName: 'Abo',
      realm: 'spid.no',
      productFeatures: 'Digitalabonnement',
    },
    provider: { id: 'adressa', product: 'minside', productName: 'Min Side', productType: 'Web' },
    tracker: { id: 'polaris-adressa-unified', deployStage: 'dev', transport: 'beacon', requiresAdvertisingOptIn: true },
    consents: {
      source: 'cmp',
      purposes: {
        CMP_ADVERTISING: { optIn: true, status: 'accepted' },
        CMP_ANALYTICS: { optIn: true, status: 'accepted' },
      },
    },
  });
  // With advertising accepted, the SDK may name the device.
  expect(accepted!.device?.environmentId).toMatch(/^sdrn:schibsted:environment:/);

  const refusing = await newSubscriberWithStandIns(page, '/fakturaoversikt');
  const sentBefore = (await analyticsEvents(refusing)).length;
  const sentSince = async () => (await analyticsEvents(refusing)).slice(sentBefore);
  await refusing.getByRole('button', { name: 'Avvis alle' }).click();
  await expect.poll(async () => (await sentSince()).length).toBe(1);
  const [refused] = await sentSince();
  expect(refused).toMatchObject({
    type: 'View',
    consents: {
      source: 'cmp',
      purposes: {
        CMP_ADVERTISING: { optIn: false, status: 'rejected' },
        CMP_ANALYTICS: { optIn: false, status: 'rejected' },
      },
    },
  });
  // Advertising refused: the device is not named.
  expect(refused!.device).toBeUndefined();
  // The choice is remembered: the next page asks nothing and reports at once, refused as before, from where it came.
  await refusing.goto(`${site.origin}/mitt-innhold`, { referer: `${site.origin}/fakturaoversikt` });
  await expect.poll(async () => (await sentSince()).length).toBe(2);
  expect((await sentSince())[1]).toMatchObject({
    object: { pageType: 'hjem' },
    origin: { type: 'Listing' },
    consents: { purposes: { CMP_ANALYTICS: { status: 'rejected' } } },
  });
});

test('analytics runs in dev mode on this machine; the footer link: the settings page where no consent manager runs, the privacy manager where one does, and why when it cannot load', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('on this machine analytics runs in dev mode into its stand-in, stand-ins asked for or not (spec section 9)', async () => {
    // No stand-ins cookie: no consent manager here, so the SDK's stand-in reports at once, with no choice known.
    await page.goto(`${site.origin}/kundeservice`);
    await expect.poll(async () => (await analyticsEvents(page)).length).toBe(1);
    const [view] = await analyticsEvents(page);
    expect(view).toMatchObject({
      type: 'View',
      object: { type: 'Page', id: `${site.origin}/kundeservice` },
      tracker: {
        id: 'polaris-adressa-unified',
        deployStage: 'dev',
        transport: 'beacon',
        requiresAdvertisingOptIn: true,
      },
      consents: { source: 'default', purposes: { CMP_ADVERTISING: { optIn: false, status: 'unknown' } } },
    });
    // Advertising not accepted: the device is not named.
    expect(view!.device).toBeUndefined();
  });

  await test.step('the footer link: the settings page where no consent manager runs, the privacy manager where one does, and why when it cannot load', async () => {
    // No consent manager on this machine unless the stand-ins are on: the link leads to the settings page.
    await signInAs(page, site, 'digital');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Personverninnstillinger' }).click();
    await expect(page).toHaveURL(`${site.origin}/personverninnstillinger`);
    await expect(page.getByText('Samtykkeløsningen er ikke i bruk på denne adressen')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Analyse og statistikk' })).toBeVisible();
    await expectNoAxeViolations(page, '/personverninnstillinger without a consent manager');

    // With it: the link opens the privacy manager in place, with the title's ids from the adapter.
    const withCmp = await newSubscriberWithStandIns(page, '/kundeservice');
    await withCmp.getByRole('button', { name: 'Avvis alle' }).click();
    await withCmp.getByRole('contentinfo').getByRole('link', { name: 'Personverninnstillinger' }).click();
    const manager = withCmp.getByRole('dialog', { name: 'Personvernvalg' });
    await expect(manager).toBeVisible();
    await expect(manager).toContainText(
      `konto 1915, egenskap ${site.title.sourcepointId}, personvernvalg ${site.title.sourcepointPmId}`,
    );
    await expect(withCmp).toHaveURL(`${site.origin}/kundeservice`);
    await manager.getByLabel('Analyse og statistikk').check();
    await manager.getByRole('button', { name: 'Lagre valgene' }).click();
    await expect(manager).toBeHidden();

    // The settings page shows the choices per category, and opens the manager again.
    await withCmp.goto(`${site.origin}/personverninnstillinger`);
    const choices = withCmp.getByRole('region', { name: 'Dette har du valgt' });
    await expect(choices.getByRole('listitem').filter({ hasText: 'Analyse og statistikk' })).toContainText('Godtatt');
    await expect(choices.getByRole('listitem').filter({ hasText: 'Annonser tilpasset deg' })).toContainText('Avslått');
    // The icons are inline SVG, sanitised, drawn in the brand's accent colour.
    const icon = choices.locator('.icon svg').first();
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((svg) => getComputedStyle(svg).color)).toBe(
      await withCmp.evaluate(() => getComputedStyle(document.querySelector('.button')!).backgroundColor),
    );
    await expectNoAxeViolations(withCmp, '/personverninnstillinger with the consent manager');
    await screenshot(withCmp, 'personverninnstillinger');
    await withCmp.setViewportSize({ width: 412, height: 915 });
    await choices.getByRole('button', { name: 'Endre valgene' }).click();
    await expect(withCmp.getByRole('dialog', { name: 'Personvernvalg' })).toBeVisible();
    await withCmp.getByRole('button', { name: 'Avvis alle' }).click();
    await expect(choices.getByRole('listitem').filter({ hasText: 'Analyse og statistikk' })).toContainText('Avslått');

    // Blocked (an ad blocker): the page says what that means, and analytics sends nothing.
    // This page as a new browser's again: no cookies, nothing stored.
    const blocked = page;
    await blocked.context().clearCookies();
    await blocked.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInAs(blocked, site, 'digital');
    await useStandIns(blocked, site);
    await blocked.route('**/__stand-in/cmp/**', (route) => route.abort('blockedbyclient'));
    // The page signed in on may still be sending its page view: count once the number holds still.
    let sentBefore = -1;
    const settled = async () => {
      const previous = sentBefore;
      sentBefore = (await analyticsEvents(blocked)).length;
      return sentBefore === previous;
    };
    await expect.poll(settled, { intervals: [500], message: 'analytics events settle' }).toBe(true);
    await blocked.goto(`${site.origin}/personverninnstillinger`);
    await expect(blocked.getByRole('alert')).toContainText('Samtykkeløsningen kunne ikke lastes');
    await expect(blocked.getByRole('alert')).toContainText('sender vi ingen bruksstatistikk');
    await expectNoAxeViolations(blocked, '/personverninnstillinger with the consent manager blocked');
    await screenshot(blocked, 'personverninnstillinger-blokkert');
    await blocked.waitForTimeout(1000);
    expect((await analyticsEvents(blocked)).length).toBe(sentBefore);
    // Its footer link still leads somewhere: the settings page.
    await blocked.goto(`${site.origin}/kundeservice`);
    await blocked.getByRole('contentinfo').getByRole('link', { name: 'Personverninnstillinger' }).click();
    await expect(blocked).toHaveURL(`${site.origin}/personverninnstillinger`);
  });
});

test('a subscriber: a 503 sends a signed-in page to /maintenance; the three consent steps; both data hand-offs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await test.step('a 503 from the backend sends a signed-in page to /maintenance, saying when to come back; public pages keep working', async () => {
    await signInAs(page, site, 'digital', null);
    // The backend is down for half an hour: the guard's first call answers 503 with Retry-After.
    await injectFault(page, site, { call: 'getAccount', kind: 'status', status: 503, retryAfter: '1800', times: 1 });
    await page.goto(`${site.origin}/fakturaoversikt?side=2`);
    await page.waitForURL((url) => url.pathname === '/maintenance');
    expect(new URL(page.url()).searchParams.get('fra')).toBe('/fakturaoversikt?side=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vedlikehold');
    await expect(page.getByText(/^Vi regner med å være tilbake (i dag|i morgen) kl\.\s\d{2}\.\d{2}\.$/)).toBeVisible();
    await expectNoAxeViolations(page, '/maintenance');
    await screenshot(page, 'maintenance');
    await page.setViewportSize({ width: 412, height: 915 });

    // Public pages keep working meanwhile; a public page's own call that fails says so in place.
    await page.getByRole('link', { name: 'Kundeservice' }).first().click();
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);
    await injectFault(page, site, { call: 'offering', kind: 'status', status: 503, retryAfter: '1800', times: 1 });
    await page.goto(`${site.origin}/nye-priser`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/nye-priser`);

    // Once it is back, "Prøv igjen" leads to where the user was.
    await page.goto(`${site.origin}/maintenance?fra=${encodeURIComponent('/fakturaoversikt?side=2')}`);
    await expect(page.getByText('Vi vet ikke nøyaktig når vi er tilbake')).toBeVisible();
    await page.getByRole('link', { name: 'Prøv igjen' }).click();
    await expect(page).toHaveURL(`${site.origin}/fakturaoversikt?side=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturaoversikt');
    // That page's own calls (it draws what the tab kept, then asks again) are over before the next page is watched.
    await page.waitForLoadState('networkidle');

    // A title built with its maintenance switch on (here the page as such a build writes it: its baked-in brand says
    // so, and its head asks nothing early): a signed-in page goes there at once, without asking the backend anything.
    await page.route(`${site.origin}/endre-profil`, async (route) => {
      const response = await route.fetch();
      const built = await response.text();
      const asMaintenanceBuild = built
        .replace('"maintenance":false', '"maintenance":true')
        .replace(/<script>\(function startInHead[\s\S]*?<\/script>/, '');
      expect(asMaintenanceBuild).not.toContain('startInHead');
      await route.fulfill({ response, body: asMaintenanceBuild });
    });
    const apiCalls: string[] = [];
    const recordApiCall = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    };
    page.on('request', recordApiCall);
    await page.goto(`${site.origin}/endre-profil`);
    await page.waitForURL((url) => url.pathname === '/maintenance');
    expect(new URL(page.url()).searchParams.get('fra')).toBe('/endre-profil');
    await expect(page.getByText('Vi vet ikke nøyaktig når vi er tilbake')).toBeVisible();
    expect(apiCalls).toEqual([]);
    page.off('request', recordApiCall);
    await page.unroute(`${site.origin}/endre-profil`);
  });

  await test.step('the three consent steps: Back and Forward keep the choices, a failing save keeps them and offers a retry, and the saved choices are shown with how to change them', async () => {
    await page.goto(`${site.origin}/samtykke1`);
    await expect(page.getByText('Du velger selv hva vi kan sende deg')).toBeVisible();
    await expectNoAxeViolations(page, '/samtykke1');
    await screenshot(page, 'samtykke1');
    await page.getByRole('link', { name: 'Neste: Velg' }).click();

    await expect(page).toHaveURL(`${site.origin}/samtykke2`);
    const newsletters = page.getByRole('checkbox', { name: 'Nyhetsbrev på e-post' });
    const sms = page.getByRole('checkbox', { name: 'Tilbud på SMS' });
    // What Marte said yes to before, and where it goes.
    await expect(newsletters).toBeChecked();
    await expect(newsletters).toHaveAccessibleDescription(
      /Sendes til marte\.solberg@example\.com\. Du sa ja \d+\. \w+ \d{4}\./,
    );
    await expect(sms).not.toBeChecked();
    await expect(sms).toHaveAccessibleDescription(/Sendes til 412 34 503\./);
    await sms.check();
    await newsletters.uncheck();

    // Back to step 1 and forward again: the choices being made are still there.
    await page.goBack();
    await expect(page).toHaveURL(`${site.origin}/samtykke1`);
    await page.goForward();
    await expect(page).toHaveURL(`${site.origin}/samtykke2`);
    await expect(sms).toBeChecked();
    await expect(newsletters).not.toBeChecked();
    await expectNoAxeViolations(page, '/samtykke2');
    await screenshot(page, 'samtykke2');
    await page.setViewportSize({ width: 412, height: 915 });

    // A failing save keeps them, says so, and the retry saves them.
    await injectFault(page, site, { call: 'saveConsents', kind: 'status', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Lagre valgene' }).click();
    await expect(page.getByRole('alert')).toContainText('Det du har skrevet er tatt vare på');
    await expect(sms).toBeChecked();
    await expect(newsletters).not.toBeChecked();
    // Even a reload does not lose them.
    await page.reload();
    await expect(sms).toBeChecked();
    await expect(newsletters).not.toBeChecked();
    await injectFault(page, site, { call: 'saveConsents', kind: 'status', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Lagre valgene' }).click();
    await page.getByRole('alert').getByRole('button', { name: 'Prøv igjen' }).click();

    await expect(page).toHaveURL(`${site.origin}/samtykke3`);
    const saved = page.getByRole('region', { name: 'Valgene dine er lagret' });
    await expect(saved.getByRole('listitem').filter({ hasText: 'Tilbud på SMS' })).toContainText(/Ja, valgt/);
    await expect(saved.getByRole('listitem').filter({ hasText: 'Nyhetsbrev på e-post' })).toContainText(/Nei, valgt/);
    await expect(page.getByRole('region', { name: 'Slik endrer du dem senere' })).toContainText('svare STOPP');
    await expectNoAxeViolations(page, '/samtykke3');
    await screenshot(page, 'samtykke3');
    // Stored by the backend for Marte's own account, each with the time it was given.
    const { consents } = await backendState<{
      consents: Record<string, Record<string, { granted: boolean; givenAt: string } | null>>;
    }>(page, site);
    const marte = Object.values(consents).find((choices) => choices.offersBySms?.granted);
    expect(marte).toMatchObject({
      newsletters: { granted: false },
      offersBySms: { granted: true, givenAt: expect.any(String) },
    });

    // Back at step 2 later, it starts from what is saved.
    await page.getByRole('link', { name: 'Endre valgene' }).click();
    await expect(sms).toBeChecked();
    await expect(newsletters).not.toBeChecked();
  });

  await test.step('both data hand-offs explain, ask again, and hand over to the identity provider for the title', async () => {
    await page.goto(`${site.origin}/schibstedTakeoutGateway`);
    await expect(page.getByText('senest innen 30 dager')).toBeVisible();
    await expectNoAxeViolations(page, '/schibstedTakeoutGateway');
    await screenshot(page, 'schibstedTakeoutGateway');
    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByRole('button', { name: 'Last ned dataene mine' }).click();
    const question = page.getByRole('group', { name: /Du forlater nå Min side/ });
    await expect(question).toBeFocused();
    await expectNoAxeViolations(page, '/schibstedTakeoutGateway, asking');
    await page.getByRole('button', { name: 'Ja, gå videre' }).click();
    // The provider asks once more itself, and only its own same-site answer records anything (issue 25).
    await expect(page.getByRole('heading', { name: 'Vil du laste ned dataene dine?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ja, send meg dataene' }).click();
    await expect(page.getByRole('heading', { name: 'Vi har mottatt bestillingen din' })).toBeVisible();
    const takeout = new URL(page.url());
    expect(takeout.pathname).toBe('/identity/profile-pages/privacy/download-data');
    expect(takeout.searchParams.get('client_id')).toBe(site.title.brand.spidCredential.clientId);

    await page.goto(`${site.origin}/schibstedDeleteGateway`);
    await expect(page.getByText('Betalingshistorikken kan ikke slettes før det har gått 5 år.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Si opp abonnementet' })).toHaveAttribute(
      'href',
      '/avslutt-abonnement',
    );
    await expectNoAxeViolations(page, '/schibstedDeleteGateway');
    await screenshot(page, 'schibstedDeleteGateway');
    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByRole('button', { name: 'Slett kontoen min' }).click();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await expect(page.getByRole('button', { name: 'Slett kontoen min' })).toBeVisible();
    await page.getByRole('button', { name: 'Slett kontoen min' }).click();
    await page.getByRole('button', { name: 'Ja, gå videre til sletting' }).click();
    await expect(page.getByRole('heading', { name: 'Vil du slette kontoen din?' })).toBeVisible();
    expect((await backendState<{ dataRequests: unknown[] }>(page, site)).dataRequests).toHaveLength(1);
    await page.getByRole('button', { name: 'Ja, slett kontoen min' }).click();
    await expect(page.getByRole('heading', { name: 'Vi har mottatt forespørselen om sletting' })).toBeVisible();
    await expect(page.getByText('Betalingshistorikken må vi ta vare på i 5 år')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/identity/profile-pages/privacy/delete-account');

    const { dataRequests } = await backendState<{ dataRequests: { kind: string; userId: string }[] }>(page, site);
    expect(dataRequests.map(({ kind, userId }) => ({ kind, userId }))).toEqual([
      { kind: 'takeout', userId: persona('digital').userId },
      { kind: 'delete', userId: persona('digital').userId },
    ]);
    await page.getByRole('link', { name: 'Tilbake til Min side' }).click();
    await expect(page).toHaveURL(`${site.origin}/`);
  });
});
