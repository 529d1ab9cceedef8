import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endTrip, readTrip, ROUND_TRIP_KEYS, startTrip, type RoundTrip, type TripStorage } from './round-trip.ts';

/** Session storage as the tab has it, in memory. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  const storage: TripStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const SWEDBANK_ID = '/psp/paymentorders/5adc265f-f87f-4313-577e-08d3dca1a26c';

describe('a round trip across the provider’s redirect', () => {
  it.each<[string, RoundTrip]>([
    ['paying an invoice', { kind: 'invoice', paymentId: SWEDBANK_ID, invoiceNo: '40012345', dueAmount: 1234.5 }],
    [
      'changing to Vipps, with its agreement',
      { kind: 'method', paymentId: 'vipps-order-7731', agreementId: 'agr_5kSeqz' },
    ],
    ['changing method, no agreement', { kind: 'method', paymentId: 'vipps-order-7731' }],
    [
      'choosing the card while paying by card: a new card',
      { kind: 'method', paymentId: SWEDBANK_ID, replacesCard: true },
    ],
    ['adding a card', { kind: 'card', paymentId: SWEDBANK_ID, action: 'ADD' }],
    ['replacing a card', { kind: 'card', paymentId: SWEDBANK_ID, action: 'UPDATE' }],
  ])('%s: started, read back as it was, and ended leaves nothing', (_, trip) => {
    const { storage, items } = memoryStorage();
    startTrip(storage, trip);
    expect(readTrip(storage)).toEqual(trip);
    endTrip(storage);
    expect(readTrip(storage)).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('writes the spec’s keys', () => {
    const { storage, items } = memoryStorage();
    startTrip(storage, { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 399 });
    expect(Object.fromEntries(items)).toEqual({
      temp_trip: 'invoice',
      temp_paym_id: 'p1',
      temp_invoice_number: '7',
      temp_invoice_due_amount: '399.00',
    });
  });

  it('a second start replaces the first, leaving none of its keys', () => {
    const { storage, items } = memoryStorage();
    startTrip(storage, { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 399 });
    startTrip(storage, { kind: 'method', paymentId: 'p2' });
    expect(readTrip(storage)).toEqual({ kind: 'method', paymentId: 'p2' });
    expect([...items.keys()].sort()).toEqual(['temp_paym_id', 'temp_trip']);
  });

  it('leaves the tab’s other keys alone', () => {
    const { storage, items } = memoryStorage({ source: 'sms', minside_login_attempt: '{}' });
    startTrip(storage, { kind: 'card', paymentId: 'p1', action: 'ADD' });
    endTrip(storage);
    expect(Object.fromEntries(items)).toEqual({ source: 'sms', minside_login_attempt: '{}' });
  });

  it('lists every key it writes, for logout', () => {
    expect([...ROUND_TRIP_KEYS].sort()).toEqual([
      'temp_agreement_id',
      'temp_invoice_due_amount',
      'temp_invoice_number',
      'temp_paym_id',
      'temp_trip',
    ]);
  });

  it.each<[string, RoundTrip]>([
    ['no payment id', { kind: 'card', paymentId: '', action: 'ADD' }],
    ['a payment id with a space', { kind: 'card', paymentId: 'p 1', action: 'ADD' }],
    ['nothing to pay', { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 0 }],
    ['a fraction of an øre', { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 399.005 }],
    ['no amount at all', { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: Number.NaN }],
    ['an empty agreement id', { kind: 'method', paymentId: 'p1', agreementId: '' }],
    ['a new card with a bank agreement', { kind: 'method', paymentId: 'p1', agreementId: 'agr1', replacesCard: true }],
  ])('refuses to start a trip it could not read back: %s', (_, trip) => {
    const { storage, items } = memoryStorage();
    expect(() => startTrip(storage, trip)).toThrow(RangeError);
    expect(items.size).toBe(0);
  });
});

describe('readTrip refuses storage that is not exactly what a trip wrote', () => {
  const invoiceTrip = {
    temp_trip: 'invoice',
    temp_paym_id: 'p1',
    temp_invoice_number: '7',
    temp_invoice_due_amount: '399.00',
  };
  it.each<[string, Record<string, string>]>([
    ['nothing', {}],
    ['no kind', { temp_paym_id: 'p1' }],
    ['an unknown kind', { temp_trip: 'refund', temp_paym_id: 'p1' }],
    ['a card action of another kind', { temp_trip: 'card:REMOVE', temp_paym_id: 'p1' }],
    ['no payment id', { temp_trip: 'method' }],
    ['an empty payment id', { temp_trip: 'method', temp_paym_id: '' }],
    ['a payment id with markup', { temp_trip: 'method', temp_paym_id: '<img src=x>' }],
    ['a payment id with a line break', { temp_trip: 'method', temp_paym_id: 'p1\n' }],
    ['an invoice without its amount', { temp_trip: 'invoice', temp_paym_id: 'p1', temp_invoice_number: '7' }],
    ['an invoice without its number', { temp_trip: 'invoice', temp_paym_id: 'p1', temp_invoice_due_amount: '399.00' }],
    ['an amount written otherwise', { ...invoiceTrip, temp_invoice_due_amount: '399' }],
    ['an amount in exponent form', { ...invoiceTrip, temp_invoice_due_amount: '3.99e2' }],
    ['a negative amount', { ...invoiceTrip, temp_invoice_due_amount: '-399.00' }],
    ['an amount of nothing', { ...invoiceTrip, temp_invoice_due_amount: '0.00' }],
    ['an amount that is no number', { ...invoiceTrip, temp_invoice_due_amount: 'NaN' }],
    [
      'a method trip with an invoice’s keys left in',
      { temp_trip: 'method', temp_paym_id: 'p1', temp_invoice_number: '7' },
    ],
    ['a card trip with an agreement id', { temp_trip: 'card:ADD', temp_paym_id: 'p1', temp_agreement_id: 'agr_1' }],
  ])('%s', (_, entries) => expect(readTrip(memoryStorage(entries).storage)).toBeUndefined());
});

describe('properties', () => {
  const id = fc.stringMatching(/^[A-Za-z0-9._~:/+=-]{1,60}$/);
  const anyTrip: fc.Arbitrary<RoundTrip> = fc.oneof(
    fc.record({
      kind: fc.constant('invoice' as const),
      paymentId: id,
      invoiceNo: id,
      dueAmount: fc.integer({ min: 1, max: 100_000_000 }).map((ore) => ore / 100),
    }),
    fc.record(
      { kind: fc.constant('method' as const), paymentId: id, agreementId: id },
      { requiredKeys: ['kind', 'paymentId'] },
    ),
    fc.record({
      kind: fc.constant('card' as const),
      paymentId: id,
      action: fc.constantFrom('ADD' as const, 'UPDATE' as const),
    }),
  );

  it('any trip reads back as it was started, over any earlier one, and ending it leaves nothing', () => {
    fc.assert(
      fc.property(anyTrip, anyTrip, (earlier, trip) => {
        const { storage, items } = memoryStorage();
        startTrip(storage, earlier);
        startTrip(storage, trip);
        expect(readTrip(storage)).toEqual(trip);
        endTrip(storage);
        expect(items.size).toBe(0);
      }),
    );
  });

  it('storage with any one value changed reads as nothing, or as the trip that writes exactly that storage', () => {
    fc.assert(
      fc.property(anyTrip, fc.constantFrom(...ROUND_TRIP_KEYS), fc.string({ maxLength: 12 }), (trip, key, value) => {
        const tampered = memoryStorage();
        startTrip(tampered.storage, trip);
        tampered.items.set(key, value);
        const read = readTrip(tampered.storage);
        if (read === undefined) return;
        const rewritten = memoryStorage();
        startTrip(rewritten.storage, read);
        expect(Object.fromEntries(rewritten.items)).toEqual(Object.fromEntries(tampered.items));
      }),
    );
  });
});
