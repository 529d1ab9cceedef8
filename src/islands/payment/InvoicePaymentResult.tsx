// /betaling: where the payment provider sends the user back after paying an invoice (`?paymentId=…`). The
// backend is asked what the provider did; then the receipt, or why nothing was paid with a way to try again.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { href } from '../../domain/routing/href.ts';
import { formatIsoDate, formatPrice } from '../../i18n/nb.ts';
import { nbInvoices } from '../../i18n/nb/payment.ts';
import { $invoicePaymentVerification, verifyInvoicePaymentFrom, type Invoice } from '../../stores/payment/invoices.ts';
import { $spinner, startSpinner, stopSpinner } from '../../stores/kit/spinner.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { ToInvoiceList } from './ToInvoiceList.tsx';
import { usePage } from '../shared/use-page.ts';
import { Fact } from '../shared/Fact.tsx';

const text = nbInvoices;

function verify(): void {
  startSpinner(text.verifying);
  void verifyInvoicePaymentFrom().finally(stopSpinner);
}

export function InvoicePaymentResult() {
  const { ready } = usePage();
  const verification = useStore($invoicePaymentVerification);
  useEffect(() => {
    if (ready) verify();
  }, [ready]);

  if (!ready || verification.status === 'verifying') return null;
  if (verification.status === 'failed') return <RequestFailure failure={verification.failure} onRetry={verify} />;
  if (verification.status === 'paid') return <Receipt invoice={verification.invoice} />;
  if (verification.status === 'refused') {
    return (
      <Outcome
        heading={text.refusalHeading}
        message={text.refusals[verification.reason]}
        invoiceNo={verification.reason === 'missing' ? verification.invoiceNo : undefined}
      />
    );
  }
  return (
    <Outcome
      heading={text.outcomeHeadings[verification.status]}
      message={text.outcomes[verification.status]}
      invoiceNo={verification.invoice.ariaInvoiceNo}
    />
  );
}

/**
 * Back from a round trip the page is new: focus goes to what it says, so it is read first; once the spinner is
 * gone, as the page's content cannot take focus while the spinner hides it.
 */
function useFocusOnResult() {
  const ref = useRef<HTMLDivElement>(null);
  const spinning = useStore($spinner).show;
  useEffect(() => {
    if (!spinning) ref.current?.focus();
  }, [spinning]);
  return ref;
}

function Receipt({ invoice }: { invoice: Invoice }) {
  const ref = useFocusOnResult();
  return (
    <>
      <div className="success invoice-outcome" tabIndex={-1} ref={ref}>
        <h2>{text.paid}</h2>
        <p>{text.paidText}</p>
        <dl className="facts">
          <div>
            <dt>{text.invoice}</dt>
            <dd>
              {invoice.description} ({invoice.ariaInvoiceNo})
            </dd>
          </div>
          <Fact term={text.amount} className="invoice__amount">
            {formatPrice(invoice.amount)}
          </Fact>
          {invoice.paidDate && <Fact term={text.paidOn}>{formatIsoDate(invoice.paidDate)}</Fact>}
        </dl>
      </div>
      <p>
        <ToInvoiceList />
      </p>
    </>
  );
}

/** Nothing was paid: why, and the invoice again (when known) or the list. */
function Outcome({ heading, message, invoiceNo }: { heading: string; message: string; invoiceNo: string | undefined }) {
  const ref = useFocusOnResult();
  return (
    <>
      <div className="notice invoice-outcome" tabIndex={-1} ref={ref}>
        <h2>{heading}</h2>
        <p>{message}</p>
      </div>
      <div className="button-row">
        {invoiceNo !== undefined && (
          <a className="button" href={href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: invoiceNo })}>
            {text.tryAgain}
          </a>
        )}
        <ToInvoiceList secondary />
      </div>
    </>
  );
}
