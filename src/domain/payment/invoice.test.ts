import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccountNumber,
  GROUP_FROM,
  groupInvoices,
  invoicesToPay,
  invoiceStanding,
  invoiceYear,
  isInvoiceNo,
  isToPay,
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
    [
      'unpaid, due today, a second before midnight in Oslo',
      invoice('1', '2026-11-23', 'unpaid'),
      new Date('2026-11-23T22:59:59Z'),
      'unpaid',
    ],
    [
      'unpaid, due today, at midnight in Oslo (still the 23rd in UTC)',
      invoice('1', '2026-11-23', 'unpaid'),
      new Date('2026-11-23T23:00:00Z'),
      'overdue',
    ],
    [
      'unpaid, due the last day of a summer-time month, just past midnight in Oslo',
      invoice('1', '2026-06-30', 'unpaid'),
      new Date('2026-06-30T22:00:00Z'),
      'overdue',
    ],
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
    expect(sortInvoices(list, NOW).map((item) => item.ariaInvoiceNo)).toEqual([
      '101',
      '104',
      '102',
      '105',
      '106',
      '103',
      '9',
      '100',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [invoice('1', '2026-01-20', 'paid'), invoice('2', '2026-02-20', 'paid')];
    sortInvoices(list, NOW);
    expect(list.map((item) => item.ariaInvoiceNo)).toEqual(['1', '2']);
  });
});

describe('groupInvoices: a long history in groups, unpaid first', () => {
  const paidMonthly = (count: number, from = 2026) =>
    Array.from({ length: count }, (_, index) =>
      invoice(
        String(1000 - index),
        `${from - Math.floor(index / 12)}-${String(12 - (index % 12)).padStart(2, '0')}-20`,
        'paid',
      ),
    );
  const shape = (groups: InvoiceGroup[]) =>
    groups.map((group) => `${group.kind === 'year' ? group.year : group.kind}:${group.invoices.length}`);

  it.each<[string, Invoice[], string[]]>([
    ['no invoices: no groups', [], []],
    [`${GROUP_FROM} invoices: one list`, paidMonthly(GROUP_FROM), ['all:12']],
    [
      `${GROUP_FROM} invoices with an unpaid one: still one list`,
      [invoice('2000', '2026-12-20', 'unpaid'), ...paidMonthly(GROUP_FROM - 1)],
      ['all:12'],
    ],
    [`${GROUP_FROM + 1} invoices: by year`, paidMonthly(GROUP_FROM + 1), ['2026:12', '2025:1']],
    [
      '30 invoices, 3 of them unpaid from two years: the unpaid first, then the paid by year',
      [
        invoice('2001', '2026-12-20', 'unpaid'),
        invoice('2000', '2026-10-20', 'unpaid'),
        invoice('1999', '2025-12-20', 'unpaid'),
        ...paidMonthly(27, 2026),
      ],
      ['unpaid:3', '2026:12', '2025:12', '2024:3'],
    ],
  ])('%s', (_, list, expected) => expect(shape(groupInvoices(sortInvoices(list, NOW)))).toEqual(expected));
});

/** A monthly invoice for `month` (YYYY-MM), due ten days before the month starts, as the billing system issues them. */
const monthly = (ariaInvoiceNo: string, month: string, status: Invoice['status'], amount = 399): Invoice => {
  const periodStart = `${month}-01`;
  const due = new Date(`${periodStart}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() - 10);
  return {
    ...invoice(ariaInvoiceNo, due.toISOString().slice(0, 10), status, amount),
    periodStart,
    periodEnd: `${month}-28`,
  };
};

describe('groupInvoices: the history by the year of each invoice’s period, the newest year open', () => {
  type Row = [string, Invoice[], { heading: string; numbers: string[]; open?: boolean; sum?: number }[]];
  const paidYear = (year: number, from = 12) =>
    Array.from({ length: from }, (_, index) =>
      monthly(
        `${year}${String(12 - index).padStart(2, '0')}`,
        `${year}-${String(12 - index).padStart(2, '0')}`,
        'paid',
        100,
      ),
    );
  const described = (groups: InvoiceGroup[]) =>
    groups.map((group) => ({
      heading: group.kind === 'year' ? String(group.year) : group.kind,
      numbers: group.invoices.map((item) => item.ariaInvoiceNo),
      ...(group.kind === 'year' && { open: group.open, sum: group.sum }),
    }));

  it.each<Row>([
    [
      'January’s invoice, due in December the year before, is under its own year',
      [monthly('2601', '2026-01', 'paid', 100), ...paidYear(2025)],
      [
        { heading: '2026', numbers: ['2601'], open: true, sum: 100 },
        { heading: '2025', numbers: paidYear(2025).map((item) => item.ariaInvoiceNo), open: false, sum: 1200 },
      ],
    ],
    [
      'only the newest year is open; older years folded, newest first, whatever order they came in',
      [...paidYear(2023, 1), ...paidYear(2025, 6), ...paidYear(2024, 6)],
      [
        {
          heading: '2025',
          numbers: ['202512', '202511', '202510', '202509', '202508', '202507'],
          open: true,
          sum: 600,
        },
        {
          heading: '2024',
          numbers: ['202412', '202411', '202410', '202409', '202408', '202407'],
          open: false,
          sum: 600,
        },
        { heading: '2023', numbers: ['202312'], open: false, sum: 100 },
      ],
    ],
    [
      'newest period first inside a year; the same period, the highest number first',
      [
        ...paidYear(2025, 11),
        monthly('9', '2025-12', 'paid', 100),
        monthly('10', '2025-12', 'paid', 100.5),
        monthly('1', '2026-02', 'paid', 0.1),
        monthly('2', '2026-01', 'paid', 0.2),
      ],
      [
        { heading: '2026', numbers: ['1', '2'], open: true, sum: 0.3 },
        {
          heading: '2025',
          numbers: [
            '202512',
            '10',
            '9',
            ...paidYear(2025, 11)
              .slice(1)
              .map((item) => item.ariaInvoiceNo),
          ],
          open: false,
          sum: 1300.5,
        },
      ],
    ],
    [
      'the unpaid first in the order of what to pay (overdue first), whatever their period',
      [monthly('u1', '2027-01', 'unpaid'), monthly('u2', '2025-03', 'unpaid'), ...paidYear(2026)],
      [
        { heading: 'unpaid', numbers: ['u2', 'u1'] },
        { heading: '2026', numbers: paidYear(2026).map((item) => item.ariaInvoiceNo), open: true, sum: 1200 },
      ],
    ],
    [
      'a short history is one list: the unpaid first, then the paid newest period first (not by due date)',
      [
        monthly('3', '2025-11', 'paid'),
        monthly('4', '2026-01', 'paid'),
        monthly('5', '2026-02', 'unpaid'),
        { ...monthly('6', '2025-12', 'paid'), dueDate: '2026-01-15' },
      ],
      [{ heading: 'all', numbers: ['5', '4', '6', '3'] }],
    ],
  ])('%s', (_, list, expected) => expect(described(groupInvoices(sortInvoices(list, NOW)))).toEqual(expected));
});

describe('isToPay and invoicesToPay: what asks to be paid, overdue first (home and the list alike)', () => {
  it.each<[string, Invoice, boolean]>([
    ['unpaid', invoice('1', '2026-12-20', 'unpaid'), true],
    ['overdue', invoice('1', '2026-10-20', 'unpaid'), true],
    ['paid', invoice('1', '2026-10-20', 'paid'), false],
    [
      'unpaid, a payment approved and not settled yet',
      { ...invoice('1', '2026-10-20', 'unpaid'), paymentPending: true },
      false,
    ],
  ])('%s: %s', (_, item, expected) => expect(isToPay(item)).toBe(expected));

  it('lists the unpaid without a payment under way, overdue first', () => {
    const list = [
      invoice('1', '2026-12-20', 'unpaid'),
      invoice('2', '2026-09-20', 'paid'),
      { ...invoice('3', '2026-08-20', 'unpaid'), paymentPending: true },
      invoice('4', '2026-10-20', 'unpaid'),
    ];
    expect(invoicesToPay(list, NOW).map((item) => item.ariaInvoiceNo)).toEqual(['4', '1']);
  });
});

describe('sumDue: what is owed, to the øre', () => {
  it.each<[string, Invoice[], number]>([
    ['nothing', [], 0],
    [
      '0.10 + 0.20 is 0.30, not 0.30000000000000004',
      [invoice('1', '2026-12-20', 'unpaid', 0.1), invoice('2', '2026-12-20', 'unpaid', 0.2)],
      0.3,
    ],
    [
      'kroner and øre',
      [invoice('1', '2026-12-20', 'unpaid', 399), invoice('2', '2026-10-20', 'unpaid', 1234.5)],
      1633.5,
    ],
    [
      'paid invoices are not owed',
      [invoice('1', '2026-12-20', 'paid', 399), invoice('2', '2026-12-20', 'unpaid', 0.29)],
      0.29,
    ],
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
      fc.property(
        validAccount,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (account, position, change) => {
          const typo =
            account.slice(0, position) + ((Number(account[position]) + change) % 10) + account.slice(position + 1);
          expect(isValidAccountNumber(typo)).toBe(false);
        },
      ),
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
  const anyInvoices = fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 40 }).chain((numbers) =>
    fc.tuple(
      ...numbers.map((number) =>
        fc
          .record({
            due: fc.date({
              min: new Date('2022-01-01T00:00:00Z'),
              max: new Date('2027-12-31T00:00:00Z'),
              noInvalidDate: true,
            }),
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
        const groups = groupInvoices(sortInvoices(list, NOW));
        expect(numbers(groups.flatMap((group) => group.invoices))).toEqual(numbers(list));
        groups.forEach((group, index) => {
          if (group.kind === 'unpaid') expect(index).toBe(0);
          // Issue 24: by the year of the invoice's period, no longer of its due date.
          if (group.kind === 'year')
            for (const item of group.invoices)
              expect([item.status, item.periodStart.slice(0, 4)]).toEqual(['paid', String(group.year)]);
        });
      }),
    );
  });

  // Periods that start up to two months after the due date, as a monthly invoice issued in advance does.
  const withPeriods = anyInvoices.chain((list) =>
    fc.tuple(
      ...list.map((item) =>
        fc.integer({ min: 0, max: 60 }).map((days) => {
          const start = new Date(`${item.dueDate}T12:00:00Z`);
          start.setUTCDate(start.getUTCDate() + days);
          return {
            ...item,
            periodStart: start.toISOString().slice(0, 10),
            periodEnd: start.toISOString().slice(0, 10),
          };
        }),
      ),
    ),
  );

  it('years by period: newest year first and the only one open; newest period first inside; each year’s sum exact', () => {
    fc.assert(
      fc.property(withPeriods, (list) => {
        const years = groupInvoices(sortInvoices(list, NOW)).filter((group) => group.kind === 'year');
        expect(years.map((group) => group.year)).toEqual(
          [...new Set(years.map((group) => group.year))].sort((a, b) => b - a),
        );
        expect(years.map((group) => group.open)).toEqual(years.map((_, index) => index === 0));
        for (const group of years) {
          expect(group.invoices.every((item) => invoiceYear(item) === group.year)).toBe(true);
          const starts = group.invoices.map((item) => item.periodStart);
          expect(starts).toEqual([...starts].sort().reverse());
          expect(group.sum).toBe(group.invoices.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100);
        }
      }),
    );
  });

  it('what is to pay is the unpaid group less the payments under way, in the same order', () => {
    fc.assert(
      fc.property(withPeriods, fc.array(fc.boolean(), { maxLength: 40 }), (list, pending) => {
        const marked = list.map((item, index) => ({ ...item, paymentPending: pending[index] ?? false }));
        const shown = groupInvoices(sortInvoices(marked, NOW)).flatMap((group) =>
          group.kind === 'year' ? [] : group.invoices,
        );
        expect(invoicesToPay(marked, NOW)).toEqual(
          shown.filter((item) => item.status === 'unpaid' && !item.paymentPending),
        );
      }),
    );
  });

  it('sumDue is exact: the unpaid amounts’ øre, summed as integers, to kroner', () => {
    fc.assert(
      fc.property(anyInvoices, (list) => {
        const ore = list
          .filter((item) => item.status === 'unpaid')
          .reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
        expect(sumDue(list)).toBe(ore / 100);
      }),
    );
  });
});

describe('isInvoiceNo: what a /faktura/{no} address may name (issue 43)', () => {
  it.each([
    ['9000003001', true],
    ['1', true],
    ['1'.repeat(20), true],
    ['1'.repeat(21), false],
    ['', false],
    ['12a', false],
    [' 123', false],
    ['123 ', false],
    ['-1', false],
    ['1.5', false],
    ['١٢٣', false], // Arabic-Indic digits are no billing number
    ['Fakturaen er overført til inkasso. Ring 815 00 000', false],
    ['<script>alert(1)</script>', false],
  ])('%j: %s', (text, expected) => expect(isInvoiceNo(text)).toBe(expected));
});
