// Zero axe violations (WCAG 2.1 A and AA) on every public page of every test title.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';
import { samplePath, SITES } from './sites.ts';

const PUBLIC = ROUTES.filter((route) => route.access === 'public');

for (const site of SITES) {
  test(`${site.titleCode}: public pages have no WCAG 2.1 AA violations`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of PUBLIC) {
      await page.goto(site.origin + samplePath(route.path));
      // Open every disclosure so the answers are checked too.
      for (const details of await page.locator('details').all()) await details.evaluate((el) => el.setAttribute('open', ''));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${route.path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  test(`${site.titleCode}: the open menu has no violations`, async ({ page }) => {
    await page.goto(`${site.origin}/kundeservice`);
    await page.getByRole('button', { name: 'Meny' }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
