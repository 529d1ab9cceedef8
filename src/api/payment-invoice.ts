// The account's invoices, and paying one at the payment provider (paid once the verify call says so).
import { call, type RequestBody } from './client.ts';
import type { Invoice } from './contract.ts';

/** In the billing system's order: the portal sorts. */
export function findInvoices(ariaAccountNo: string): Promise<Invoice[]> {
  return call('getInvoices', { params: { ariaAccountNo } });
}

export function findInvoice(ariaAccountNo: string, ariaInvoiceNo: string): Promise<Invoice> {
  return call('getInvoice', { params: { ariaAccountNo, ariaInvoiceNo } });
}

/** A provider trip: where to send the user, and the id to verify when they are back. */
export const payInvoice = (body: RequestBody<'payInvoice'>) => call('payInvoice', { body });

export const verifyInvoicePayment = (body: RequestBody<'verifyInvoicePayment'>) =>
  call('verifyInvoicePayment', { body });
