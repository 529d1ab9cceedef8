// Zero axe violations (WCAG 2.2 A and AA) on every public page, in the browser, with every disclosure open.
// ADR (the title with the most on its pages) is swept whole, in two halves so that neither holds a worker long. The
// other titles' pages are the same markup but for the shell (logo, names, addresses: swept on /kundeservice, and the
// open menu) and the pages whose <main> is their own as built (their FAQ, FT's student text in nynorsk), which are
// swept for them: the test finds those by comparing each page's <main> with ADR's. Brand colours, the one thing the
// same markup could fail on in another title, are proved for every title in src/domain/title/registry.test.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './harness.ts';
import { ROUTES, type Route } from '../../src/domain/routing/routes.ts';
import { samplePath, SITES, type Site } from './sites.ts';

const PUBLIC = ROUTES.filter((route) => route.access === 'public');
const REFERENCE = SITES.find((site) => site.kind === 'hasPlay')!;
const HALF = Math.ceil(PUBLIC.length / 2);

async function sweep(page: Page, site: Site, routes: readonly Route[]): Promise<void> {
  for (const route of routes) {
    await page.goto(site.origin + samplePath(route.path));
    // Open every disclosure so the answers are checked too.
    for (const details of await page.locator('details').all())
      await details.evaluate((el) => el.setAttribute('open', ''));
    await expectNoAxeViolations(page, route.path);
  }
}

/** The open menu, on the page the sweep opened last (/kundeservice): no page load of its own. */
async function openMenu(page: Page, site: Site): Promise<void> {
  await test.step(`${site.titleCode}: the open menu has no violations`, async () => {
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);
    await page.getByRole('button', { name: 'Meny' }).click();
    await expectNoAxeViolations(page, 'open menu');
  });
}

/** /kundeservice last, where the open menu is swept next. */
const faqLast = (routes: readonly Route[]) =>
  [...routes].sort((a, b) => Number(a.path === '/kundeservice') - Number(b.path === '/kundeservice'));

/** The page's <main> as the site serves it, before any script runs. */
async function builtMain(site: Site, route: Route): Promise<string | undefined> {
  const html = await (await fetch(site.origin + samplePath(route.path))).text();
  return /<main[\s\S]*<\/main>/.exec(html)?.[0];
}

for (const [part, routes] of [
  ['1 of 2', PUBLIC.slice(0, HALF)],
  ['2 of 2', PUBLIC.slice(HALF)],
] as const) {
  const withFaq = routes.some((route) => route.path === '/kundeservice');
  test(`${REFERENCE.titleCode}: public pages (${part}) ${withFaq ? 'and the open menu ' : ''}have no WCAG 2.2 AA violations`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sweep(page, REFERENCE, faqLast(routes));
    if (withFaq) await openMenu(page, REFERENCE);
  });
}

// expectNoAxeViolations puts axe into the page once and hands AxeBuilder a source that does nothing (harness.ts):
// the check must still see what is wrong, on a page's first analysis and on a later one, and judge by the WCAG
// tags alone (text outside every landmark is only against axe's best practice). It runs on INN's /kundeservice as
// its sweep left it (analysed already: the later analysis) and on /vilkaar (its first).
async function axeCheckFindsViolations(page: Page, site: Site): Promise<void> {
  await test.step('the axe check finds violations on a first and on a repeated analysis of a page, by the WCAG rules', async () => {
    const breakMain = () =>
      page.evaluate(() =>
        document.querySelector('main')!.insertAdjacentHTML('beforeend', '<input type="text"><img src="/favicon.svg">'),
      );
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<p>Utenfor landemerkene</p>'));
    await expectNoAxeViolations(page, 'with text outside the landmarks');
    await breakMain();
    await expect(expectNoAxeViolations(page, 'repeated')).rejects.toThrow('repeated: image-alt');
    await page.goto(`${site.origin}/vilkaar`);
    await breakMain();
    await expect(expectNoAxeViolations(page, 'first')).rejects.toThrow('first: label');
  });
}

for (const site of SITES.filter((candidate) => candidate !== REFERENCE)) {
  const checksAxe = site === SITES[0];
  test(`${site.titleCode}: its shell, its own pages and the open menu have no WCAG 2.2 AA violations${checksAxe ? '; the axe check finds violations' : ''}`, async ({
    page,
  }) => {
    const own: Route[] = [];
    for (const route of PUBLIC) {
      const main = await builtMain(site, route);
      if (main === undefined || main !== (await builtMain(REFERENCE, route)) || route.path === '/kundeservice')
        own.push(route);
    }
    await sweep(page, site, faqLast(own));
    await openMenu(page, site);
    if (checksAxe) await axeCheckFindsViolations(page, site);
  });
}
