// For former subscribers: the title's intro offers, each leading to the order form with it chosen.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { termsOf } from '../../domain/purchase/offer-terms.ts';
import { nbPurchase, priceWording } from '../../i18n/nb/purchase.ts';
import { $offers, $winbackOffers } from '../../stores/purchase/offers.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

const text = nbPurchase.winback;

export function Winback() {
  const { ready, brand } = usePage();
  const offers = useStore($winbackOffers);
  const titleCode = brand?.titleCode;

  useEffect(() => {
    if (ready && titleCode) void $offers.load(titleCode);
  }, [ready, titleCode]);

  if (!ready || !titleCode || offers.status === 'idle' || offers.status === 'loading') return null;
  if (offers.status === 'failed')
    return <RequestFailure failure={offers.failure} onRetry={() => void $offers.load(titleCode)} />;
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
            href={href('/bestill-abonnement', { tilbud: offer.offerId })}
            aria-describedby={`tilbud-${offer.offerId} tilbud-${offer.offerId}-pris`}
          >
            {text.order}
          </a>
        </article>
      ))}
      <p>
        <a href={href('/bestill-abonnement')}>{text.allPlans}</a>
      </p>
    </section>
  );
}
