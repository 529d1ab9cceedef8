// Whether someone is signed in; the header and the route guards read this one store.
import { atom } from 'nanostores';

export type SessionState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signedIn'; userId: string };

export const $session = atom<SessionState>({ status: 'unknown' });
