// The shell every page shares: header, menu, footer, spinner and brand assets.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logoPath } from '../../src/domain/title/title-config.ts';
import { backendState, expectNoAxeViolations, resetBackend, useStandIns } from './harness.ts';
import { signInAs } from './session.ts';
import { SITES, type Site } from './sites.ts';

/** The header and footer of a page of the title, as a visitor sees them (the menu left open). */
async function expectHeaderAndFooter(page: Page, site: Site): Promise<void> {
  const { title } = site;
  const header = page.getByRole('banner');
  const logoLink = header.getByRole('link', { name: `${title.name} – til forsiden` });
  await expect(logoLink).toHaveAttribute('href', title.brand.pageUrl);
  const logo = logoLink.getByRole('img');
  await expect(logo).toHaveAttribute('src', logoPath(title));
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', '/favicon.svg');
  expect((await page.request.get(`${site.origin}/favicon.svg`)).status()).toBe(200);

  await header.getByRole('button', { name: 'Meny' }).click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Min side' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Kundeservice' })).toHaveAttribute('href', '/kundeservice');
  await expect(nav.getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logg ut' })).toBeHidden();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: title.name, exact: true })).toHaveAttribute(
    'href',
    title.brand.pageUrl,
  );
  await expect(footer.getByRole('link', { name: title.brand.customerCenterPhoneNumber })).toBeVisible();
  await expect(footer.getByRole('link', { name: title.brand.customerCenterEmail })).toHaveAttribute(
    'href',
    `mailto:${title.brand.customerCenterEmail}`,
  );
  await expect(footer).toContainText(title.brand.organizationNumber);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${title.name}`);
  await expect(footer.getByRole('link', { name: 'Personverninnstillinger' })).toHaveAttribute(
    'href',
    '/personverninnstillinger',
  );
}

/** The header's background is the title's primary brand colour. */
async function expectBrandColours(page: Page, site: Site): Promise<void> {
  const background = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  const hex = site.title.brand.colours.primary.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
}

// A visitor's walk through INN's shell: each former test is a step, in an order where each starts where the last
// left off (/vilkaar, then the spinner's navigation to /kundeservice), so two page loads serve them all.
test('INN: header, footer, menu, spinner and FAQ, as a visitor meets them', async ({ page }) => {
  const site = SITES[0]!;
  await page.goto(`${site.origin}/vilkaar`);
  await test.step(`${site.titleCode}: header and footer carry the title's data`, () =>
    expectHeaderAndFooter(page, site));

  // The page above is this test's first, in a tab with nothing stored: a new tab's, as far as the header knows.
  await test.step('an anonymous visitor in a new tab sees "Logg inn"', async () => {
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(nav.getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Logg ut' })).toBeHidden();
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(nav.getByRole('link', { name: 'Logg inn' })).toBeHidden();
  });

  await test.step('the spinner shows its message under the indicator while the next page loads', async () => {
    await expect(page.getByRole('status')).toBeHidden();

    // While a navigation is pending Playwright's locators wait for it, so the page reports what it shows.
    const shown = new Promise<{
      text: string;
      role: string | null;
      circleBottom: number;
      messageTop: number;
      radius: string;
    }>((resolve) =>
      page.on('console', (message) => {
        if (message.text().startsWith('spinner:')) resolve(JSON.parse(message.text().slice('spinner:'.length)));
      }),
    );
    await page.evaluate(() => {
      const spinner = document.querySelector<HTMLElement>('[data-spinner]')!;
      new MutationObserver(() => {
        if (!spinner.checkVisibility()) return;
        const circle = spinner.querySelector('.spinner__circle')!;
        const text = spinner.querySelector('p')!;
        console.log(
          `spinner:${JSON.stringify({
            text: spinner.innerText.trim(),
            role: spinner.getAttribute('role'),
            circleBottom: circle.getBoundingClientRect().bottom,
            messageTop: text.getBoundingClientRect().top,
            radius: getComputedStyle(circle).borderRadius,
          })}`,
        );
      }).observe(spinner, { attributes: true });
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/kundeservice', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Meny' }).click();
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Kundeservice' })
      .click({ noWaitAfter: true });

    const spinner = await shown;
    expect(spinner.text).toBe('Henter informasjon…');
    expect(spinner.role).toBe('status');
    expect(spinner.radius).toBe('50%');
    expect(spinner.messageTop).toBeGreaterThanOrEqual(spinner.circleBottom);

    release();
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
    await expect(page.getByRole('status')).toBeHidden();
    await page.unroute('**/kundeservice');
  });

  // On /kundeservice from here on.
  await test.step(`${site.titleCode}: the header is drawn in the title's brand colours`, () =>
    expectBrandColours(page, site));

  await test.step('menu toggles on the hamburger and closes on a click elsewhere', async () => {
    const button = page.getByRole('button', { name: 'Meny' });
    const menuLink = page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kundeservice' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeVisible();
    await button.click();
    await expect(menuLink).toBeHidden();
    await button.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink).toBeHidden();
  });

  await test.step('menu works by keyboard and closes on Escape', async () => {
    const button = page.getByRole('button', { name: 'Meny' });
    await button.focus();
    // Reaching the button starts the session check, so "Logg inn" is in the menu as it opens, not a moment after.
    await expect(page.locator('[data-when-signed-out]')).not.toHaveAttribute('hidden');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Min side' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Logg inn' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  await test.step('the FAQ answers open and close as disclosures, by keyboard too', async () => {
    const question = page.getByText('Hvordan logger jeg inn på Min Side?');
    const details = page.locator('details').filter({ has: question });
    await expect(details).not.toHaveAttribute('open');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open');
  });

  // FT's own answer in nynorsk: in the test below.
  await test.step('a title can override an FAQ answer in its own language: not the plain title', async () => {
    await expect(page.locator('details[lang="nn"]')).toHaveCount(0);
  });

  await test.step('menu is shown inline on a wide screen', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Meny' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kundeservice' }),
    ).toBeVisible();
  });
});

test("FT and ADR: header and footer carry the title's data, in the title's brand colours", async ({ page }) => {
  for (const site of SITES.slice(1)) {
    await page.goto(`${site.origin}/vilkaar`);
    await test.step(`${site.titleCode}: header and footer carry the title's data`, () =>
      expectHeaderAndFooter(page, site));
    if (site.title.language === 'nn') {
      await page.goto(`${site.origin}/kundeservice`);
      await test.step('a title can override an FAQ answer in its own language', async () => {
        await expect(page.locator('details[lang="nn"]')).toHaveCount(1);
      });
    }
    // The header every page shares, on the page at hand (FT's /kundeservice, ADR's /vilkaar).
    await test.step(`${site.titleCode}: the header is drawn in the title's brand colours`, () =>
      expectBrandColours(page, site));
  }
});

test('the header follows the real session: a signed-in user opening a public page in a new tab sees "Logg ut", with one session check per visit', async ({
  page,
  context,
}) => {
  const site = SITES[0]!;
  await resetBackend(page, site);
  await signInAs(page, site, 'digital', null);
  const tab = await context.newPage();
  const sessionChecks: string[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === '/identity/v2/session') sessionChecks.push(request.url());
  });
  await tab.goto(`${site.origin}/vilkaar`);
  await tab.getByRole('button', { name: 'Meny' }).click();
  const nav = tab.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Logg ut' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logg inn' })).toBeHidden();
  expect(sessionChecks).toHaveLength(1);

  // The next page of the visit reads the SDK's cached answer.
  await nav.getByRole('link', { name: 'Kundeservice' }).click();
  await expect(tab).toHaveURL(`${site.origin}/kundeservice`);
  await tab.getByRole('button', { name: 'Meny' }).click();
  await expect(nav.getByRole('link', { name: 'Logg ut' })).toBeVisible();
  expect(sessionChecks).toHaveLength(1);
  await tab.close();
});

test('a part of the page that does not load (the preload-error event) offers a reload, and monitoring hears of it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = SITES[0]!;
  await resetBackend(page, site);
  // Monitoring runs on this machine into the preview's stand-in, when the stand-ins are on.
  await useStandIns(page, site);
  await page.goto(`${site.origin}/vilkaar`);
  await page.getByRole('button', { name: 'Avvis alle' }).click();
  await page.waitForFunction(
    () =>
      typeof (window as { DD_RUM?: { getInitConfiguration?: () => unknown } }).DD_RUM?.getInitConfiguration?.() ===
      'object',
  );

  // The login's module is loaded on demand; here it does not come (as after a new version replaced it).
  const sessionModule = `${site.origin}/_astro/session.*.js`;
  await page.route(sessionModule, (route) => route.abort());
  const rethrown: string[] = [];
  page.on('pageerror', (error) => rethrown.push(error.message));
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Logg inn' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'En del av siden ble ikke lastet' });
  await expect(notice).toBeVisible();
  // The error went on to the import, which nothing catches there.
  await expect.poll(() => rethrown).toContainEqual(expect.stringContaining('/_astro/session.'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'a part of the page did not load');

  await page.unroute(sessionModule);
  await notice.getByRole('button', { name: 'Last inn siden på nytt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  // Leaving the page sent what monitoring had: the failure, reported as a page-load failure of its own.
  type RumEvent = { type?: string; error?: { message?: string }; context?: { failure?: string } };
  await expect
    .poll(async () => {
      const { monitoringEvents } = await backendState<{ monitoringEvents: { intake: string; event: RumEvent }[] }>(
        page,
        site,
      );
      return monitoringEvents
        .filter(
          ({ intake, event }) => intake === 'rum' && event.type === 'error' && event.context?.failure === 'preload',
        )
        .map(({ event }) => event.error?.message ?? '');
    })
    .toContainEqual(expect.stringContaining('/_astro/session.'));
});
