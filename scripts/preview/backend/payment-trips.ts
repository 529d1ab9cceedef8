// Trips to the payment provider (registering a card, Vipps or a bank agreement, paying an invoice): started by the portal, answered
// on the provider's page, settled when the provider calls back with its approval, and read by the portal's verify
// call. What the user's browser brings back (the return URL's query) is never trusted: the provider's word is.
import type { PaymentMethodInfo } from '../../../src/api/contract.ts';
import { isAgreementMethod } from '../../../src/domain/payment/payment-method.ts';
import {
  awaitsSettlement,
  INVOICE_PAID,
  newTripRefusal,
  PAYMENT_IN_PROGRESS,
  settlementOf,
  tripResult,
  type TripResult,
} from '../../../src/domain/payment/settlement.ts';
import { sameOriginPath } from '../../../src/domain/routing/return-url.ts';
import { addYears, osloDate } from '../../../src/domain/time/oslo.ts';
import type { Fail } from './context.ts';
import { randomId, type PaymentTrip, type State, type StoredAccount } from './state.ts';

/** A user may start any number of trips; the backend keeps the newest few per account and a bounded number in all. */
export const TRIPS_PER_ACCOUNT = 10;
export const TRIPS_MAX = 1_000;

/** The provider stand-in's page for these trips (scripts/preview/payment-provider.ts). */
export const PROVIDER_PAGE = '/provider/betaling';

type TripFields = Pick<PaymentTrip, 'kind' | 'userId' | 'ariaAccountNo' | 'method'> &
  Partial<Pick<PaymentTrip, 'action' | 'ariaInvoiceNo'>>;

/** The trips for the same thing as `fields`: one invoice, or the account's way to pay (card and method trips alike). */
function tripsFor(state: State, fields: Pick<PaymentTrip, 'kind' | 'ariaAccountNo' | 'ariaInvoiceNo'>): PaymentTrip[] {
  const sameThing = (trip: PaymentTrip) =>
    fields.kind === 'invoice'
      ? trip.kind === 'invoice' && trip.ariaInvoiceNo === fields.ariaInvoiceNo
      : trip.kind !== 'invoice';
  return [...state.paymentTrips.values()].filter(
    (trip) => trip.ariaAccountNo === fields.ariaAccountNo && sameThing(trip),
  );
}

/** Forgets the oldest trips beyond the bounds; never one the provider approved and has not called back about. */
function forgetOldTrips(state: State, ariaAccountNo: string): void {
  const forgettable = [...state.paymentTrips.values()].filter((trip) => !awaitsSettlement(trip));
  const ofAccount = forgettable.filter((trip) => trip.ariaAccountNo === ariaAccountNo);
  for (const old of ofAccount.slice(0, Math.max(0, ofAccount.length - TRIPS_PER_ACCOUNT + 1)))
    state.paymentTrips.delete(old.paymentId);
  for (const old of forgettable) {
    if (state.paymentTrips.size < TRIPS_MAX) break;
    state.paymentTrips.delete(old.paymentId);
  }
}

/**
 * Starts a trip; the answer the portal sends the user on with. Refused (409) for an invoice that is paid (`paid`),
 * and while another trip for the same thing is under way (domain/payment/settlement.ts). Only an invoice can be
 * paid, so only its call (`paid` given) declares INVOICE_PAID.
 */
export function startTrip(
  state: State,
  fields: TripFields,
  returnUrl: string,
  origin: string,
  refused:
    | { fail: Fail<typeof PAYMENT_IN_PROGRESS>; paid?: never }
    | { fail: Fail<typeof PAYMENT_IN_PROGRESS | typeof INVOICE_PAID>; paid: boolean },
): { redirectUrl: string; paymentId: string; agreementId?: string } {
  const now = state.clock.now().getTime();
  const refusal = newTripRefusal(refused.paid === true, tripsFor(state, fields), now);
  if (refusal === PAYMENT_IN_PROGRESS)
    refused.fail(409, refusal, 'a payment of it, or a change of the way to pay, is under way');
  if (refusal === INVOICE_PAID && refused.paid !== undefined)
    refused.fail(409, refusal, `invoice ${fields.ariaInvoiceNo}: paid`);
  forgetOldTrips(state, fields.ariaAccountNo);
  // The return URL comes from the browser: only a path on this site survives.
  const trip: PaymentTrip = {
    ...fields,
    paymentId: randomId(),
    returnUrl: sameOriginPath(returnUrl, origin),
    status: 'created',
    startedAt: now,
    verified: false,
  };
  if (isAgreementMethod(fields.method)) trip.agreementId = randomId();
  state.paymentTrips.set(trip.paymentId, trip);
  const redirectUrl = `${PROVIDER_PAGE}?${new URLSearchParams({ paymentId: trip.paymentId })}`;
  return { redirectUrl, paymentId: trip.paymentId, ...(trip.agreementId && { agreementId: trip.agreementId }) };
}

/**
 * The provider's callback once it has approved a trip (a real provider's signed server-to-server call; the stand-in
 * calls it in process): the invoice is paid, or refunded when it was paid meanwhile; a card, Vipps or agreement is
 * registered.
 * A callback for a trip that is unknown, not approved or settled already changes nothing, so a repeat is harmless.
 */
export function settleTrip(state: State, paymentId: string): void {
  const trip = state.paymentTrips.get(paymentId);
  const account = trip && state.accounts.get(trip.ariaAccountNo);
  if (!trip || !account || !awaitsSettlement(trip)) return;
  const now = state.clock.now();
  if (trip.kind === 'invoice') {
    const invoice = state.invoices.get(trip.ariaInvoiceNo!)!.invoice;
    trip.settlement = settlementOf(invoice.status === 'paid');
    if (trip.settlement === 'settled') Object.assign(invoice, { status: 'paid', paidDate: osloDate(now) });
    return;
  }
  account.paymentMethod = registeredMethod(trip.method, account, now);
  trip.settlement = 'settled';
}

/**
 * What became of the trip: only the session user's own, of this account and this kind, naming the agreement it was
 * given if it has one (anything else is as unknown as a missing one), and only once (a replay is refused), except an
 * approval not settled yet, which may be asked about again. A trip the user never finished at the provider ends here as aborted, so the provider no longer takes it.
 */
export function verifyTrip(
  state: State,
  userId: string,
  account: StoredAccount,
  payment: { paymentId: string; kind: PaymentTrip['kind']; agreementId?: string },
  fail: Fail<'PAYMENT_NOT_FOUND' | 'ALREADY_VERIFIED'>,
): { trip: PaymentTrip; result: TripResult } {
  const { paymentId, kind, agreementId } = payment;
  const trip = state.paymentTrips.get(paymentId);
  if (
    !trip ||
    trip.userId !== userId ||
    trip.ariaAccountNo !== account.ariaAccountNo ||
    trip.kind !== kind ||
    trip.agreementId !== agreementId
  ) {
    fail(404, 'PAYMENT_NOT_FOUND', `paymentId: no ${kind} payment ${paymentId} on this account`);
  }
  if (trip.verified) fail(409, 'ALREADY_VERIFIED', `paymentId: ${paymentId} was verified before`);
  if (trip.status === 'created') trip.status = 'aborted';
  const result = tripResult(trip.status, trip.settlement);
  if (result !== 'pending') trip.verified = true;
  return { trip, result };
}

/** Whether an approved payment of the invoice waits for the provider's callback: the list says "Betaling pågår". */
export const invoicePaymentPending = (state: State, ariaAccountNo: string, ariaInvoiceNo: string): boolean =>
  tripsFor(state, { kind: 'invoice', ariaAccountNo, ariaInvoiceNo }).some(awaitsSettlement);

/** The provider's description of what was registered: a new card with plausible details, Vipps on the account's phone, or the bank's agreement. */
export function registeredMethod(method: PaymentTrip['method'], account: StoredAccount, now: Date): PaymentMethodInfo {
  if (isAgreementMethod(method)) return { method };
  if (method === 'VIPPS') return { method: 'VIPPS', phone: account.phone || null };
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return {
    method: 'SWEDBANK-PPG',
    card: { brand: Math.random() < 0.5 ? 'Visa' : 'Mastercard', last4, expiry: addYears(osloDate(now), 4).slice(0, 7) },
  };
}
