// Whether someone is signed in, and who. The header, the guards and every island read these stores.
import { atom } from 'nanostores';

export interface User {
  userId: string;
  uuid?: string;
  displayName?: string;
  givenName?: string;
  familyName?: string;
}

export type SessionState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signedIn'; userId: string };

export const $session = atom<SessionState>({ status: 'unknown' });
export const $user = atom<User | null>(null);

/** Remembered for the tab, so static pages can show "Logg ut" without loading the identity SDK. */
const SIGNED_IN_KEY = 'minside.signedIn';

export function setSignedIn(user: User): void {
  $user.set(user);
  $session.set({ status: 'signedIn', userId: user.userId });
  sessionStorage.setItem(SIGNED_IN_KEY, user.userId);
}

export function setAnonymous(): void {
  $user.set(null);
  $session.set({ status: 'anonymous' });
  sessionStorage.removeItem(SIGNED_IN_KEY);
}

/** What this tab last knew, for pages that make no session check of their own. */
export function rememberedSession(): SessionState {
  const userId = sessionStorage.getItem(SIGNED_IN_KEY);
  return userId ? { status: 'signedIn', userId } : { status: 'unknown' };
}
