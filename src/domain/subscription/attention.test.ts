import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupInvoices, invoiceStanding, isToPay, sortInvoices, sumDue, type Invoice } from '../payment/invoice.ts';
import { attentionOf, type AttentionFacts } from './attention.ts';

const NOW = new Date('2026-11-26T09:00:00+01:00');
const invoice = (ariaInvoiceNo: string, dueDate: string, amount: number, status: Invoice['status'] = 'unpaid', extra: Partial<Invoice> = {}): Invoice => ({
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
const ACTIVE: AttentionFacts = { standing: { kind: 'active' }, paying: true };
const kinds = (facts: AttentionFacts) => attentionOf(facts, NOW).map((item) => item.kind);

describe('attentionOf: what needs the subscriber, in one fixed order', () => {
  it('nothing for a subscriber with everything in order, or while nothing is known yet', () => {
    expect(attentionOf(ACTIVE, NOW)).toEqual([]);
    expect(attentionOf({ ...ACTIVE, invoices: [invoice('1', '2026-10-20', 399, 'paid')], paymentMethod: { method: 'VIPPS', phone: '41234567' } }, NOW)).toEqual([]);
  });

  it('the overdue invoice first, with all that is owed: the sum the invoice list says', () => {
    const invoices = [invoice('3', '2026-12-20', 399), invoice('1', '2026-10-20', 399), invoice('2', '2026-09-20', 399, 'paid')];
    expect(attentionOf({ ...ACTIVE, invoices }, NOW)).toEqual([{ kind: 'invoice', invoice: invoices[1], overdue: true, due: 798, count: 2 }]);
  });

  it('an unpaid invoice not yet due is asked for, not as overdue; one whose payment is under way is not asked for again', () => {
    expect(attentionOf({ ...ACTIVE, invoices: [invoice('3', '2026-12-20', 99.9)] }, NOW)).toMatchObject([{ kind: 'invoice', overdue: false, due: 99.9, count: 1 }]);
    expect(attentionOf({ ...ACTIVE, invoices: [invoice('3', '2026-12-20', 399, 'unpaid', { paymentPending: true })] }, NOW)).toEqual([]);
  });

  it.each([
    ['2026-10', 'cardExpired', '2026-10-31'],
    ['2026-12', 'cardExpiresSoon', '2026-12-31'],
  ] as const)('a card expiring %s: %s', (expiry, kind, lastDay) => {
    expect(attentionOf({ ...ACTIVE, paymentMethod: { method: 'SWEDBANK-PPG', card: { brand: 'Visa', last4: '4242', expiry } } }, NOW)).toEqual([{ kind, lastDay }]);
  });

  it('no way to pay matters only on a plan that is paid for', () => {
    expect(kinds({ ...ACTIVE, paymentMethod: { method: null } })).toEqual(['noPaymentMethod']);
    expect(kinds({ ...ACTIVE, paying: false, paymentMethod: { method: null } })).toEqual([]);
  });

  it('every kind at once comes in the fixed order', () => {
    const facts: AttentionFacts = {
      standing: { kind: 'pendingCancellation', until: '2026-12-31' },
      paying: true,
      invoices: [invoice('1', '2026-10-20', 399)],
      paymentMethod: { method: null },
      deliveryChanges: [
        { type: 'STOP', from: '2026-12-20', to: '2026-12-27' },
        { type: 'STOP', from: '2026-11-01', to: '2026-11-03' },
        { type: 'STOP', from: '2026-12-01', to: null },
      ],
      familyInvitations: [{ status: 'valid' }, { status: 'used' }, { status: 'valid' }, { status: 'expired' }],
    };
    expect(attentionOf(facts, NOW)).toEqual([
      expect.objectContaining({ kind: 'invoice' }),
      { kind: 'noPaymentMethod' },
      { kind: 'pendingCancellation', until: '2026-12-31' },
      // The next change still ahead or running; one that ended is history.
      { kind: 'deliveryChange', change: { type: 'STOP', from: '2026-12-01', to: null } },
      { kind: 'waitingInvitations', count: 2 },
    ]);
    expect(kinds({ ...ACTIVE, standing: { kind: 'pendingChange', planName: 'Papir', from: '2026-12-01' } })).toEqual(['pendingChange']);
  });
});

describe('home and /fakturaoversikt agree (issue 24): the same rule of what is owed and what to pay', () => {
  const anyInvoices = fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 30 }).chain((numbers) =>
    fc.tuple(
      ...numbers.map((number) =>
        fc
          .record({
            due: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-06-30T00:00:00Z'), noInvalidDate: true }),
            status: fc.constantFrom<Invoice['status']>('paid', 'unpaid'),
            pending: fc.boolean(),
            ore: fc.integer({ min: 1, max: 500_000 }),
          })
          .map(({ due, status, pending, ore }) => invoice(String(number), due.toISOString().slice(0, 10), ore / 100, status, { paymentPending: status === 'unpaid' && pending })),
      ),
    ),
  );

  it('home names the first invoice the list offers "Betal" for, its standing, how many and the sum the list says is owed', () => {
    fc.assert(
      fc.property(anyInvoices, (invoices) => {
        const listed = groupInvoices(sortInvoices(invoices, NOW)).flatMap((group) => (group.kind === 'year' ? [] : group.invoices));
        const offered = listed.filter(isToPay);
        const line = attentionOf({ ...ACTIVE, invoices }, NOW).find((item) => item.kind === 'invoice');
        if (offered.length === 0) expect(line).toBeUndefined();
        else expect(line).toEqual({ kind: 'invoice', invoice: offered[0], overdue: invoiceStanding(offered[0]!, NOW) === 'overdue', due: sumDue(invoices), count: offered.length });
      }),
    );
  });
});
