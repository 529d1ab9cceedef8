// Min side's home: the subscription at a glance, and the self-service actions that apply to it.
import { ACTION_PATHS, actionsFor } from '../../domain/subscription/actions.ts';
import type { Subscription } from '../../stores/subscription.ts';
import { standingOf } from '../../domain/subscription/standing.ts';
import { isBusinessAdmin, isFamily, isPaper, isPaying, isYouth } from '../../domain/subscription/status.ts';
import { formatIsoDate, formatPrice, nb, standingText } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';
import { PendingPurchase, usePendingPurchases } from '../Purchase/PendingPurchase.tsx';
import { PaymentMethodCard, usePaymentMethod } from '../Payment/PaymentMethodCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { DeliveryCard, useDeliveryAnswered } from './DeliveryCard.tsx';

function marksOf(subscription: Subscription): string[] {
  const { marks } = nb.home;
  return [
    isPaper(subscription) ? marks.paper : marks.digital,
    ...(isFamily(subscription) ? [marks.family] : []),
    ...(isYouth(subscription) ? [marks.youth] : []),
    ...(isBusinessAdmin(subscription) ? [marks.businessAdmin] : []),
  ];
}

export function Home() {
  const { ready, user, account, subscription } = usePage();
  const pending = usePendingPurchases().status;
  const paymentMethod = usePaymentMethod();
  const deliveryAnswered = useDeliveryAnswered();
  // Drawn whole once the pending-order check and the first payment-method and delivery lookups have answered too (a
  // failure is an answer), so none of them pushes what is drawn down.
  const firstLookup = paymentMethod.status === 'idle' || (paymentMethod.status === 'loading' && !paymentMethod.again);
  if (!ready || !account || !subscription || pending === 'idle' || pending === 'loading' || firstLookup || !deliveryAnswered) return null;
  const standing = standingOf(subscription);
  const actions = actionsFor(subscription);
  return (
    <>
      <p className="greeting">{nb.home.greeting(user?.givenName ?? account.firstName)}</p>
      <PendingPurchase />
      <section className="card" aria-labelledby="abonnement-tittel">
        <h2 id="abonnement-tittel">{nb.home.subscriptionHeading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <ul className="marks" aria-label={nb.home.marksLabel}>
          {marksOf(subscription).map((mark) => (
            <li key={mark} className="mark">
              {mark}
            </li>
          ))}
        </ul>
        <dl className="facts">
          <div>
            <dt>{nb.home.status}</dt>
            <dd data-standing={standing.kind}>{standingText(standing)}</dd>
          </div>
          <Fact term={nb.home.price}>{isPaying(subscription) ? nb.home.perMonth(formatPrice(subscription.price)) : nb.home.notPaying}</Fact>
          <Fact term={nb.home.since}>{formatIsoDate(subscription.startDate)}</Fact>
          <Fact term={nb.home.balance}>{formatPrice(account.accountBalance)}</Fact>
        </dl>
      </section>
      {actions.includes('deliveryAddress') && <DeliveryCard />}
      <PaymentMethodCard paying={isPaying(subscription)} />
      <nav aria-labelledby="handlinger-tittel">
        <h2 id="handlinger-tittel">{nb.home.actionsHeading}</h2>
        <ul className="action-list">
          {actions.map((action) => (
            <li key={action}>
              <a href={ACTION_PATHS[action]}>{nb.home.actions[action]}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
