// The account's invoices (/fakturaoversikt), one invoice to keep (/faktura/…) or to pay (/betal-faktura/…), the
// trip to the payment provider that pays it, and the verify on /betaling when the user is back: nothing is paid
// until that verify finds the provider's approval.
import { atom } from 'nanostores';
import * as v from 'valibot';
import { Invoice as InvoiceSchema } from '../../api/contract.ts';
import { findInvoice, findInvoices, payInvoice, verifyInvoicePayment } from '../../api/payment-invoice.ts';
import { isInvoiceNo, type Invoice } from '../../domain/payment/invoice.ts';
import { endTrip, readTrip, startTrip, VERIFY_REFUSALS } from '../../domain/payment/round-trip.ts';
import { INVOICE_PAID, isPaymentId, PAYMENT_IN_PROGRESS } from '../../domain/payment/settlement.ts';
import { href, paramsOf } from '../../domain/routing/href.ts';
import { pageAddress } from '../kit/address.ts';
import { tripStorage } from '../kit/browser-storage.ts';
import { $account, $accountNo, lastAccount } from '../person/account.ts';
import { createLoad } from '../kit/load.ts';
import { failureOf, type RequestFailure } from '../kit/request-failure.ts';
import { answerFor, refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { tabCache } from '../kit/tab-cache.ts';
import { userBound } from '../kit/user-bound.ts';

export type { Invoice };

/** The methods an invoice can be paid with at the provider. */
export type InvoicePaymentMethod = 'SWEDBANK-PPG' | 'VIPPS';

/**
 * Every invoice of the account, in the backend's order (the list sorts with the domain's rule): asked for as soon
 * as the guard knows the account, beside the subscription fetch, not after the page has drawn.
 */
export const $invoices = createLoad({
  from: $accountNo,
  tabCache: tabCache('invoices', v.object({ status: v.literal('loaded'), invoices: v.array(InvoiceSchema) })),
  fetch: async (ariaAccountNo: string): Promise<{ status: 'loaded'; invoices: Invoice[] }> => ({
    status: 'loaded',
    invoices: await findInvoices(ariaAccountNo),
  }),
});

/** The invoice number of this /faktura/{no} or /betal-faktura/{no} page; undefined for an address without one. */
export function invoiceNoHere(): string | undefined {
  const { pathname } = pageAddress();
  return (paramsOf('/faktura/:ariaInvoiceNo', pathname) ?? paramsOf('/betal-faktura/:ariaInvoiceNo', pathname))
    ?.ariaInvoiceNo;
}

/**
 * The invoice /faktura/{no} shows or /betal-faktura/{no} pays, asked for once the account is known. `notFound`: no
 * such invoice on this account, unknown or another account's (the backend answers both alike).
 */
export const $invoice = createLoad({
  from: $accountNo,
  input: (ariaAccountNo: string) => {
    const ariaInvoiceNo = invoiceNoHere();
    // A "number" that cannot be one is no request: the page says so without it (issue 43).
    return ariaInvoiceNo === undefined || !isInvoiceNo(ariaInvoiceNo) ? undefined : { ariaAccountNo, ariaInvoiceNo };
  },
  fetch: async ({
    ariaAccountNo,
    ariaInvoiceNo,
  }: {
    ariaAccountNo: string;
    ariaInvoiceNo: string;
  }): Promise<{ status: 'loaded'; invoice: Invoice } | { status: 'notFound' }> => {
    try {
      return { status: 'loaded', invoice: await findInvoice(ariaAccountNo, ariaInvoiceNo) };
    } catch (error) {
      return (
        answerFor(error, 'getInvoice', { INVOICE_NOT_FOUND: { status: 'notFound' } as const }) ??
        Promise.reject(error instanceof Error ? error : new Error(String(error)))
      );
    }
  },
});

export interface InvoicePaymentRequest {
  invoice: Invoice;
  paymentMethod: InvoicePaymentMethod;
}

/**
 * Starts the trip that pays the invoice and keeps it in the tab for /betaling; the result is the provider's address.
 * /betaling is the return for every invoice payment: the provider adds only `?paymentId=…`, and the trip says
 * which invoice it was.
 */
async function startInvoicePayment({ invoice, paymentMethod }: InvoicePaymentRequest): Promise<string> {
  const account = $account.get();
  if (!account) throw new Error('No account loaded to pay from');
  const { redirectUrl, paymentId } = await payInvoice({
    ariaAccountNo: account.ariaAccountNo,
    ariaInvoiceNo: invoice.ariaInvoiceNo,
    paymentMethod,
    returnUrl: href('/betaling'),
  });
  startTrip(tripStorage(), { kind: 'invoice', paymentId, invoiceNo: invoice.ariaInvoiceNo, dueAmount: invoice.amount });
  return redirectUrl;
}

/**
 * "Betal": refused when the invoice was paid meanwhile (another tab, the bank), or while a payment of it is under way
 * (issue 25: never paid twice). The chosen method is kept until answered.
 */
export const $invoicePayment = createSubmission(startInvoicePayment, {
  refusals: refusalsOf('payInvoice', { [INVOICE_PAID]: 'form', [PAYMENT_IN_PROGRESS]: 'form' }),
  keep: 'pay',
});

/** Why /betaling has nothing to verify: no payment id; one the backend does not know as this user's; one verified before. */
export type VerifyRefusal = 'missing' | 'unknown' | 'replayed';

export type InvoicePaymentVerification =
  | { status: 'verifying' }
  | { status: 'paid' | 'alreadyPaid' | 'pending' | 'declined' | 'aborted' | 'timeout'; invoice: Invoice }
  /** `invoiceNo`: the invoice the tab's trip was for, when it kept one, so the page can lead back to it. */
  | { status: 'refused'; reason: VerifyRefusal; invoiceNo?: string }
  | { status: 'failed'; failure: RequestFailure };

export const $invoicePaymentVerification = userBound(atom<InvoicePaymentVerification>({ status: 'verifying' }));

/**
 * Asks the backend what the provider did with the payment the user came back with (`?paymentId=…`), once. The
 * tab's trip names the invoice; the payment id from the address is what is verified (the backend decides whose it
 * is), so a payment made at the provider is never left unverified because the tab lost its storage. /betaling is
 * a public page without a guard: the account is the one this browser's last signed-in page found.
 */
export async function verifyInvoicePaymentFrom(search = pageAddress().search): Promise<InvoicePaymentVerification> {
  const paymentId = new URLSearchParams(search).get('paymentId');
  const trip = readTrip(tripStorage());
  const invoiceNo = trip?.kind === 'invoice' ? trip.invoiceNo : undefined;
  const ariaAccountNo = $account.get()?.ariaAccountNo ?? lastAccount()?.ariaAccountNo;
  $invoicePaymentVerification.set({ status: 'verifying' });
  let state: InvoicePaymentVerification;
  if (!paymentId || !ariaAccountNo) {
    state = { status: 'refused', reason: 'missing', ...(invoiceNo !== undefined && { invoiceNo }) };
    endTrip(tripStorage());
  } else if (!isPaymentId(paymentId)) {
    // A mangled id in the link: no retry can verify it, so it is said as an unknown payment, not a failure (issue 25).
    state = { status: 'refused', reason: 'unknown' };
    endTrip(tripStorage());
  } else {
    try {
      const { result, invoice } = await verifyInvoicePayment({ ariaAccountNo, paymentId });
      state = { status: result, invoice };
      endTrip(tripStorage());
    } catch (error) {
      const reason = answerFor(error, 'verifyInvoicePayment', VERIFY_REFUSALS);
      // An answer about the payment ends the trip; a failure (or a 401 on the way to login) keeps it for the next try.
      if (reason) {
        state = { status: 'refused', reason, ...(invoiceNo !== undefined && { invoiceNo }) };
        endTrip(tripStorage());
      } else state = { status: 'failed', failure: failureOf(error) };
    }
  }
  $invoicePaymentVerification.set(state);
  return state;
}
