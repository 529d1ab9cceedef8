import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupInvoices, invoiceStanding, isToPay, sortInvoices, sumDue, type Invoice } from '../payment/invoice.ts';
import {
  ATTENTION_PATHS,
  attentionOf,
  DELIVERY_CARD_PATHS,
  onceEach,
  paymentCardPaths,
  type AttentionFacts,
} from './attention.ts';

const NOW = new Date('2026-11-26T09:00:00+01:00');
const invoice = (
  ariaInvoiceNo: string,
  dueDate: string,
  amount: number,
  status: Invoice['status'] = 'unpaid',
  extra: Partial<Invoice> = {},
): Invoice => ({
  ariaInvoiceNo,
  description: 'Digital',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amount,
  dueDate,
  status,
  paidDate: status === 'paid' ? dueDate : null,
  kid: '0000000000',
  accountNumber: '12345678903',
  ...extra,
});
const ACTIVE: AttentionFacts = { paying: true };
const kinds = (facts: AttentionFacts) => attentionOf(facts, NOW).map((item) => item.kind);

describe('attentionOf: only what needs the subscriber to act, in one fixed order (issue 41)', () => {
  it('nothing for a subscriber with everything in order, or while nothing is known yet', () => {
    expect(attentionOf(ACTIVE, NOW)).toEqual([]);
    expect(
      attentionOf(
        {
          ...ACTIVE,
          invoices: [invoice('1', '2026-10-20', 399, 'paid')],
          paymentMethod: { method: 'VIPPS', phone: '41234567' },
        },
        NOW,
      ),
    ).toEqual([]);
  });

  it('the overdue invoice first, with all that is owed: the sum the invoice list says', () => {
    const invoices = [
      invoice('3', '2026-12-20', 399),
      invoice('1', '2026-10-20', 399),
      invoice('2', '2026-09-20', 399, 'paid'),
    ];
    expect(attentionOf({ ...ACTIVE, invoices }, NOW)).toEqual([
      { kind: 'invoice', invoice: invoices[1], due: 798, count: 2 },
    ]);
  });

  it.each([
    ['an invoice not yet due (it is the next charge, in the subscription card)', invoice('3', '2026-12-20', 99.9)],
    ['an invoice due today (paying on the due date is on time)', invoice('3', '2026-11-26', 399)],
    [
      'an overdue invoice whose payment is under way',
      invoice('1', '2026-10-20', 399, 'unpaid', { paymentPending: true }),
    ],
  ])('no line for %s', (_, unpaid) => {
    expect(attentionOf({ ...ACTIVE, invoices: [unpaid] }, NOW)).toEqual([]);
  });

  it.each([
    ['expired: a line', '2026-10', [{ kind: 'cardExpired', lastDay: '2026-10-31' }]],
    // The payment card warns of it itself ("Kortet utløper snart …"): information, not yet an action.
    ['expiring soon: no line', '2026-12', []],
    ['valid: no line', '2029-01', []],
  ] as const)('a card %s', (_, expiry, expected) => {
    expect(
      attentionOf(
        { ...ACTIVE, paymentMethod: { method: 'SWEDBANK-PPG', card: { brand: 'Visa', last4: '4242', expiry } } },
        NOW,
      ),
    ).toEqual(expected);
  });

  it('no way to pay matters only on a plan that is paid for', () => {
    expect(kinds({ ...ACTIVE, paymentMethod: { method: null } })).toEqual(['noPaymentMethod']);
    expect(kinds({ ...ACTIVE, paying: false, paymentMethod: { method: null } })).toEqual([]);
  });

  it('family invitations waiting for an answer, counted; used and expired ones are history', () => {
    expect(
      attentionOf(
        {
          ...ACTIVE,
          familyInvitations: [{ status: 'valid' }, { status: 'used' }, { status: 'valid' }, { status: 'expired' }],
        },
        NOW,
      ),
    ).toEqual([{ kind: 'waitingInvitations', count: 2 }]);
  });

  it('every kind at once comes in the fixed order', () => {
    const facts: AttentionFacts = {
      paying: true,
      invoices: [invoice('1', '2026-10-20', 399)],
      paymentMethod: { method: null },
      familyInvitations: [{ status: 'valid' }],
    };
    expect(kinds(facts)).toEqual(['invoice', 'noPaymentMethod', 'waitingInvitations']);
  });
});

describe('home offers each action once (issue 41)', () => {
  it.each([
    [
      'an expired card: the attention line offers the new card, the payment card only the change of method, the list neither',
      [
        ['/legg-til-betalingskort'],
        paymentCardPaths({ method: 'SWEDBANK-PPG', card: null }, true),
        ['/endre-abonnement', '/endre-betalingsmetode', '/endre-profil'],
      ],
      [['/legg-til-betalingskort'], ['/endre-betalingsmetode'], ['/endre-abonnement', '/endre-profil']],
    ],
    [
      'no way to pay: the attention line offers the choice, the list not again',
      [
        [ATTENTION_PATHS.noPaymentMethod],
        paymentCardPaths({ method: null }, true),
        ['/fakturaoversikt', '/endre-betalingsmetode'],
      ],
      [['/endre-betalingsmetode'], [], ['/fakturaoversikt']],
    ],
    [
      'paper: the delivery card offers the address and the stop, the list the complaint',
      [
        [],
        DELIVERY_CARD_PATHS,
        paymentCardPaths({ method: 'VIPPS', phone: null }, true),
        ['/endre-avislevering', '/tilbakemelding', '/leveringsadresse', '/endre-betalingsmetode'],
      ],
      [[], ['/leveringsadresse', '/endre-avislevering'], ['/endre-betalingsmetode'], ['/tilbakemelding']],
    ],
    [
      'a payment method not known (the lookup failed): the list keeps the change',
      [[], paymentCardPaths(undefined, true), ['/endre-betalingsmetode']],
      [[], [], ['/endre-betalingsmetode']],
    ],
    [
      'a trial (not paying) with a card: only the card page',
      [paymentCardPaths({ method: 'SWEDBANK-PPG', card: null }, false)],
      [['/legg-til-betalingskort']],
    ],
  ] as const)('%s', (_, parts, expected) => {
    expect(onceEach<string>(parts)).toEqual(expected);
  });
});

describe('home and /fakturaoversikt agree (issue 24): the same rule of what is owed and what to pay', () => {
  const anyInvoices = fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 30 }).chain((numbers) =>
    fc.tuple(
      ...numbers.map((number) =>
        fc
          .record({
            due: fc.date({
              min: new Date('2025-01-01T00:00:00Z'),
              max: new Date('2027-06-30T00:00:00Z'),
              noInvalidDate: true,
            }),
            status: fc.constantFrom<Invoice['status']>('paid', 'unpaid'),
            pending: fc.boolean(),
            ore: fc.integer({ min: 1, max: 500_000 }),
          })
          .map(({ due, status, pending, ore }) =>
            invoice(String(number), due.toISOString().slice(0, 10), ore / 100, status, {
              paymentPending: status === 'unpaid' && pending,
            }),
          ),
      ),
    ),
  );

  it('home names the first invoice the list offers "Betal" for when it is overdue, how many and the sum the list says is owed', () => {
    fc.assert(
      fc.property(anyInvoices, (invoices) => {
        const listed = groupInvoices(sortInvoices(invoices, NOW)).flatMap((group) =>
          group.kind === 'year' ? [] : group.invoices,
        );
        const offered = listed.filter(isToPay);
        const line = attentionOf({ ...ACTIVE, invoices }, NOW).find((item) => item.kind === 'invoice');
        if (offered.length === 0 || invoiceStanding(offered[0]!, NOW) !== 'overdue') expect(line).toBeUndefined();
        else
          expect(line).toEqual({ kind: 'invoice', invoice: offered[0], due: sumDue(invoices), count: offered.length });
      }),
    );
  });
});
