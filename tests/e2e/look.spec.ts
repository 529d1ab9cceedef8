// The home page and the FAQ of two titles with their logos; screenshots of each for a person to look at, when asked
// for (E2E_SCREENSHOTS=1).
import { expect, test } from './fixtures.ts';
import { lookAt } from './harness.ts';
import { SITES } from './sites.ts';
import { signInAs } from './session.ts';

// One walk: the titles' FAQ pages as a visitor sees them, then their home pages signed in.
test('home and FAQ of two titles render with their logos', async ({ page }) => {
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
        await lookAt(page, `look-${site.titleCode}-${name}.png`, { fullPage: true });
      });
    }
  }
});
