// The page's latest answer to something the user did (DESIGN: outcomes are part of the page model). Every action
// answers through a submission (src/stores/kit/submission.ts), which records itself here when it is answered; the
// confirmation of an older action then gives way, so one page never says "sent to …" beside "… withdrawn", and the
// island that draws the newest one moves focus and the view to it (src/islands/shared/Outcome.tsx).
import { atom } from 'nanostores';
import { userBound } from './user-bound.ts';

/** The submission (or other action's store) answered last on this page; undefined before any. */
export const $latestOutcome = userBound(atom<object | undefined>(undefined));

/** `action` was answered (done, refused or failed): its answer is now the page's latest. */
export function answered(action: object): void {
  $latestOutcome.set(action);
}
