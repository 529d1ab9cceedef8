// /angre-oppsigelse: keep a subscription that is cancelled or running out (regret or reactivate).
import { useState } from 'react';
import { mayRegretOrReactivate } from '../../domain/subscription/self-service.ts';
import { standingOf } from '../../domain/subscription/standing.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { reactivateSubscription } from '../../stores/subscription.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { BackHome } from '../shared/BackHome.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nb.regret;

export function Regret() {
  const { ready, subscription } = usePage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  if (!ready || !subscription) return null;
  const standing = standingOf(subscription);
  if (!mayRegretOrReactivate(subscription)) {
    return (
      <>
        <p className="notice">{text.nothingToRegret}</p>
        <BackHome />
      </>
    );
  }

  const keep = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await reactivateSubscription();
      location.assign('/abonnement-reaktivert');
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <>
      <p className="notice">{standing.kind === 'cancelled' ? text.cancelled(standing.endedOn) : text.pending(subscription.endDate ?? undefined)}</p>
      <p>{text.offer(subscription.planName, formatPrice(subscription.price))}</p>
      {error !== undefined && <RequestFailure error={error} onRetry={() => void keep()} />}
      <div className="button-row">
        <button type="button" className="button" onClick={() => void keep()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? text.busy : text.submit}
        </button>
        <a className="button button--secondary" href="/">
          {nb.frame.backHome}
        </a>
      </div>
    </>
  );
}
