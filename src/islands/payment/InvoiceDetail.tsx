// /faktura/{no}: every fact of one invoice, as a page to keep: the browser prints it, or saves it as PDF, without
// the portal around it (the print rules in portal.css), as a bank's or Stripe's invoice page lets you keep one.
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { formatAccountNumber, invoiceStanding, isToPay, type InvoiceStanding } from '../../domain/payment/invoice.ts';
import { href } from '../../domain/routing/href.ts';
import { formatIsoDate, formatPrice } from '../../i18n/nb.ts';
import { formatPeriod, nbInvoices } from '../../i18n/nb/payment.ts';
import { $account } from '../../stores/person/account.ts';
import { $brand } from '../../stores/kit/brand.ts';
import type { Invoice } from '../../stores/payment/invoices.ts';
import { Fact } from '../shared/Fact.tsx';
import { InvoiceHere } from './InvoiceHere.tsx';
import { ToInvoiceList } from './ToInvoiceList.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nbInvoices;

/** The title's publishing company, baked in at build time from the title data. */
export interface Seller {
  name: string;
  organisationNumber: string;
  postalAddress: string;
}

export function InvoiceDetail({ seller }: { seller: Seller }) {
  return <InvoiceHere render={(invoice) => <Detail invoice={invoice} seller={seller} />} />;
}

function Detail({ invoice, seller }: { invoice: Invoice; seller: Seller }) {
  const account = useStore($account);
  const brand = useStore($brand);
  const standing = invoiceStanding(invoice, usePage().now);
  const subscriber = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || account?.email;
  return (
    <>
      <article className="card invoice-detail" aria-labelledby="faktura-tittel">
        <h2 id="faktura-tittel" className="invoice-detail__title">
          {invoice.description}
        </h2>
        <dl className="facts">
          <Fact term={text.detail.invoiceNo}>{invoice.ariaInvoiceNo}</Fact>
          <Fact term={text.period}>{formatPeriod(invoice.periodStart, invoice.periodEnd)}</Fact>
          <Fact term={text.amount} className="invoice__amount">
            {formatPrice(invoice.amount)}
          </Fact>
          <Fact term={text.dueDate}>{formatIsoDate(invoice.dueDate)}</Fact>
          <Fact term={text.detail.status}>
            <Status invoice={invoice} standing={standing} />
          </Fact>
          {invoice.paidDate && <Fact term={text.detail.paidOn}>{formatIsoDate(invoice.paidDate)}</Fact>}
          <Fact term={text.kid}>{invoice.kid}</Fact>
          <Fact term={text.accountNumber}>{formatAccountNumber(invoice.accountNumber)}</Fact>
          {brand && <Fact term={text.detail.title}>{brand.name}</Fact>}
          {subscriber && <Fact term={text.detail.subscriber}>{subscriber}</Fact>}
          {account && <Fact term={text.detail.customerNo}>{account.ariaAccountNo}</Fact>}
          <Fact term={text.detail.seller}>
            {seller.name}
            <br />
            {text.detail.organisationNumber(seller.organisationNumber)}
            {/* As a letter has it: the street or box, then postal code and place. */}
            {seller.postalAddress.split(', ').map((line) => (
              <Fragment key={line}>
                <br />
                {line}
              </Fragment>
            ))}
          </Fact>
        </dl>
      </article>
      <div className="button-row">
        {isToPay(invoice) && (
          <a
            className="button"
            href={href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: invoice.ariaInvoiceNo })}
            aria-label={text.payLabel(invoice.description)}
          >
            {text.pay}
          </a>
        )}
        {/* The browser's own print dialog: its "Lagre som PDF" is the PDF, with nothing of ours to keep up. */}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {text.detail.print}
        </button>
        <ToInvoiceList secondary />
      </div>
      <p className="hint invoice-detail__hint">{text.detail.printHint}</p>
    </>
  );
}

/** An unpaid invoice with a payment under way says so (no "Betal"); an overdue one stands out, in print too. */
function Status({ invoice, standing }: { invoice: Invoice; standing: InvoiceStanding }) {
  if (invoice.status === 'unpaid' && !isToPay(invoice)) return text.paymentPending;
  return standing === 'overdue' ? <strong>{text.standing.overdue}</strong> : text.standing[standing];
}
