// A paid order the buyer never came back from the payment provider to complete (the page was closed, the session
// ran out): said on Min side, and finished with one click, to the receipt like a completion after the provider.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { loadBrand } from '../../stores/kit/brand.ts';
import { $completion, $pendingPurchases, type PendingPurchases } from '../../stores/purchase/purchase.ts';
import { $session } from '../../stores/kit/session.ts';
import { startSpinner, stopSpinner } from '../../stores/kit/spinner.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { CompletionRefused } from './CompletePurchase.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbPurchase.pending;

/**
 * The check for pending orders, asked once per page as soon as someone is known to be signed in: beside the
 * guard's account and subscription fetches, not after them.
 */
export function usePendingPurchases(): PendingPurchases {
  const signedIn = useStore($session).status === 'signedIn';
  const pending = useStore($pendingPurchases);
  useEffect(() => {
    if (signedIn && $pendingPurchases.get().status === 'idle') void $pendingPurchases.load(loadBrand().titleCode);
  }, [signedIn]);
  return pending;
}

export function PendingPurchase() {
  const { ready } = usePage();
  const pending = usePendingPurchases();
  const { state, submit, retry, pending: completing } = useSubmission($completion, { onDone: (next) => goTo(next) });

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'refused') stopSpinner();
  }, [state.status]);

  // Nothing pending, or the check failed: the page is about what the user has; a failed check is no news to them.
  const order = pending.status === 'loaded' ? pending.orders[0] : undefined;
  if (!ready || !order) return null;
  const complete = () => {
    startSpinner(nbPurchase.completing);
    void submit(order.orderId);
  };
  return (
    <section className="notice pending-purchase" aria-labelledby="ufullfort-kjop-tittel">
      <h2 id="ufullfort-kjop-tittel">{text.heading}</h2>
      <p>{text.text(order.planName, nbPurchase.methods[order.paymentMethod])}</p>
      {state.status === 'refused' ? (
        <CompletionRefused />
      ) : state.status === 'failed' ? (
        <RequestFailure
          failure={state.failure}
          onRetry={() => {
            startSpinner(nbPurchase.completing);
            retry();
          }}
        />
      ) : (
        <button type="button" className="button" onClick={complete} disabled={completing || state.status === 'done'}>
          {text.complete}
        </button>
      )}
    </section>
  );
}
