// How a subscription stands, in the terms the subscriber reads it (spec section 4's wording): one kind per
// situation, with the date that matters. The words themselves are in i18n (nb.standing); what the subscriber
// may do about it is self-service.ts's, decided by status.
import { STATUS } from './status.ts';
import type { TrialTerms } from './trial.ts';

export type Standing =
  | { kind: 'active' }
  /** `thenPrice`: the monthly price after the trial (trial.ts), when the subscription knows it. */
  | { kind: 'trial'; until?: string; thenPrice?: number }
  | { kind: 'pendingChange'; planName: string; from: string }
  | { kind: 'pendingCancellation'; until?: string }
  /** Being ended by the company (PENDING_TERMINATION, typically for non-payment), not by the subscriber. */
  | { kind: 'terminating'; until?: string }
  | { kind: 'cancelled'; endedOn?: string }
  | { kind: 'starting' }
  | { kind: 'suspended' }
  | { kind: 'ended' };

export interface StandingFacts {
  instStatusCode: number;
  endDate?: string | null;
  pendingPlan?: { planName: string; effectiveDate: string } | null;
  trial?: TrialTerms | null;
}

export function standingOf(subscription: StandingFacts): Standing {
  const endDate = subscription.endDate ?? undefined;
  switch (subscription.instStatusCode) {
    case STATUS.ACTIVE:
    case STATUS.ACTIVE_NON_BILLABLE: {
      const next = subscription.pendingPlan;
      return next ? { kind: 'pendingChange', planName: next.planName, from: next.effectiveDate } : { kind: 'active' };
    }
    case STATUS.TRIAL:
      return {
        kind: 'trial',
        until: endDate ?? subscription.trial?.until,
        ...(subscription.trial && { thenPrice: subscription.trial.thenPrice }),
      };
    case STATUS.PENDING_CANCELLATION:
      return { kind: 'pendingCancellation', until: endDate };
    case STATUS.PENDING_TERMINATION:
      return { kind: 'terminating', until: endDate };
    case STATUS.CANCELLED:
      return { kind: 'cancelled', endedOn: endDate };
    case STATUS.PENDING_INSTALLATION:
    case STATUS.PENDING_ACTIVATION:
      return { kind: 'starting' };
    case STATUS.SUSPENDED:
      return { kind: 'suspended' };
    default:
      return { kind: 'ended' };
  }
}

/**
 * The way back to a subscription the subscriber cancelled (/angre-oppsigelse): one still running out is kept, one
 * that has ended is started again. Every page that offers it says it by this.
 */
export type WayBack = 'keep' | 'restart';

export const wayBackOf = (standing: Standing): WayBack => (standing.kind === 'cancelled' ? 'restart' : 'keep');
