// Back from the payment provider (card or Vipps): complete the order, then the receipt, or the page that says
// why nothing was bought.
import { useCallback, useEffect, useState } from 'react';
import { nb } from '../../i18n/nb.ts';
import { startSpinner, stopSpinner } from '../../stores/spinner.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { finishPurchase, PATHS } from './actions.ts';

export function CompletePurchase() {
  const { ready } = usePage();
  const [failure, setFailure] = useState<unknown>();
  const orderId = new URLSearchParams(location.search).get('orderId');

  const complete = useCallback(async () => {
    if (!orderId) return;
    setFailure(undefined);
    startSpinner(nb.purchase.completing);
    try {
      location.replace(await finishPurchase(orderId));
    } catch (error) {
      stopSpinner();
      setFailure(error);
    }
  }, [orderId]);

  useEffect(() => {
    if (ready) void complete();
  }, [ready, complete]);

  if (!ready) return null;
  // Opened without coming from the payment provider: nothing to complete, and nothing was bought.
  if (!orderId)
    return (
      <>
        <p className="notice">{nb.purchase.noOrder}</p>
        <p>
          <a className="button-link" href={PATHS.order}>
            {nb.purchase.startOrder}
          </a>
        </p>
      </>
    );
  if (failure === undefined) return null;
  return <RequestFailure error={failure} onRetry={() => void complete()} />;
}
