// For former subscribers: the title's intro offers, each leading to the order form with it chosen.
import { useCallback, useEffect, useState } from 'react';
import type { Offer } from '../../api/contract.ts';
import { fetchOffers } from '../../api/offering.ts';
import { termsOf } from '../../domain/purchase/offer-terms.ts';
import { nb, priceWording } from '../../i18n/nb.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { PATHS } from './actions.ts';

const text = nb.purchase.winback;

type Offers = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; offers: Offer[] };

export function Winback() {
  const { ready, brand } = usePage();
  const [offers, setOffers] = useState<Offers>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (!brand) return;
    setOffers({ kind: 'loading' });
    try {
      const all = await fetchOffers(brand.titleCode);
      setOffers({ kind: 'ready', offers: all.filter((offer) => offer.introPrice != null) });
    } catch (error) {
      setOffers({ kind: 'failed', error });
    }
  }, [brand]);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  if (!ready || offers.kind === 'loading') return null;
  if (offers.kind === 'failed') return <RequestFailure error={offers.error} onRetry={() => void load()} />;
  return (
    <section aria-labelledby="tilbud-tittel">
      <h2 id="tilbud-tittel">{text.offersHeading}</h2>
      {offers.offers.length === 0 && <p>{text.noOffers}</p>}
      {offers.offers.map((offer) => (
        <article key={offer.offerId} className="card" aria-labelledby={`tilbud-${offer.offerId}`}>
          <h3 id={`tilbud-${offer.offerId}`} className="card__title">
            {offer.planName}
          </h3>
          <p className="offer__price" id={`tilbud-${offer.offerId}-pris`}>
            {priceWording(termsOf(offer))}
          </p>
          <p>{offer.description}</p>
          {/* Every link says "Bestill"; its description says which offer. */}
          <a
            className="button"
            href={`${PATHS.order}?${new URLSearchParams({ tilbud: offer.offerId })}`}
            aria-describedby={`tilbud-${offer.offerId} tilbud-${offer.offerId}-pris`}
          >
            {text.order}
          </a>
        </article>
      ))}
      <p>
        <a href={PATHS.order}>{text.allPlans}</a>
      </p>
    </section>
  );
}
