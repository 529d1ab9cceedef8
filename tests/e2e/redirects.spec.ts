// The CDN rules as a reader meets them: the order timeout, SMS links (never off-site) and the 404 page.
import { expect, test } from './fixtures.ts';
import { SITES } from './sites.ts';
import { signInAs } from './session.ts';

const site = SITES[0]!;

// One journey: the 404 page anonymous, then signed in (the links lead to signed-in pages; signed out, the guard would
// send the reader to login first) each redirect once. One of each kind through the browser; every target and hostile
// variant is a row of smsLinkTarget's tables (src/domain/routing/return-url.test.ts), and the server's rewrite of /t/*
// is in scripts/preview/static-site.test.ts.
test('the CDN redirects and the 404 page, as a reader meets them', async ({ page }) => {
  await test.step('an unknown path answers 404 with the not-found page', async () => {
    const response = await page.goto(`${site.origin}/finnes-ikke/her`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
    await expect(page).toHaveTitle(`Min Side - ${site.title.name}`);
  });

  await signInAs(page, site, 'digital', null);

  // First, while the tab has no source yet: what it keeps comes from this link.
  await test.step('an SMS link gives its visit the source sms, kept in the tab for the pages after it', async () => {
    expect(await page.evaluate(() => sessionStorage.getItem('source'))).toBeNull();
    await page.goto(`${site.origin}/t/fakturaoversikt`);
    await expect(page).toHaveURL(`${site.origin}/fakturaoversikt?source=sms`);
    await page.goto(`${site.origin}/kundeservice`);
    expect(await page.evaluate(() => sessionStorage.getItem('source'))).toBe('sms');
  });

  await test.step('/t/fakturaoversikt?kid=123 → /fakturaoversikt?kid=123&source=sms', async () => {
    await page.goto(`${site.origin}/t/fakturaoversikt?kid=123`);
    await expect(page).toHaveURL(`${site.origin}/fakturaoversikt?kid=123&source=sms`);
  });

  await test.step('/t//evil.com stays on the site', async () => {
    await page.goto(`${site.origin}/t//evil.com`);
    await page.waitForURL((url) => !url.pathname.startsWith('/t/'));
    expect(new URL(page.url()).origin).toBe(site.origin);
    expect(page.url()).toContain('source=sms');
  });

  await test.step('/order-timeout sends to /bestilling-feilet, keeping the query', async () => {
    await page.goto(`${site.origin}/order-timeout?order=42`);
    await expect(page).toHaveURL(`${site.origin}/bestilling-feilet?order=42`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestillingen tok for lang tid');
  });
});
