// The subscription events analytics reports (a purchase, a plan change, a cancellation) with the analytics object of
// spec section 3. They are kept in the tab until the analytics adapter sends them: the page where one happens is
// usually left at once (the receipt is a new page), and the SDK only loads once a page is interactive. Without
// analytics on the site they stay in the tab's session storage, and go with it at logout or when the tab closes.
import { articleIdOf } from '../../domain/analytics/article.ts';
import type { CancelOfferAction, CancelOfferFacts, SubscriptionEventFacts } from '../../domain/analytics/tracking.ts';
import { readStored, removeStored, writeStored } from './browser-storage.ts';
import { visitSource } from './temporary-keys.ts';

/** More than a visit makes; a tab whose events are never sent does not grow without end. */
const MAX_PENDING = 20;

/** What is known of an order when it is placed and not at its completion, by order id. */
export type OrderFacts = Omit<SubscriptionEventFacts, 'kind' | 'id' | 'ariaPlanID' | 'ariaScheduleID'>;

// Storage that refuses (a privacy mode, full) reports no event; the user's action is unaffected.
const pendingEvents = (): SubscriptionEventFacts[] => readStored('analyticsPending') ?? [];
const placedOrders = (): Record<string, OrderFacts> => readStored('analyticsOrders') ?? {};

/** An event with no source of its own takes the visit's (an SMS link's `sms`, however many pages ago). */
export function reportSubscriptionEvent(facts: SubscriptionEventFacts): void {
  const event = { ...facts, source: facts.source ?? visitSource() ?? null };
  writeStored('analyticsPending', [...pendingEvents(), event].slice(-MAX_PENDING));
  globalThis.dispatchEvent?.(new Event(SUBSCRIPTION_EVENT));
}

/** Announced on the page when an event is reported, for an analytics adapter already running there. */
export const SUBSCRIPTION_EVENT = 'minside:subscription-event';

/** The events not sent yet, oldest first; they are the caller's from now on. */
export function takeSubscriptionEvents(): SubscriptionEventFacts[] {
  const pending = pendingEvents();
  removeStored('analyticsPending');
  return pending;
}

/** Issue 41: an offer of the cancel page as its events name it: the subscription, its plan, the reason and the offer. */
export type OfferFacts = Omit<CancelOfferFacts, 'action' | 'source'>;

const pendingOfferEvents = (): CancelOfferFacts[] => readStored('analyticsOffers') ?? [];

function reportOfferEvent(action: CancelOfferAction, facts: OfferFacts): void {
  const event = { ...facts, action, source: visitSource() ?? null };
  writeStored('analyticsOffers', [...pendingOfferEvents(), event].slice(-MAX_PENDING));
  globalThis.dispatchEvent?.(new Event(SUBSCRIPTION_EVENT));
}

/** The offers this page has reported shown (a reason picked again shows its offer again, and is not counted twice). */
const shownOnThisPage = new Set<string>();
/** The offer beside "Nei takk, si opp abonnementet" now, if any. */
let besideTheButton: OfferFacts | undefined;

/** The cancel page's offer for the reason now chosen (undefined: none): reported shown the first time this page shows it. */
export function offerBesideTheButton(facts: OfferFacts | undefined): void {
  besideTheButton = facts;
  if (!facts) return;
  const key = [facts.reason, facts.offer, facts.offeredPlanID ?? ''].join(':');
  if (shownOnThisPage.has(key)) return;
  shownOnThisPage.add(key);
  reportOfferEvent('shown', facts);
}

/** The offer beside the button was taken: its plan change ordered, or its link followed. */
export function reportOfferTaken(): void {
  if (besideTheButton) reportOfferEvent('taken', besideTheButton);
  besideTheButton = undefined;
}

/** The subscription was cancelled for `reason`: the offer beside the button for it, if any, was declined. */
export function reportOfferDeclined(reason: string): void {
  if (besideTheButton?.reason === reason) reportOfferEvent('declined', besideTheButton);
  besideTheButton = undefined;
}

/** The offer events not sent yet, oldest first; they are the caller's from now on. */
export function takeCancelOfferEvents(): CancelOfferFacts[] {
  const pending = pendingOfferEvents();
  removeStored('analyticsOffers');
  return pending;
}

/**
 * Kept when the order is placed, for the purchase event after the payment provider sends the buyer back; with the
 * article the buyer came to the order page from, if they did.
 */
export function rememberOrder(orderId: string, facts: Omit<OrderFacts, 'articleId'>): void {
  writeStored('analyticsOrders', {
    ...placedOrders(),
    [orderId]: { ...facts, articleId: articleIdOf(globalThis.document?.referrer ?? '') },
  });
}

/** The purchase event of a completed order: what its completion says, with what was known when it was placed. */
export function reportPurchase(
  orderId: string,
  subscription: { ariaPlanID: string; ariaScheduleID?: string | undefined },
): void {
  const { [orderId]: placed, ...others } = placedOrders();
  writeStored('analyticsOrders', others);
  reportSubscriptionEvent({
    ...placed,
    kind: 'buy',
    id: orderId,
    ariaPlanID: subscription.ariaPlanID,
    ariaScheduleID: subscription.ariaScheduleID ?? null,
  });
}

/**
 * The signed-in user's plan as the tab last saw it (null: no subscription), so analytics names it on every page of
 * the visit, also those that never load the subscription (the FAQ, the terms).
 */
export function rememberPlan(userId: string, plan: { planName: string } | null): void {
  writeStored('analyticsPlan', { userId, planName: plan?.planName ?? null });
}

/** The plan remembered for this user; undefined when the tab has not seen theirs. */
export function rememberedPlan(userId: string): { planName: string } | null | undefined {
  const remembered = readStored('analyticsPlan');
  if (remembered?.userId !== userId) return undefined;
  return remembered.planName === null ? null : { planName: remembered.planName };
}
