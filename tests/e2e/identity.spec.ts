// Issue 28's identity rows in Chromium against the identity twin and the reference backend: login in a popup of
// 360 × 570 on a wide screen with a mouse (allowed, closed, refused: then the redirect, back to the same page), and
// the simplified login widget (offered to a visitor the provider knows, closed for good, never to someone signed in).
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { decodeLoginState } from '../../src/domain/auth/login-state.ts';
import { LOGIN_POPUP_SIZE } from '../../src/domain/auth/popup.ts';
import { expectNoAxeViolations, lookAt, resetBackend } from './harness.ts';
import { isTwinLogin, persona, pickPersona } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES.find((candidate) => candidate.titleCode === 'ADR')!;
const marte = persona('digital');
/** Where login starts: path, query and a hash (one that names no element, so the page stays at its top and the header's links are seen). */
const START = '/kundeservice?tema=betaling#sporsmal';

test.beforeEach(async ({ page }) => resetBackend(page, site));
// Each journey signs in (and some out) through the twin, in one or two windows, and axe checks what it shows.
test.describe.configure({ timeout: 180_000 });

/** The header's link, behind the menu where the screen is narrow. */
async function headerLink(page: Page, name: 'Logg inn' | 'Logg ut') {
  const menu = page.getByRole('button', { name: 'Meny' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name });
}

test.describe('login in a popup on a wide screen with a mouse', () => {
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  test.use(desktop);

  // One walk in one window (each former test a step): a popup closed, a popup that logs in, then, signed out as a
  // new browser is (no cookies, nothing stored), a browser that refuses the popup.
  test('the login popup: closed, allowed, refused', async ({ page }) => {
    await test.step('a popup closed without logging in leaves the page as it was', async () => {
      await page.goto(site.origin + START);
      const popupOpens = page.waitForEvent('popup');
      await (await headerLink(page, 'Logg inn')).click();
      const popup = await popupOpens;
      await expect(page.getByRole('status')).toContainText('Logg inn i vinduet som åpnet seg');
      await popup.close();
      await expect(page.getByRole('status')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
      await expect(page).toHaveURL(site.origin + START, { timeout: 15_000 });
      // And "Logg inn" works again.
      const again = page.waitForEvent('popup');
      await (await headerLink(page, 'Logg inn')).click();
      await (await again).close();
    });

    await test.step('opens 360 × 570, and the page it came from shows itself signed in when the popup is done', async () => {
      await page.addInitScript(() => {
        const open = window.open.bind(window);
        const opened: string[] = [];
        Object.assign(window, { openedWith: opened, popupFocused: 0 });
        window.open = (url, name, features) => {
          opened.push(String(features));
          const popup = open(url, name, features);
          // Counts what brings the popup to the front ("Vis innloggingsvinduet"); everything else goes to the popup as it is.
          const focus = (target: Window) => () => {
            (window as unknown as { popupFocused: number }).popupFocused += 1;
            target.focus();
          };
          return (
            popup &&
            new Proxy(popup, {
              get: (target, key) =>
                key === 'focus'
                  ? focus(target)
                  : ((value: unknown) => (typeof value === 'function' ? value.bind(target) : value))(
                      Reflect.get(target, key),
                    ),
            })
          );
        };
      });
      // Already at START: a goto would only move to its hash; a reload loads it anew, with the script above.
      await page.reload();
      const popupOpens = page.waitForEvent('popup');
      await (await headerLink(page, 'Logg inn')).click();
      const popup = await popupOpens;

      const [features] = await page.evaluate(() => (window as unknown as { openedWith: string[] }).openedWith);
      expect(features).toContain(`width=${LOGIN_POPUP_SIZE.width}`);
      expect(features).toContain(`height=${LOGIN_POPUP_SIZE.height}`);
      // The page waits, saying where the login is, and stays where it was.
      await expect(page.getByRole('status')).toContainText('Logg inn i vinduet som åpnet seg');
      // Issue 41: the page keeps its heading while it waits, and can bring the popup back to the front.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
      await page.getByRole('button', { name: 'Vis innloggingsvinduet' }).click();
      expect(await page.evaluate(() => (window as unknown as { popupFocused: number }).popupFocused)).toBe(1);
      // "Logg inn" again does the same, rather than nothing (its handler loads the session module first, so the focus
      // comes a moment after the click: polled, not read once).
      await (await headerLink(page, 'Logg inn')).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { popupFocused: number }).popupFocused))
        .toBe(2);
      await expectNoAxeViolations(page, 'waiting for the login popup');
      await popup.waitForURL((url) => isTwinLogin(url, site));
      expect(decodeLoginState(new URL(popup.url()).searchParams.get('state'))).toMatchObject({
        returnUrl: START,
        popup: expect.any(String),
      });

      const closes = popup.waitForEvent('close');
      await pickPersona(popup, marte.label);
      await closes;
      await expect(page).toHaveURL(site.origin + START, { timeout: 15_000 });
      await expect(await headerLink(page, 'Logg ut')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Vis innloggingsvinduet' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
      // Signed in for real: a signed-in page opens without another login.
      await page.goto(`${site.origin}/fakturaoversikt`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturaoversikt', { timeout: 15_000 });
    });

    // A new browser, as far as the site and the provider know: no cookies, nothing stored. Once the page above has
    // drawn the user's invoices (its guard has decided), so that no answer of it comes after and nothing leads on.
    await expect(page.getByRole('list', { name: 'Ubetalt' })).toBeVisible();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();

    await test.step('a browser that refuses the popup gets the redirect, back to the same page', async () => {
      // What a popup blocker does: window.open gives no window.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto(site.origin + START);
      await (await headerLink(page, 'Logg inn')).click();
      await page.waitForURL((url) => isTwinLogin(url, site));
      await pickPersona(page, marte.label);
      await expect(page).toHaveURL(site.origin + START, { timeout: 15_000 });
      await expect(await headerLink(page, 'Logg ut')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
    });
  });
});

/**
 * Logs out with the header's link and waits until the browser is sent to the title's front page (on the internet,
 * out of reach here): the site's session is over, the provider still knows the user.
 */
async function logOut(page: Page): Promise<void> {
  const toTitlePage = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url() === site.title.brand.pageUrl,
  );
  await (await headerLink(page, 'Logg ut')).click();
  await toTitlePage;
  await expect.poll(() => page.url()).not.toContain(site.origin);
}

/** Counts the user-context lookups and widget script loads the page makes. */
function widgetRequests(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/identity/user-context' || pathname === '/identity/simplified-login-widget') seen.push(pathname);
  });
  return () => seen;
}

test.describe('the simplified login widget', () => {
  const widget = (page: Page) => page.getByRole('dialog', { name: `Logg inn på ${site.title.name}` });

  /**
   * On a phone the header's session check, and the widget's offer with it, wait until the menu opens (a phone's first
   * load stays free of the SDK): open it, and wait until the session is known and the offer decided.
   */
  async function openMenuAndSettle(page: Page, link: 'Logg inn' | 'Logg ut' = 'Logg inn'): Promise<void> {
    await expect(await headerLink(page, link)).toBeVisible();
    await page.waitForTimeout(1_000);
  }

  /** Closes the header's menu where it is open, so that `headerLink` opens it again. */
  async function closeMenu(page: Page): Promise<void> {
    const menu = page.getByRole('button', { name: 'Meny' });
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
  }

  // One phone's walk (each former test a step): a stranger, a login by the redirect, signed in, signed out and
  // offered the widget, signed in by it, signed out and closing it. The sessions are this browser's own logins, so
  // the logouts end no session kept for other tests.
  test('a phone: the redirect login, and the widget to a stranger, to someone signed in, offered, taken and closed', async ({
    page,
    context,
  }) => {
    await test.step('the widget is not shown to a visitor the provider does not know', async () => {
      // This test's first page, in a browser with no cookies and nothing stored: a stranger's.
      const asked = widgetRequests(page);
      await page.goto(`${site.origin}/vilkaar`);
      await openMenuAndSettle(page);
      await expect.poll(asked).toEqual(['/identity/user-context']);
      await expect(widget(page)).toHaveCount(0);
    });

    await test.step('on a phone "Logg inn" is the redirect, never a popup', async () => {
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.goto(site.origin + START);
      await (await headerLink(page, 'Logg inn')).click();
      await page.waitForURL((url) => isTwinLogin(url, site));
      await pickPersona(page, marte.label);
      await expect(page).toHaveURL(site.origin + START, { timeout: 15_000 });
      expect(popups).toBe(0);
    });

    await test.step('the widget is never shown to someone signed in', async () => {
      const requests = widgetRequests(page);
      await page.goto(`${site.origin}/vilkaar`);
      await openMenuAndSettle(page, 'Logg ut');
      await expect(widget(page)).toHaveCount(0);
      expect(requests()).toEqual([]);
    });

    await test.step('the widget is offered to a visitor the provider knows, and "Fortsett som …" signs them in back on the same page', async () => {
      await closeMenu(page);
      await logOut(page);
      await page.goto(site.origin + START);
      await expect(await headerLink(page, 'Logg inn')).toBeVisible();
      await expect(widget(page)).toBeVisible();
      await expect(widget(page)).toContainText(`som ${marte.givenName} ${marte.familyName}`);
      await expectNoAxeViolations(page, 'the simplified login widget');
      await lookAt(page, 'simplified-login-390.png');
      // The provider knows them: no login page, straight through /callback and back here, signed in.
      const codeExchanged = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/handlecode');
      await widget(page)
        .getByRole('button', { name: `Fortsett som ${marte.givenName} ${marte.familyName}` })
        .click();
      expect((await codeExchanged).ok()).toBe(true);
      await expect(page).toHaveURL(site.origin + START, { timeout: 15_000 });
      await page.waitForLoadState();
      await expect(await headerLink(page, 'Logg ut')).toBeVisible({ timeout: 15_000 });
      await expect(widget(page)).toHaveCount(0);
    });

    await test.step('the widget, closed, stays away: on the next page, and in the next visit', async () => {
      await closeMenu(page);
      await logOut(page);
      await page.goto(site.origin + START);
      await expect(await headerLink(page, 'Logg inn')).toBeVisible();
      await widget(page).getByRole('button', { name: 'Lukk' }).click();
      await expect(widget(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');

      for (const next of [page, await context.newPage()]) {
        const requests = widgetRequests(next);
        await next.goto(`${site.origin}/vilkaar`);
        await openMenuAndSettle(next);
        await expect(widget(next)).toHaveCount(0);
        expect(requests()).toEqual([]);
      }
    });
  });
});
