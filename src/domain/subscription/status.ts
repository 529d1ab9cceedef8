// Subscription statuses and the predicates every screen decides by (spec sections 3, 4 and 5).

/** instStatusCode values of the billing system. */
export const STATUS = {
  INACTIVE: 0,
  ACTIVE: 1,
  SUSPENDED: -1,
  PENDING_CANCELLATION: 2,
  CANCELLED: -2,
  PENDING_TERMINATION: 3,
  TERMINATED: -3,
  PENDING_INSTALLATION: 31,
  PENDING_ACTIVATION: 32,
  TRIAL: 41,
  ACTIVE_NON_BILLABLE: 61,
} as const;

export type StatusName = keyof typeof STATUS;
export type StatusCode = (typeof STATUS)[StatusName];

export const STATUS_CODES = Object.values(STATUS) as StatusCode[];

export function statusName(code: number): StatusName | undefined {
  return (Object.keys(STATUS) as StatusName[]).find((name) => STATUS[name] === code);
}

/** The fields of a subscription the rules look at. */
export interface SubscriptionFacts {
  ariaPlanID: string;
  planProductType: string;
  eligibleForSharing: boolean;
  instStatusCode: number;
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: string; subscriptionInfo2?: string };
}

/** Marker in subscriptionInfo2 for a subscription the billing system does not charge (e.g. staff, gifts). */
export const NON_PAYING_MARK = 'nonpaying';

/** Paying unless trial, non-billable, or marked as non-paying in its additional info. */
export function isPaying(subscription: SubscriptionFacts): boolean {
  if (subscription.instStatusCode === STATUS.TRIAL || subscription.instStatusCode === STATUS.ACTIVE_NON_BILLABLE)
    return false;
  return !(subscription.subsRetrieveSubscriptionAddInfo.subscriptionInfo2 ?? '')
    .toLowerCase()
    .includes(NON_PAYING_MARK);
}

export const isBusinessAdmin = (subscription: SubscriptionFacts) =>
  subscription.subsRetrieveSubscriptionAddInfo.subscriptionInfo1.includes('admin');

/** A family subscription is one that cannot be shared further. */
export const isFamily = (subscription: SubscriptionFacts) => subscription.eligibleForSharing === false;

/** Family plans have FAMILIE in their id, as the billing data names them (`ADR-C-FAMILIE-DIGITAL`). */
export const isFamilyPlan = (plan: Pick<SubscriptionFacts, 'ariaPlanID'>) => plan.ariaPlanID.includes('FAMILIE');

/** Youth plans have UNG in their id; offers are plans too, so this takes either. */
export const isYouth = (plan: Pick<SubscriptionFacts, 'ariaPlanID'>) => plan.ariaPlanID.includes('UNG');

/** planProductType COMBO means the paper is delivered too. */
export const isPaper = (subscription: Pick<SubscriptionFacts, 'planProductType'>) =>
  subscription.planProductType === 'COMBO';

/** Statuses under which the subscriber still has a subscription to manage. */
const HOLDING: readonly number[] = [
  STATUS.ACTIVE,
  STATUS.PENDING_CANCELLATION,
  STATUS.PENDING_TERMINATION,
  STATUS.PENDING_INSTALLATION,
  STATUS.PENDING_ACTIVATION,
  STATUS.TRIAL,
  STATUS.ACTIVE_NON_BILLABLE,
  STATUS.SUSPENDED,
  // Cancelled can still be reactivated, so it is managed here; terminated and inactive cannot.
  STATUS.CANCELLED,
];

/** Whether the user has a subscription to manage here: one exists and it is not inactive or terminated. */
export function hasSubscription(subscription: SubscriptionFacts | null | undefined): subscription is SubscriptionFacts {
  return !!subscription && HOLDING.includes(subscription.instStatusCode);
}

/** Statuses of a subscription that has ended: nothing runs any more, so a new one may be bought. */
const ENDED: readonly number[] = [STATUS.CANCELLED, STATUS.TERMINATED, STATUS.INACTIVE];

/**
 * Whether the user may order a new subscription (a winback offer, say) rather than manage the one they have:
 * they have none, or it has ended. A cancelled subscription can also be reactivated, but that is the
 * subscriber's choice, not a reason to refuse an order; one that still runs (even while a cancellation runs out)
 * is managed instead.
 */
export function mayOrderNew(subscription: SubscriptionFacts | null | undefined): boolean {
  return !subscription || ENDED.includes(subscription.instStatusCode);
}

/** Whether the subscription still runs and its holder pays for it: then the account must keep a way to pay. */
export const runsAndPays = (subscription: SubscriptionFacts | null | undefined): boolean =>
  !!subscription && !mayOrderNew(subscription) && isPaying(subscription);
