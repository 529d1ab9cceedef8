// /betal-faktura/{no}: one invoice (its number from the address; the CDN serves this one page for every number),
// paid by card or Vipps at the provider. An unknown or another account's invoice, and a paid one, each say so.
import { useForm } from 'react-hook-form';
import { invoiceStanding } from '../../domain/payment/invoice.ts';
import { PAYMENT_IN_PROGRESS } from '../../domain/payment/settlement.ts';
import { formatIsoDate, formatPrice } from '../../i18n/nb.ts';
import { nbInvoices } from '../../i18n/nb/payment.ts';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { $invoicePayment, type Invoice, type InvoicePaymentMethod } from '../../stores/payment/invoices.ts';
import { InvoiceHere } from './InvoiceHere.tsx';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { ToInvoiceList, WayOn } from './ToInvoiceList.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useSubmission } from '../shared/use-submission.ts';
import { Fact } from '../shared/Fact.tsx';
import { goTo } from '../../stores/kit/address.ts';
import { usePage } from '../shared/use-page.ts';

const text = nbInvoices;
const METHODS: readonly InvoicePaymentMethod[] = ['SWEDBANK-PPG', 'VIPPS'];

export function PayInvoice() {
  return (
    <InvoiceHere
      render={(invoice) =>
        invoice.status === 'paid' ? (
          <WayOn message={text.alreadyPaid(invoice.paidDate && formatIsoDate(invoice.paidDate))} />
        ) : (
          <PayForm invoice={invoice} />
        )
      }
    />
  );
}

function PayForm({ invoice }: { invoice: Invoice }) {
  const standing = invoiceStanding(invoice, usePage().now);
  const { register, handleSubmit, getValues, reset } = useForm<{ paymentMethod: InvoicePaymentMethod }>({
    defaultValues: { paymentMethod: 'SWEDBANK-PPG' },
  });
  // The provider's page takes over; the chosen method is kept until the backend has answered.
  const { state, submit, retry } = useSubmission($invoicePayment, {
    onDone: (redirectUrl) => goTo(redirectUrl),
    form: { getValues, reset },
  });
  if (state.status === 'refused')
    return <WayOn message={state.code === PAYMENT_IN_PROGRESS ? text.paymentUnderWay : text.alreadyPaid(null)} />;
  const send = handleSubmit(({ paymentMethod }) => submit({ invoice, paymentMethod }));
  return (
    <>
      <section className="card" aria-labelledby="faktura-tittel">
        <h2 id="faktura-tittel" className="card__title">
          {invoice.description}
        </h2>
        <dl className="facts">
          <Fact term={text.amount} className="invoice__amount">
            {formatPrice(invoice.amount)}
          </Fact>
          <div>
            <dt>{text.dueDate}</dt>
            <dd>
              {formatIsoDate(invoice.dueDate)}
              {standing === 'overdue' && (
                <>
                  {' '}
                  <strong className="invoice__standing invoice__standing--overdue">{text.standing.overdue}</strong>
                </>
              )}
            </dd>
          </div>
          <Fact term={text.kid}>{invoice.kid}</Fact>
          <Fact term={text.invoice}>{invoice.ariaInvoiceNo}</Fact>
        </dl>
      </section>
      <form className="form" onSubmit={(event) => void send(event)} noValidate>
        <ChoiceGroup legend={text.methodLegend} name="paymentMethod">
          {METHODS.map((method) => (
            <Choice
              key={method}
              registration={register('paymentMethod')}
              value={method}
              title={nbPurchase.methods[method]}
            />
          ))}
        </ChoiceGroup>
        <SubmissionAlert state={state} onRetry={retry} />
        <div className="button-row">
          <SubmitButton
            busy={state.status === 'pending' || state.status === 'done'}
            label={text.pay}
            busyLabel={text.paying}
          />
          <ToInvoiceList secondary />
        </div>
      </form>
    </>
  );
}
