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

export function setSignedIn(user: User): void {
  $user.set(user);
  $session.set({ status: 'signedIn', userId: user.userId });
}

export function setAnonymous(): void {
  $user.set(null);
  $session.set({ status: 'anonymous' });
}
