import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccountNumber,
  GROUP_FROM,
  groupByYear,
  invoiceStanding,
  isValidAccountNumber,
  isValidKid,
  sortInvoices,
  sumDue,
  type Invoice,
  type InvoiceGroup,
} from './invoice.ts';

const invoice = (ariaInvoiceNo: string, dueDate: string, status: Invoice['status'], amount = 399): Invoice => ({
  ariaInvoiceNo,
  description: 'Digitalt abonnement',
  periodStart: dueDate,
  periodEnd: dueDate,
  amount,
  dueDate,
  status,
  paidDate: status === 'paid' ? dueDate : null,
  kid: '12345674',
  accountNumber: '12345678903',
});

// 23 November 2026 at noon in Oslo.
const NOW = new Date('2026-11-23T11:00:00Z');

describe('invoiceStanding: overdue from the day after the due date, in Oslo', () => {
  it.each([
    ['unpaid, due today', invoice('1', '2026-11-23', 'unpaid'), NOW, 'unpaid'],
    ['unpaid, due tomorrow', invoice('1', '2026-11-24', 'unpaid'), NOW, 'unpaid'],
    ['unpaid, due yesterday', invoice('1', '2026-11-22', 'unpaid'), NOW, 'overdue'],
    ['paid, due long ago', invoice('1', '2025-01-15', 'paid'), NOW, 'paid'],
    ['unpaid, due today, a second before midnight in Oslo', invoice('1', '2026-11-23', 'unpaid'), new Date('2026-11-23T22:59:59Z'), 'unpaid'],
    ['unpaid, due today, at midnight in Oslo (still the 23rd in UTC)', invoice('1', '2026-11-23', 'unpaid'), new Date('2026-11-23T23:00:00Z'), 'overdue'],
    ['unpaid, due the last day of a summer-time month, just past midnight in Oslo', invoice('1', '2026-06-30', 'unpaid'), new Date('2026-06-30T22:00:00Z'), 'overdue'],
  ])('%s: %s', (_, item, now, expected) => expect(invoiceStanding(item, now)).toBe(expected));
});

describe('sortInvoices: overdue, then other unpaid, then paid; newest due date first; highest number first on the same day', () => {
  it('orders a mixed history', () => {
    const list = [
      invoice('100', '2026-09-20', 'paid'),
      invoice('101', '2026-10-20', 'unpaid'), // overdue
      invoice('102', '2026-12-20', 'unpaid'),
      invoice('103', '2026-10-20', 'paid'),
      invoice('104', '2026-08-20', 'unpaid'), // overdue
      invoice('105', '2026-11-23', 'unpaid'), // due today: not overdue yet
      invoice('9', '2026-10-20', 'paid'), // same day as 103: a lower number, though longer in text order
      invoice('106', '2026-10-20', 'paid'),
    ];
    expect(sortInvoices(list, NOW).map((item) => item.ariaInvoiceNo)).toEqual(['101', '104', '102', '105', '106', '103', '9', '100']);
  });

  it('leaves the list it was given as it was', () => {
    const list = [invoice('1', '2026-01-20', 'paid'), invoice('2', '2026-02-20', 'paid')];
    sortInvoices(list, NOW);
    expect(list.map((item) => item.ariaInvoiceNo)).toEqual(['1', '2']);
  });
});

describe('groupByYear: a long history in groups, unpaid first', () => {
  const paidMonthly = (count: number, from = 2026) =>
    Array.from({ length: count }, (_, index) => invoice(String(1000 - index), `${from - Math.floor(index / 12)}-${String(12 - (index % 12)).padStart(2, '0')}-20`, 'paid'));
  const shape = (groups: InvoiceGroup[]) => groups.map((group) => `${group.kind === 'year' ? group.year : group.kind}:${group.invoices.length}`);

  it.each<[string, Invoice[], string[]]>([
    ['no invoices: no groups', [], []],
    [`${GROUP_FROM} invoices: one list`, paidMonthly(GROUP_FROM), ['all:12']],
    [`${GROUP_FROM} invoices with an unpaid one: still one list`, [invoice('2000', '2026-12-20', 'unpaid'), ...paidMonthly(GROUP_FROM - 1)], ['all:12']],
    [`${GROUP_FROM + 1} invoices: by year`, paidMonthly(GROUP_FROM + 1), ['2026:12', '2025:1']],
    ['30 invoices, 3 of them unpaid from two years: the unpaid first, then the paid by year', [invoice('2001', '2026-12-20', 'unpaid'), invoice('2000', '2026-10-20', 'unpaid'), invoice('1999', '2025-12-20', 'unpaid'), ...paidMonthly(27, 2026)], ['unpaid:3', '2026:12', '2025:12', '2024:3']],
  ])('%s', (_, list, expected) => expect(shape(groupByYear(sortInvoices(list, NOW)))).toEqual(expected));
});

describe('sumDue: what is owed, to the øre', () => {
  it.each<[string, Invoice[], number]>([
    ['nothing', [], 0],
    ['0.10 + 0.20 is 0.30, not 0.30000000000000004', [invoice('1', '2026-12-20', 'unpaid', 0.1), invoice('2', '2026-12-20', 'unpaid', 0.2)], 0.3],
    ['kroner and øre', [invoice('1', '2026-12-20', 'unpaid', 399), invoice('2', '2026-10-20', 'unpaid', 1234.5)], 1633.5],
    ['paid invoices are not owed', [invoice('1', '2026-12-20', 'paid', 399), invoice('2', '2026-12-20', 'unpaid', 0.29)], 0.29],
  ])('%s', (_, list, expected) => expect(sumDue(list)).toBe(expected));
});

describe('isValidAccountNumber: 11 digits, MOD11 check digit', () => {
  it.each([
    ['12345678903', true],
    ['86011117947', true],
    ['30001000000', true], // check 0
    ['12345678904', false], // wrong check digit
    ['12345600050', false], // its check would be 10: never issued, whatever the last digit
    ['12345600059', false],
    ['1234 56 78903', false], // the printed form: the backend sends digits only
    ['1234.56.78903', false],
    ['1234567890', false],
    ['123456789030', false],
    ['', false],
  ])('%j: %s', (text, expected) => expect(isValidAccountNumber(text)).toBe(expected));

  // Every ten-digit start has one check digit, or none when its check would be 10.
  const validAccount = fc
    .stringMatching(/^\d{10}$/)
    .map((start) => Array.from({ length: 10 }, (_, check) => `${start}${check}`).find(isValidAccountNumber))
    .filter((account): account is string => account !== undefined);

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(validAccount, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (account, position, change) => {
        const typo = account.slice(0, position) + ((Number(account[position]) + change) % 10) + account.slice(position + 1);
        expect(isValidAccountNumber(typo)).toBe(false);
      }),
    );
  });
});

describe('formatAccountNumber: 4, 2 and 5 digits', () => {
  it.each([
    ['12345678903', '1234 56 78903'],
    ['86011117947', '8601 11 17947'],
    ['1234567890', '1234567890'], // not an account number: left as it is
    ['', ''],
  ])('%j → %j', (text, expected) => expect(formatAccountNumber(text)).toBe(expected));

  it('gives the number back when its spaces are taken out', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (account) => {
        expect(formatAccountNumber(account).replace(/ /g, '')).toBe(account);
      }),
    );
  });
});

describe('isValidKid: 2–25 digits, MOD10 (Luhn) or MOD11 check digit', () => {
  it.each([
    ['12345674', true], // both rules agree on 4
    ['123456782', true], // Luhn
    ['123456785', true], // MOD11
    ['123456783', false], // neither
    ['79927398713', true], // the textbook Luhn number
    ['104-', true], // MOD11 with a check of 10
    ['1000005-', true],
    ['105-', false], // '-' where MOD11 gives 8
    ['18', true], // shortest: one digit and its check (Luhn)
    ['19', true], // (MOD11)
    ['1', false],
    [`${'9'.repeat(24)}4`, true], // longest: 25 characters (Luhn)
    [`${'9'.repeat(24)}7`, true], // (MOD11)
    [`${'9'.repeat(25)}5`, false], // 26 characters
    ['12-4', false],
    ['1234 5674', false],
    ['', false],
  ])('%j: %s', (kid, expected) => expect(isValidKid(kid)).toBe(expected));
});

describe('properties of the invoice list', () => {
  const anyInvoices = fc
    .uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 40 })
    .chain((numbers) =>
      fc.tuple(
        ...numbers.map((number) =>
          fc
            .record({
              due: fc.date({ min: new Date('2022-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
              status: fc.constantFrom<Invoice['status']>('paid', 'unpaid'),
              ore: fc.integer({ min: 0, max: 1_000_000 }),
            })
            .map(({ due, status, ore }) => invoice(String(number), due.toISOString().slice(0, 10), status, ore / 100)),
        ),
      ),
    );
  const numbers = (list: readonly Invoice[]) => list.map((item) => item.ariaInvoiceNo).sort();

  it('sorting is a permutation that puts no paid invoice before an unpaid one, nor an unpaid before an overdue one', () => {
    fc.assert(
      fc.property(anyInvoices, (list) => {
        const sorted = sortInvoices(list, NOW);
        expect(numbers(sorted)).toEqual(numbers(list));
        const ranks = sorted.map((item) => ({ overdue: 0, unpaid: 1, paid: 2 })[invoiceStanding(item, NOW)]);
        expect(ranks).toEqual([...ranks].sort());
      }),
    );
  });

  it('the order does not depend on the order the invoices came in', () => {
    fc.assert(
      fc.property(anyInvoices, (list) => {
        expect(sortInvoices(list.toReversed(), NOW)).toEqual(sortInvoices(list, NOW));
      }),
    );
  });

  it('grouping keeps every invoice exactly once, unpaid ones only in the first group', () => {
    fc.assert(
      fc.property(anyInvoices, (list) => {
        const groups = groupByYear(sortInvoices(list, NOW));
        expect(numbers(groups.flatMap((group) => group.invoices))).toEqual(numbers(list));
        groups.forEach((group, index) => {
          if (group.kind === 'unpaid') expect(index).toBe(0);
          if (group.kind === 'year') for (const item of group.invoices) expect([item.status, item.dueDate.slice(0, 4)]).toEqual(['paid', String(group.year)]);
        });
      }),
    );
  });

  it('sumDue is exact: the unpaid amounts’ øre, summed as integers, to kroner', () => {
    fc.assert(
      fc.property(anyInvoices, (list) => {
        const ore = list.filter((item) => item.status === 'unpaid').reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
        expect(sumDue(list)).toBe(ore / 100);
      }),
    );
  });
});
