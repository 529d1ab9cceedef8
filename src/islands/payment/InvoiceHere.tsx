// The invoice a /faktura/{no} or /betal-faktura/{no} address names, once loaded; every other answer (no number,
// no such invoice on this account, a failed request) said the same way on both pages.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { isInvoiceNo } from '../../domain/payment/invoice.ts';
import { nbInvoices } from '../../i18n/nb/payment.ts';
import { $invoice, invoiceNoHere, type Invoice } from '../../stores/payment/invoices.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { WayOn } from './ToInvoiceList.tsx';

const text = nbInvoices;

export function InvoiceHere({ render }: { render: (invoice: Invoice) => ReactNode }) {
  const { ready } = usePage();
  const invoice = useStore($invoice);
  const invoiceNo = invoiceNoHere();

  if (!ready) return null;
  if (invoiceNo === undefined) return <WayOn message={text.noInvoiceNo} />;
  if (!isInvoiceNo(invoiceNo)) return <WayOn message={text.notAnInvoiceNo} />;
  if (invoice.status === 'idle' || invoice.status === 'loading') return null;
  if (invoice.status === 'failed')
    return (
      <RequestFailure
        failure={invoice.failure}
        message={invoice.failure.kind === 'other' ? text.invoiceLoadFailed : undefined}
        onRetry={() => void $invoice.load()}
      />
    );
  if (invoice.status === 'notFound') return <WayOn message={text.notFound} />;
  return render(invoice.invoice);
}
