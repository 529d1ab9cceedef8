// /fakturaoversikt: every invoice, what needs paying first, a long history grouped by year; an unpaid invoice
// with what a bank payment needs (KID and account number, each to copy) and a way to pay it here.
import { useStore } from '@nanostores/react';
import { groupByYear, invoiceStanding, sortInvoices, sumDue, formatAccountNumber, type InvoiceGroup } from '../../domain/payment/invoice.ts';
import { href } from '../../domain/routing/href.ts';
import { formatIsoDate, formatPeriod, formatPrice, invoiceGroupHeading, nb } from '../../i18n/nb.ts';
import { $invoices, type Invoice } from '../../stores/invoices.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { CopyValue, useCopy, type Copy } from './CopyValue.tsx';
import { Fact } from '../shared/Fact.tsx';

const text = nb.invoices;

export function InvoiceList() {
  const { ready } = usePage();
  const invoices = useStore($invoices);
  const copy = useCopy();
  // Drawn once the list has answered, whole: nothing below the heading moves after the first draw.
  if (!ready || invoices.status === 'idle' || invoices.status === 'loading') return null;
  if (invoices.status === 'failed') return <RequestFailure failure={invoices.failure} message={invoices.failure.kind === 'other' ? text.loadFailed : undefined} onRetry={() => void $invoices.load()} />;
  if (invoices.invoices.length === 0) return <p className="notice">{text.empty}</p>;

  const now = new Date();
  const groups = groupByYear(sortInvoices(invoices.invoices, now));
  const due = sumDue(invoices.invoices);
  return (
    <>
      {due > 0 && <p className="notice">{text.due(formatPrice(due))}</p>}
      {groups.map((group) => (
        <Group key={group.kind === 'year' ? group.year : group.kind} group={group} now={now} copy={copy} />
      ))}
      <p className="visually-hidden" aria-live="polite">
        {copy.announcement}
      </p>
    </>
  );
}

function Group({ group, now, copy }: { group: InvoiceGroup; now: Date; copy: Copy }) {
  const heading = invoiceGroupHeading(group);
  const list = (
    <ul className="invoice-list" aria-label={heading ?? text.listLabel}>
      {group.invoices.map((invoice) => (
        <InvoiceItem key={invoice.ariaInvoiceNo} invoice={invoice} now={now} headingLevel={heading ? 3 : 2} copy={copy} />
      ))}
    </ul>
  );
  if (!heading) return list;
  const id = `fakturaer-${group.kind === 'year' ? group.year : group.kind}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="invoice-group__heading">
        {heading}
      </h2>
      {list}
    </section>
  );
}

interface ItemProps {
  invoice: Invoice;
  now: Date;
  headingLevel: 2 | 3;
  copy: Copy;
}

function InvoiceItem({ invoice, now, headingLevel, copy }: ItemProps) {
  const standing = invoiceStanding(invoice, now);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`invoice invoice--${standing}`}>
      <div className="invoice__top">
        <Heading className="invoice__title">{invoice.description}</Heading>
        <span className={`invoice__standing invoice__standing--${standing}`}>
          {standing === 'overdue' && <span aria-hidden="true">! </span>}
          {text.standing[standing]}
        </span>
      </div>
      <dl className="facts">
        <Fact term={text.amount} className="invoice__amount">{formatPrice(invoice.amount)}</Fact>
        <Fact term={text.period}>{formatPeriod(invoice.periodStart, invoice.periodEnd)}</Fact>
        <Fact term={text.dueDate}>{formatIsoDate(invoice.dueDate)}</Fact>
        {invoice.status === 'paid' ? (
          invoice.paidDate && (
            <Fact term={text.paidOn}>{formatIsoDate(invoice.paidDate)}</Fact>
          )
        ) : (
          // Only what is still to pay gets the bank details: copying a paid invoice's would invite paying twice.
          <>
            <CopyValue id={`kid-${invoice.ariaInvoiceNo}`} label={text.kid} value={invoice.kid} copy={copy} />
            <CopyValue id={`konto-${invoice.ariaInvoiceNo}`} label={text.accountNumber} value={invoice.accountNumber} shown={formatAccountNumber(invoice.accountNumber)} copy={copy} />
          </>
        )}
      </dl>
      {invoice.status === 'unpaid' && (
        <p className="invoice__pay">
          <a className="button" href={href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: invoice.ariaInvoiceNo })} aria-label={text.payLabel(invoice.description)}>
            {text.pay}
          </a>
        </p>
      )}
    </li>
  );
}
