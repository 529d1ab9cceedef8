// Every route of the route table answers with its own page inside the title's shell, signed in, in the browser:
// for the title with the most on its pages (ADR, with play). What each title's built pages say before any script
// runs (status, <title>, brand class, heading) is checked for every e2e title in scripts/preview/built-routes.test.ts.
import { expect, test } from './fixtures.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';
import { nbRoutes } from '../../src/i18n/nb/routes.ts';
import { samplePath, SITES } from './sites.ts';
import { REFUSAL_HEADINGS, signInAs } from './session.ts';

for (const site of SITES.filter((candidate) => candidate.kind === 'hasPlay')) {
  test(`${site.titleCode} (${site.kind}): every route has its page, title and heading`, async ({ page }) => {
    test.setTimeout(90_000);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    // As a subscriber, so the signed-in pages show themselves rather than send to login (guards: auth.spec.ts).
    await signInAs(page, site, 'digital', null);

    for (const route of ROUTES) {
      const response = await page.goto(site.origin + samplePath(route.path));
      expect(response?.status(), route.path).toBe(route.path === '/404' ? 404 : 200);
      await expect(page, route.path).toHaveTitle(`Min Side - ${site.title.name}`);
      // /callback opened with no login under way explains that instead (see auth.spec.ts).
      // A subscriber is not sold a second subscription: the order form sends them on (see purchase.spec.ts).
      // A route with a role note refuses a digital subscriber without a token in place (see auth.spec.ts).
      const heading =
        route.path === '/callback' ? 'Noe gikk galt' : route.path === '/bestill-abonnement' ? 'Du er allerede abonnent' : route.note ? REFUSAL_HEADINGS[route.note] : nbRoutes[route.path].heading;
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(heading);
      await expect(page.locator('html'), route.path).toHaveClass(site.title.brand.htmlClass);
      if (route.access !== 'public') {
        // The guard lets the subscriber stay, and its spinner is gone (other users' guards: auth.spec.ts).
        await expect(page, route.path).toHaveURL(site.origin + (route.path === '/bestill-abonnement' ? '/allerede-abonnent' : samplePath(route.path)));
        await expect(page.getByRole('status'), route.path).toBeHidden();
      }
    }
    expect(cspViolations).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });
}
