// Zero axe violations (WCAG 2.2 A and AA) on every public page of every test title.
import { test } from './fixtures.ts';
import { expectNoAxeViolations } from './harness.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';
import { samplePath, SITES } from './sites.ts';

const PUBLIC = ROUTES.filter((route) => route.access === 'public');

for (const site of SITES) {
  test(`${site.titleCode}: public pages have no WCAG 2.2 AA violations`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of PUBLIC) {
      await page.goto(site.origin + samplePath(route.path));
      // Open every disclosure so the answers are checked too.
      for (const details of await page.locator('details').all()) await details.evaluate((el) => el.setAttribute('open', ''));
      await expectNoAxeViolations(page, route.path);
    }
  });

  test(`${site.titleCode}: the open menu has no violations`, async ({ page }) => {
    await page.goto(`${site.origin}/kundeservice`);
    await page.getByRole('button', { name: 'Meny' }).click();
    await expectNoAxeViolations(page, 'open menu');
  });
}
