// The account's invoices, and paying one at the payment provider: the invoice is paid once the portal verifies the
// trip and the provider says it was paid, never on the word of the link the user comes back with.
import type { Invoice } from '../../../src/api/contract.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { fail, ownAccount, type Route } from './context.ts';
import { startTrip, verifyTrip } from './payment-trips.ts';
import type { State } from './state.ts';

/**
 * The invoice, if it is on this account and the account is the session user's. Anyone else's and a missing one
 * answer alike, so invoice numbers cannot be probed.
 */
export function ownInvoice(state: State, userId: string, ariaAccountNo: string, ariaInvoiceNo: string): Invoice {
  const stored = state.invoices.get(ariaInvoiceNo);
  const account = state.accounts.get(ariaAccountNo);
  if (!stored || !account || account.spidId !== userId || stored.ariaAccountNo !== ariaAccountNo) {
    fail(404, 'INVOICE_NOT_FOUND', `ariaInvoiceNo: no invoice ${ariaInvoiceNo} on this account`);
  }
  return stored.invoice;
}

export const getInvoices: Route<'getInvoices'> = {
  access: 'user',
  handle({ state, params, userId }) {
    const account = ownAccount(state, userId, params.ariaAccountNo);
    // In the billing system's order; the portal sorts.
    return [...state.invoices.values()].filter((stored) => stored.ariaAccountNo === account.ariaAccountNo).map((stored) => stored.invoice);
  },
};

export const getInvoice: Route<'getInvoice'> = {
  access: 'user',
  handle: ({ state, params, userId }) => ownInvoice(state, userId, params.ariaAccountNo, params.ariaInvoiceNo),
};

export const payInvoice: Route<'payInvoice'> = {
  access: 'user',
  handle({ state, body, userId, origin }) {
    const account = ownAccount(state, userId, body.ariaAccountNo);
    const invoice = ownInvoice(state, userId, account.ariaAccountNo, body.ariaInvoiceNo);
    if (invoice.status === 'paid') fail(409, 'INVOICE_PAID', `invoice ${invoice.ariaInvoiceNo} was paid on ${invoice.paidDate}`);
    const fields = { kind: 'invoice', userId, ariaAccountNo: account.ariaAccountNo, method: body.paymentMethod, ariaInvoiceNo: invoice.ariaInvoiceNo } as const;
    return startTrip(state, fields, body.returnUrl, origin);
  },
};

export const verifyInvoicePayment: Route<'verifyInvoicePayment'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const account = ownAccount(state, userId, body.ariaAccountNo);
    const trip = verifyTrip(state, userId, account, body.paymentId, 'invoice');
    const invoice = ownInvoice(state, userId, account.ariaAccountNo, trip.ariaInvoiceNo!);
    if (trip.status === 'paid' && invoice.status === 'unpaid') Object.assign(invoice, { status: 'paid', paidDate: osloDate(state.clock.now()) });
    return { result: trip.status === 'paid' ? 'paid' : trip.status, invoice } as const;
  },
};
