// Back from the payment provider (card or Vipps): complete the order, then the receipt, or the page that says
// why nothing was bought.
import { useEffect } from 'react';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { $completion } from '../../stores/purchase/purchase.ts';
import { startSpinner, stopSpinner } from '../../stores/kit/spinner.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { href } from '../../domain/routing/href.ts';
import { queryParam, replaceWith } from '../../stores/kit/address.ts';

export function CompletePurchase() {
  const { ready } = usePage();
  const orderId = queryParam('orderId');
  const { state, submit, retry } = useSubmission($completion, { onDone: (next) => replaceWith(next) });

  useEffect(() => {
    if (!ready || !orderId) return;
    startSpinner(nbPurchase.completing);
    void submit(orderId);
  }, [ready, orderId, submit]);

  // The spinner says what is happening until the next page takes over; a failure shows itself instead.
  useEffect(() => {
    if (state.status === 'failed' || state.status === 'refused') stopSpinner();
  }, [state.status]);

  if (!ready) return null;
  // Opened without coming from the payment provider: nothing to complete, and nothing was bought.
  if (!orderId)
    return (
      <>
        <p className="notice">{nbPurchase.noOrder}</p>
        <p>
          <a className="button-link" href={href('/bestill-abonnement')}>
            {nbPurchase.startOrder}
          </a>
        </p>
      </>
    );
  if (state.status === 'refused') return <CompletionRefused />;
  if (state.status !== 'failed') return null;
  return (
    <RequestFailure
      failure={state.failure}
      onRetry={() => {
        startSpinner(nbPurchase.completing);
        retry();
      }}
    />
  );
}

/** The buyer holds a running subscription already: nothing to retry here, customer service sorts out the payment. */
export function CompletionRefused() {
  return (
    <>
      <RequestFailure message={nbPurchase.completionRefused} />
      <p>
        <a className="button-link" href={href('/kundeservice')}>
          {nbPurchase.customerService}
        </a>
      </p>
    </>
  );
}
