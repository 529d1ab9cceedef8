// The subscription of an account for a title: read it, change its plan (from the first of next month) or call a
// waiting change off, cancel it (it runs to the end of the month), and take it back (reactivate).
import type { Subscription } from '../../../src/api/contract.ts';
import { ageOn, mayBuyYouth, YOUTH_AGE_LIMIT } from '../../../src/domain/purchase/age.ts';
import { isIntroOffer } from '../../../src/domain/purchase/offer-terms.ts';
import {
  cancellationEndDate,
  firstPaperDay,
  lastPaperDay,
  paperChangeOf,
  planChangeDate,
} from '../../../src/domain/subscription/changes.ts';
import {
  mayCancel,
  mayChangePlan,
  mayRegretOrReactivate,
  ownsPlan,
} from '../../../src/domain/subscription/self-service.ts';
import { hasSubscription, isPaper, isYouth, mayOrderNew, STATUS } from '../../../src/domain/subscription/status.ts';
import { afterRegret } from '../../../src/domain/subscription/trial.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { ownAccount, type Fail, type Route } from './context.ts';
import { registeredAddress } from './delivery-routes.ts';
import { findOffer } from './purchase-offering-routes.ts';
import { subscriptionsOf, type State, type StoredSubscription } from './state.ts';

/**
 * The one the user manages when an account has several for the title: a running one (say, bought after a
 * cancellation) before a held one (cancelled, still reactivatable), before an ended one.
 */
export function currentSubscription(
  state: State,
  ariaAccountNo: string,
  titleCode: string,
): StoredSubscription | undefined {
  const forTitle = subscriptionsOf(state, ariaAccountNo).filter(
    (stored) => stored.subscription.titleCode === titleCode,
  );
  return (
    forTitle.find((stored) => !mayOrderNew(stored.subscription)) ??
    forTitle.find((stored) => hasSubscription(stored.subscription)) ??
    forTitle[0]
  );
}

function ownSubscription(
  state: State,
  userId: string,
  ariaAccountNo: string,
  ariaSubscriptionNo: string,
  fail: Fail<'FORBIDDEN' | 'SUBSCRIPTION_NOT_FOUND'>,
): Subscription {
  ownAccount(state, userId, ariaAccountNo, fail);
  const stored = state.subscriptions.get(ariaSubscriptionNo);
  if (!stored || stored.ariaAccountNo !== ariaAccountNo)
    fail(404, 'SUBSCRIPTION_NOT_FOUND', `ariaSubscriptionNo: ${ariaSubscriptionNo} is not on this account`);
  return stored.subscription;
}

export const getSubscription: Route<'getSubscription'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo, fail);
    const stored = currentSubscription(state, ariaAccountNo, titleCode);
    return stored?.subscription ?? null;
  },
};

// Which status allows what is the portal's rule too (domain/subscription/self-service.ts): the screens offer
// exactly what these handlers accept.

/** For a refusal's message: why the subscriber may not, as far as the rule can tell. */
const standingFor = (subscription: Subscription) =>
  ownsPlan(subscription) ? `status ${subscription.instStatusCode}` : 'a plan someone else pays for';

/** A cancellation can be taken back until, and after, it runs out (spec section 4); a trial taken back is a trial again (trial.ts). */
export const reactivateSubscription: Route<'reactivateSubscription'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo, fail);
    if (!mayRegretOrReactivate(subscription))
      fail(409, 'NOT_REACTIVATABLE', `${standingFor(subscription)}: no cancellation the subscriber can take back`);
    Object.assign(subscription, afterRegret(subscription, osloDate(state.clock.now())));
    delete state.subscriptions.get(body.ariaSubscriptionNo)!.cancellation;
    return subscription;
  },
};

/** Runs to the end of the current month, a trial to its own end (changes.ts); a waiting plan change is dropped with it. */
export const deleteSubscription: Route<'deleteSubscription'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo, fail);
    if (!mayCancel(subscription))
      fail(409, 'NOT_CANCELLABLE', `${standingFor(subscription)}: the subscriber cannot cancel it`);
    const endDate = cancellationEndDate(state.clock.now(), subscription);
    Object.assign(subscription, { instStatusCode: STATUS.PENDING_CANCELLATION, endDate, pendingPlan: null });
    // A delivery set up for the dropped change to paper goes with it (issue 41).
    if (!isPaper(subscription)) state.deliveries.delete(subscription.ariaSubscriptionNo);
    state.subscriptions.get(body.ariaSubscriptionNo)!.cancellation = {
      type: body.cancellationType,
      reason: body.reason,
      comment: body.comment,
    };
    return { endDate };
  },
};

/** The new plan starts on the first of next month; until then the subscription shows it as pending. */
export const changePlan: Route<'changePlan'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo, fail);
    if (!mayChangePlan(subscription))
      fail(409, 'NOT_CHANGEABLE', `${standingFor(subscription)}: the subscriber cannot change its plan`);
    const offer = findOffer(state, body.offerId, fail);
    if (isIntroOffer(offer)) fail(400, 'BAD_REQUEST', `offerId: ${offer.offerId} is for new subscribers only`);
    if (offer.ariaPlanID === subscription.ariaPlanID)
      fail(409, 'SAME_PLAN', `the subscription already has ${offer.ariaPlanID}`);
    const { birthdate } = ownAccount(state, userId, body.ariaAccountNo, fail);
    if (isYouth(offer) && !(birthdate && mayBuyYouth(ageOn(birthdate, state.clock.now()))))
      fail(409, 'NOT_YOUTH', `the youth plan is for those under ${YOUTH_AGE_LIMIT}`);
    const effectiveDate = planChangeDate(state.clock.now());
    // Issue 41: a change that starts the paper is not taken without where it goes; the delivery is set now, so the
    // delivery card shows it once the plan has paper. From paper to digital, the last paper's day is said.
    const paper = paperChangeOf(subscription, offer);
    if (paper !== 'starts' && body.deliveryAddress)
      fail(400, 'BAD_REQUEST', `deliveryAddress: ${offer.planName} does not start the paper`);
    let delivery = null;
    if (paper === 'starts') {
      const wanted =
        body.deliveryAddress ??
        fail(
          422,
          'DELIVERY_ADDRESS_REQUIRED',
          `deliveryAddress: ${offer.planName} has paper, and ${subscription.planName} none to deliver`,
        );
      const address = registeredAddress(wanted, fail);
      state.deliveries.set(subscription.ariaSubscriptionNo, {
        ariaAccountNo: body.ariaAccountNo,
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        delivery: { address, changes: [] },
      });
      delivery = {
        firstPaper: firstPaperDay(offer, effectiveDate, {
          now: state.clock.now(),
          cutOff: state.title.deliveryCutOff,
        })!,
        address,
      };
    } else if (paper === 'none') {
      // One change replaces another: a delivery set up for a change to paper goes with it.
      state.deliveries.delete(subscription.ariaSubscriptionNo);
    }
    subscription.pendingPlan = {
      ariaPlanID: offer.ariaPlanID,
      planName: offer.planName,
      effectiveDate,
      price: offer.price,
      delivery,
      lastPaper: paper === 'stops' ? lastPaperDay(subscription, effectiveDate)! : null,
    };
    return subscription;
  },
};

/** Calls a waiting plan change off (issue 41): the subscription keeps its plan, and a delivery set up for the change goes. */
export const cancelPlanChange: Route<'cancelPlanChange'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const subscription = ownSubscription(state, userId, body.ariaAccountNo, body.ariaSubscriptionNo, fail);
    if (!mayChangePlan(subscription))
      fail(409, 'NOT_CHANGEABLE', `${standingFor(subscription)}: the subscriber cannot change its plan`);
    if (!subscription.pendingPlan) fail(409, 'NO_PLAN_CHANGE', 'no plan change is waiting');
    if (!isPaper(subscription)) state.deliveries.delete(subscription.ariaSubscriptionNo);
    subscription.pendingPlan = null;
    return subscription;
  },
};
