// A trial stays a trial (issue 41): the intro terms a subscription was bought with (until when, and the monthly
// price after them) are the subscription's own facts, not read from its status, so a cancellation and its regret
// keep them. Home, the receipt and the reference backend all ask these rules.
import { STATUS } from './status.ts';

/** The intro terms: the trial runs until this day, and then the plan costs `thenPrice` per month. */
export interface TrialTerms {
  until: string;
  thenPrice: number;
}

export interface TrialFacts {
  instStatusCode: number;
  trial?: TrialTerms | null;
}

/**
 * The trial still running on `today` (an ISO date in Oslo), whether kept or cancelled within it: the terms, else
 * none. A trial ends at the end of its last day; one that has ended, or a subscription stopped otherwise (ended,
 * started again as a plain subscription), has none.
 */
export function runningTrial(subscription: TrialFacts, today: string): TrialTerms | undefined {
  const { trial } = subscription;
  if (!trial || trial.until < today) return undefined;
  return subscription.instStatusCode === STATUS.TRIAL || subscription.instStatusCode === STATUS.PENDING_CANCELLATION
    ? trial
    : undefined;
}

/**
 * What a regretted cancellation makes of a subscription on `today`: a trial still running is a trial again, to its
 * own end and then at its later price; one whose trial has ended runs on at that later price, not the trial's;
 * anything else runs on as an active subscription without an end.
 */
export function afterRegret(
  subscription: TrialFacts,
  today: string,
): { instStatusCode: number; endDate: string | null; price?: number } {
  const trial = subscription.trial;
  if (!trial) return { instStatusCode: STATUS.ACTIVE, endDate: null };
  return trial.until >= today
    ? { instStatusCode: STATUS.TRIAL, endDate: trial.until }
    : { instStatusCode: STATUS.ACTIVE, endDate: null, price: trial.thenPrice };
}
