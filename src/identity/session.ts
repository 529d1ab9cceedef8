// Session actions of the pages that sign in and out: identity with 401 handling, login with a return, and logout.
// None of them strands the user: a login that cannot start, or that came back to no avail, says so with a way
// on, and a logout whose call fails still ends the session.
import { endPortalSession, fetchLoginToken } from '../api/auth.ts';
import { ApiError, setSessionAnsweredHandler, setUnauthorizedHandler } from '../api/client.ts';
import {
  answered,
  awaitsAnswer,
  loginDidNotHelp,
  loginReturnPath,
  returnedFrom,
  startAttempt,
  type LoginAttempt,
} from '../domain/auth/login-attempt.ts';
import { sameOriginPath } from '../domain/routing/return-url.ts';
import { nb } from '../i18n/nb.ts';
import { pageAddress, reloadPage, replaceWith } from '../stores/kit/address.ts';
import { readStored, writeStored } from '../stores/kit/browser-storage.ts';
import { $brand, loadBrand } from '../stores/kit/brand.ts';
import { showPageError, type PageErrorContact } from '../stores/kit/page-error.ts';
import { setAnonymous } from '../stores/kit/session.ts';
import { $spinner, startSpinner, stopSpinner } from '../stores/kit/spinner.ts';
import { forgetTabAnswers } from '../stores/kit/tab-cache.ts';
import { forgetUser } from '../stores/kit/user-bound.ts';
import { forgetCachedSession, identityLogout, initIdentity, loginState, startLogin } from './identity.ts';
import { awaitPopupLogin, newPopupName, popupSuits } from './popup-login.ts';

/**
 * Sets up identity for this page and makes 401/406 answers send the user to login and back, with nothing the tab
 * kept of their answers left on screen or in storage.
 */
export function bootIdentity(): void {
  initIdentity(loadBrand());
  setUnauthorizedHandler(() => {
    forgetTabAnswers();
    void loginHere();
  });
  setSessionAnsweredHandler(markLoginAnswered);
}

/** A call that needs the session was answered: a login this tab came back from worked, so a later 401 is no loop. */
function markLoginAnswered(): void {
  const attempt = readStoredAttempt();
  if (awaitsAnswer(attempt)) storeAttempt(answered(attempt, Date.now()));
}

let loggingIn = false;

// A page restored from the back/forward cache (Back from the login page) never left: its login may start again.
addEventListener('pageshow', (event) => {
  if (event.persisted) loggingIn = false;
});

/**
 * Login with a return to exactly where the user is: path, query and hash (from /callback: the front page, never
 * the spent code). When this tab has just come back from a login to this very page, a second round would not
 * help either: the user is told so, with the customer centre, and chooses whether to try again.
 */
export function loginHere(): Promise<void> {
  if (loggingIn) return Promise.resolve();
  const returnUrl = loginReturnPath(pageAddress());
  if (loginDidNotHelp(readStoredAttempt(), returnUrl, Date.now())) {
    explainLoginLoop();
    return Promise.resolve();
  }
  return loginReturningTo(returnUrl);
}

/**
 * A login the user asked for ("Logg inn" in the header, "Prøv igjen"): it goes, whatever happened before. On a wide
 * screen with a mouse it opens in a popup (never from inside one), so the page stays where it is.
 */
export function loginByChoice(): Promise<void> {
  // Asked again while its popup is open (behind the page, say): the popup comes to the front (issue 41).
  const popupOpen = $spinner.get().loginWindow;
  if (popupOpen) {
    popupOpen();
    return Promise.resolve();
  }
  return loginReturningTo(loginReturnPath(pageAddress()), { popup: popupSuits() && !window.opener });
}

/** Login returning to `returnUrl` (same site only); a login that cannot start says so and offers a retry. */
export async function loginReturningTo(returnUrl: string, { popup = false }: { popup?: boolean } = {}): Promise<void> {
  if (loggingIn) return;
  const token = await loginTokenFor(returnUrl, () => void loginReturningTo(returnUrl, { popup }));
  if (token === undefined) return;
  const name = popup ? newPopupName() : undefined;
  const opened = startLogin(returnUrl, token, { popup: name });
  if (opened && name) await waitForPopup(opened, name, returnUrl);
}

/**
 * The state of a login the identity SDK starts itself (the simplified-login widget's "Fortsett som …"): back to
 * this very page. Should the login token not come, the user is told so with a retry, and no login starts.
 */
export async function loginStateHere(): Promise<string> {
  const returnUrl = loginReturnPath(pageAddress());
  const token = await loginTokenFor(returnUrl, () => void loginByChoice());
  if (token === undefined) throw new Error('No login token received');
  return loginState(returnUrl, token);
}

/** The spinner, the login token and the attempt kept for the loop check; undefined (explained, `retry` offered) when the token fails. */
async function loginTokenFor(returnUrl: string, retry: () => void): Promise<string | undefined> {
  loggingIn = true;
  startSpinner();
  try {
    const token = await fetchLoginToken();
    storeAttempt(startAttempt(returnUrl, Date.now()));
    return token;
  } catch (error) {
    loggingIn = false;
    console.warn('Login token failed', error);
    explainLoginUnavailable(retry);
    return undefined;
  }
}

/** The popup is open: the page waits under the spinner, then shows itself signed in, or as it was if the popup was closed. */
async function waitForPopup(popup: Window, name: string, returnUrl: string): Promise<void> {
  // The page stays in view under the message, with a way to bring the popup back to the front (issue 41).
  startSpinner(nb.session.loginInPopup, () => popup.focus());
  if (!(await awaitPopupLogin(popup, name))) {
    loggingIn = false;
    stopSpinner();
    return;
  }
  markLoginReturned();
  forgetCachedSession();
  const here = pageAddress();
  const target = sameOriginPath(returnUrl, here.origin);
  if (target === here.pathname + here.search + here.hash) reloadPage();
  else replaceWith(target);
}

/** /callback, once the code is exchanged: the round trip came back, so a new call for login soon means it did not help. */
export function markLoginReturned(): void {
  const attempt = readStoredAttempt();
  if (attempt) storeAttempt(returnedFrom(attempt, Date.now()));
}

/** Storage refused (a privacy mode): no loop protection, as before. */
function readStoredAttempt(): LoginAttempt | undefined {
  return readStored('loginAttempt');
}

function storeAttempt(attempt: LoginAttempt): void {
  writeStored('loginAttempt', attempt);
}

/** The title's customer centre, as links to call or write at once. */
function customerCentre(): PageErrorContact {
  const { phone, email } = loadBrand().customerCentre;
  return {
    text: nb.session.customerCentre,
    links: [
      { label: `${nb.footer.phone} ${phone}`, href: `tel:${phone.replace(/\s/g, '')}` },
      { label: email, href: `mailto:${email}` },
    ],
  };
}

function explainLoginUnavailable(retry: () => void): void {
  showPageError(
    nb.session.loginUnavailable,
    { label: nb.session.retry, run: retry },
    nb.session.loginUnavailableHeading,
    customerCentre(),
  );
}

function explainLoginLoop(): void {
  showPageError(
    nb.session.loginLoop,
    { label: nb.session.retry, run: () => void loginByChoice() },
    nb.session.loginLoopHeading,
    customerCentre(),
  );
}

/** Pauses before the second and third try of the logout call: brief, the user is waiting. */
const LOGOUT_RETRY_DELAYS_MS = [250, 750];

/**
 * Ends the portal session, trying again briefly when the call fails. A 401 means there is none left. Should every
 * try fail, the identity logout that follows ends the portal session too (the provider's back-channel logout).
 */
async function endPortalSessionPatiently(): Promise<void> {
  for (const delay of [...LOGOUT_RETRY_DELAYS_MS, undefined]) {
    try {
      return await endPortalSession();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'unauthorized') return;
      if (delay === undefined) return console.warn('Logout call failed; the identity logout ends the session', error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Logout: the portal session, then every store and stored key, then the identity provider, which sends the browser
 * to `returnTo` (this site only; the title's front page by default).
 */
export async function logout(returnTo?: string): Promise<void> {
  startSpinner(nb.session.loggingOut);
  await endPortalSessionPatiently();
  const { pageUrl } = loadBrand();
  setAnonymous();
  $brand.set(undefined);
  forgetUser();
  const { origin } = pageAddress();
  identityLogout(returnTo === undefined ? pageUrl : new URL(sameOriginPath(returnTo, origin), origin).href);
}

/**
 * Another user signs in instead, and comes back to this very page: for an invitation sent to an address the
 * signed-in user does not have. Logout ends this session; the page's guard then asks for login with a return here.
 */
export function switchUser(): Promise<void> {
  return logout(pageAddress().href);
}
