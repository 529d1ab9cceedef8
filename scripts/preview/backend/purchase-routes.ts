// Buying a subscription: an order is created at "Gå til betaling", paid (or not) at the payment provider
// stand-in (scripts/preview/payment-provider.ts), and completed into a subscription when the buyer is back.
import type { Subscription } from '../../../src/api/contract.ts';
import { ADULT_AGE, ageOn, mayBuy, mayBuyYouth, YOUTH_AGE_LIMIT } from '../../../src/domain/purchase/age.ts';
import { amountDueNow, termsOf } from '../../../src/domain/purchase/offer-terms.ts';
import { isPlausibleBirthdate } from '../../../src/domain/person/birthdate.ts';
import { isYouth, mayOrderNew, STATUS } from '../../../src/domain/subscription/status.ts';
import { cannotFail, requireAccount, type Fail, type Route } from './context.ts';
import { addMonths, osloDate } from '../../../src/domain/time/oslo.ts';
import { findOffer } from './purchase-offering-routes.ts';
import { discountFor } from './payment-routes.ts';
import { registeredMethod } from './payment-trips.ts';
import { currentSubscription } from './subscription-routes.ts';
import { addSubscription, randomId, type State, type StoredOrder } from './state.ts';
import { PROVIDER_PREFIX } from '../payment-provider.ts';

/** Refuses a second subscription for the title while one runs: the buyer should manage it. An ended one is no bar. */
function refuseHolder(state: State, ariaAccountNo: string, fail: Fail<'USER_HAS_ACTIVE_SUB'>): void {
  const current = currentSubscription(state, ariaAccountNo, state.title.titleCode);
  if (current && !mayOrderNew(current.subscription))
    fail(409, 'USER_HAS_ACTIVE_SUB', `account ${ariaAccountNo} already has ${current.subscription.ariaSubscriptionNo}`);
}

export const createOrder: Route<'createOrder'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const now = state.clock.now();
    if (body.titleCode !== state.title.titleCode)
      fail(404, 'TITLE_NOT_FOUND', `titleCode: this server sells ${state.title.titleCode}`);
    const account = requireAccount(state, userId, fail);
    // A double click or a retry of an order already made answers that order; nothing is bought twice.
    const same = [...state.orders.values()].find(
      (order) => order.userId === userId && order.idempotencyKey === body.idempotencyKey,
    );
    if (same) return { orderId: same.orderId, redirectUrl: providerUrl(same) };
    refuseHolder(state, account.ariaAccountNo, fail);
    const offer = findOffer(state, body.offerId, fail);
    // A birthdate on the account is the one that counts: a buyer cannot type their way past the age rules.
    const birthdate = account.birthdate ?? body.birthdate;
    if (!isPlausibleBirthdate(birthdate, osloDate(now)))
      fail(400, 'INVALID_BIRTHDATE', `birthdate: ${birthdate} is not a plausible birthdate`);
    const age = ageOn(birthdate, now);
    if (!mayBuy(age)) fail(409, 'TOO_YOUNG', `the buyer must be ${ADULT_AGE} or older`);
    if (isYouth(offer) && !mayBuyYouth(age))
      fail(409, 'NOT_YOUTH', `the youth plan is for those under ${YOUTH_AGE_LIMIT}`);
    const code = body.discountCode?.trim();
    const discount = code
      ? discountFor(state, { code, ariaPlanID: offer.ariaPlanID, titleCode: body.titleCode }, fail)
      : null;
    account.birthdate ??= body.birthdate;
    const order: StoredOrder = {
      orderId: randomId(),
      userId,
      ariaAccountNo: account.ariaAccountNo,
      offerId: offer.offerId,
      paymentMethod: body.paymentMethod,
      discountCode: discount?.code ?? null,
      amountDue: amountDueNow(termsOf(offer, discount)),
      status: 'created',
      idempotencyKey: body.idempotencyKey,
    };
    state.orders.set(order.orderId, order);
    return { orderId: order.orderId, redirectUrl: providerUrl(order) };
  },
};

const providerUrl = (order: StoredOrder) =>
  `${PROVIDER_PREFIX}betal?${new URLSearchParams({ orderId: order.orderId })}`;

/** The subscription a paid order becomes: intro terms run as a trial at the intro price, then the plan's price. */
function subscribe(state: State, order: StoredOrder): Subscription {
  const offer = findOffer(state, order.offerId, cannotFail);
  const discount = order.discountCode
    ? discountFor(
        state,
        { code: order.discountCode, ariaPlanID: offer.ariaPlanID, titleCode: state.title.titleCode },
        cannotFail,
      )
    : null;
  const { intro, price } = termsOf(offer, discount);
  const today = osloDate(state.clock.now());
  return addSubscription(state, order.ariaAccountNo, {
    ariaPlanID: offer.ariaPlanID,
    ariaScheduleID: offer.ariaScheduleID,
    planName: offer.planName,
    planProductType: offer.planProductType,
    eligibleForSharing: true,
    instStatusCode: intro ? STATUS.TRIAL : STATUS.ACTIVE,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
    startDate: today,
    endDate: intro ? addMonths(today, intro.months) : null,
    trial: intro ? { until: addMonths(today, intro.months), thenPrice: price } : null,
    pendingPlan: null,
    price: intro?.price ?? price,
  });
}

/** Why an order that is not paid cannot become a subscription. */
const REFUSALS = {
  created: { code: 'PAYMENT_NOT_RECEIVED', message: 'the provider has not confirmed a payment' },
  declined: { code: 'PAYMENT_DECLINED', message: 'the payment was declined' },
  aborted: { code: 'ORDER_ABORTED', message: 'the buyer aborted the payment' },
} as const satisfies Record<'created' | 'declined' | 'aborted', { code: string; message: string }>;

export const completeOrder: Route<'completeOrder'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const order = state.orders.get(params.orderId);
    // Someone else's order is as unknown as a missing one: no order id leaks whose it is.
    if (!order || order.userId !== userId)
      return fail(404, 'ORDER_NOT_FOUND', `orderId: no order ${params.orderId} of this user`);
    if (order.status === 'completed')
      return { orderId: order.orderId, subscription: state.subscriptions.get(order.ariaSubscriptionNo!)!.subscription };
    if (order.status !== 'paid') {
      const { code, message } = REFUSALS[order.status];
      return fail(409, code, message);
    }
    refuseHolder(state, order.ariaAccountNo, fail);
    const subscription = subscribe(state, order);
    const account = state.accounts.get(order.ariaAccountNo)!;
    account.paymentMethod = registeredMethod(order.paymentMethod, account, state.clock.now());
    if (order.discountCode && !account.discounts.includes(order.discountCode))
      account.discounts.push(order.discountCode);
    Object.assign(order, { status: 'completed', ariaSubscriptionNo: subscription.ariaSubscriptionNo });
    return { orderId: order.orderId, subscription };
  },
};

/** Paid orders the session's user has not completed, so a buyer who never came back can finish from Min side. */
export const pendingOrders: Route<'pendingOrders'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    if (params.titleCode !== state.title.titleCode)
      fail(404, 'TITLE_NOT_FOUND', `titleCode: this server sells ${state.title.titleCode}`);
    const paid = [...state.orders.values()].filter((order) => order.userId === userId && order.status === 'paid');
    return {
      orders: paid.map((order) => ({
        orderId: order.orderId,
        planName: findOffer(state, order.offerId, cannotFail).planName,
        paymentMethod: order.paymentMethod,
      })),
    };
  },
};
