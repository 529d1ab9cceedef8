// The receipt after a purchase: what was bought, what it costs now and later, when it starts, what happens next.
import { isPaper } from '../../domain/subscription/status.ts';
import { runningTrial } from '../../domain/subscription/trial.ts';
import { osloDate } from '../../domain/time/oslo.ts';
import { formatIsoDate, formatPrice, nb } from '../../i18n/nb.ts';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

const text = nbPurchase.receipt;

export function Receipt() {
  const { ready, subscription, now } = usePage();
  if (!ready || !subscription) return null;
  // The trial's terms, in the words home says them (issue 41: one term for a trial).
  const trial = runningTrial(subscription, osloDate(now));
  return (
    <>
      <section className="card" aria-labelledby="kjop-tittel">
        <h2 id="kjop-tittel">{text.heading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <dl className="facts">
          <div>
            <dt>{text.price}</dt>
            <dd>
              {trial
                ? nb.home.trialPrice(formatPrice(subscription.price))
                : nb.home.perMonth(formatPrice(subscription.price))}
            </dd>
          </div>
          <div>
            <dt>{text.startDate}</dt>
            <dd>{formatIsoDate(subscription.startDate)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="neste-tittel">
        <h2 id="neste-tittel">{text.nextHeading}</h2>
        <p>{isPaper(subscription) ? text.nextPaper : text.nextDigital}</p>
        {trial ? (
          <p>{`${nb.standing.trial(trial.until, trial.thenPrice)}. ${text.trialCancel}`}</p>
        ) : (
          <p>{text.nextPlain(formatPrice(subscription.price))}</p>
        )}
        <p>{text.manage}</p>
        <p>
          <a className="button-link" href={href('/')}>
            {nbPurchase.toMyPage}
          </a>
        </p>
      </section>
    </>
  );
}
