// The account's invoices, and paying one at the payment provider: the invoice is paid when the provider calls back
// with its approval (payment-trips.ts), once, never on the word of the link the user comes back with.
import type { Invoice } from '../../../src/api/contract.ts';
import { ownAccount, type Fail, type Route } from './context.ts';
import { invoicePaymentPending, startTrip, verifyTrip } from './payment-trips.ts';
import type { BillingInvoice, State } from './state.ts';

/**
 * The invoice, if it is on this account and the account is the session user's. Anyone else's and a missing one
 * answer alike, so invoice numbers cannot be probed.
 */
export function ownInvoice(
  state: State,
  userId: string,
  ariaAccountNo: string,
  ariaInvoiceNo: string,
  fail: Fail<'INVOICE_NOT_FOUND'>,
): Invoice {
  const stored = state.invoices.get(ariaInvoiceNo);
  const account = state.accounts.get(ariaAccountNo);
  if (!stored || !account || account.spidId !== userId || stored.ariaAccountNo !== ariaAccountNo) {
    return fail(404, 'INVOICE_NOT_FOUND', `ariaInvoiceNo: no invoice ${ariaInvoiceNo} on this account`);
  }
  return withPaymentPending(state, stored.invoice, ariaAccountNo);
}

/** The invoice as the portal gets it: with whether an approved payment of it waits for the provider's callback. */
const withPaymentPending = (state: State, invoice: BillingInvoice, ariaAccountNo: string): Invoice => ({
  ...invoice,
  paymentPending: invoicePaymentPending(state, ariaAccountNo, invoice.ariaInvoiceNo),
});

export const getInvoices: Route<'getInvoices'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const account = ownAccount(state, userId, params.ariaAccountNo, fail);
    // In the billing system's order; the portal sorts.
    return [...state.invoices.values()]
      .filter((stored) => stored.ariaAccountNo === account.ariaAccountNo)
      .map((stored) => withPaymentPending(state, stored.invoice, account.ariaAccountNo));
  },
};

export const getInvoice: Route<'getInvoice'> = {
  access: 'user',
  handle: ({ state, params, userId, fail }) =>
    ownInvoice(state, userId, params.ariaAccountNo, params.ariaInvoiceNo, fail),
};

export const payInvoice: Route<'payInvoice'> = {
  access: 'user',
  handle({ state, body, userId, origin, fail }) {
    const account = ownAccount(state, userId, body.ariaAccountNo, fail);
    const invoice = ownInvoice(state, userId, account.ariaAccountNo, body.ariaInvoiceNo, fail);
    const fields = {
      kind: 'invoice',
      userId,
      ariaAccountNo: account.ariaAccountNo,
      method: body.paymentMethod,
      ariaInvoiceNo: invoice.ariaInvoiceNo,
    } as const;
    return startTrip(state, fields, body.returnUrl, origin, { fail, paid: invoice.status === 'paid' });
  },
};

export const verifyInvoicePayment: Route<'verifyInvoicePayment'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const account = ownAccount(state, userId, body.ariaAccountNo, fail);
    const { trip, result } = verifyTrip(state, userId, account, { paymentId: body.paymentId, kind: 'invoice' }, fail);
    return { result, invoice: ownInvoice(state, userId, account.ariaAccountNo, trip.ariaInvoiceNo!, fail) };
  },
};
