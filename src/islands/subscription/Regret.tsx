// /angre-oppsigelse: keep a subscription that is cancelled or running out (regret or reactivate).
import { mayRegretOrReactivate } from '../../domain/subscription/self-service.ts';
import { standingOf, wayBackOf } from '../../domain/subscription/standing.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { nbRegret } from '../../i18n/nb/subscription.ts';
import { $reactivation } from '../../stores/subscription/subscription.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { href } from '../../domain/routing/href.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbRegret;

export function Regret() {
  const { ready, subscription } = usePage();
  const { state, submit, retry } = useSubmission($reactivation, { onDone: () => goTo(href('/abonnement-reaktivert')) });
  const busy = state.status === 'pending' || state.status === 'done';
  if (!ready || !subscription) return null;
  if (!mayRegretOrReactivate(subscription)) {
    return (
      <>
        <p className="notice">{text.nothingToRegret}</p>
        <BackHome />
      </>
    );
  }

  const standing = standingOf(subscription);
  const way = wayBackOf(standing);
  return (
    <section aria-labelledby="vei-tilbake">
      {/* The frame's heading is neutral; this one says the way back, as the link that led here did (issue 41). */}
      <h2 id="vei-tilbake">{nb.wayBack[way]}</h2>
      <p className="notice">{text.standsAs(standing)}</p>
      <p>{text.offer[way](subscription.planName, formatPrice(subscription.price))}</p>
      <SubmissionAlert state={state} onRetry={retry} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => void submit()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? text.busy : text.submit[way]}
        </button>
        <a className="button button--secondary" href={href('/')}>
          {nb.frame.backHome}
        </a>
      </div>
    </section>
  );
}
