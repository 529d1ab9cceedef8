// What belongs to the signed-in user, in one registry, so that logout forgets all of it at once: every load and
// every submission registers itself when it is made, any other store of the user's with `userBound`. A store
// that is not the user's (the title's offers, the spinner) is left out on purpose, and user-bound.test.ts names
// each of those, so a new store is either registered or said not to be the user's.
import { clearAtLogout } from './browser-storage.ts';

/** Any nanostores atom one can set. */
interface Settable {
  /** Read without `get()`, which would mount the store (and start a load that nothing on the page wants). */
  readonly value: unknown;
  set(value: never): void;
}

const registry = new Map<Settable, () => void>();

/**
 * Registers `store` as the user's: logout runs `reset`, by default setting the store back to the value it holds
 * now (made at module load, that is its empty state).
 */
export function userBound<Store extends Settable>(store: Store, reset?: () => void): Store {
  const initial = store.value as never;
  registry.set(store, reset ?? (() => store.set(initial)));
  return store;
}

export function isUserBound(store: unknown): boolean {
  return registry.has(store as Settable);
}

/** Logout: every user-bound store back to empty, and every key of the tab's storage gone. */
export function forgetUser(): void {
  for (const reset of registry.values()) reset();
  clearAtLogout();
}
