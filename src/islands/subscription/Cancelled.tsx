// /abonnement-avsluttet: the cancellation as it now stands, with the way to regret it.
import { mayRegretOrReactivate } from '../../domain/subscription/self-service.ts';
import { standingOf } from '../../domain/subscription/standing.ts';
import { nb } from '../../i18n/nb.ts';
import { nbCancel } from '../../i18n/nb/subscription.ts';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

export function Cancelled() {
  const { ready, subscription } = usePage();
  if (!ready || !subscription) return null;
  const standing = standingOf(subscription);
  if (standing.kind !== 'pendingCancellation' || !subscription.endDate)
    return <p className="notice">{nbCancel.notCancelled}</p>;
  return (
    <>
      <div className="success">
        <p>{nbCancel.done(subscription.planName, subscription.endDate)}</p>
        <p>{nbCancel.doneRegret}</p>
      </div>
      <div className="button-row">
        {mayRegretOrReactivate(subscription) && (
          <a className="button button--secondary" href={href('/angre-oppsigelse')}>
            {nbCancel.regretLink}
          </a>
        )}
        <a className="button" href={href('/')}>
          {nb.frame.backHome}
        </a>
      </div>
    </>
  );
}
