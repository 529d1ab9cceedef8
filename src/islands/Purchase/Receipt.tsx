// The receipt after a purchase: what was bought, what it costs now and later, when it starts, what happens next.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isPaper, STATUS } from '../../domain/subscription/status.ts';
import { formatIsoDate, formatPrice, nb } from '../../i18n/nb.ts';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { $offers, regularPriceOf } from '../../stores/offers.ts';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

const text = nbPurchase.receipt;

export function Receipt() {
  const { ready, subscription } = usePage();
  const offers = useStore($offers);
  const trialEnd = subscription?.instStatusCode === STATUS.TRIAL ? subscription.endDate : undefined;
  const titleCode = subscription?.titleCode;

  useEffect(() => {
    // Only a trial has a later price to tell; without it (or if the offers fail) the receipt still says all that matters.
    if (titleCode && trialEnd) void $offers.load(titleCode);
  }, [titleCode, trialEnd]);
  const laterPrice = subscription && offers.status === 'loaded' ? regularPriceOf(offers.offers, subscription.ariaPlanID) : undefined;

  if (!ready || !subscription) return null;
  return (
    <>
      <section className="card" aria-labelledby="kjop-tittel">
        <h2 id="kjop-tittel">{text.heading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <dl className="facts">
          <div>
            <dt>{text.price}</dt>
            <dd>{trialEnd ? text.introPrice(formatPrice(subscription.price), formatIsoDate(trialEnd)) : nb.home.perMonth(formatPrice(subscription.price))}</dd>
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
        {trialEnd && laterPrice !== undefined && <p>{text.nextTrial(formatIsoDate(trialEnd), formatPrice(laterPrice))}</p>}
        {!trialEnd && <p>{text.nextPlain(formatPrice(subscription.price))}</p>}
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
