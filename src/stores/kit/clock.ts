// The page models' clock: the one place the browser's code reads the time. A model reads `now()` when it decides
// (the delivery rules' moment, what a screen shows as due or running), and the screen draws the moment its model
// gives it (usePage's `now`, $changeRules), never a clock of its own. A unit test stands it still with setClock;
// e2e stands the browser's clock (page.clock) and the backend's (/__test/clock) together, which this reads too.
let fixed: Date | undefined;

/** Now, as the page models see it. */
export const now = (): Date => new Date(fixed ?? Date.now());

/** Stands the models' clock still at `at`, or lets it run again (undefined): for tests. */
export function setClock(at: Date | undefined): void {
  fixed = at;
}
