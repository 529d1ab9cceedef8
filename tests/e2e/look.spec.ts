// Screenshots of the home page and the FAQ of two titles, kept as test artifacts for a person to look at.
import { expect, test } from './fixtures.ts';
import { SITES } from './sites.ts';
import { signInAs } from './session.ts';

for (const site of SITES.slice(0, 2)) {
  for (const [name, path] of [
    ['home', '/'],
    ['faq', '/kundeservice'],
  ] as const) {
    test(`${site.titleCode} ${name} renders with its logo`, async ({ page }, testInfo) => {
      if (path === '/') await signInAs(page, site, 'digital', null);
      await page.goto(site.origin + path);
      const logo = page.getByRole('banner').getByRole('img');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath(`${site.titleCode}-${name}.png`), fullPage: true });
    });
  }
}
