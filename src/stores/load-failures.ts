// Parts of the page that failed to load (Vite's preload-error event, spec section 2: a module the page imports on
// demand did not come, usually because a new version replaced it). The shell records each one and shows the user a
// way on; monitoring, which starts later, hears of every one, those before it started too.
import { atom } from 'nanostores';

export const $loadFailures = atom<readonly unknown[]>([]);

export function reportLoadFailure(error: unknown): void {
  $loadFailures.set([...$loadFailures.get(), error]);
}

/** Calls `hear` with every failure so far and each one after, once each; returns the way to stop. */
export function onLoadFailure(hear: (error: unknown) => void): () => void {
  let heard = 0;
  return $loadFailures.subscribe((failures) => {
    for (const error of failures.slice(heard)) hear(error);
    heard = failures.length;
  });
}
