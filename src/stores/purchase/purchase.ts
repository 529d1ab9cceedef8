// Buying a subscription: whether the user may order at all, the discount check, the order that hands over to the
// payment provider (the backend's refusals placed at the field they concern), and the completion after it.
import { atom } from 'nanostores';
import { ApiError } from '../../api/client.ts';
import {
  completeOrder,
  createOrder,
  findDiscount,
  pendingOrders,
  type Discount,
  type PendingOrder,
} from '../../api/purchase.ts';
import { buyerBirthdate, type OrderFormValues } from '../../domain/purchase/order-form.ts';
import { mayOrderNew } from '../../domain/subscription/status.ts';
import { queryParam } from '../kit/address.ts';
import { $account, loadAccount } from '../person/account.ts';
import { $offers, type Offer } from './offers.ts';
import { createLoad, LoadFailed, type LoadState } from '../kit/load.ts';
import { failureOf, type RequestFailure } from '../kit/request-failure.ts';
import { userBound } from '../kit/user-bound.ts';
import { answerFor, refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { loadSubscription } from '../subscription/subscription.ts';
import { href } from '../../domain/routing/href.ts';
import { purchaseCampaign } from '../../domain/purchase/campaign.ts';
import { rememberOrder, reportPurchase } from '../kit/analytics-events.ts';

export type { Discount, PendingOrder };

/** The order page before the form: `holder` means the user has a running subscription to manage instead. */
type OrderStartAnswer = { status: 'holder' } | { status: 'ready'; offers: Offer[] };
export type OrderStart = LoadState<OrderStartAnswer>;

/**
 * Whether the user may order, and what (`load({ userId, titleCode })`): a running subscription is managed instead
 * of bought twice; without one (or with one that has ended, say cancelled) the title's offers. The guard of an
 * `auth` route loads no account, so this does (creating it on a first visit).
 */
export const $orderStart = createLoad({
  fetch: async ({ userId, titleCode }: { userId: string; titleCode: string }): Promise<OrderStartAnswer> => {
    // The title's offers are the same for everyone: asked beside the account and the subscription, not a round trip
    // after them (the order page's prices are what it paints last). A load settles and never rejects.
    const offering = $offers.load(titleCode);
    const { ariaAccountNo } = await loadAccount(userId, titleCode);
    const subscription = await loadSubscription(ariaAccountNo, titleCode);
    if (!mayOrderNew(subscription)) return { status: 'holder' };
    const offers = await offering;
    if (offers.status === 'failed') throw new LoadFailed(offers.failure);
    return { status: 'ready', offers: offers.offers };
  },
});

/** Codes are checked and shown in capitals, however they were typed. */
export const normaliseDiscountCode = (typed: string) => typed.trim().toUpperCase();

/** The last discount check; it answers for its `code` only, so a form compares it with what the field says now. */
export type DiscountCheck =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; discount: Discount }
  | { status: 'unknown'; code: string }
  | { status: 'failed'; code: string; failure: RequestFailure };

export const $discountCheck = userBound(atom<DiscountCheck>({ status: 'idle' }));

let checks = 0;

/** What the code gives on the plan; a later check wins over one still under way. */
export async function checkDiscount(typed: string, ariaPlanID: string, titleCode: string): Promise<DiscountCheck> {
  const code = normaliseDiscountCode(typed);
  const check = ++checks;
  $discountCheck.set({ status: 'checking', code });
  let result: DiscountCheck;
  try {
    const discount = await findDiscount(typed.trim(), ariaPlanID, titleCode);
    result = discount ? { status: 'valid', code, discount } : { status: 'unknown', code };
  } catch (error) {
    result = { status: 'failed', code, failure: failureOf(error) };
  }
  if (check === checks) $discountCheck.set(result);
  return result;
}

export type OrderField = 'offerId' | 'discountCode' | 'birthdate';

export type OrderRequest = OrderFormValues & { titleCode: string };

/** Creates the order; the answer is where the payment provider takes over. */
async function placeOrder({
  titleCode,
  offerId,
  paymentMethod,
  discountCode,
  birthdate,
}: OrderRequest): Promise<string> {
  const { orderId, redirectUrl } = await createOrder({
    titleCode,
    offerId,
    paymentMethod,
    // The form asks for a birthdate exactly when the account has none, and checks it.
    birthdate: buyerBirthdate($account.get()?.birthdate, birthdate)!,
    discountCode: discountCode || undefined,
  });
  rememberOrder(orderId, {
    ...orderOrigin(offerId),
    paymentOption: paymentMethod,
    discountCode: discountCode ? normaliseDiscountCode(discountCode) : null,
  });
  return redirectUrl;
}

/** For the purchase event (spec section 3): the offer's campaign (or the page's), the source the order page came with, and which offer it was. */
function orderOrigin(offerId: string): { campaign: string | null; source: string | null; position: number | null } {
  const start = $orderStart.get();
  const index = start.status === 'ready' ? start.offers.findIndex((offer) => offer.offerId === offerId) : -1;
  const offer = start.status === 'ready' ? start.offers[index] : undefined;
  return {
    campaign: purchaseCampaign(offer?.campaignID, queryParam('utm_campaign')),
    source: queryParam('source'),
    position: index < 0 ? null : index + 1,
  };
}

/** The backend's refusals of an order, at the field each concerns; an age refused on a stored birthdate is no field's. */
export const ORDER_REFUSALS = refusalsOf('createOrder', {
  DISCOUNT_NOT_FOUND: 'discountCode',
  NOT_YOUTH: 'offerId',
  TOO_YOUNG: (values: OrderFormValues): OrderField | 'form' => (values.birthdate ? 'birthdate' : 'form'),
  USER_HAS_ACTIVE_SUB: 'form',
});

/** "Gå til betaling": its result is the payment provider's address. What was chosen and typed is kept until then. */
export const $order = createSubmission(placeOrder, { refusals: ORDER_REFUSALS, keep: 'order' });

/** Where the completion's refusals lead: nothing bought and nothing charged (the purchase failed), or aborted. */
const COMPLETION_PAGES = {
  ORDER_ABORTED: href('/avbryt-bestilling'),
  PAYMENT_DECLINED: href('/feil-kjop'),
  PAYMENT_NOT_RECEIVED: href('/feil-kjop'),
  ORDER_NOT_FOUND: href('/feil-kjop'),
};

/**
 * Completes the order the provider sent the buyer back with; the page to go to next. Throws for failures the
 * buyer can retry (network, server errors).
 */
export async function finishPurchase(orderId: string): Promise<string> {
  try {
    const { subscription } = await completeOrder(orderId);
    forgetPending(orderId);
    reportPurchase(orderId, subscription);
    // The receipt is a new page: its guard loads the new subscription fresh.
    return href('/kvittering');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The CDN sends /order-timeout on to /bestilling-feilet (spec section 2).
    if (error.kind === 'timeout') return href('/order-timeout');
    return answerFor(error, 'completeOrder', COMPLETION_PAGES) ?? Promise.reject(error);
  }
}

/**
 * The completion after the payment provider: its result is the page to go to. Refused when the buyer meanwhile
 * holds a running subscription: two cannot run at once, and customer service refunds the second.
 */
export const $completion = createSubmission(finishPurchase, {
  refusals: refusalsOf('completeOrder', { USER_HAS_ACTIVE_SUB: 'form' }),
});

/** Paid orders the buyer never came back from the provider to complete; Min side offers to finish them. */
export type PendingPurchases = LoadState<{ status: 'loaded'; orders: PendingOrder[] }>;

/** The signed-in user's pending orders for the title (`load(titleCode)`). */
export const $pendingPurchases = createLoad({
  fetch: async (titleCode: string): Promise<{ status: 'loaded'; orders: PendingOrder[] }> => ({
    status: 'loaded',
    orders: await pendingOrders(titleCode),
  }),
});

function forgetPending(orderId: string): void {
  const pending = $pendingPurchases.get();
  if (pending.status === 'loaded')
    $pendingPurchases.replace({
      status: 'loaded',
      orders: pending.orders.filter((order) => order.orderId !== orderId),
    });
}
