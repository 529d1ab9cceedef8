// How an account pays, and changing it: card and Vipps go through the payment provider, and only the verify call,
// made when the user is back, says what changed.
import { call, type RequestBody } from './client.ts';
import type { PaymentMethodInfo } from './contract.ts';

export function findPaymentMethod(ariaAccountNo: string): Promise<PaymentMethodInfo> {
  return call('getPaymentMethod', { params: { ariaAccountNo } });
}

/** A provider trip: where to send the user, and the id to verify when they are back. */
export const changePaymentMethod = (body: RequestBody<'changePaymentMethod'>) => call('changePaymentMethod', { body });

export const verifyPaymentMethod = (body: RequestBody<'verifyPaymentMethod'>) => call('verifyPaymentMethod', { body });

/** ADD and UPDATE answer a provider trip; REMOVE answers `{ removed: true, paymentMethod }`. */
export const changeCard = (body: RequestBody<'changeCard'>) => call('changeCard', { body });

export const verifyCard = (body: RequestBody<'verifyCard'>) => call('verifyCard', { body });
