import { describe, expect, it, test } from 'vitest';
import type { InvoiceGroup } from '../../domain/payment/invoice.ts';
import { mayRemoveCard, PAYMENT_METHOD_CODES, type PaymentMethodInfo } from '../../domain/payment/payment-method.ts';
import { formatPhone, formatPrice, unbrokenPhone } from '../nb.ts';
import {
  formatPeriod,
  invoiceGroupHeading,
  nbInvoices,
  nbPayment,
  nbPaymentMethod,
  paymentMethodText,
} from './payment.ts';
import { nbPurchase } from './purchase.ts';

// Intl writes no-break spaces (and a minus sign, not a hyphen); readers see ordinary ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const NOW = new Date('2026-11-23T11:00:00Z');
const visa = (expiry: string): PaymentMethodInfo => ({
  method: 'SWEDBANK-PPG',
  card: { brand: 'Visa', last4: '4242', expiry },
});

describe('paymentMethodText', () => {
  it.each<[string, PaymentMethodInfo, ReturnType<typeof paymentMethodText>]>([
    ['a card', visa('2030-04'), { title: 'Betalingskort', detail: 'Visa som slutter på 4242, gyldig til 04/2030' }],
    [
      'a card that expires within 60 days',
      visa('2026-12'),
      {
        title: 'Betalingskort',
        detail: 'Visa som slutter på 4242, gyldig til 12/2026',
        warning: 'Kortet utløper snart. Legg inn et nytt kort før 31. desember 2026.',
      },
    ],
    [
      'an expired card',
      visa('2026-10'),
      {
        title: 'Betalingskort',
        detail: 'Visa som slutter på 4242, gyldig til 10/2026',
        warning: 'Kortet er utløpt. Legg inn et nytt kort.',
      },
    ],
    [
      'a card without details',
      { method: 'SWEDBANK-PPG', card: null },
      { title: 'Betalingskort', detail: 'Ingen kortdetaljer tilgjengelig.' },
    ],
    ['Vipps', { method: 'VIPPS', phone: '41234567' }, { title: 'Vipps', detail: 'Vipps-avtale på 412 34 567' }],
    [
      'Vipps, the number as typed with +47',
      { method: 'VIPPS', phone: '+47 412 34 567' },
      { title: 'Vipps', detail: 'Vipps-avtale på 412 34 567' },
    ],
    ['Vipps without a number', { method: 'VIPPS', phone: null }, { title: 'Vipps' }],
    [
      'mobile billing',
      { method: 'STREX', phone: '91234567' },
      { title: 'STREX (betaling via mobilregningen)', detail: 'Mobilnummer 912 34 567' },
    ],
    [
      'mobile billing without a number',
      { method: 'STREX', phone: null },
      { title: 'STREX (betaling via mobilregningen)' },
    ],
    ['AvtaleGiro', { method: 'AVTALEGIRO' }, { title: 'AvtaleGiro' }],
    ['paper invoice', { method: 'BANKGIRO' }, { title: 'Bankgiro (papirfaktura)' }],
    ['eFaktura', { method: 'EFAKTURA' }, { title: 'eFaktura' }],
    ['no method', { method: null }, { title: 'Ingen betalingsmåte registrert.' }],
  ])('%s', (_, info, expected) => expect(paymentMethodText(info, NOW)).toEqual(expected));

  it.each(PAYMENT_METHOD_CODES.map((code) => [code]))('%s has a name', (code) => {
    expect(nbPayment.methods[code].trim()).not.toBe('');
  });

  test('the spec’s labels and error texts, word for word (sections 3 and 8)', () => {
    expect(nbPayment.methods['SWEDBANK-PPG']).toBe('Betalingskort');
    expect(nbPayment.methods.VIPPS).toBe('Vipps');
    expect(nbPurchase.methods).toEqual({ 'SWEDBANK-PPG': 'Betalingskort', VIPPS: 'Vipps' });
    expect(nbPayment.noCardDetails).toBe('Ingen kortdetaljer tilgjengelig.');
    expect(nbPayment.loadFailed).toBe('Det oppstod en feil ved henting av betalingsmetode.');
  });
});

// Issue 41: a link to the card page promises a removal only where the page offers one (mayRemoveCard).
describe('the links to the card page say what it does', () => {
  const card: PaymentMethodInfo = { method: 'SWEDBANK-PPG', card: { brand: 'Visa', last4: '4242', expiry: '2030-04' } };
  it.each<[string, boolean, string, string]>([
    [
      'the card a running subscription pays with: it may be replaced, not removed',
      true,
      'Bytt betalingskort',
      'Vil du bare bytte kortet?',
    ],
    [
      'a card nothing pays with: replaced or removed',
      false,
      'Bytt eller fjern betalingskort',
      'Vil du bare bytte eller fjerne kortet?',
    ],
  ])('%s', (_, paying, link, question) => {
    const removable = mayRemoveCard(card, paying).allowed;
    expect(nbPaymentMethod.manageCard(removable)).toBe(link);
    expect(nbPaymentMethod.choice.manageCard(removable)).toBe(question);
  });
});

describe('formatPhone: Norwegian groups', () => {
  it.each([
    ['41234567', '412 34 567'],
    ['91234567', '912 34 567'],
    ['+4741234567', '412 34 567'],
    ['22334455', '22 33 44 55'], // a landline
    ['12345', '12345'], // not a Norwegian number: as given
  ])('%j → %j', (phone, expected) => expect(formatPhone(phone)).toBe(expected));
});

describe('unbrokenPhone: a phone number that never breaks across lines', () => {
  it.each([
    ['07200 00 01', '07200\u00a000\u00a001'],
    ['Telefon 412 34 567', 'Telefon\u00a0412\u00a034\u00a0567'],
    ['22334455', '22334455'],
  ])('%j → %j', (phone, expected) => expect(unbrokenPhone(phone)).toBe(expected));
});

describe('formatPrice: øre only when there are some', () => {
  it.each([
    [399, '399 kr'],
    [1234.5, '1 234,50 kr'],
    [0.1 + 0.2, '0,30 kr'],
    [1299.999, '1 300 kr'], // float noise past the øre is not shown
    [0, '0 kr'],
    [-12.3, '−12,30 kr'],
  ])('%d → %j', (amount, expected) => expect(plain(formatPrice(amount))).toBe(expected));
});

describe('formatPeriod', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 'januar 2026'], // a whole month
    ['2028-02-01', '2028-02-29', 'februar 2028'],
    ['2026-02-01', '2026-02-27', '1.–27. februar 2026'],
    ['2026-01-15', '2026-01-31', '15.–31. januar 2026'],
    ['2026-01-15', '2026-02-14', '15. januar – 14. februar 2026'],
    ['2026-01-01', '2026-03-31', '1. januar – 31. mars 2026'], // a quarter
    ['2025-12-15', '2026-01-14', '15. desember 2025 – 14. januar 2026'],
    ['2026-03-29', '2026-03-29', '29. mars 2026'], // one day
  ])('%s to %s: %j', (start, end, expected) => expect(formatPeriod(start, end)).toBe(expected));
});

describe('invoice words', () => {
  it('every standing has its label', () => {
    expect(nbInvoices.standing).toEqual({ paid: 'Betalt', unpaid: 'Ikke betalt', overdue: 'Forfalt' });
  });

  it.each<[InvoiceGroup, string | undefined]>([
    [{ kind: 'unpaid', invoices: [] }, 'Ubetalt'],
    // Issue 24: the heading says what it groups by.
    [{ kind: 'year', year: 2025, invoices: [], sum: 0, open: true }, 'Fakturaer for 2025'],
    [{ kind: 'all', invoices: [] }, undefined],
  ])('group %o is headed %j', (group, heading) => expect(invoiceGroupHeading(group)).toBe(heading));

  it('the seller’s org.nr. stays on one line (issue 41)', () => {
    expect(nbInvoices.detail.organisationNumber('900 079 192')).toBe('Org.nr.\u00a0900\u00a0079\u00a0192');
  });
});
