// The receipt after a purchase: what was bought, what it costs now and later, when it starts, what happens next.
import { useEffect, useState } from 'react';
import type { Subscription } from '../../api/contract.ts';
import { fetchOffers } from '../../api/offering.ts';
import { isPaper, STATUS } from '../../domain/subscription/status.ts';
import { formatIsoDate, formatPrice, nb } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';

const text = nb.purchase.receipt;

/** The plan's own monthly price, after any intro: the offering service's offer of the plan without an intro. */
async function regularPrice(subscription: Subscription): Promise<number | undefined> {
  const offers = await fetchOffers(subscription.titleCode);
  return offers.find((offer) => offer.ariaPlanID === subscription.ariaPlanID && offer.introPrice == null)?.price;
}

export function Receipt() {
  const { ready, subscription } = usePage();
  const [laterPrice, setLaterPrice] = useState<number>();
  const trialEnd = subscription?.instStatusCode === STATUS.TRIAL ? subscription.endDate : undefined;

  useEffect(() => {
    // Only a trial has a later price to tell; without it the receipt still says all that matters.
    if (subscription && trialEnd) regularPrice(subscription).then(setLaterPrice, () => setLaterPrice(undefined));
  }, [subscription, trialEnd]);

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
          <a className="button-link" href="/">
            {nb.purchase.toMyPage}
          </a>
        </p>
      </section>
    </>
  );
}
