// Every route of the route table answers with its own page inside the title's shell, signed in, in the browser,
// with the consent manager, analytics and monitoring all loaded (issue 14's stand-ins): for the title with the most
// on its pages (ADR, with play). What each title's built pages say before any script runs (status, <title>, brand
// class, heading, what the guard decides from) is checked for every e2e title in scripts/preview/built-routes.test.ts.
import { expect, test } from './fixtures.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';
import { nbRoutes } from '../../src/i18n/nb/routes.ts';
import { backendState, resetBackend, useStandIns } from './harness.ts';
import { samplePath, SITES } from './sites.ts';
import { persona, REFUSAL_HEADINGS, signInAs } from './session.ts';

const site = SITES.find((candidate) => candidate.kind === 'hasPlay')!;

test.beforeEach(async ({ page }) => resetBackend(page, site));

// Every route of the route table, signed in as a subscriber on ADR (the title with the most on its pages), with the
// consent manager, analytics and monitoring all loaded: the route's own page inside the title's shell (status,
// title, heading, brand class), the guard lets the subscriber stay and its spinner is gone, no page breaks the CSP
// or throws, and monitoring receives nothing personal. One walk for both (there were two, one without the stand-ins);
// in two halves, so that neither holds a worker long. What every e2e title's built pages say before any script runs
// is checked in scripts/preview/built-routes.test.ts; other users' guards in auth.spec.ts.
const HALF = Math.ceil(ROUTES.length / 2);
for (const [part, routes] of [
  ['1 of 2', ROUTES.slice(0, HALF)],
  ['2 of 2', ROUTES.slice(HALF)],
] as const) {
  test(`every route (${part}) has its page, title and heading; with the consent manager, analytics and monitoring all loaded, no page breaks the CSP, and monitoring receives nothing personal`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // As harness.ts's subscriberWithStandIns, in the worker's page (reset between tests) rather than a context of its
    // own, whose new renderer cost about a second of CPU: the stand-ins on before the sign-in, the consent manager
    // asking on the first page.
    await useStandIns(page, site);
    await signInAs(page, site, 'digital', null);
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('dialog', { name: 'Vi bryr oss om personvernet ditt' })).toBeVisible();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await page.getByRole('button', { name: 'Godta alle' }).click();
    const sentBefore = (await backendState<{ analyticsEvents: unknown[] }>(page, site)).analyticsEvents.length;

    for (const route of routes) {
      const url = site.origin + samplePath(route.path);
      const answered = page.waitForResponse(
        (response) => response.url() === url && response.request().isNavigationRequest(),
      );
      // A page that sends this subscriber on (/bestill-abonnement to /allerede-abonnent) interrupts its own load: follow it.
      await page.goto(url).catch((error: unknown) => {
        if (!String(error).includes('net::ERR_ABORTED')) throw error;
      });
      expect((await answered).status(), route.path).toBe(route.path === '/404' ? 404 : 200);
      await expect(page, route.path).toHaveTitle(`Min Side - ${site.title.name}`);
      // /callback opened with no login under way explains that instead (see auth.spec.ts).
      // A subscriber is not sold a second subscription: the order form sends them on (see purchase.spec.ts).
      // A route with a role note refuses a digital subscriber without a token in place (see auth.spec.ts).
      const heading =
        route.path === '/callback'
          ? 'Noe gikk galt'
          : route.path === '/bestill-abonnement'
            ? 'Du er allerede abonnent'
            : route.note
              ? REFUSAL_HEADINGS[route.note]
              : nbRoutes[route.path].heading;
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(heading);
      await expect(page.locator('html'), route.path).toHaveClass(site.title.brand.htmlClass);
      if (route.access !== 'public') {
        await expect(page, route.path).toHaveURL(
          site.origin + (route.path === '/bestill-abonnement' ? '/allerede-abonnent' : samplePath(route.path)),
        );
        await expect(page.getByRole('status'), route.path).toBeHidden();
      }
      // Each page sets up measurement once it has loaded (the consent manager's API shows it); the next navigation
      // sends what monitoring has batched.
      await page.waitForFunction(() => (window as { _sp_?: { gdpr?: unknown } })._sp_?.gdpr !== undefined);
    }
    await page.goto(`${site.origin}/kundeservice`);
    expect(cspViolations).toEqual([]);
    expect(scriptErrors).toEqual([]);

    const state = await backendState<{
      analyticsEvents: unknown[];
      monitoringEvents: { intake: string; event: { type?: string } }[];
    }>(page, site);
    expect(state.analyticsEvents.length - sentBefore).toBeGreaterThan(routes.length / 2);
    expect(state.monitoringEvents.some(({ intake, event }) => intake === 'rum' && event.type === 'view')).toBe(true);
    // Nothing that names Marte reached monitoring: not her name, address, phone, user id or account number.
    const marte = persona('digital');
    const sent = JSON.stringify(state.monitoringEvents);
    for (const personal of [marte.givenName, marte.familyName, marte.email, marte.phone, marte.userId])
      expect(sent).not.toContain(personal);
  });
}
