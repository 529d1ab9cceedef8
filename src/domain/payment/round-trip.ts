// A payment at a provider (Vipps, the card provider) leaves the site and comes back to a verify page, which needs
// to know what it is finishing. That state crosses the redirect in the tab's session storage under the spec's
// keys (section 3, declared in domain/storage/stored-keys.ts), plus one of ours for the kind of trip: written whole
// when a trip starts, read back only as exactly what was written, so storage that was tampered with, half written
// or left from two trips reads as none.
import { STORED_KEYS } from '../storage/stored-keys.ts';
import { toOre } from './invoice.ts';

const KEY = {
  paymentId: STORED_KEYS.tripPaymentId.key,
  dueAmount: STORED_KEYS.tripDueAmount.key,
  invoiceNo: STORED_KEYS.tripInvoiceNo.key,
  agreementId: STORED_KEYS.tripAgreementId.key,
  /** Ours: 'invoice', 'method', 'method:card' (the card chosen again: a new card), 'card:ADD' or 'card:UPDATE'. */
  trip: STORED_KEYS.tripKind.key,
} as const;

/** Every key a round trip may leave. */
export const ROUND_TRIP_KEYS: readonly string[] = Object.values(KEY);

export type CardAction = 'ADD' | 'UPDATE';

export type RoundTrip =
  /** Paying one invoice. */
  | { kind: 'invoice'; paymentId: string; invoiceNo: string; dueAmount: number }
  /**
   * Changing the payment method; for AvtaleGiro or eFaktura, the id of the agreement the bank is to sign.
   * `replacesCard`: the card was chosen while the account pays by card, so what comes back is a new card.
   */
  | { kind: 'method'; paymentId: string; agreementId?: string; replacesCard?: true }
  /** Adding a card, or replacing the one on the account. */
  | { kind: 'card'; paymentId: string; action: CardAction };

export type TripStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Provider and billing ids as they come: letters, digits and URL-safe punctuation (a card provider's id is a path). */
const isId = (text: string) => /^[A-Za-z0-9._~:/+=-]{1,200}$/.test(text);

/** An amount to pay: more than nothing, in whole øre. */
const isDueAmount = (amount: number) =>
  amount > 0 && Number.isSafeInteger(toOre(amount)) && toOre(amount) / 100 === amount;

function isWhole(trip: RoundTrip): boolean {
  if (!isId(trip.paymentId)) return false;
  switch (trip.kind) {
    case 'invoice':
      return isId(trip.invoiceNo) && isDueAmount(trip.dueAmount);
    case 'method':
      return (
        (trip.agreementId === undefined || isId(trip.agreementId)) &&
        (trip.replacesCard === undefined || (trip.replacesCard === true && trip.agreementId === undefined))
      );
    case 'card':
      return trip.action === 'ADD' || trip.action === 'UPDATE';
  }
}

/** What a trip writes; the amount always with two decimals, so reading compares text with text. */
function entriesOf(trip: RoundTrip): Record<string, string> {
  switch (trip.kind) {
    case 'invoice':
      return {
        [KEY.trip]: 'invoice',
        [KEY.paymentId]: trip.paymentId,
        [KEY.invoiceNo]: trip.invoiceNo,
        [KEY.dueAmount]: trip.dueAmount.toFixed(2),
      };
    case 'method':
      return {
        [KEY.trip]: trip.replacesCard ? 'method:card' : 'method',
        [KEY.paymentId]: trip.paymentId,
        ...(trip.agreementId !== undefined && { [KEY.agreementId]: trip.agreementId }),
      };
    case 'card':
      return { [KEY.trip]: `card:${trip.action}`, [KEY.paymentId]: trip.paymentId };
  }
}

/** The trip the stored values describe, if they describe one at all; readTrip then checks they are exactly its. */
function tripFrom(stored: Record<string, string | null>): RoundTrip | undefined {
  const paymentId = stored[KEY.paymentId];
  if (paymentId == null) return undefined;
  const tag = stored[KEY.trip];
  if (tag === 'invoice') {
    const [invoiceNo, dueAmount] = [stored[KEY.invoiceNo], stored[KEY.dueAmount]];
    return invoiceNo == null || dueAmount == null
      ? undefined
      : { kind: 'invoice', paymentId, invoiceNo, dueAmount: Number(dueAmount) };
  }
  if (tag === 'method:card') return { kind: 'method', paymentId, replacesCard: true };
  if (tag === 'method') {
    const agreementId = stored[KEY.agreementId];
    return agreementId == null ? { kind: 'method', paymentId } : { kind: 'method', paymentId, agreementId };
  }
  if (tag === 'card:ADD' || tag === 'card:UPDATE')
    return { kind: 'card', paymentId, action: tag === 'card:ADD' ? 'ADD' : 'UPDATE' };
  return undefined;
}

/** Forgets any trip: after it finished, failed, or at logout. */
export function endTrip(storage: TripStorage): void {
  for (const key of ROUND_TRIP_KEYS) storage.removeItem(key);
}

/** Keeps `trip` for the page the provider returns to, replacing any earlier one. Throws on a trip readTrip would refuse. */
export function startTrip(storage: TripStorage, trip: RoundTrip): void {
  if (!isWhole(trip)) throw new RangeError(`Not a round trip that could be read back: ${JSON.stringify(trip)}`);
  endTrip(storage);
  for (const [key, value] of Object.entries(entriesOf(trip))) storage.setItem(key, value);
}

/** The trip this tab started, or undefined when there is none or what is stored is not exactly what a trip writes. */
export function readTrip(storage: TripStorage): RoundTrip | undefined {
  const stored = Object.fromEntries(ROUND_TRIP_KEYS.map((key) => [key, storage.getItem(key)]));
  const trip = tripFrom(stored);
  if (trip === undefined || !isWhole(trip)) return undefined;
  const expected = entriesOf(trip);
  return ROUND_TRIP_KEYS.every((key) => stored[key] === (expected[key] ?? null)) ? trip : undefined;
}

/**
 * What the verify call's refusals say to the user who came back: no trip of theirs has the id (mangled, or another's),
 * or it was verified before. An answer about the payment, not a failure: nothing to retry.
 */
export const VERIFY_REFUSALS = { PAYMENT_NOT_FOUND: 'unknown', ALREADY_VERIFIED: 'replayed' } as const;
