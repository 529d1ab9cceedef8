// What a subscriber may do to their subscription on their own: cancel it, change its plan, or regret a
// cancellation / reactivate a cancelled one. Decided here once: the screens offer exactly this, and the
// reference backend refuses everything else with 409. The spec (section 4) lists the statuses but not the
// transitions, so the table below is our decision, one line of why per status.
import { isPaying, STATUS, statusName, type StatusName, type SubscriptionFacts } from './status.ts';

export interface StatusAllows {
  cancel: boolean;
  changePlan: boolean;
  /** Taking back a cancellation while it runs out, or reactivating a cancelled subscription (one page, one call). */
  regretOrReactivate: boolean;
}

const NOTHING: StatusAllows = { cancel: false, changePlan: false, regretOrReactivate: false };

/** Per status, what the holder of the plan may do themselves; anything else goes through the customer centre. */
export const ALLOWED_BY_STATUS: Readonly<Record<StatusName, StatusAllows>> = {
  // Runs as usual, trial included: it may be ended or changed.
  ACTIVE: { cancel: true, changePlan: true, regretOrReactivate: false },
  TRIAL: { cancel: true, changePlan: true, regretOrReactivate: false },
  // Ordered but not started (e.g. waiting for the first paper delivery): it may be called off, as a buyer may
  // withdraw from a distance sale, but there is nothing running yet whose plan could change.
  PENDING_INSTALLATION: { cancel: true, changePlan: false, regretOrReactivate: false },
  PENDING_ACTIVATION: { cancel: true, changePlan: false, regretOrReactivate: false },
  // Access somebody else provides (a family member's share, staff, a gift): not the holder's to end or change.
  ACTIVE_NON_BILLABLE: NOTHING,
  // The subscriber cancelled: it may be taken back while it runs out, and reactivated after it ended.
  PENDING_CANCELLATION: { cancel: false, changePlan: false, regretOrReactivate: true },
  CANCELLED: { cancel: false, changePlan: false, regretOrReactivate: true },
  // The company is ending it, typically for non-payment: not the subscriber's to regret; the customer centre
  // resolves it (and the subscriber can still see and pay the invoices).
  PENDING_TERMINATION: NOTHING,
  TERMINATED: NOTHING,
  // Stopped for now (e.g. unpaid): resumed through the customer centre, not changed or ended from here.
  SUSPENDED: NOTHING,
  INACTIVE: NOTHING,
};

/**
 * Whether the plan is the holder's own: paid by them, or their own trial. A business employee's plan belongs to
 * the employer and a family member's to the family owner, so only they change or end it.
 */
export const ownsPlan = (subscription: SubscriptionFacts) =>
  isPaying(subscription) || subscription.instStatusCode === STATUS.TRIAL;

function allows(subscription: SubscriptionFacts, action: keyof StatusAllows): boolean {
  const name = statusName(subscription.instStatusCode);
  return name !== undefined && ALLOWED_BY_STATUS[name][action] && ownsPlan(subscription);
}

/** /avslutt-abonnement and the backend's deleteSubscription. */
export const mayCancel = (subscription: SubscriptionFacts) => allows(subscription, 'cancel');

/** /endre-abonnement and the backend's changePlan. */
export const mayChangePlan = (subscription: SubscriptionFacts) => allows(subscription, 'changePlan');

/** /angre-oppsigelse and the backend's reactivateSubscription. */
export const mayRegretOrReactivate = (subscription: SubscriptionFacts) => allows(subscription, 'regretOrReactivate');

/**
 * Why the holder may not cancel or change the plan here, asked when the rules above say no, so that the page can
 * say what to do instead: the plan is someone else's (the one who pays decides), it is cancelled (keep it first),
 * it has not started yet, or only the customer centre can help.
 */
export type HeldBack = 'notOwner' | 'cancelled' | 'notStarted' | 'customerCentre';

export function heldBackBy(subscription: SubscriptionFacts): HeldBack {
  if (!ownsPlan(subscription)) return 'notOwner';
  if (mayRegretOrReactivate(subscription)) return 'cancelled';
  const name = statusName(subscription.instStatusCode);
  return name === 'PENDING_INSTALLATION' || name === 'PENDING_ACTIVATION' ? 'notStarted' : 'customerCentre';
}
