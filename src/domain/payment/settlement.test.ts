import { describe, expect, it } from 'vitest';
import {
  awaitsSettlement,
  INVOICE_PAID,
  isPaymentId,
  isUnderWay,
  newTripRefusal,
  PAYMENT_IN_PROGRESS,
  settlementOf,
  TRIP_OPEN_MINUTES,
  tripResult,
  type TripFacts,
} from './settlement.ts';

const NOW = Date.parse('2026-11-23T11:00:00Z');
const minutesAgo = (minutes: number) => NOW - minutes * 60_000;
const trip = (
  status: TripFacts['status'],
  startedMinutesAgo: number,
  settlement?: TripFacts['settlement'],
): TripFacts => ({
  status,
  startedAt: minutesAgo(startedMinutesAgo),
  ...(settlement && { settlement }),
});

describe('isUnderWay: a trip holds back a new one while the provider has it or its approval is not settled', () => {
  it.each<[string, TripFacts, boolean]>([
    ['just started, not answered', trip('created', 0), true],
    [`not answered for ${TRIP_OPEN_MINUTES - 1} minutes`, trip('created', TRIP_OPEN_MINUTES - 1), true],
    [`not answered for ${TRIP_OPEN_MINUTES} minutes: left behind`, trip('created', TRIP_OPEN_MINUTES), false],
    ['approved, the callback not come', trip('paid', 0), true],
    ['approved an hour ago, the callback still not come', trip('paid', 60), true],
    ['approved and settled', trip('paid', 0, 'settled'), false],
    ['approved and refunded', trip('paid', 0, 'refunded'), false],
    ['declined', trip('declined', 0), false],
    ['aborted', trip('aborted', 0), false],
    ['timed out', trip('timeout', 0), false],
  ])('%s: %s', (_, facts, expected) => expect(isUnderWay(facts, NOW)).toBe(expected));
});

describe('newTripRefusal: an invoice is paid once', () => {
  it.each<[string, boolean, TripFacts[], string | undefined]>([
    ['unpaid, no trips', false, [], undefined],
    [
      'unpaid, earlier trips all ended',
      false,
      [trip('declined', 5), trip('aborted', 3), trip('created', 30)],
      undefined,
    ],
    ['unpaid, one at the provider', false, [trip('aborted', 5), trip('created', 1)], PAYMENT_IN_PROGRESS],
    ['unpaid, one approved and waiting for its settlement', false, [trip('paid', 1)], PAYMENT_IN_PROGRESS],
    ['paid', true, [], INVOICE_PAID],
    ['paid, and a trip under way too: paid is what the user must know', true, [trip('created', 1)], INVOICE_PAID],
  ])('%s → %s', (_, paid, trips, expected) => expect(newTripRefusal(paid, trips, NOW)).toBe(expected));
});

describe('what an approval comes to, and what verify answers', () => {
  it('an approval for an unpaid invoice pays it; one for a paid invoice is refunded', () => {
    expect(settlementOf(false)).toBe('settled');
    expect(settlementOf(true)).toBe('refunded');
  });

  it.each<[Parameters<typeof tripResult>[0], TripFacts['settlement'], string]>([
    ['paid', 'settled', 'paid'],
    ['paid', 'refunded', 'alreadyPaid'],
    ['paid', undefined, 'pending'],
    ['declined', undefined, 'declined'],
    ['aborted', undefined, 'aborted'],
    ['timeout', undefined, 'timeout'],
  ])('%s, settlement %s → %s', (status, settlement, expected) => expect(tripResult(status, settlement)).toBe(expected));

  it('only an approval without its settlement shows as "Betaling pågår"', () => {
    expect(
      [trip('paid', 0), trip('paid', 0, 'settled'), trip('created', 0), trip('declined', 0)].map(awaitsSettlement),
    ).toEqual([true, false, false, false]);
  });
});

describe('isPaymentId: what a link can carry', () => {
  it.each([
    ['kYSffDq6gvnhH1WBUfw4Hsk7', true],
    ['abc_123-x', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['<script>', false],
    ['abc def', false],
    ['../x', false],
  ])('%j: %s', (id, expected) => expect(isPaymentId(id)).toBe(expected));
});
