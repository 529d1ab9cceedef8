// The simplified login widget ("Fortsett som …") through the account SDK: offered by the rules of
// src/domain/auth/simplified-login.ts, after the page's session check. The SDK asks the provider whom it knows
// (the user-context lookup) and shows the provider's widget only for someone it knows; continuing logs in by redirect
// back to this very page, as single sign-on brings the user straight back. Closing it is remembered.
import { mayOfferSimplifiedLogin } from '../domain/auth/simplified-login.ts';
import { loadBrand } from '../stores/kit/brand.ts';
import { loadOnDemand } from '../stores/kit/load-failures.ts';
import {
  rememberSimplifiedLoginClosed,
  rememberSimplifiedLoginOffered,
  simplifiedLoginClosedAt,
  simplifiedLoginOffered,
} from '../stores/kit/temporary-keys.ts';
import { getIdentity, LOGIN_SCOPE } from './identity.ts';
import { followSession } from './session-check.ts';

/** Offers the widget on a public page if the rules allow; resolves whether it was shown. */
export async function offerSimplifiedLogin(): Promise<boolean> {
  const { maintenance } = loadBrand();
  const session = await followSession();
  const offer = mayOfferSimplifiedLogin({
    publicPage: document.body.dataset.access === 'public',
    maintenance,
    session: session.status,
    closedAt: simplifiedLoginClosedAt(),
    offeredThisVisit: simplifiedLoginOffered(),
    now: Date.now(),
  });
  if (!offer) return false;
  rememberSimplifiedLoginOffered();
  const sdk = getIdentity();
  sdk.on('simplifiedLoginCancelled', () => rememberSimplifiedLoginClosed(Date.now()));
  try {
    // The login token is asked for only when the user continues; the API client loads with it.
    const state = async () => (await loadOnDemand(() => import('./session.ts'))).loginStateHere();
    return (
      (await sdk.showSimplifiedLoginWidget({ state, scope: LOGIN_SCOPE }, { encoding: 'utf-8', locale: 'nb' })) === true
    );
  } catch {
    // The provider knows nobody in this browser (or its widget did not load): nothing to offer.
    return false;
  }
}
