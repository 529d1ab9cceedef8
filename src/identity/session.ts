// Session actions of the pages that sign in and out: identity with 401 handling, login with a return, and logout.
import { endPortalSession, fetchLoginToken } from '../api/auth.ts';
import { setUnauthorizedHandler } from '../api/client.ts';
import { nb } from '../i18n/nb.ts';
import { clearAccount } from '../stores/account.ts';
import { $brand, loadBrand } from '../stores/brand.ts';
import { setAnonymous } from '../stores/session.ts';
import { startSpinner } from '../stores/spinner.ts';
import { clearSubscription } from '../stores/subscription.ts';
import { identityLogout, initIdentity, startLogin } from './identity.ts';

/** Sets up identity for this page and makes 401/406 answers send the user to login and back. */
export function bootIdentity(): void {
  initIdentity(loadBrand());
  setUnauthorizedHandler(() => void loginHere());
}

let loggingIn = false;

/** Login with a return to exactly where the user is: path, query and hash. */
export function loginHere(): Promise<void> {
  return loginReturningTo(location.pathname + location.search + location.hash);
}

export async function loginReturningTo(returnUrl: string): Promise<void> {
  if (loggingIn) return;
  loggingIn = true;
  startSpinner();
  try {
    startLogin(returnUrl, await fetchLoginToken());
  } catch (error) {
    loggingIn = false;
    throw error;
  }
}

/** Keys the portal keeps in local storage (spec section 3), cleared on logout. */
const STORED_KEYS = ['temp_paym_id', 'temp_invoice_due_amount', 'temp_invoice_number', 'temp_agreement_id', 'source'];

/** Logout: the portal session, then every store and stored key, then the identity provider, then the title page. */
export async function logout(): Promise<void> {
  startSpinner(nb.session.loggingOut);
  try {
    await endPortalSession();
  } catch (error) {
    // The identity logout below still ends the session; the portal cookie expires on its own.
    console.warn('Logout call failed', error);
  }
  const { pageUrl } = loadBrand();
  setAnonymous();
  $brand.set(undefined);
  clearAccount();
  clearSubscription();
  for (const key of STORED_KEYS) localStorage.removeItem(key);
  sessionStorage.clear();
  identityLogout(pageUrl);
}
