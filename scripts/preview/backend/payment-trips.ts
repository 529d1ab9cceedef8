// Trips to the payment provider (registering a card or Vipps, paying an invoice): started by the portal, answered
// on the provider's page, and read once by the portal's verify call. Nothing changes before that call, and what the
// user's browser brings back (the return URL's query) is never trusted: the trip's status is the provider's word.
import type { PaymentMethodInfo } from '../../../src/api/contract.ts';
import { isAgreementMethod } from '../../../src/domain/payment/payment-method.ts';
import { sameOriginPath } from '../../../src/domain/routing/return-url.ts';
import { addYears, osloDate } from '../../../src/domain/time/oslo.ts';
import { fail } from './context.ts';
import { randomId, type PaymentTrip, type State, type StoredAccount } from './state.ts';

/** A user may start any number of trips; the backend keeps the newest few per account and a bounded number in all. */
export const TRIPS_PER_ACCOUNT = 10;
export const TRIPS_MAX = 1_000;

/** The provider stand-in's page for these trips (scripts/preview/payment-provider.ts). */
export const PROVIDER_PAGE = '/provider/betaling';

type TripFields = Pick<PaymentTrip, 'kind' | 'userId' | 'ariaAccountNo' | 'method'> & Partial<Pick<PaymentTrip, 'action' | 'ariaInvoiceNo'>>;

/** Starts a trip; the answer the portal sends the user on with (and, for AvtaleGiro or eFaktura, the agreement's id). */
export function startTrip(state: State, fields: TripFields, returnUrl: string, origin: string): { redirectUrl: string; paymentId: string; agreementId?: string } {
  const ofAccount = [...state.paymentTrips.values()].filter((trip) => trip.ariaAccountNo === fields.ariaAccountNo);
  for (const old of ofAccount.slice(0, Math.max(0, ofAccount.length - TRIPS_PER_ACCOUNT + 1))) state.paymentTrips.delete(old.paymentId);
  while (state.paymentTrips.size >= TRIPS_MAX) state.paymentTrips.delete(state.paymentTrips.keys().next().value!);
  // The return URL comes from the browser: only a path on this site survives.
  const trip: PaymentTrip = { ...fields, paymentId: randomId(), returnUrl: sameOriginPath(returnUrl, origin), status: 'created', verified: false };
  if (isAgreementMethod(fields.method)) trip.agreementId = randomId();
  state.paymentTrips.set(trip.paymentId, trip);
  const redirectUrl = `${PROVIDER_PAGE}?${new URLSearchParams({ paymentId: trip.paymentId })}`;
  return { redirectUrl, paymentId: trip.paymentId, ...(trip.agreementId && { agreementId: trip.agreementId }) };
}

/**
 * The trip to verify, marked verified: only the session user's own, of this account and this kind, naming the
 * agreement it was given if it has one (anything else is as unknown as a missing one), and only once (a replay is
 * refused). A trip the user never finished at the provider ends here as aborted, so the provider's page no longer takes it.
 */
export function verifyTrip(state: State, userId: string, account: StoredAccount, paymentId: string, kind: PaymentTrip['kind'], agreementId?: string): PaymentTrip & { status: TripOutcome } {
  const trip = state.paymentTrips.get(paymentId);
  if (!trip || trip.userId !== userId || trip.ariaAccountNo !== account.ariaAccountNo || trip.kind !== kind || trip.agreementId !== agreementId) {
    fail(404, 'PAYMENT_NOT_FOUND', `paymentId: no ${kind} payment ${paymentId} on this account`);
  }
  if (trip.verified) fail(409, 'ALREADY_VERIFIED', `paymentId: ${paymentId} was verified before`);
  if (trip.status === 'created') trip.status = 'aborted';
  trip.verified = true;
  return trip as PaymentTrip & { status: TripOutcome };
}

/** How a trip ended at the provider. */
export type TripOutcome = Exclude<PaymentTrip['status'], 'created'>;

/** The provider's description of what was registered: a new card with plausible details, Vipps on the account's phone, or the bank's agreement. */
export function registeredMethod(method: PaymentTrip['method'], account: StoredAccount, now: Date): PaymentMethodInfo {
  if (isAgreementMethod(method)) return { method };
  if (method === 'VIPPS') return { method: 'VIPPS', phone: account.phone || null };
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { method: 'SWEDBANK-PPG', card: { brand: Math.random() < 0.5 ? 'Visa' : 'Mastercard', last4, expiry: addYears(osloDate(now), 4).slice(0, 7) } };
}
