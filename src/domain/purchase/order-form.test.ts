import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { buyerAge, offerToStartWith, orderFormSchema, type OrderFormValues } from './order-form.ts';

const now = new Date('2026-11-22T12:00:00Z');
const messages = nbPurchase.form;
const valid: OrderFormValues = {
  offerId: 'digital-1kr',
  discountCode: '',
  birthdate: '24.12.1990',
  paymentMethod: 'SWEDBANK-PPG',
};

/** Each field's first message, as the form shows them. */
function errorsOf(values: Partial<OrderFormValues>, accountBirthdate: string | null = null): Record<string, string> {
  const schema = orderFormSchema({ now, accountBirthdate, youthOfferIds: ['youth'], messages });
  const result = v.safeParse(schema, { ...valid, ...values });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('the order form without a birthdate on the account', () => {
  test.each([
    ['a valid order', {}, {}],
    ['a discount code and Vipps', { discountCode: ' VELKOMMEN ', paymentMethod: 'VIPPS' as const }, {}],
    ['no offer', { offerId: '' }, { offerId: 'Velg et abonnement' }],
    ['no birthdate', { birthdate: '  ' }, { birthdate: 'Fødselsdato er påkrevd' }],
    [
      'ISO instead of Norwegian',
      { birthdate: '1990-12-24' },
      { birthdate: 'Skriv fødselsdatoen som dd.mm.åååå, for eksempel 24.12.1990' },
    ],
    [
      'no such day',
      { birthdate: '31.02.1990' },
      { birthdate: 'Skriv fødselsdatoen som dd.mm.åååå, for eksempel 24.12.1990' },
    ],
    [
      'in the future',
      { birthdate: '01.01.2030' },
      { birthdate: 'Sjekk fødselsdatoen: den kan ikke være fram i tid eller mer enn 120 år tilbake' },
    ],
    [
      'over 120 years ago',
      { birthdate: '01.01.1900' },
      { birthdate: 'Sjekk fødselsdatoen: den kan ikke være fram i tid eller mer enn 120 år tilbake' },
    ],
    ['18 today', { birthdate: '22.11.2008' }, {}],
    ['18 tomorrow', { birthdate: '23.11.2008' }, { birthdate: 'Du må være 18 år eller eldre for å kjøpe abonnement.' }],
    ['youth at 33, 34 tomorrow', { offerId: 'youth', birthdate: '23.11.1992' }, {}],
    [
      'youth on the 34th birthday',
      { offerId: 'youth', birthdate: '22.11.1992' },
      { offerId: 'Ungdomsabonnementet er for deg under 34 år. Velg et annet abonnement.' },
    ],
    ['digital at 34', { offerId: 'digital-1kr', birthdate: '22.11.1992' }, {}],
    [
      'youth with an unreadable birthdate: only the birthdate is wrong',
      { offerId: 'youth', birthdate: 'i går' },
      { birthdate: 'Skriv fødselsdatoen som dd.mm.åååå, for eksempel 24.12.1990' },
    ],
    [
      'a 10 000-character discount code',
      { discountCode: 'X'.repeat(10_000) },
      { discountCode: 'Rabattkoden kan ikke være lengre enn 40 tegn' },
    ],
    [
      'a discount code with a control character',
      { discountCode: 'VEL\u0000KOMMEN' },
      { discountCode: 'Rabattkoden inneholder tegn vi ikke kan lagre. Sjekk koden.' },
    ],
  ])('%s', (_, values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });
});

describe('the order form with a birthdate on the account', () => {
  test.each([
    ['no birthdate typed', '1990-12-24', { birthdate: '' }, {}],
    ['youth at 33', '1992-11-23', { offerId: 'youth', birthdate: '' }, {}],
    [
      'youth at 34: the account’s birthdate counts, not a typed one',
      '1992-11-22',
      { offerId: 'youth', birthdate: '01.01.2000' },
      { offerId: 'Ungdomsabonnementet er for deg under 34 år. Velg et annet abonnement.' },
    ],
  ])('%s', (_, accountBirthdate, values, errors) => {
    expect(errorsOf(values, accountBirthdate)).toEqual(errors);
  });
});

test.each([
  [null, '24.12.1990', 35],
  ['2008-11-23', '', 17],
  [null, 'not a date', undefined],
  [null, '', undefined],
])('buyerAge(%j, %j) → %j', (accountBirthdate, typed, age) => {
  expect(buyerAge(accountBirthdate, typed, now)).toBe(age);
});

describe('offerToStartWith: the offer a link asks for, unless the youth plan is ruled out by age', () => {
  const offer = (offerId: string, ariaPlanID: string) => ({
    offerId,
    ariaPlanID,
    ariaScheduleID: 'MONTHLY',
    price: 399,
  });
  const digital = { ...offer('digital', 'ADR_DIGITAL'), introPrice: 1, introMonths: 1 };
  const youth = offer('ung', 'ADR_UNG');
  const paper = offer('papir', 'ADR_KOMPLETT');
  const offers = [digital, youth, paper];
  test.each<[string, string | null, number | undefined, string, boolean]>([
    ['no link: the digital offer', null, 40, 'digital', false],
    ['a link to another offer', 'papir', 40, 'papir', false],
    ['the youth plan at 25', 'ung', 25, 'ung', false],
    ['the youth plan at 34: the digital one, said so', 'ung', 34, 'digital', true],
    ['the youth plan, age not known yet: the form asks and checks', 'ung', undefined, 'ung', false],
    ['an offer the title does not have', 'borte', 40, 'digital', false],
  ])('%s', (_, requestedId, accountAge, expected, youthSwitched) => {
    const start = offerToStartWith(offers, { requestedId, accountAge, titleCode: 'ADR' });
    expect(start.offer.offerId).toBe(expected);
    expect(start.youthSwitched).toBe(youthSwitched);
    expect(start.alternative.offerId).toBe('digital');
  });
});
