// The subscription of an account for a title: read it, change its plan (from the first of next month),
// cancel it (it runs to the end of the month), and take it back (reactivate).
import type { Subscription } from '../../../src/api/contract.ts';
import { ageOn, mayBuyYouth } from '../../../src/domain/purchase/age.ts';
import { cancellationEndDate, planChangeDate } from '../../../src/domain/subscription/changes.ts';
import { hasSubscription, isYouth, mayOrderNew, STATUS } from '../../../src/domain/subscription/status.ts';
import { fail, ownAccount, type Route } from './context.ts';
import { findOffer } from './offering-routes.ts';
import { subscriptionsOf, type State, type StoredSubscription } from './state.ts';

/**
 * The one the user manages when an account has several for the title: a running one (say, bought after a
 * cancellation) before a held one (cancelled, still reactivatable), before an ended one.
 */
export function currentSubscription(state: State, ariaAccountNo: string, titleCode: string): StoredSubscription | undefined {
  const forTitle = subscriptionsOf(state, ariaAccountNo).filter((stored) => stored.subscription.titleCode === titleCode);
  return forTitle.find((stored) => !mayOrderNew(stored.subscription)) ?? forTitle.find((stored) => hasSubscription(stored.subscription)) ?? forTitle[0];
}

function ownSubscription(state: State, userId: string, ariaAccountNo: string, ariaSubscriptionNo: string): Subscription {
  ownAccount(state, userId, ariaAccountNo);
  const stored = state.subscriptions.get(ariaSubscriptionNo);
  if (!stored || stored.ariaAccountNo !== ariaAccountNo) fail(404, 'SUBSCRIPTION_NOT_FOUND', `ariaSubscriptionNo: ${ariaSubscriptionNo} is not on this account`);
  return stored.subscription;
}

export const getSubscription: Route<'getSubscription'> = {
  access: 'user',
  handle({ state, params, userId }) {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo);
    const stored = currentSubscription(state, ariaAccountNo, titleCode);
    return stored?.subscription ?? fail(404, 'SUBSCRIPTION_NOT_FOUND', `no subscription for ${titleCode} on account ${ariaAccountNo}`);
  },
};

/** A cancelled subscription can be taken back until, and after, it runs out (spec section 4). */
const REACTIVATABLE: readonly number[] = [STATUS.PENDING_CANCELLATION, STATUS.CANCELLED];

export const reactivateSubscription: Route<'reactivateSubscription'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo);
    if (!REACTIVATABLE.includes(subscription.instStatusCode)) fail(409, 'NOT_REACTIVATABLE', `status ${subscription.instStatusCode} is not cancelled`);
    Object.assign(subscription, { instStatusCode: STATUS.ACTIVE, endDate: null });
    delete state.subscriptions.get(body.ariaSubscriptionNo)!.cancellation;
    return subscription;
  },
};

const CANCELLABLE: readonly number[] = [STATUS.ACTIVE, STATUS.TRIAL, STATUS.ACTIVE_NON_BILLABLE, STATUS.PENDING_INSTALLATION, STATUS.PENDING_ACTIVATION];

/** Runs to the end of the current month, trials included; a waiting plan change is dropped with it. */
export const deleteSubscription: Route<'deleteSubscription'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo);
    if (!CANCELLABLE.includes(subscription.instStatusCode)) fail(409, 'NOT_CANCELLABLE', `status ${subscription.instStatusCode} cannot be cancelled`);
    const endDate = cancellationEndDate(new Date());
    Object.assign(subscription, { instStatusCode: STATUS.PENDING_CANCELLATION, endDate, pendingPlan: null });
    state.subscriptions.get(body.ariaSubscriptionNo)!.cancellation = { type: body.cancellationType, reason: body.reason, comment: body.comment };
    return { endDate };
  },
};

/** Statuses whose plan may be changed: running ones, not those on their way out. */
const CHANGEABLE: readonly number[] = [STATUS.ACTIVE, STATUS.TRIAL];

/** The new plan starts on the first of next month; until then the subscription shows it as pending. */
export const changePlan: Route<'changePlan'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo);
    if (!CHANGEABLE.includes(subscription.instStatusCode)) fail(409, 'NOT_CHANGEABLE', `status ${subscription.instStatusCode} cannot change plan`);
    const offer = findOffer(state, body.offerId);
    if (offer.introPrice != null) fail(400, 'BAD_REQUEST', `offerId: ${offer.offerId} is for new subscribers only`);
    if (offer.ariaPlanID === subscription.ariaPlanID) fail(409, 'SAME_PLAN', `the subscription already has ${offer.ariaPlanID}`);
    const { birthdate } = ownAccount(state, userId, body.ariaAccountNo);
    if (isYouth(offer) && !(birthdate && mayBuyYouth(ageOn(birthdate, new Date())))) fail(409, 'NOT_YOUTH', 'the youth plan is for those under 34');
    subscription.pendingPlan = { ariaPlanID: offer.ariaPlanID, planName: offer.planName, effectiveDate: planChangeDate(new Date()) };
    return subscription;
  },
};
