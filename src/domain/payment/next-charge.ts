// What the subscriber pays next (issue 41: home names the next charge, "Neste faktura: 399 kr 1. desember 2026,
// med Visa …4242"), from the same answers /fakturaoversikt and the payment pages read: the invoices, the
// subscription (its price, a running trial's terms, a waiting plan change) and the payment method. Nothing is
// guessed: without the invoices' answer there is no line.
import type { Standing } from '../subscription/standing.ts';
import type { TrialTerms } from '../subscription/trial.ts';
import { firstOfNextMonth, osloDate, addDays } from '../time/oslo.ts';
import { invoiceStanding, isToPay, type Invoice } from './invoice.ts';

export interface NextChargeFacts {
  standing: Standing;
  /** Whether the holder pays for the subscription (status.ts's isPaying). */
  paying: boolean;
  /** The subscription's price per month. */
  price: number;
  /** The trial running now (trial.ts's runningTrial), kept or cancelled. */
  trial?: TrialTerms;
  /** A waiting plan change, with the new plan's price when the subscription says it. */
  pendingPlan?: { effectiveDate: string; price?: number } | null;
  /** The invoice list's answer; undefined while it is not known. */
  invoices?: readonly Invoice[];
}

export type NextCharge =
  /** An invoice already sent and not yet due: its amount and due date, as the list shows it. */
  | { kind: 'invoice'; amount: number; date: string; ariaInvoiceNo: string }
  /** The next period's charge, not invoiced yet: the price that applies then, on the day the period starts. */
  | { kind: 'period'; amount: number; date: string };

/**
 * The next charge: an invoice sent and not yet due (the earliest due; one overdue is not "next", it is home's
 * attention), else, for a subscription that goes on and is paid for, the next period: after a running trial its
 * later price from the trial's end; otherwise the monthly price (the waiting plan's, when it starts by then) from
 * the first day after the last invoiced period, and never before the first of next month (periods are months).
 * None for what ends (cancelled, ending), does not run or is paid by someone else.
 */
export function nextChargeOf(facts: NextChargeFacts, now: Date): NextCharge | undefined {
  if (!facts.invoices) return undefined;
  const sent = facts.invoices
    .filter((invoice) => isToPay(invoice) && invoiceStanding(invoice, now) === 'unpaid')
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))[0];
  if (sent) return { kind: 'invoice', amount: sent.amount, date: sent.dueDate, ariaInvoiceNo: sent.ariaInvoiceNo };
  const { standing } = facts;
  if (standing.kind === 'trial')
    return facts.trial ? { kind: 'period', amount: facts.trial.thenPrice, date: facts.trial.until } : undefined;
  if ((standing.kind !== 'active' && standing.kind !== 'pendingChange') || !facts.paying) return undefined;
  const lastInvoiced = facts.invoices.reduce<string | undefined>(
    (last, invoice) => (last === undefined || invoice.periodEnd > last ? invoice.periodEnd : last),
    undefined,
  );
  const nextMonth = firstOfNextMonth(osloDate(now));
  const afterInvoiced = lastInvoiced && addDays(lastInvoiced, 1);
  const date = afterInvoiced && afterInvoiced > nextMonth ? afterInvoiced : nextMonth;
  const plan = facts.pendingPlan;
  const amount = plan && plan.price !== undefined && plan.effectiveDate <= date ? plan.price : facts.price;
  return { kind: 'period', amount, date };
}
