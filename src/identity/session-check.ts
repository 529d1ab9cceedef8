// The session check of a page: whether someone is signed in, asked through the identity SDK, which caches the
// answer for the visit. Kept apart from session.ts so the header can load it without the API client.
import { loadBrand } from '../stores/kit/brand.ts';
import { $session, setAnonymous, setSignedIn, type SessionState } from '../stores/kit/session.ts';
import { initIdentity, readUser } from './identity.ts';

let checking: Promise<SessionState> | undefined;

/** At most one session check per page; the SDK caches the answer across the visit's pages. */
export function checkSession(): Promise<SessionState> {
  checking ??= readUser().then((user) => {
    if (user) setSignedIn(user);
    else setAnonymous();
    return $session.get();
  });
  return checking;
}

/** For pages without a guard (the header's Logg inn / Logg ut): identity set up, then the page's session check. */
export function followSession(): Promise<SessionState> {
  initIdentity(loadBrand());
  return checkSession();
}
