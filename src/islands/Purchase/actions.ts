// What the buying screens do, apart from drawing: whether a user may start an order, and where the
// completion of a paid (or declined, aborted, slow) order leads.
import { ApiError } from '../../api/client.ts';
import type { Offer } from '../../api/contract.ts';
import { fetchOffers } from '../../api/offering.ts';
import { completeOrder } from '../../api/order.ts';
import { mayOrderNew } from '../../domain/subscription/status.ts';
import { loadAccount } from '../../stores/account.ts';
import { loadSubscription } from '../../stores/subscription.ts';

export const PATHS = {
  alreadySubscriber: '/allerede-abonnent',
  order: '/bestill-abonnement',
  receipt: '/kvittering',
  purchaseFailed: '/feil-kjop',
  aborted: '/avbryt-bestilling',
  /** The CDN sends it on to /bestilling-feilet (spec section 2). */
  timeout: '/order-timeout',
} as const;

export type OrderStart = { kind: 'holder' } | { kind: 'offers'; offers: Offer[] };

/**
 * A user whose subscription still runs manages it instead of buying another; everyone else (a cancelled or ended
 * subscription included) sees the offers.
 * The guard of an `auth` route loads no account, so this does (creating it on a first visit).
 */
export async function startOrder(userId: string, titleCode: string): Promise<OrderStart> {
  const { ariaAccountNo } = await loadAccount(userId, titleCode);
  const subscription = await loadSubscription(ariaAccountNo, titleCode);
  if (!mayOrderNew(subscription)) return { kind: 'holder' };
  return { kind: 'offers', offers: await fetchOffers(titleCode) };
}

/** Backend codes that mean nothing was bought and nothing charged: the purchase failed. */
const FAILED_PURCHASE = ['PAYMENT_DECLINED', 'PAYMENT_NOT_RECEIVED', 'ORDER_NOT_FOUND'];

/**
 * Completes the order the provider sent the buyer back with; the page to go to next. Throws for failures
 * the buyer can retry (network, server errors).
 */
export async function finishPurchase(orderId: string): Promise<string> {
  try {
    await completeOrder(orderId);
    // The receipt is a new page: its guard loads the new subscription fresh.
    return PATHS.receipt;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'timeout') return PATHS.timeout;
    if (error.code === 'ORDER_ABORTED') return PATHS.aborted;
    if (error.kind === 'http' && FAILED_PURCHASE.includes(error.code)) return PATHS.purchaseFailed;
    throw error;
  }
}
