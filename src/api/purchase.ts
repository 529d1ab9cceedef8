// Buying a subscription: the order that leads to the payment provider, its completion, and discount codes.
import { ApiError, call } from './client.ts';
import type {
  CompleteOrderResponse,
  CreateOrderRequest,
  DiscountDetails,
  PendingOrder,
  RefusalCode,
} from './contract.ts';
import type * as v from 'valibot';

export type OrderRequest = Omit<v.InferInput<typeof CreateOrderRequest>, 'idempotencyKey'>;
export type CompletedOrder = v.InferOutput<typeof CompleteOrderResponse>;
export type Discount = v.InferOutput<typeof DiscountDetails>;
export type PendingOrder = v.InferOutput<typeof PendingOrder>;

/** One key per distinct order in this page visit: the same order sent again (a double click, a retry) is one order. */
const idempotencyKeys = new Map<string, string>();

function idempotencyKeyFor(order: OrderRequest): string {
  const id = JSON.stringify(order);
  const key = idempotencyKeys.get(id) ?? crypto.randomUUID();
  idempotencyKeys.set(id, key);
  return key;
}

/** Where the payment provider takes over. */
export function createOrder(order: OrderRequest): Promise<{ orderId: string; redirectUrl: string }> {
  return call('createOrder', { body: { ...order, idempotencyKey: idempotencyKeyFor(order) } });
}

export function completeOrder(orderId: string): Promise<CompletedOrder> {
  return call('completeOrder', { params: { orderId } });
}

/** The signed-in user's paid orders for the title that were never completed, oldest first. */
export async function pendingOrders(titleCode: string): Promise<PendingOrder[]> {
  return (await call('pendingOrders', { params: { titleCode } })).orders;
}

/** What a discount code gives on a plan, or null when the code is unknown. */
export async function findDiscount(code: string, ariaPlanID: string, titleCode: string): Promise<Discount | null> {
  try {
    return await call('getDiscountDetails', { body: { code, ariaPlanID, titleCode } });
  } catch (error) {
    if (error instanceof ApiError && error.code === ('DISCOUNT_NOT_FOUND' satisfies RefusalCode<'getDiscountDetails'>))
      return null;
    throw error;
  }
}
