// Screenshots of the home page and the FAQ of two titles, kept as test artifacts for a person to look at.
import { expect, test } from './fixtures.ts';
import { SITES } from './sites.ts';
import { signInAs } from './session.ts';

// One walk: the titles' FAQ pages as a visitor sees them, then their home pages signed in.
test('home and FAQ of two titles render with their logos', async ({ page }, testInfo) => {
  for (const [name, path] of [
    ['faq', '/kundeservice'],
    ['home', '/'],
  ] as const) {
    for (const site of SITES.slice(0, 2)) {
      await test.step(`${site.titleCode} ${name} renders with its logo`, async () => {
        if (path === '/') await signInAs(page, site, 'digital', null);
        await page.goto(site.origin + path);
        const logo = page.getByRole('banner').getByRole('img');
        await expect(logo).toBeVisible();
        expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await page.screenshot({ path: testInfo.outputPath(`${site.titleCode}-${name}.png`), fullPage: true });
      });
    }
  }
});
