// The subscription events analytics reports (a purchase, a plan change, a cancellation) with the analytics object of
// spec section 3. They are kept in the tab until the analytics adapter sends them: the page where one happens is
// usually left at once (the receipt is a new page), and the SDK only loads once a page is interactive. Without
// analytics on the site they stay in the tab's session storage, and go with it at logout or when the tab closes.
import { articleIdOf } from '../domain/analytics/article.ts';
import type { SubscriptionEventFacts } from '../domain/analytics/tracking.ts';
import { visitSource } from './temporary-keys.ts';

const PENDING_KEY = 'minside.analytics.pending';
const ORDER_KEY = 'minside.analytics.order';
/** More than a visit makes; a tab whose events are never sent does not grow without end. */
const MAX_PENDING = 20;

/** What is known of an order when it is placed and not at its completion, by order id. */
export type OrderFacts = Omit<SubscriptionEventFacts, 'kind' | 'id' | 'ariaPlanID' | 'ariaScheduleID'>;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (a privacy mode, full): the event is not reported, the user's action is unaffected.
  }
}

/** An event with no source of its own takes the visit's (an SMS link's `sms`, however many pages ago). */
export function reportSubscriptionEvent(facts: SubscriptionEventFacts): void {
  const pending = read<SubscriptionEventFacts[]>(PENDING_KEY, []);
  const event = { ...facts, source: facts.source ?? visitSource() ?? null };
  write(PENDING_KEY, [...(Array.isArray(pending) ? pending : []), event].slice(-MAX_PENDING));
  globalThis.dispatchEvent?.(new Event(SUBSCRIPTION_EVENT));
}

/** Announced on the page when an event is reported, for an analytics adapter already running there. */
export const SUBSCRIPTION_EVENT = 'minside:subscription-event';

/** The events not sent yet, oldest first; they are the caller's from now on. */
export function takeSubscriptionEvents(): SubscriptionEventFacts[] {
  const pending = read<unknown>(PENDING_KEY, []);
  try {
    globalThis.sessionStorage?.removeItem(PENDING_KEY);
  } catch {
    // As in write().
  }
  return Array.isArray(pending) ? (pending as SubscriptionEventFacts[]) : [];
}

/**
 * Kept when the order is placed, for the purchase event after the payment provider sends the buyer back; with the
 * article the buyer came to the order page from, if they did.
 */
export function rememberOrder(orderId: string, facts: Omit<OrderFacts, 'articleId'>): void {
  const orders = read<Record<string, OrderFacts>>(ORDER_KEY, {});
  write(ORDER_KEY, { ...orders, [orderId]: { ...facts, articleId: articleIdOf(globalThis.document?.referrer ?? '') } });
}

/** The purchase event of a completed order: what its completion says, with what was known when it was placed. */
export function reportPurchase(orderId: string, subscription: { ariaPlanID: string; ariaScheduleID?: string | undefined }): void {
  const orders = read<Record<string, OrderFacts>>(ORDER_KEY, {});
  const { [orderId]: placed, ...others } = orders;
  write(ORDER_KEY, others);
  reportSubscriptionEvent({ ...placed, kind: 'buy', id: orderId, ariaPlanID: subscription.ariaPlanID, ariaScheduleID: subscription.ariaScheduleID ?? null });
}

const PLAN_KEY = 'minside.analytics.plan';

/**
 * The signed-in user's plan as the tab last saw it (null: no subscription), so analytics names it on every page of
 * the visit, also those that never load the subscription (the FAQ, the terms).
 */
export function rememberPlan(userId: string, plan: { planName: string } | null): void {
  write(PLAN_KEY, { userId, planName: plan?.planName ?? null });
}

/** The plan remembered for this user; undefined when the tab has not seen theirs. */
export function rememberedPlan(userId: string): { planName: string } | null | undefined {
  const remembered = read<{ userId?: unknown; planName?: unknown } | null>(PLAN_KEY, null);
  if (!remembered || remembered.userId !== userId) return undefined;
  return typeof remembered.planName === 'string' ? { planName: remembered.planName } : null;
}
