// /fakturaoversikt: what needs paying first, each unpaid invoice with what a bank payment needs (KID and account
// number, each to copy) and a way to pay it here; then the paid ones as compact rows, by the year of their period,
// older years folded. Every invoice leads to its own page (/faktura/{no}) to keep or print.
import { useStore } from '@nanostores/react';
import {
  groupInvoices,
  invoiceStanding,
  isToPay,
  sortInvoices,
  sumDue,
  formatAccountNumber,
  type InvoiceGroup,
} from '../../domain/payment/invoice.ts';
import { href } from '../../domain/routing/href.ts';
import { formatIsoDate, formatPrice } from '../../i18n/nb.ts';
import { formatPeriod, invoiceGroupHeading, nbInvoices } from '../../i18n/nb/payment.ts';
import { $invoices, type Invoice } from '../../stores/payment/invoices.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { CopyValue, useCopy, type Copy } from './CopyValue.tsx';
import { Fact } from '../shared/Fact.tsx';

const text = nbInvoices;

export function InvoiceList() {
  const { ready, now } = usePage();
  const invoices = useStore($invoices);
  const copy = useCopy();
  // Drawn once the list has answered, whole: nothing below the heading moves after the first draw.
  if (!ready || invoices.status === 'idle' || invoices.status === 'loading') return null;
  if (invoices.status === 'failed')
    return (
      <RequestFailure
        failure={invoices.failure}
        message={invoices.failure.kind === 'other' ? text.loadFailed : undefined}
        onRetry={() => void $invoices.load()}
      />
    );
  if (invoices.invoices.length === 0) return <p className="notice">{text.empty}</p>;

  const groups = groupInvoices(sortInvoices(invoices.invoices, now));
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
  const items = (level: 2 | 3) =>
    group.invoices.map((invoice) => (
      <InvoiceItem key={invoice.ariaInvoiceNo} invoice={invoice} now={now} headingLevel={level} copy={copy} />
    ));
  if (!heading) {
    return (
      <ul className="invoice-list" aria-label={text.listLabel}>
        {items(2)}
      </ul>
    );
  }
  const id = `fakturaer-${group.kind === 'year' ? group.year : group.kind}`;
  if (group.kind !== 'year') {
    return (
      <section aria-labelledby={id}>
        <h2 id={id} className="invoice-group__heading">
          {heading}
        </h2>
        <ul className="invoice-list" aria-label={heading}>
          {items(3)}
        </ul>
      </section>
    );
  }
  // A native disclosure: Enter or Space on the summary folds and unfolds, and the browser's find opens a folded year.
  return (
    <details className="invoice-year" open={group.open}>
      <summary className="invoice-year__summary">
        <h2 id={id} className="invoice-year__heading">
          {heading}
        </h2>
        <span className="invoice-year__sum">{text.yearSummary(group.invoices.length, formatPrice(group.sum))}</span>
      </summary>
      <ul className="invoice-list invoice-list--rows" aria-label={heading}>
        {items(3)}
      </ul>
    </details>
  );
}

interface ItemProps {
  invoice: Invoice;
  now: Date;
  headingLevel: 2 | 3;
  copy: Copy;
}

const detailHref = (invoice: Invoice) => href('/faktura/:ariaInvoiceNo', { ariaInvoiceNo: invoice.ariaInvoiceNo });

function InvoiceItem(props: ItemProps) {
  return props.invoice.status === 'paid' ? <PaidRow {...props} /> : <UnpaidCard {...props} />;
}

/** A paid invoice as one compact row; the whole row is the link to its page. */
function PaidRow({ invoice, headingLevel }: ItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="invoice-row">
      <Heading className="invoice-row__title">
        <a className="invoice-row__link" href={detailHref(invoice)}>
          {invoice.description}
        </a>
      </Heading>
      <span className="invoice-row__amount">{formatPrice(invoice.amount)}</span>
      <span className="invoice-row__paid">
        {invoice.paidDate ? `${text.standing.paid} ${formatIsoDate(invoice.paidDate)}` : text.standing.paid}
      </span>
    </li>
  );
}

function UnpaidCard({ invoice, now, headingLevel, copy }: ItemProps) {
  const standing = invoiceStanding(invoice, now);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`invoice invoice--${standing}`}>
      <div className="invoice__top">
        <Heading className="invoice__title">
          <a href={detailHref(invoice)}>{invoice.description}</a>
        </Heading>
        <span className={`invoice__standing invoice__standing--${standing}`}>
          {standing === 'overdue' && <span aria-hidden="true">! </span>}
          {text.standing[standing]}
        </span>
      </div>
      <dl className="facts">
        <Fact term={text.amount} className="invoice__amount">
          {formatPrice(invoice.amount)}
        </Fact>
        <Fact term={text.period}>{formatPeriod(invoice.periodStart, invoice.periodEnd)}</Fact>
        <Fact term={text.dueDate}>{formatIsoDate(invoice.dueDate)}</Fact>
        {/* Only what is still to pay gets the bank details to copy: copying a paid invoice's would invite paying twice. */}
        <CopyValue id={`kid-${invoice.ariaInvoiceNo}`} label={text.kid} value={invoice.kid} copy={copy} />
        <CopyValue
          id={`konto-${invoice.ariaInvoiceNo}`}
          label={text.accountNumber}
          value={invoice.accountNumber}
          shown={formatAccountNumber(invoice.accountNumber)}
          copy={copy}
        />
      </dl>
      {isToPay(invoice) ? (
        <p className="invoice__pay">
          <a
            className="button"
            href={href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: invoice.ariaInvoiceNo })}
            aria-label={text.payLabel(invoice.description)}
          >
            {text.pay}
          </a>
        </p>
      ) : (
        <p className="invoice__pay invoice__pending">{text.paymentPending}</p>
      )}
    </li>
  );
}
