// A trip to the payment provider is settled once, on the backend, when the provider calls back to say it approved,
// never on the word of the browser that comes back: an invoice is paid once, and a payment made after it was paid is
// refunded. While one trip for an invoice (or for the account's way to pay) is under way, no second one starts.

/**
 * A payment id as the backend makes them (letters, digits, `_` and `-`, at most 64). One in a link that is anything
 * else was cut short or mangled on the way: no retry can verify it, so the page says so with the way on (issue 25).
 */
export const isPaymentId = (id: string) => /^[\w-]{1,64}$/.test(id);

/** A new trip refused: the invoice is paid already. */
export const INVOICE_PAID = 'INVOICE_PAID';
/** A new trip refused: one for the same invoice, or for the account's way to pay, is under way. */
export const PAYMENT_IN_PROGRESS = 'PAYMENT_IN_PROGRESS';

export type NewTripRefusal = typeof INVOICE_PAID | typeof PAYMENT_IN_PROGRESS;

/**
 * How long a trip the user has not answered at the provider holds back a new one: longer than paying takes, short
 * enough that a trip left behind (a closed tab, Back from the provider's page) does not stop the user for long.
 */
export const TRIP_OPEN_MINUTES = 10;

/** What the backend knows of a trip, as far as these rules ask. */
export interface TripFacts {
  /** When it started, in ms. */
  startedAt: number;
  /** The provider's word: no answer yet (`created`), approved (`paid`), or ended without payment. */
  status: TripStatus;
  /** An approved trip's settlement: the invoice paid (or the method changed), or the payment refunded. */
  settlement?: Settlement;
}

export type TripStatus = 'created' | 'paid' | 'declined' | 'aborted' | 'timeout';

/** What settling an approval did: the invoice paid (the method changed), or the money sent back. */
export type Settlement = 'settled' | 'refunded';

/**
 * Under way: approved and not yet settled (the provider's callback has not come), or not answered at the provider
 * within TRIP_OPEN_MINUTES of its start.
 */
export function isUnderWay(trip: TripFacts, now: number): boolean {
  if (trip.status === 'paid') return trip.settlement === undefined;
  return trip.status === 'created' && now - trip.startedAt < TRIP_OPEN_MINUTES * 60_000;
}

/** Whether an approved trip waits for its settlement: what the invoice list shows as "Betaling pågår". */
export const awaitsSettlement = (trip: TripFacts): boolean => trip.status === 'paid' && trip.settlement === undefined;

/**
 * Why a new trip for an invoice (`paid`: whether it is paid) or for the account's way to pay (`paid` false) may not
 * start, given the trips for the same thing; undefined when it may.
 */
export function newTripRefusal(paid: boolean, trips: readonly TripFacts[], now: number): NewTripRefusal | undefined {
  if (paid) return INVOICE_PAID;
  return trips.some((trip) => isUnderWay(trip, now)) ? PAYMENT_IN_PROGRESS : undefined;
}

/**
 * What the provider's approval does to an invoice: pays it, or, when it was paid meanwhile (by a trip that was
 * approved first, or at the bank), refunds this payment. A change of the way to pay is always made: the newest
 * approval is what the user chose last.
 */
export const settlementOf = (alreadyPaid: boolean): Settlement => (alreadyPaid ? 'refunded' : 'settled');

/** What a verify call answers for a trip: the provider's outcome as the backend settled it. */
export type TripResult = 'paid' | 'alreadyPaid' | 'pending' | 'declined' | 'aborted' | 'timeout';

/** The answer for an answered trip; an approval not settled yet is `pending`, and can be asked about again. */
export function tripResult(status: Exclude<TripStatus, 'created'>, settlement: Settlement | undefined): TripResult {
  if (status !== 'paid') return status;
  if (settlement === undefined) return 'pending';
  return settlement === 'refunded' ? 'alreadyPaid' : 'paid';
}
