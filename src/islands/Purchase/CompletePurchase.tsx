// Back from the payment provider (card or Vipps): complete the order, then the receipt, or the page that says
// why nothing was bought.
import { useCallback, useEffect, useState } from 'react';
import { nb } from '../../i18n/nb.ts';
import { startSpinner, stopSpinner } from '../../stores/spinner.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { finishPurchase } from './actions.ts';

export function CompletePurchase() {
  const { ready } = usePage();
  const [failure, setFailure] = useState<unknown>();

  const complete = useCallback(async () => {
    setFailure(undefined);
    startSpinner(nb.purchase.completing);
    try {
      location.replace(await finishPurchase(new URLSearchParams(location.search).get('orderId')));
    } catch (error) {
      stopSpinner();
      setFailure(error);
    }
  }, []);

  useEffect(() => {
    if (ready) void complete();
  }, [ready, complete]);

  if (!ready || failure === undefined) return null;
  return <RequestFailure error={failure} onRetry={() => void complete()} />;
}
