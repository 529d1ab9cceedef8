// /abonnement-reaktivert: the subscription, reloaded after the reactivation, as it now stands.
import { standingOf } from '../../domain/subscription/standing.ts';
import { standingText } from '../../i18n/nb.ts';
import { nbRegret } from '../../i18n/nb/subscription.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { usePage } from '../shared/use-page.ts';

export function Reactivated() {
  const { ready, subscription } = usePage();
  if (!ready || !subscription) return null;
  const standing = standingOf(subscription);
  return (
    <>
      {standing.kind === 'active' || standing.kind === 'pendingChange' ? (
        <p className="success">{nbRegret.done(subscription.planName)}</p>
      ) : (
        <p className="notice">{standingText(standing)}</p>
      )}
      <BackHome />
    </>
  );
}
