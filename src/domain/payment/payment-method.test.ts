import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardExpiry,
  cardLastDay,
  CHANGEABLE_METHODS,
  isAgreementMethod,
  isCardExpiry,
  METHOD_CHOICES,
  mayRemoveCard,
  PAYMENT_METHOD_CODES,
  type CardExpiry,
  type PaymentMethodInfo,
} from './payment-method.ts';

const card = (expiry: string) => ({ brand: 'Visa', last4: '4242', expiry });

describe('cardExpiry: in Oslo days, against the last day of the expiry month', () => {
  it.each([
    // 04/2027 works through 30 April (summer time: Oslo midnight is 22:00 UTC).
    ['2027-04', '2027-04-30T21:59:59Z', 'expiresSoon'], // the last day, a second before midnight in Oslo
    ['2027-04', '2027-04-30T22:00:00Z', 'expired'], // 1 May in Oslo, though still 30 April in UTC
    ['2027-04', '2027-04-15T12:00:00Z', 'expiresSoon'],
    // 30 April is 60 days after 1 March 2027 (winter time: Oslo midnight is 23:00 UTC).
    ['2027-04', '2027-02-28T22:59:59Z', 'valid'], // 28 February: 61 days to go
    ['2027-04', '2027-02-28T23:00:00Z', 'expiresSoon'], // 1 March: 60 days to go
    // Leap year: 02/2028 works through 29 February; 60 days before it is 31 December 2027.
    ['2028-02', '2027-12-30T12:00:00Z', 'valid'],
    ['2028-02', '2027-12-31T12:00:00Z', 'expiresSoon'],
    ['2028-02', '2028-02-29T22:59:59Z', 'expiresSoon'],
    ['2028-02', '2028-02-29T23:00:00Z', 'expired'],
    // 02/2027 ends on the 28th.
    ['2027-02', '2027-02-28T22:59:59Z', 'expiresSoon'],
    ['2027-02', '2027-02-28T23:00:00Z', 'expired'],
    // Month ends across the clock changes: March ends in summer time, October in winter time.
    ['2026-03', '2026-03-31T21:59:59Z', 'expiresSoon'],
    ['2026-03', '2026-03-31T22:00:00Z', 'expired'],
    ['2026-10', '2026-10-31T22:59:59Z', 'expiresSoon'],
    ['2026-10', '2026-10-31T23:00:00Z', 'expired'],
    ['2026-12', '2026-12-31T23:00:00Z', 'expired'], // New Year in Oslo
    ['2030-01', '2026-11-23T12:00:00Z', 'valid'],
    ['2020-05', '2026-11-23T12:00:00Z', 'expired'],
  ])('a card expiring %s is %s at %s', (expiry, instant, expected) => {
    expect(cardExpiry(card(expiry), new Date(instant))).toBe(expected);
  });

  it.each([
    ['2027-04', '2027-04-30'],
    ['2028-02', '2028-02-29'],
    ['2027-02', '2027-02-28'],
    ['2026-12', '2026-12-31'],
  ])('a card expiring %s works through %s', (expiry, lastDay) => expect(cardLastDay(card(expiry))).toBe(lastDay));

  const order: Record<CardExpiry, number> = { valid: 0, expiresSoon: 1, expired: 2 };

  it('only moves forward in time: valid, then expires soon, then expired, never back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2041-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 * 24 * 3600 * 1000 }),
        (year, month, earlier, later) => {
          const expiring = card(`${year}-${String(month).padStart(2, '0')}`);
          const before = cardExpiry(expiring, earlier);
          const after = cardExpiry(expiring, new Date(earlier.getTime() + later));
          expect(order[after]).toBeGreaterThanOrEqual(order[before]);
        },
      ),
    );
  });
});

describe('isCardExpiry: YYYY-MM', () => {
  it.each([
    ['2027-04', true],
    ['2027-12', true],
    ['2027-13', false],
    ['2027-00', false],
    ['2027-4', false],
    ['04/27', false],
    ['2027-04-30', false],
    ['', false],
  ])('%j: %s', (text, expected) => expect(isCardExpiry(text)).toBe(expected));
});

describe('which methods a subscriber may change to', () => {
  it('card and Vipps, both of them payment methods', () => {
    expect([...CHANGEABLE_METHODS]).toEqual(['SWEDBANK-PPG', 'VIPPS']);
    for (const method of CHANGEABLE_METHODS) expect(PAYMENT_METHOD_CODES).toContain(method);
    // AvtaleGiro and eFaktura by an agreement the bank signs; paper invoice and mobile billing only by the customer centre.
    expect([...METHOD_CHOICES]).toEqual(['SWEDBANK-PPG', 'VIPPS', 'AVTALEGIRO', 'EFAKTURA']);
    expect(METHOD_CHOICES.filter(isAgreementMethod)).toEqual(['AVTALEGIRO', 'EFAKTURA']);
  });
});

describe('mayRemoveCard: the card is the account’s only method', () => {
  const withCard: PaymentMethodInfo = { method: 'SWEDBANK-PPG', card: card('2027-04') };
  it.each<[string, PaymentMethodInfo, boolean, ReturnType<typeof mayRemoveCard>]>([
    ['a card on a paying subscription', withCard, true, { allowed: false, reason: 'onlyMethodOfPayingSubscription' }],
    [
      'a card without details on a paying subscription',
      { method: 'SWEDBANK-PPG', card: null },
      true,
      { allowed: false, reason: 'onlyMethodOfPayingSubscription' },
    ],
    ['a card on a subscription the holder does not pay for', withCard, false, { allowed: true }],
    ['Vipps: no card to remove', { method: 'VIPPS', phone: '41234567' }, true, { allowed: false, reason: 'noCard' }],
    ['paper invoice: no card to remove', { method: 'BANKGIRO' }, false, { allowed: false, reason: 'noCard' }],
    ['no method at all', { method: null }, false, { allowed: false, reason: 'noCard' }],
  ])('%s', (_, info, paying, expected) => expect(mayRemoveCard(info, paying)).toEqual(expected));
});
