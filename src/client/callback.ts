// /callback: the identity provider sends the user here with a code; the portal backend turns it into a
// session and the user goes back to where login started — on this site only. In the login popup, the page that
// opened it is where the user is: it is told, and the popup closes.
import { exchangeCode } from '../api/auth.ts';
import { setUnauthorizedHandler } from '../api/client.ts';
import { decodeLoginState } from '../domain/auth/login-state.ts';
import { userFromSession } from '../domain/auth/user.ts';
import { sameOriginPath } from '../domain/routing/return-url.ts';
import { nb } from '../i18n/nb.ts';
import { forgetCachedSession, getIdentity } from '../identity/identity.ts';
import { finishPopupLogin } from '../identity/popup-login.ts';
import { bootIdentity, loginReturningTo, markLoginReturned } from '../identity/session.ts';
import { forgetLastAccountOfOthers } from '../stores/person/account.ts';
import { pageAddress, replaceWith } from '../stores/kit/address.ts';
import { setSignedIn } from '../stores/kit/session.ts';
import { startSpinner } from '../stores/kit/spinner.ts';
import { showPageError } from '../stores/kit/page-error.ts';

async function completeLogin(): Promise<void> {
  const params = new URLSearchParams(pageAddress().search);
  const code = params.get('code');
  const rawState = params.get('state');
  const state = decodeLoginState(rawState);
  if (!code || !rawState || !state)
    throw new Error(`Callback without a usable code and state (${params.get('error') ?? 'no error given'})`);
  startSpinner(nb.session.loggingIn);
  // The provider session is new: ask it again rather than trusting a cached "not signed in".
  forgetCachedSession();
  const user = await getIdentity().getUser();
  await exchangeCode({ code, state: rawState, schibstedId: String(user.userId) });
  setSignedIn(userFromSession(user));
  // The page this login returns to asks early only for this user's ids, never for whoever used the browser before.
  forgetLastAccountOfOthers(String(user.userId));
  markLoginReturned();
  const returnUrl = sameOriginPath(state.returnUrl, pageAddress().origin);
  // In the login popup: the page that opened it shows itself signed in, and the popup closes.
  if (state.popup) finishPopupLogin(state.popup, returnUrl);
  else replaceWith(returnUrl);
}

bootIdentity();
// This page is the login: a 401 from the code exchange is its failure, explained below, never a new login that
// would carry the spent code (or go round and round).
setUnauthorizedHandler(() => {});
completeLogin().catch((error: unknown) => {
  console.error('Login callback failed', error);
  // Start over towards the site root; the failed attempt's return URL is not trusted.
  showPageError(nb.session.loginFailed, { label: nb.session.loginAgain, run: () => void loginReturningTo('/') });
});
