// Parts of the page that failed to load (spec section 2: a module the page imports on demand did not come, usually
// because a new version replaced it). Every on-demand import goes through `loadOnDemand`, which fires the
// preload-error event; the shell records each one and shows the user a way on, and monitoring, which starts later,
// hears of every one, those before it started too.
import { atom } from 'nanostores';

export const $loadFailures = atom<readonly unknown[]>([]);

export function reportLoadFailure(error: unknown): void {
  $loadFailures.set([...$loadFailures.get(), error]);
}

/** The event a module that did not load fires, by Vite's name for it (spec section 2); its `payload` is the error. */
export const LOAD_FAILURE_EVENT = 'vite:preloadError';

/**
 * `load()`, a dynamic import: when it fails, the preload-error event is fired and the error rethrown to the caller,
 * as Vite's preload helper did (its 0.9 KB on every page is left out, astro.config.mjs).
 */
export async function loadOnDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    dispatchEvent(Object.assign(new Event(LOAD_FAILURE_EVENT), { payload: error }));
    throw error;
  }
}

/** Calls `hear` with every failure so far and each one after, once each; returns the way to stop. */
export function onLoadFailure(hear: (error: unknown) => void): () => void {
  let heard = 0;
  return $loadFailures.subscribe((failures) => {
    for (const error of failures.slice(heard)) hear(error);
    heard = failures.length;
  });
}
