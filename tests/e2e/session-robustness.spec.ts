// Login, session and logout never strand the user (issue 8): a failing login token, a 401 that never stops, a
// failing logout, Back after logout and a failed code exchange each end in words and a way on.
import { devices, type BrowserType, type LaunchOptions, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fullChromiumPath } from '../../scripts/lib/chromium.ts';
import { decodeLoginState } from '../../src/domain/auth/login-state.ts';
import { SITES } from './sites.ts';
import { expectNoAxeViolations, injectFault, resetBackend, type Fault } from './harness.ts';
import { isTwinLogin, persona, pickPersona, signInAs } from './session.ts';

const site = SITES[0]!;
const { customerCenterPhoneNumber: phone, customerCenterEmail: email, pageUrl } = site.title.brand;

test.beforeEach(async ({ page }) => resetBackend(page, site));

/** How many times the browser has asked for `pathname` (page loads only, or every request). */
function counter(page: Page, pathname: string, navigationsOnly = true): () => number {
  let count = 0;
  page.on('request', (request) => {
    if ((!navigationsOnly || request.isNavigationRequest()) && new URL(request.url()).pathname === pathname) count += 1;
  });
  return () => count;
}

/**
 * Logs out with the header's link and waits until the browser is sent to the title's front page. That page is on
 * the internet, out of reach here (and a route cannot answer for it: it is reached by a redirect), so the browser
 * shows its error page there; that it is sent there is what counts.
 */
async function logOutToTitlePage(page: Page): Promise<void> {
  const toTitlePage = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === pageUrl);
  await clickHeaderLink(page, 'Logg ut');
  await toTitlePage;
  // Chromium's error page for an unreachable address (chrome-error://…), not a page of the site.
  await expect.poll(() => page.url()).not.toContain(site.origin);
}

async function clickHeaderLink(page: Page, name: 'Logg inn' | 'Logg ut'): Promise<void> {
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('link', { name }).click();
}

/** The customer centre of the title, as links the user can use at once. */
async function expectCustomerCentre(alert: Locator): Promise<void> {
  await expect(alert.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
  await expect(alert.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
}

// An anonymous visitor's walk (each former test a step), in an order where no step starts from what the last left
// behind: the header's "Logg inn" while the login token fails, in each way; a guarded page whose token fails; the
// timeout on the page's fake clock, which then stays; last the failed code exchange, the one step that picks a
// persona on the twin (after it the provider knows this browser).
test('an anonymous visitor: a failing login token, in the header and on a guarded page, and a failed code exchange', async ({
  page,
}) => {
  const faults: [string, Omit<Fault, 'call'>][] = [
    ['status 500', { kind: 'status', status: 500 }],
    ['status 401', { kind: 'status', status: 401 }],
    ['malformed', { kind: 'malformed' }],
  ];
  const loginTokenFails = async (label: string, fault: Omit<Fault, 'call'>) => {
    // A timeout is the API client's 20 s, which pass on the page's fake clock once the call is out.
    if (fault.kind === 'timeout') await page.clock.install();
    await injectFault(page, site, { call: 'loginToken', ...fault, times: 1 });
    await page.goto(`${site.origin}/kundeservice`);
    const asked =
      fault.kind === 'timeout' &&
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/loginToken');
    await clickHeaderLink(page, 'Logg inn');
    if (asked) {
      await asked;
      await page.clock.fastForward('00:21');
    }
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Vi fikk ikke startet innloggingen');
    await expectCustomerCentre(alert);
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);
    if (label === 'status 500') await expectNoAxeViolations(page, 'login token failed');
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
    expect(decodeLoginState(new URL(page.url()).searchParams.get('state'))?.returnUrl).toBe('/kundeservice');
  };

  for (const [label, fault] of faults) {
    await test.step(`"Logg inn" in the header while the login token fails, ${label}: a message with the customer centre and "Prøv igjen", which then logs in`, () =>
      loginTokenFails(label, fault));
  }

  for (const status of [401, 406]) {
    await test.step(`a guarded page whose login token answers ${status} explains itself and does not loop into login`, async () => {
      // The fault of the step before (every call) goes; sessions stay.
      await resetBackend(page, site);
      const tokenCalls = counter(page, '/api/loginToken', false);
      await injectFault(page, site, { call: 'loginToken', kind: 'status', status });
      await page.goto(`${site.origin}/endre-profil`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Vi fikk ikke startet innloggingen');
      await expectCustomerCentre(alert);
      await expect(page.getByRole('status')).toBeHidden();
      await page.waitForTimeout(1000);
      expect(tokenCalls()).toBe(1);
      await expect(page).toHaveURL(`${site.origin}/endre-profil`);
    });
  }
  await resetBackend(page, site);

  await test.step('"Logg inn" in the header while the login token fails, timeout: a message with the customer centre and "Prøv igjen", which then logs in', () =>
    loginTokenFails('timeout', { kind: 'timeout' }));

  await test.step('a failed code exchange offers a new login towards "/" that never carries the one-time code', async () => {
    const trips = counter(page, '/identity/oauth/authorize');
    await injectFault(page, site, { call: 'handleCode', kind: 'status', status: 401, times: 1 });
    await page.goto(`${site.origin}/kundeservice`);
    await clickHeaderLink(page, 'Logg inn');
    await pickPersona(page, persona('digital').label);

    await expect(page.getByRole('alert')).toContainText('Innloggingen kunne ikke fullføres');
    const code = new URL(page.url()).searchParams.get('code');
    expect(code).toBeTruthy();
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/callback');
    expect(trips()).toBe(1);

    await page.getByRole('button', { name: 'Logg inn på nytt' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
    expect(trips()).toBe(2);
    const returnUrl = decodeLoginState(new URL(page.url()).searchParams.get('state'))?.returnUrl;
    expect(returnUrl).toBe('/');
    expect(page.url()).not.toContain(code!);
  });
});

// Marte's walk (each former test a step), each step starting where the last left off: her own logins in this browser
// (so the first logout ends no session kept for other tests), a 401 on a save, a 401 that never stops, two logouts
// that fail.
test('a signed-in subscriber: a 401 on a save, a 401 that never stops, and logouts that fail', async ({ page }) => {
  await test.step('a single 401 on a save soon after logging in is no loop: the login goes, and the form is kept (issue 25)', async () => {
    // Signed in from /endre-profil itself: the login's round trip comes back to the very page that saves.
    await page.goto(`${site.origin}/endre-profil`);
    await page.waitForURL((url) => isTwinLogin(url, site));
    await pickPersona(page, persona('digital').label);
    await expect(page).toHaveURL(`${site.origin}/endre-profil`);
    await expect(page.getByLabel('Fornavn')).toHaveValue(persona('digital').givenName);
    // The session ends behind the page's back (another tab logged out), and the user saves once.
    await injectFault(page, site, { call: 'updateAccount', kind: 'status', status: 401, times: 1 });
    await page.getByLabel('Fornavn').fill('Marthe');
    const trips = counter(page, '/identity/oauth/authorize');
    await page.getByRole('button', { name: 'Lagre endringene' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
    expect(trips()).toBe(1);
    await pickPersona(page, persona('digital').label);
    await expect(page).toHaveURL(`${site.origin}/endre-profil`);
    await expect(page.getByText('Innloggingen hjalp ikke')).toBeHidden();
    await expect(page.getByLabel('Fornavn')).toHaveValue('Marthe');
  });

  await test.step('a 401 that never stops: one round trip to login, then an explanation with the customer centre', async () => {
    // A tab with nothing stored, as this journey's own was: the login attempts of the step above are not this one's.
    // (From a document of the site that runs nothing, its icon: no answer of the page before is stored after.)
    await page.goto(`${site.origin}/favicon.svg`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const trips = counter(page, '/identity/oauth/authorize');
    await injectFault(page, site, { call: 'getAccount', kind: 'status', status: 401, times: 99 });
    await page.goto(`${site.origin}/endre-profil?fra=epost`);
    await page.waitForURL((url) => isTwinLogin(url, site));
    await pickPersona(page, persona('digital').label);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Innloggingen hjalp ikke');
    await expectCustomerCentre(alert);
    await expect(page.getByRole('status')).toBeHidden();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(`${site.origin}/endre-profil?fra=epost`);
    expect(trips()).toBe(1);
    await expectNoAxeViolations(page, 'login loop');

    // The way on is the user's choice: one more round trip, not an endless one.
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
    expect(trips()).toBe(2);
  });
  // The fault goes; the session of the login above stays.
  await resetBackend(page, site);

  await test.step('the logout call fails every time: retried, and the identity logout ends the portal session', async () => {
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
    const logoutCalls = counter(page, '/api/logout', false);
    await injectFault(page, site, { call: 'logout', kind: 'status', status: 500 });

    await logOutToTitlePage(page);
    expect(logoutCalls()).toBeGreaterThanOrEqual(2);

    // The old portal cookie is still in the browser: the backend no longer takes it.
    const account = await page.request.get(`${site.origin}/api/account/${persona('digital').userId}`);
    expect(account.status()).toBe(401);
    await page.goto(`${site.origin}/endre-profil`);
    await page.waitForURL((url) => isTwinLogin(url, site));
  });

  // Signed in again, without the logout's fault: the worker's kept session (which the logout below ends, as before).
  await resetBackend(page, site);
  await signInAs(page, site, 'digital', null);

  await test.step('a 401 from logout never leads to the login page', async () => {
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
    const trips = counter(page, '/identity/oauth/authorize');
    await injectFault(page, site, { call: 'logout', kind: 'status', status: 401 });

    await logOutToTitlePage(page);
    await page.waitForTimeout(1000);
    expect(page.url()).not.toContain(site.origin);
    expect(trips()).toBe(0);
  });
});

/**
 * A page of a browser that keeps pages in its back/forward cache, as browsers do (Playwright switches the cache
 * off by default: a restored page would never be seen otherwise).
 */
async function withBackForwardCache(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { executablePath: _headlessShell, ...options } = launchOptions;
  // The full browser: the headless shell the other tests run in keeps no back/forward cache (Playwright's own full
  // build where Debian's is missing).
  const full = fullChromiumPath();
  const fullBrowser: LaunchOptions = full ? { executablePath: full } : { channel: 'chromium' };
  const browser = await browserType.launch({
    ...options,
    ...fullBrowser,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const { defaultBrowserType: _, ...device } = devices['Pixel 7'];
    const page = await (await browser.newContext(device)).newPage();
    await run(page);
  } finally {
    await browser.close();
  }
}

type MarkedWindow = Window & { leftAt?: string };

/** Marks the document, so that after Back it shows whether the browser restored it (same document) or loaded it anew. */
const markDocument = (page: Page) => page.evaluate(() => ((window as MarkedWindow).leftAt = location.pathname));
const restoredFromCache = (page: Page) => page.evaluate(() => (window as MarkedWindow).leftAt !== undefined);

// One browser with a back/forward cache for both journeys (launching one is a whole browser): first Back from the
// login page, then, signed in on that login page, Back after logout.
test('Back from the login page, and Back after logout, in a browser with a back/forward cache', async ({
  playwright,
  launchOptions,
}) => {
  await withBackForwardCache(playwright.chromium, launchOptions, async (page) => {
    await test.step('Back from the login page leaves a "Logg inn" that works', async () => {
      await page.goto(`${site.origin}/kundeservice`);
      await markDocument(page);
      await clickHeaderLink(page, 'Logg inn');
      await page.waitForURL((url) => isTwinLogin(url, site));
      await page.goBack({ waitUntil: 'commit' }); // A page restored from the cache fires no load event.
      await expect(page).toHaveURL(`${site.origin}/kundeservice`);
      expect(await restoredFromCache(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundeservice');
      await expect(page.getByRole('status')).toBeHidden();
      const menu = page.getByRole('button', { name: 'Meny' });
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await page.getByRole('link', { name: 'Logg inn' }).click();
      await page.waitForURL((url) => isTwinLogin(url, site), { timeout: 10_000 });
    });

    // This browser's own login (its logout below ends no session kept for other tests).
    await pickPersona(page, persona('digital').label);
    await expect(page).toHaveURL(`${site.origin}/kundeservice`);

    await test.step('Back after logout asks for login again, and shows nothing of the signed-in page', async () => {
      await page.goto(`${site.origin}/endre-profil`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Endre profil');
      await logOutToTitlePage(page);

      await page.goBack({ waitUntil: 'commit' }); // A page restored from the cache fires no load event.
      // Without a fresh decision the cached page would show again: its heading, the header's "Logg inn", no prompt.
      await page.waitForURL((url) => isTwinLogin(url, site), { timeout: 10_000 });
      expect(decodeLoginState(new URL(page.url()).searchParams.get('state'))?.returnUrl).toBe('/endre-profil');
    });
  });
});
