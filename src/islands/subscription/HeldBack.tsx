// What /avslutt-abonnement and /endre-abonnement say when the holder may not do it here: why, in the words home and
// /angre-oppsigelse use for the subscription, and where to go instead.
import type { Subscription } from '../../stores/subscription/subscription.ts';
import { href } from '../../domain/routing/href.ts';
import { heldBackBy } from '../../domain/subscription/self-service.ts';
import { standingOf, wayBackOf } from '../../domain/subscription/standing.ts';
import { nb } from '../../i18n/nb.ts';
import { nbHeldBack, nbRegret } from '../../i18n/nb/subscription.ts';

export function HeldBack({ subscription, action }: { subscription: Subscription; action: 'cancel' | 'changePlan' }) {
  const reason = heldBackBy(subscription);
  const standing = standingOf(subscription);
  const way = wayBackOf(standing);
  // A cancelled subscription is first said as it stands, as /angre-oppsigelse says it.
  const said =
    reason === 'cancelled'
      ? `${nbRegret.standsAs(standing)} ${nbHeldBack[action].cancelled[way]}`
      : nbHeldBack[action][reason];
  return (
    <>
      <p className="notice">{said}</p>
      <div className="button-row">
        {reason === 'cancelled' && (
          <a className="button" href={href('/angre-oppsigelse')}>
            {nb.wayBack[way]}
          </a>
        )}
        <a className={reason === 'cancelled' ? 'button button--secondary' : 'button'} href={href('/')}>
          {nb.frame.backHome}
        </a>
      </div>
    </>
  );
}
