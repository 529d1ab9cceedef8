// Min side's home: the subscription at a glance, and the self-service actions that apply to it.
import { useStore } from '@nanostores/react';
import { nextChargeOf } from '../../domain/payment/next-charge.ts';
import type { PaymentMethodInfo } from '../../domain/payment/payment-method.ts';
import type { RoutePath } from '../../domain/routing/routes.ts';
import { ACTION_PATHS, actionsFor } from '../../domain/subscription/actions.ts';
import {
  ATTENTION_PATHS,
  DELIVERY_CARD_PATHS,
  onceEach,
  paymentCardPaths,
} from '../../domain/subscription/attention.ts';
import type { Subscription } from '../../stores/subscription/subscription.ts';
import { standingOf, wayBackOf, type Standing } from '../../domain/subscription/standing.ts';
import { isBusinessAdmin, isFamily, isPaper, isPaying, isYouth } from '../../domain/subscription/status.ts';
import { runningTrial, type TrialTerms } from '../../domain/subscription/trial.ts';
import { osloDate } from '../../domain/time/oslo.ts';
import { formatIsoDate, formatPrice, nb, standingText } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';
import { PendingPurchase, usePendingPurchases } from '../purchase/PendingPurchase.tsx';
import type { PaymentMethodLookup } from '../../stores/payment/payment.ts';
import { PaymentMethodCard, usePaymentMethod } from '../payment/PaymentMethodCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { useFamilyOnDemand, type FamilyLookup } from '../shared/use-family.ts';
import { $delivery } from '../../stores/delivery/delivery.ts';
import { $invoices } from '../../stores/payment/invoices.ts';
import { AttentionSection, useAttention } from './Attention.tsx';
import { DeliveryCard } from './DeliveryCard.tsx';
import { KeepPlanButton, PendingPaper, PlanKept } from '../subscription/PendingPlan.tsx';

function marksOf(subscription: Subscription): string[] {
  const { marks } = nb.home;
  return [
    isPaper(subscription) ? marks.paper : marks.digital,
    ...(isFamily(subscription) ? [marks.family] : []),
    ...(isYouth(subscription) ? [marks.youth] : []),
    ...(isBusinessAdmin(subscription) ? [marks.businessAdmin] : []),
  ];
}

/**
 * What the subscriber pays: per month, for a trial what the trial cost (it is theirs, though not billed yet), or
 * nothing; a family member is told who pays, as the family page tells them. A trial cancelled within it keeps its
 * terms: what it cost, and what keeping it costs after (issue 41).
 */
function priceText(
  subscription: Subscription,
  standing: Standing,
  trial: TrialTerms | undefined,
  family: FamilyLookup,
): string {
  if (trial && standing.kind === 'pendingCancellation')
    return nb.home.cancelledTrialPrice(
      formatPrice(subscription.price),
      formatIsoDate(trial.until),
      formatPrice(trial.thenPrice),
    );
  if (standing.kind === 'trial') return nb.home.trialPrice(formatPrice(subscription.price));
  if (isPaying(subscription)) return nb.home.perMonth(formatPrice(subscription.price));
  return family.sharing?.role === 'member' ? nb.home.paidBy(family.sharing.ownerName) : nb.home.notPaying;
}

/** "399 kr 1. desember 2026, med Visa …4242": the next charge and how it is paid, or nothing when it is not known. */
function nextChargeText(
  subscription: Subscription,
  standing: Standing,
  trial: TrialTerms | undefined,
  now: Date,
  invoices: Parameters<typeof nextChargeOf>[0]['invoices'],
  method: PaymentMethodInfo | undefined,
): string | undefined {
  const next = nextChargeOf(
    {
      standing,
      paying: isPaying(subscription),
      price: subscription.price,
      trial,
      pendingPlan: subscription.pendingPlan,
      invoices,
    },
    now,
  );
  if (!next) return undefined;
  return nb.home.nextChargeText(formatPrice(next.amount), formatIsoDate(next.date), method ? paidWith(method) : '');
}

function paidWith(info: PaymentMethodInfo): string {
  const words = nb.home.paidWith;
  switch (info.method) {
    case null:
      return '';
    case 'SWEDBANK-PPG':
      return info.card ? words.card(info.card.brand, info.card.last4) : words.anyCard;
    default:
      return words[info.method];
  }
}

export function Home() {
  const { ready, account, subscription } = usePage();
  const pending = usePendingPurchases().status;
  const paymentMethod = usePaymentMethod();
  if (!ready || !account || !subscription) return null;
  return <HomeOf subscription={subscription} pending={pending} paymentMethod={paymentMethod} />;
}

function HomeOf({
  subscription,
  pending,
  paymentMethod,
}: {
  subscription: Subscription;
  pending: string;
  paymentMethod: PaymentMethodLookup;
}) {
  const { user, account, now } = usePage();
  const family = useFamilyOnDemand(isFamily(subscription));
  const attention = useAttention(subscription, paymentMethod, family);
  const invoices = useStore($invoices);
  const delivery = useStore($delivery);
  // Drawn whole once the pending-order check and the first lookups of the payment method, the invoices, delivery and
  // family have answered too (a failure is an answer), so none of them pushes what is drawn down.
  const firstLookup = paymentMethod.status === 'idle' || (paymentMethod.status === 'loading' && !paymentMethod.again);
  if (!account || pending === 'idle' || pending === 'loading' || firstLookup || !attention.answered) return null;
  const standing = standingOf(subscription);
  // One moment (the page's) for what home says of the trial and the next charge.
  const trial = runningTrial(subscription, osloDate(now));
  const method = paymentMethod.status === 'loaded' ? paymentMethod.info : undefined;
  const nextCharge = nextChargeText(
    subscription,
    standing,
    trial,
    now,
    invoices.status === 'loaded' ? invoices.invoices : undefined,
    method,
  );
  const actions = actionsFor(subscription);
  const withDelivery = actions.includes('deliveryAddress');
  // Home offers each action once (issue 41): each part keeps the links no part above it offers.
  const [, deliveryLinks, paymentLinks, listed] = onceEach<RoutePath>([
    attention.items.map((item) => ATTENTION_PATHS[item.kind]),
    withDelivery && delivery.status === 'loaded' ? DELIVERY_CARD_PATHS : [],
    paymentCardPaths(method, isPaying(subscription)),
    actions.map((action) => ACTION_PATHS[action]),
  ]);
  return (
    <>
      <p className="greeting">{nb.home.greeting(user?.givenName ?? account.firstName)}</p>
      <PendingPurchase />
      <AttentionSection items={attention.items} />
      <PlanKept />
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
          <Fact term={nb.home.price}>{priceText(subscription, standing, trial, family)}</Fact>
          {nextCharge && <Fact term={nb.home.nextCharge}>{nextCharge}</Fact>}
          <Fact term={nb.home.since}>{formatIsoDate(subscription.startDate)}</Fact>
        </dl>
        {subscription.pendingPlan && standing.kind === 'pendingChange' && (
          // Issue 41: the waiting change (in the status above) says what it does to the paper, and can be called off.
          <>
            <PendingPaper pendingPlan={subscription.pendingPlan} />
            <div className="card__links">
              <KeepPlanButton planName={subscription.planName} />
            </div>
          </>
        )}
      </section>
      {withDelivery && <DeliveryCard links={deliveryLinks ?? []} />}
      <PaymentMethodCard paying={isPaying(subscription)} links={paymentLinks} />
      <nav aria-labelledby="handlinger-tittel">
        <h2 id="handlinger-tittel">{nb.home.actionsHeading}</h2>
        <ul className="action-list">
          {actions
            .filter((action) => listed?.includes(ACTION_PATHS[action]))
            .map((action) => (
              <li key={action}>
                <a href={ACTION_PATHS[action]}>
                  {action === 'reactivate' ? nb.wayBack[wayBackOf(standing)] : nb.home.actions[action]}
                </a>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
