// Whether someone is signed in, and who. The header, the guards and every island read these stores.
import { atom } from 'nanostores';
import type { User } from '../../domain/auth/user.ts';

export type { User };

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
