// Sign-in, guards, logout and the API's 401 handling, through the real SDK, identity twin and backend.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PERSONAS } from '../../scripts/preview/backend/personas.ts';
import { encodeLoginState, decodeLoginState } from '../../src/domain/auth/login-state.ts';
import { ROUTES } from '../../src/domain/routing/routes.ts';
import { nbRoutes } from '../../src/i18n/nb/routes.ts';
import { samplePath, SITES } from './sites.ts';
import { backendState, expectNoAxeViolations, holdRequests, injectFault, resetBackend } from './harness.ts';
import { isTwinLogin, persona, pickPersona, REFUSAL_HEADINGS, signInAs, signInFrom } from './session.ts';

const site = SITES[0]!;
const GUARDED = ROUTES.filter((route) => route.access !== 'public');

/**
 * The site's storage emptied, as in a tab just opened; the session cookies stay. From a document of the site that
 * runs nothing (its icon), so no answer of the page before is stored after.
 */
async function asNewTab(page: Page): Promise<void> {
  await page.goto(`${site.origin}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** A browser new to the site: no cookies, nothing stored, no page of the site that uses them open. */
async function asNewBrowser(page: Page): Promise<void> {
  await asNewTab(page);
  await page.context().clearCookies();
}

test.beforeEach(async ({ page }) => resetBackend(page, site));

// Every persona logs in for real once, in two walks of half the personas each (a walk of them all would hold one
// worker for half a minute while the other idles). Between two logins the browser is made a new one for the site:
// no cookies (a login sent with another persona's cookies would end that session), nothing stored.
const PERSONA_HALVES = [
  PERSONAS.slice(0, Math.ceil(PERSONAS.length / 2)),
  PERSONAS.slice(Math.ceil(PERSONAS.length / 2)),
];
PERSONA_HALVES.forEach((half, index) => {
  test(`login as each persona lands on the return URL (${index + 1} of ${PERSONA_HALVES.length}: ${half[0]!.id} … ${half.at(-1)!.id})`, async ({
    page,
  }) => {
    for (const { id, label } of half) {
      await test.step(id, async () => {
        await signInFrom(page, site, '/vilkaar?fra=sms#angrerett', label);
        await expect(page).toHaveURL(`${site.origin}/vilkaar?fra=sms#angrerett`);
        await page.getByRole('button', { name: 'Meny' }).click();
        await expect(page.getByRole('link', { name: 'Logg ut' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Logg inn' })).toBeHidden();
      });
      await asNewBrowser(page);
    }
  });
});

// The guard's decision for every route and every kind of visitor is a unit table (src/domain/routing/guard-decision.test.ts),
// and every built page hands the guard its route's access and note (scripts/preview/built-routes.test.ts). In the
// browser: one route of each (access, role note) class of the route table, the first in the table.
const GUARD_CLASSES = GUARDED.filter(
  (route, index) => GUARDED.findIndex((other) => other.access === route.access && other.note === route.note) === index,
);

// A visitor's walk (each former test a step): the guards signed out, a broken callback, the login pages' axe checks
// with no-subscription's login, then the guards as that user.
test('guards for one route of each class, a broken callback, and the login-dependent pages, signed out and without a subscription', async ({
  page,
}) => {
  await test.step('guards, anonymous: login with a return to the full path', async () => {
    for (const route of GUARD_CLASSES) {
      const path = `${samplePath(route.path)}?q=1`;
      await page.goto(site.origin + path);
      await page.waitForURL((url) => isTwinLogin(url, site));
      const state = decodeLoginState(new URL(page.url()).searchParams.get('state'));
      expect(state?.returnUrl, route.path).toBe(path);
      expect(new URL(page.url()).searchParams.get('scope')).toBe('openid offline_access');
    }
  });

  await test.step('a broken login callback explains itself and offers a new login', async () => {
    await page.goto(`${site.origin}/callback?code=nope&state=garbage`);
    await expect(page.getByRole('alert')).toContainText('Innloggingen kunne ikke fullføres');
    await expectNoAxeViolations(page, 'broken callback');
    await page.getByRole('button', { name: 'Logg inn på nytt' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
  });

  await test.step('accessibility of the login-dependent pages: twin login page, a signed-in page and /ingen-abonnement', async () => {
    await page.goto(`${site.origin}/`);
    await page.waitForURL((url) => isTwinLogin(url, site));
    await expectNoAxeViolations(page, 'twin login');
    await pickPersona(page, persona('no-subscription').label);
    await expect(page).toHaveURL(`${site.origin}/ingen-abonnement`);
    await expectNoAxeViolations(page, '/ingen-abonnement');
    await page.goto(`${site.origin}/koble-bruker`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koble til abonnement');
    await expectNoAxeViolations(page, '/koble-bruker');
  });

  // Signed in as no-subscription by the login above.
  // A subscriber walks every route of ADR in routes.spec.ts with the same checks (every title's built pages: built-routes.test.ts).
  await test.step('guards, signed in without a subscription', async () => {
    for (const route of GUARD_CLASSES) {
      const path = samplePath(route.path);
      await page.goto(site.origin + path);
      const expected = route.access === 'subscriber' ? '/ingen-abonnement' : path;
      await expect(page, route.path).toHaveURL(site.origin + expected);
      // Without a subscription one holds no role a noted route asks for, nor a link with its token: refused in place.
      const refused = route.note && expected === path ? REFUSAL_HEADINGS[route.note] : undefined;
      const heading = refused ?? nbRoutes[ROUTES.find((r) => samplePath(r.path) === expected)!.path].heading;
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(heading);
      await expect(page.getByRole('status'), route.path).toBeHidden();
    }
  });
});

// Each a persona of its own, so each a test of its own: a walk of them in one tab would carry one persona's session
// answer, cached in the tab, into the next one's login.
test.describe('role notes of the route table', () => {
  test('the business admin is let in to /administrer-bedrift', async ({ page }) => {
    await signInAs(page, site, 'business-admin', '/administrer-bedrift');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administrer bedriftsabonnement');
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('/verifiser-familiemedlem without a token says the link is incomplete; with ?token=x it opens', async ({
    page,
  }) => {
    await signInAs(page, site, 'invited-family-member', '/verifiser-familiemedlem');
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Lenken mangler invitasjonskoden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenken er ikke komplett');
    await expect(page.getByRole('status')).toBeHidden();
    await expectNoAxeViolations(page, '/verifiser-familiemedlem refused');
    await expect(refusal.getByRole('link', { name: 'Til kundeservice' })).toHaveAttribute('href', '/kundeservice');

    // A token cut or mangled on the way (here 201 characters) can never be right: the same words, no "Prøv igjen" (issue 25).
    await page.goto(`${site.origin}/verifiser-familiemedlem?token=${'x'.repeat(201)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenken er ikke komplett');
    await expect(page.getByRole('alert')).toContainText('eller koden er ikke hel');
    await expect(page.getByRole('button', { name: 'Godta invitasjonen' })).toHaveCount(0);

    await page.goto(`${site.origin}/verifiser-familiemedlem?token=x`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bli med i familiedeling');
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('/bedrift needs the business invitation token too', async ({ page }) => {
    await signInAs(page, site, 'business-employee', '/bedrift');
    await expect(page.getByRole('alert')).toContainText('Lenken mangler koden fra invitasjonen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenken er ikke komplett');
    await page.goto(`${site.origin}/bedrift?token=bedrift-invitasjon-1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedriftsabonnement');
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test('a new user gets an account on the first visit, then has no subscription', async ({ page }) => {
  await signInAs(page, site, 'no-account', '/');
  await expect(page).toHaveURL(`${site.origin}/ingen-abonnement`);
  const state = await backendState(page, site);
  expect(JSON.stringify(state)).toContain(persona('no-account').userId);
});

// A subscriber's walk (each former test a step), signed in by the hostile login that starts it (this browser's own
// session). Before a step that needs a tab with nothing of its own (a fault on the first answer, the guard before it
// has answered), the tab's storage is emptied as a new tab's is: else the tab's last answers would be drawn at once.
test('a subscriber: a hostile return URL, a refused admin page, a malformed answer, a server error, the spinner', async ({
  page,
}) => {
  // One through a real login; the callback's rule with every other hostile return URL: src/domain/routing/return-url.test.ts.
  await test.step('a hostile return URL ("//evil.com") in the login state stays on the site', async () => {
    await page.goto(`${site.origin}/kundeservice`);
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('link', { name: 'Logg inn' }).click();
    await page.waitForURL((url) => isTwinLogin(url, site));
    // Tamper with the state on its way through the provider, keeping the valid login token.
    const stateInput = page.locator('input[name="state"]').first();
    const state = decodeLoginState(await stateInput.inputValue())!;
    await page
      .locator('input[name="state"]')
      .evaluateAll(
        (inputs, value) => inputs.forEach((input) => ((input as HTMLInputElement).value = value)),
        encodeLoginState({ ...state, returnUrl: '//evil.com' }),
      );
    await pickPersona(page, persona('digital').label);
    await page.waitForURL((url) => url.pathname !== '/callback');
    expect(new URL(page.url()).origin).toBe(site.origin);
  });

  await test.step('role notes: a digital subscriber is refused /administrer-bedrift and offered the way to Min side', async () => {
    await page.goto(`${site.origin}/administrer-bedrift`);
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Denne siden er for den som administrerer et bedriftsabonnement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bare for bedriftens administratorer');
    await expect(page.getByRole('status')).toBeHidden();
    await expectNoAxeViolations(page, '/administrer-bedrift refused');
    await refusal.getByRole('link', { name: 'Til Min side' }).click();
    await expect(page).toHaveURL(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
  });

  await test.step('a malformed API response shows an error with a retry, not a blank page', async () => {
    await asNewTab(page);
    await injectFault(page, site, { call: 'getSubscription', kind: 'malformed', times: 1 });
    await page.goto(`${site.origin}/`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Noe gikk galt');
    await expect(page.getByRole('status')).toBeHidden();
    await expectNoAxeViolations(page, 'malformed answer');
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
  });

  await test.step('a server error on a guarded page stops the spinner and offers a retry', async () => {
    await asNewTab(page);
    await injectFault(page, site, { call: 'getSubscription', kind: 'status', status: 500, times: 1 });
    await page.goto(`${site.origin}/endre-profil`);
    await expect(page.getByRole('alert')).toContainText('Vi fikk ikke hentet informasjonen din');
    await expect(page.getByRole('status')).toBeHidden();
  });

  await test.step('the spinner shows while the guard decides, and no guarded content before', async () => {
    await asNewTab(page);
    // The subscription is held back until the page has been looked at: the guard cannot have answered.
    const subscription = await holdRequests(page, /\/api\/subscription\//);
    await page.goto(`${site.origin}/fakturaoversikt`);
    // The page's frame (heading, purpose) paints at once; the spinner stands in the user's part, which waits.
    await expect(page.getByRole('status')).toHaveText('Henter informasjon…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturaoversikt');
    await expect(page.getByRole('main').getByRole('list', { name: 'Ubetalt' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(page.getByRole('status')).toBeVisible();
    subscription.release();
    await expect(page.getByRole('list', { name: 'Ubetalt' })).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden();

    // A form page paints the form the build knows (issue 45), inert: nothing of the user's, nothing to reach, no
    // control for a screen reader, until the guard has decided and the island has drawn the live form in its place.
    // A new tab, so the guard cannot draw the tab's last answers at once.
    const tab = await page.context().newPage();
    const held = await holdRequests(tab, /\/api\/subscription\//);
    await tab.goto(`${site.origin}/avslutt-abonnement`);
    await expect(tab.getByRole('status')).toHaveText('Henter informasjon…');
    await expect(tab.getByText('Hvorfor vil du si opp?')).toBeVisible();
    await expect(tab.getByText('Det er for dyrt')).toBeVisible();
    await expect(tab.getByText('Sier du opp nå')).toBeHidden();
    // The browser's own accessibility tree (Playwright's roles do not follow `inert`): no field nor button of the form.
    const cdp = await tab.context().newCDPSession(tab);
    const controls = async () => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { ignored: boolean; role?: { value: string } }[];
      };
      return nodes
        .filter((node) => !node.ignored && ['radio', 'textbox', 'button'].includes(node.role?.value ?? ''))
        .map((node) => node.role?.value);
    };
    expect(await controls()).toEqual(['button']); // the header's menu
    for (let press = 0; press < 4; press++) await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-prepared]') ?? null)).toBeNull();
    // Nor by a pointer or a script: a field cannot take focus, a choice cannot be made.
    await tab.locator('[data-prepared] textarea').evaluate((field: HTMLElement) => field.focus());
    expect(await tab.evaluate(() => document.activeElement?.tagName)).not.toBe('TEXTAREA');
    await tab.getByText('Det er for dyrt').click({ force: true });
    await expect(tab.locator('[data-prepared] input:checked')).toHaveCount(0);
    await expectNoAxeViolations(tab, 'the prepared cancel form');
    held.release();
    await expect(tab.getByText('Sier du opp nå')).toBeVisible();
    await expect(tab.getByRole('radio', { name: 'Det er for dyrt' })).toBeEnabled();
    await expect(tab.locator('[data-prepared]')).toHaveCount(0);
    await expect(tab.getByRole('status')).toBeHidden();
    expect(await controls()).toEqual(expect.arrayContaining(['radio', 'textbox', 'button']));
    await tab.close();
  });
});

// Marte again, with her kept session: a 401 and a 406 send her to login, then she logs out (which ends the session).
test('a subscriber: a 401 mid-session, a 406, and logout', async ({ page }) => {
  await signInAs(page, site, 'digital', null);
  await test.step('a 401 mid-session returns the user to the same path, query and hash after login', async () => {
    await injectFault(page, site, { call: 'getSubscription', kind: 'status', status: 401, times: 1 });
    await page.goto(`${site.origin}/fakturaoversikt?side=2#ubetalt`);
    await page.waitForURL((url) => isTwinLogin(url, site));
    await pickPersona(page, persona('digital').label);
    await expect(page).toHaveURL(`${site.origin}/fakturaoversikt?side=2#ubetalt`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturaoversikt');
  });

  await test.step('a 406 also sends the user to login', async () => {
    await asNewTab(page);
    await injectFault(page, site, { call: 'getSubscription', kind: 'status', status: 406, times: 1 });
    await page.goto(`${site.origin}/endre-profil`);
    await page.waitForURL((url) => isTwinLogin(url, site));
  });

  await test.step('logout clears stores and storage and lands on the title page', async () => {
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
    // Whom the browser's last signed-in page found, for the next page's head (api/head-start.ts).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('minside.lastAccount'))).toContain('1000003');
    await page.evaluate(() => {
      localStorage.setItem('temp_paym_id', '42');
      localStorage.setItem('source', 'sms');
      sessionStorage.setItem('temp_invoice_number', '7');
    });
    // The title page is on the internet, out of reach here: that the browser is sent there is what counts.
    const toTitlePage = page.waitForEvent(
      'requestfailed',
      (request) => request.isNavigationRequest() && request.url() === site.title.brand.pageUrl,
    );
    // The page's own logout passes the API's same-site rule (issue 43: another site's is refused).
    const portalLogout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('link', { name: 'Logg ut' }).click();
    expect((await portalLogout).status()).toBe(200);
    await toTitlePage;
    // The browser then shows its own error page for it; wait for that, or it would cut into the next navigation.
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/);

    await page.goto(`${site.origin}/kundeservice`);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('temp_paym_id'),
        localStorage.getItem('source'),
        localStorage.getItem('minside.lastAccount'),
        sessionStorage.length,
      ]),
    ).toEqual([null, null, null, 0]);
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(page.getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await page.goto(`${site.origin}/`);
    await page.waitForURL((url) => isTwinLogin(url, site));
  });
});
