// A subscriber's invoices: which are overdue and which to pay, the order and groups they are listed in, what is owed, and the
// Norwegian bank rules (account number, KID) the payment details are checked against before anyone copies them.
import { osloDate } from '../time/oslo.ts';

export interface Invoice {
  ariaInvoiceNo: string;
  description: string;
  /** ISO dates. */
  periodStart: string;
  periodEnd: string;
  /** NOK, kroner with øre as decimals. */
  amount: number;
  dueDate: string;
  status: 'paid' | 'unpaid';
  paidDate: string | null;
  kid: string;
  /** the bank account to pay to, 11 digits */
  accountNumber: string;
  /** A payment of it is approved at the provider and not settled yet (domain/payment/settlement.ts). */
  paymentPending?: boolean;
}

/**
 * An invoice number as the billing system gives them: digits only, at most 20 (issue 43). Anything else in a
 * /faktura/{no} address is no invoice to ask for, and is never written back on the page: a link can carry any text
 * ("… Ring 815 00 000 …"), and the page would seem to say it.
 */
export const isInvoiceNo = (text: string) => /^\d{1,20}$/.test(text);

export type InvoiceStanding = 'paid' | 'unpaid' | 'overdue';

/** Overdue from the day after the due date in Oslo: paying on the due date itself is on time. */
export const invoiceStanding = (invoice: Invoice, now: Date) => standingOn(invoice, osloDate(now));

function standingOn(invoice: Invoice, today: string): InvoiceStanding {
  if (invoice.status === 'paid') return 'paid';
  return invoice.dueDate < today ? 'overdue' : 'unpaid';
}

const STANDING_ORDER: Record<InvoiceStanding, number> = { overdue: 0, unpaid: 1, paid: 2 };

/** Invoice numbers as numbers where they are digits ('9' before '10'), and a total order on any strings. */
const compareInvoiceNo = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * What needs paying first (overdue, then the other unpaid), then newest due date first; invoices due the same day
 * latest-issued first (highest invoice number), so the order never depends on the order the backend sent.
 */
export function sortInvoices(invoices: readonly Invoice[], now: Date): Invoice[] {
  const today = osloDate(now);
  return [...invoices].sort(
    (a, b) =>
      STANDING_ORDER[standingOn(a, today)] - STANDING_ORDER[standingOn(b, today)] ||
      (a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : 0) ||
      compareInvoiceNo(b.ariaInvoiceNo, a.ariaInvoiceNo),
  );
}

/**
 * What asks the subscriber to pay: unpaid, and no payment of it under way (one approved at the provider and not
 * settled yet is not asked for again, "Betaling pågår"). Home's "Trenger oppmerksomhet" and the list's "Betal" both
 * ask this, so the two never disagree.
 */
export const isToPay = (invoice: Invoice) => invoice.status === 'unpaid' && !invoice.paymentPending;

/** The invoices to pay, overdue first (sortInvoices): the first is the one home names. */
export const invoicesToPay = (invoices: readonly Invoice[], now: Date): Invoice[] =>
  sortInvoices(invoices, now).filter(isToPay);

/**
 * The year an invoice belongs to in the history: the year its period starts, the invoice's own date (the contract
 * has no issue date), never its due date: January's invoice, due in December, is January's.
 */
export const invoiceYear = (invoice: Invoice) => Number(invoice.periodStart.slice(0, 4));

/** Newest period first; the same period, latest issued (highest number) first. */
const newestPeriodFirst = (a: Invoice, b: Invoice) =>
  (a.periodStart < b.periodStart ? 1 : a.periodStart > b.periodStart ? -1 : 0) ||
  compareInvoiceNo(b.ariaInvoiceNo, a.ariaInvoiceNo);

/** A history longer than this is shown in groups; a shorter one reads well as one list. */
export const GROUP_FROM = 12;

export type InvoiceGroup =
  /** A short history, as one list without headings. */
  | { kind: 'all'; invoices: Invoice[] }
  /** Every unpaid invoice (overdue included), first, whatever year it is for: it is what the subscriber came for. */
  | { kind: 'unpaid'; invoices: Invoice[] }
  /**
   * The paid invoices of one year (invoiceYear), newest period first, with their sum in kroner. Only the newest
   * year is `open`: older ones are folded, so a long history is a screen, not a scroll.
   */
  | { kind: 'year'; year: number; invoices: Invoice[]; sum: number; open: boolean };

/**
 * Groups a list from sortInvoices: the unpaid first in its order, then the paid by year, newest year first. A short
 * history stays one list: the unpaid in sortInvoices' order, then the paid newest period first.
 */
export function groupInvoices(sorted: readonly Invoice[]): InvoiceGroup[] {
  if (sorted.length === 0) return [];
  const unpaid = sorted.filter((invoice) => invoice.status === 'unpaid');
  const paid = sorted.filter((invoice) => invoice.status !== 'unpaid').sort(newestPeriodFirst);
  if (sorted.length <= GROUP_FROM) return [{ kind: 'all', invoices: [...unpaid, ...paid] }];
  const years = new Map<number, Invoice[]>();
  for (const invoice of paid) years.set(invoiceYear(invoice), [...(years.get(invoiceYear(invoice)) ?? []), invoice]);
  const byYear = [...years]
    .sort(([a], [b]) => b - a)
    .map(([year, invoices], index): InvoiceGroup => ({
      kind: 'year',
      year,
      invoices,
      sum: sumOf(invoices),
      open: index === 0,
    }));
  return unpaid.length > 0 ? [{ kind: 'unpaid', invoices: unpaid }, ...byYear] : byYear;
}

/** Kroner with øre as decimals to whole øre, where sums are exact. */
export const toOre = (amount: number) => Math.round(amount * 100);

/** The invoices' amounts summed in whole øre, so 0.10 + 0.20 is 0.30. */
function sumOf(invoices: readonly Invoice[]): number {
  return invoices.reduce((sum, invoice) => sum + toOre(invoice.amount), 0) / 100;
}

/** What the subscriber owes: the unpaid invoices, overdue and those with a payment under way included. */
export const sumDue = (invoices: readonly Invoice[]): number =>
  sumOf(invoices.filter((invoice) => invoice.status === 'unpaid'));

/**
 * The MOD11 check of a payload, as Norwegian banks count it for account numbers and KIDs: weights 2, 3, 4, 5, 6, 7,
 * 2, … from the right; 10 stands for the check no digit can write.
 */
function mod11Check(payload: readonly number[]): number {
  const sum = payload.reduce((total, digit, index) => total + digit * (2 + ((payload.length - 1 - index) % 6)), 0);
  return (11 - (sum % 11)) % 11;
}

const digitsOf = (text: string) => [...text].map(Number);

/**
 * A Norwegian bank account number: 11 digits, the last a MOD11 check over the first ten (numbers whose check would
 * be 10 are never issued). Written without spaces or dots, as the backend sends it.
 */
export function isValidAccountNumber(text: string): boolean {
  if (!/^\d{11}$/.test(text)) return false;
  const digits = digitsOf(text);
  return mod11Check(digits.slice(0, 10)) === digits[10];
}

/** '12345678903' → '1234 56 78903', as it is printed on Norwegian invoices; anything else is left as it is. */
export function formatAccountNumber(accountNumber: string): string {
  const match = /^(\d{4})(\d{2})(\d{5})$/.exec(accountNumber);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : accountNumber;
}

/** Luhn over the payload and its check digit: every second digit leftwards from the check doubled, its digits summed. */
function isLuhnValid(digits: readonly number[]): boolean {
  const sum = digits
    .toReversed()
    .reduce(
      (total, digit, index) => total + (index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
      0,
    );
  return sum % 10 === 0;
}

/**
 * A KID (the reference a Norwegian payment carries): 2–25 characters, digits with a check digit last, by MOD10
 * (Luhn) or MOD11. Which one is the payee's agreement with its bank, unknown here, so a KID valid by either passes.
 * Under MOD11 a check of 10 is written '-', which Luhn never produces.
 */
export function isValidKid(kid: string): boolean {
  if (!/^\d{1,24}[\d-]$/.test(kid)) return false;
  const payload = digitsOf(kid.slice(0, -1));
  const check = kid.slice(-1);
  const mod11 = mod11Check(payload);
  return check === (mod11 === 10 ? '-' : String(mod11)) || (check !== '-' && isLuhnValid([...payload, Number(check)]));
}
