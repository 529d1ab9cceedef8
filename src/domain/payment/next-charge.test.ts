import { describe, expect, it } from 'vitest';
import type { Standing } from '../subscription/standing.ts';
import type { Invoice } from './invoice.ts';
import { nextChargeOf, type NextChargeFacts } from './next-charge.ts';

const NOW = new Date('2026-11-26T09:00:00+01:00');
const invoice = (
  ariaInvoiceNo: string,
  periodStart: string,
  dueDate: string,
  status: Invoice['status'],
  amount = 399,
  extra: Partial<Invoice> = {},
): Invoice => ({
  ariaInvoiceNo,
  description: 'Digitalabonnement',
  periodStart,
  periodEnd: `${periodStart.slice(0, 8)}${periodStart.slice(5, 7) === '11' ? '30' : '31'}`,
  amount,
  dueDate,
  status,
  paidDate: status === 'paid' ? dueDate : null,
  kid: '0000000000',
  accountNumber: '12345678903',
  ...extra,
});
const NOVEMBER_PAID = invoice('2', '2026-11-01', '2026-10-22', 'paid');
const OCTOBER_PAID = invoice('1', '2026-10-01', '2026-09-21', 'paid');
const ACTIVE: Standing = { kind: 'active' };
const facts = (more: Partial<NextChargeFacts>): NextChargeFacts => ({
  standing: ACTIVE,
  paying: true,
  price: 399,
  invoices: [NOVEMBER_PAID, OCTOBER_PAID],
  ...more,
});

describe('nextChargeOf: what the subscriber pays next, from the invoices /fakturaoversikt lists', () => {
  it.each<[string, Partial<NextChargeFacts>, ReturnType<typeof nextChargeOf>]>([
    [
      'an active subscription: the month after the last invoiced one, at its price',
      {},
      { kind: 'period', amount: 399, date: '2026-12-01' },
    ],
    [
      'nothing invoiced yet: the first of next month',
      { invoices: [] },
      { kind: 'period', amount: 399, date: '2026-12-01' },
    ],
    [
      'an old last invoice (a gap): never before the first of next month',
      { invoices: [OCTOBER_PAID] },
      { kind: 'period', amount: 399, date: '2026-12-01' },
    ],
    [
      'next month invoiced and paid already: the month after',
      { invoices: [invoice('3', '2026-12-01', '2026-11-21', 'paid'), NOVEMBER_PAID] },
      { kind: 'period', amount: 399, date: '2027-01-01' },
    ],
    [
      'an invoice sent and not yet due: its amount and due date, as the list shows it',
      { invoices: [invoice('3', '2026-12-01', '2026-12-10', 'unpaid', 449.5), NOVEMBER_PAID] },
      { kind: 'invoice', amount: 449.5, date: '2026-12-10', ariaInvoiceNo: '3' },
    ],
    [
      'an invoice due today is still the next one',
      { invoices: [invoice('3', '2026-12-01', '2026-11-26', 'unpaid')] },
      { kind: 'invoice', amount: 399, date: '2026-11-26', ariaInvoiceNo: '3' },
    ],
    [
      'an overdue invoice is not "next" (it is home\'s attention): the next period',
      { invoices: [invoice('2', '2026-11-01', '2026-10-22', 'unpaid'), OCTOBER_PAID] },
      { kind: 'period', amount: 399, date: '2026-12-01' },
    ],
    [
      'an invoice whose payment is under way is not asked for again',
      { invoices: [invoice('3', '2026-12-01', '2026-12-10', 'unpaid', 399, { paymentPending: true })] },
      { kind: 'period', amount: 399, date: '2027-01-01' },
    ],
    [
      "a waiting plan change that starts by then: the new plan's price",
      {
        standing: { kind: 'pendingChange', planName: 'Papiravis i helgen + digital', from: '2026-12-01' },
        pendingPlan: { effectiveDate: '2026-12-01', price: 449 },
      },
      { kind: 'period', amount: 449, date: '2026-12-01' },
    ],
    [
      'a waiting plan change that starts later: the price now',
      {
        standing: { kind: 'pendingChange', planName: 'Papir', from: '2027-01-01' },
        pendingPlan: { effectiveDate: '2027-01-01', price: 449 },
      },
      { kind: 'period', amount: 399, date: '2026-12-01' },
    ],
    [
      'a running trial: its later price from its end',
      {
        standing: { kind: 'trial', until: '2026-12-10', thenPrice: 399 },
        paying: false,
        price: 1,
        trial: { until: '2026-12-10', thenPrice: 399 },
        invoices: [],
      },
      { kind: 'period', amount: 399, date: '2026-12-10' },
    ],
    [
      'a trial whose terms are not known: no line',
      { standing: { kind: 'trial', until: '2026-12-10' }, paying: false, price: 1, invoices: [] },
      undefined,
    ],
    [
      'a cancellation running out: nothing more',
      { standing: { kind: 'pendingCancellation', until: '2026-11-30' } },
      undefined,
    ],
    [
      'a cancellation with an invoice sent and not yet due: that invoice',
      {
        standing: { kind: 'pendingCancellation', until: '2026-11-30' },
        invoices: [invoice('2', '2026-11-01', '2026-11-28', 'unpaid')],
      },
      { kind: 'invoice', amount: 399, date: '2026-11-28', ariaInvoiceNo: '2' },
    ],
    [
      'a trial cancelled within it: nothing more',
      {
        standing: { kind: 'pendingCancellation', until: '2026-12-10' },
        paying: true,
        price: 1,
        trial: { until: '2026-12-10', thenPrice: 399 },
        invoices: [],
      },
      undefined,
    ],
    ['ending by the company: nothing more', { standing: { kind: 'terminating', until: '2026-11-30' } }, undefined],
    ['ended: nothing', { standing: { kind: 'cancelled', endedOn: '2026-09-30' } }, undefined],
    ['paid by someone else (family member, employee): nothing', { paying: false, price: 0 }, undefined],
    ['the invoices not known yet (or failed): nothing guessed', { invoices: undefined }, undefined],
  ])('%s', (_, more, expected) => {
    expect(nextChargeOf(facts(more), NOW)).toEqual(expected);
  });
});
