// /nye-priser: every plan the title sells with its monthly price, from the offering service.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { nbNewPrices } from '../../i18n/nb/subscription.ts';
import { $offers, $priceList } from '../../stores/purchase/offers.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';

export function PriceList() {
  const { ready, brand } = usePage();
  const list = useStore($priceList);
  const titleCode = brand?.titleCode;
  useEffect(() => {
    if (ready && titleCode) void $offers.load(titleCode);
  }, [ready, titleCode]);
  if (!ready || !titleCode) return null;
  const waiting = list.status === 'idle' || list.status === 'loading';
  return (
    <section aria-labelledby="priser-tittel" aria-busy={waiting || undefined}>
      <h2 id="priser-tittel">{nbNewPrices.heading}</h2>
      {waiting && <p>{nbNewPrices.loading}</p>}
      {list.status === 'failed' && (
        <RequestFailure
          failure={list.failure}
          message={nbNewPrices.loadFailed}
          onRetry={() => void $offers.load(titleCode)}
        />
      )}
      {list.status === 'loaded' && (
        <ul className="content-list">
          {list.offers.map((offer) => (
            <li key={offer.offerId} className="card">
              <h3 className="card__title">{offer.planName}</h3>
              <p>{offer.description}</p>
              <dl className="facts">
                <div>
                  <dt>{nb.home.price}</dt>
                  <dd>{nbNewPrices.perMonth(formatPrice(offer.price))}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
