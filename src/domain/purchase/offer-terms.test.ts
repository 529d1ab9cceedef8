import { describe, expect, test } from 'vitest';
import { amountDueNow, defaultOfferOf, isIntroOffer, termsOf, type OfferFacts } from './offer-terms.ts';

const offer = (offerId: string, fields: Partial<OfferFacts> = {}): OfferFacts => ({
  offerId,
  ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
  ariaScheduleID: 'ADR-C-DIGITAL-DIGITAL-NOK-01',
  price: 399,
  ...fields,
});

describe('isIntroOffer: intro terms are a price for at least one first month', () => {
  test.each([
    ['1 kr first month', { introPrice: 1, introMonths: 1 }, true],
    ['3 months for 99 kr', { introPrice: 99, introMonths: 3 }, true],
    ['free first month', { introPrice: 0, introMonths: 1 }, true],
    ['no intro terms', { introPrice: null, introMonths: null }, false],
    ['intro fields left out', {}, false],
    ['a price for zero months', { introPrice: 0, introMonths: 0 }, false],
    ['a price without a length', { introPrice: 1, introMonths: null }, false],
    ['a length without a price', { introPrice: null, introMonths: 3 }, false],
  ])('%s: %s', (_, fields, expected) => {
    const input = offer('x', fields);
    expect(isIntroOffer(input)).toBe(expected);
    // The price rules agree: an intro offer is priced with its intro terms, any other at its monthly price.
    expect(termsOf(input).intro !== null).toBe(expected);
  });
});

describe('termsOf and the amount due now', () => {
  test.each([
    [
      '1 kr first month',
      offer('digital-1kr', { introPrice: 1, introMonths: 1 }),
      undefined,
      { price: 399, intro: { price: 1, months: 1 } },
      1,
    ],
    [
      '3 months for 99 kr',
      offer('digital-3mnd', { introPrice: 99, introMonths: 3 }),
      undefined,
      { price: 399, intro: { price: 99, months: 3 } },
      99,
    ],
    [
      'no intro',
      offer('digital', { introPrice: null, introMonths: null }),
      undefined,
      { price: 399, intro: null },
      399,
    ],
    [
      'zero intro months is no intro',
      offer('x', { introPrice: 0, introMonths: 0 }),
      undefined,
      { price: 399, intro: null },
      399,
    ],
    [
      'a discount replaces the intro',
      offer('digital-1kr', { introPrice: 1, introMonths: 1 }),
      { discountedPrice: 1, months: 3 },
      { price: 399, intro: { price: 1, months: 3 } },
      1,
    ],
    [
      'a discount on a plain offer',
      offer('paper', { price: 599 }),
      { discountedPrice: 1, months: 3 },
      { price: 599, intro: { price: 1, months: 3 } },
      1,
    ],
  ])('%s', (_, input, discount, terms, due) => {
    expect(termsOf(input, discount)).toEqual(terms);
    expect(amountDueNow(termsOf(input, discount))).toBe(due);
  });
});

describe('defaultOfferOf', () => {
  const offers = [
    offer('digital-3mnd', { introPrice: 99, introMonths: 3 }),
    offer('paper', { ariaPlanID: 'ADR-C-COMBO-7D', ariaScheduleID: 'ADR-C-COMBO-7D-NOK-01', price: 599 }),
    offer('digital-1kr', { introPrice: 1, introMonths: 1 }),
    offer('digital'),
  ];

  test('the default plan’s 1 kr first month', () => expect(defaultOfferOf(offers, 'ADR')?.offerId).toBe('digital-1kr'));
  test('else any offer of the default plan', () =>
    expect(
      defaultOfferOf(
        offers.filter((o) => o.offerId !== 'digital-1kr'),
        'ADR',
      )?.offerId,
    ).toBe('digital-3mnd'));
  test('else the first offer', () => expect(defaultOfferOf(offers.slice(1, 2), 'ADR')?.offerId).toBe('paper'));
  test('another title’s plan ids do not count', () =>
    expect(defaultOfferOf(offers, 'FT')?.offerId).toBe('digital-3mnd'));
  test('none when there are no offers', () => expect(defaultOfferOf([], 'ADR')).toBeUndefined());
});
