// How the account pays, on home: the method in words, a warning when the card must be replaced, and the way to
// change it. Its lookup ($paymentMethod) starts as soon as the account is known, beside the subscription's, not after home draws.
import { useStore } from '@nanostores/react';
import { mayRemoveCard } from '../../domain/payment/payment-method.ts';
import { href } from '../../domain/routing/href.ts';
import type { RoutePath } from '../../domain/routing/routes.ts';
import { runsAndPays } from '../../domain/subscription/status.ts';
import { nb } from '../../i18n/nb.ts';
import { nbPayment, nbPaymentMethod, paymentMethodText } from '../../i18n/nb/payment.ts';
import { $paymentMethod, type PaymentMethodLookup } from '../../stores/payment/payment.ts';
import { $subscription } from '../../stores/subscription/subscription.ts';
import { usePage } from '../shared/use-page.ts';

const text = nbPaymentMethod;

/** The lookup starts once the account is known, as soon as an island reads it. */
export function usePaymentMethod(): PaymentMethodLookup {
  return useStore($paymentMethod);
}

interface Props {
  /** The holder pays for the subscription, so the method matters and may be changed here. */
  paying: boolean;
  /** Of its links, those no part above it on the page offers already (home offers each action once); all when left out. */
  links?: readonly RoutePath[];
}

export function PaymentMethodCard({ paying, links }: Props) {
  const lookup = usePaymentMethod();
  // Someone who does not pay has nothing to see here, unless a method is registered anyway (a trial's card).
  const hasMethod = lookup.status === 'loaded' && lookup.info.method !== null;
  if (!paying && !hasMethod) return null;
  return (
    <section className="card payment-method" aria-labelledby="betalingsmaate-tittel">
      <h2 id="betalingsmaate-tittel">{text.heading}</h2>
      {lookup.status === 'loaded' ? (
        <MethodInWords lookup={lookup} paying={paying} links={links} />
      ) : lookup.status === 'failed' ? (
        <PaymentMethodFailure />
      ) : (
        <p role="status">{text.loading}</p>
      )}
    </section>
  );
}

/** The lookup failed: the spec's words and a retry. Not the shared RequestFailure, which takes focus: a page must not move focus on its first draw. */
export function PaymentMethodFailure() {
  return (
    <div className="request-failure" role="alert">
      <p>{nbPayment.loadFailed}</p>
      <button type="button" className="button button--secondary" onClick={() => void $paymentMethod.load()}>
        {nb.request.retry}
      </button>
    </div>
  );
}

function MethodInWords({
  lookup,
  paying,
  links,
}: {
  lookup: Extract<PaymentMethodLookup, { status: 'loaded' }>;
  paying: boolean;
  links?: readonly RoutePath[];
}) {
  const { title, detail, warning } = paymentMethodText(lookup.info, usePage().now);
  const offers = (path: RoutePath) => !links || links.includes(path);
  // The link promises a removal only where the card page offers one (the rule the page and the backend apply).
  const removable = mayRemoveCard(lookup.info, runsAndPays(useStore($subscription))).allowed;
  return (
    <>
      <p className="card__title">{title}</p>
      {detail && <p>{detail}</p>}
      {warning && <p className="notice payment-method__warning">{warning}</p>}
      <ul className="link-list">
        {paying && offers('/endre-betalingsmetode') && (
          <li>
            <a href={href('/endre-betalingsmetode')}>{text.change}</a>
          </li>
        )}
        {lookup.info.method === 'SWEDBANK-PPG' && offers('/legg-til-betalingskort') && (
          <li>
            <a href={href('/legg-til-betalingskort')}>{text.manageCard(removable)}</a>
          </li>
        )}
      </ul>
    </>
  );
}
