// Issue 41: the page model of /avslutt-abonnement's one offer: what it is made from (the subscription, the title's
// offers, the holder's age, the paper's delivery), taking it (the plan change, or a link followed), and what
// analytics hears of it (shown, taken, declined: stores/kit/analytics-events.ts). The rule is cancelOfferFor.
import { computed } from 'nanostores';
import { ageOn } from '../../domain/purchase/age.ts';
import type { CancelOffer, CancelOfferFacts } from '../../domain/subscription/cancel-offer.ts';
import type { CancellationReason } from '../../domain/subscription/changes.ts';
import { $account } from '../person/account.ts';
import { now } from '../kit/clock.ts';
import { offerBesideTheButton, reportOfferTaken } from '../kit/analytics-events.ts';
import { $delivery } from '../delivery/delivery.ts';
import { $offers, type Offer } from '../purchase/offers.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { $subscription, changePlan, type Subscription } from './subscription.ts';

/**
 * What the offer is made from as far as it is known now: a lookup not answered yet (or failed) counts as none, so
 * no offer is guessed and cancelling never waits for one. Reading it asks for the delivery (none without paper).
 */
export const $cancelOfferFacts = computed(
  [$account, $subscription, $offers, $delivery],
  (account, subscription, offers, delivery): CancelOfferFacts<Offer> | undefined => {
    if (!subscription) return undefined;
    const moment = now();
    return {
      subscription,
      offers: offers.status === 'loaded' ? offers.offers : undefined,
      age: account?.birthdate ? ageOn(account.birthdate, moment) : undefined,
      delivery: delivery.status === 'loaded' ? delivery.delivery : undefined,
      now: moment,
    };
  },
);

/** The page shows `offer` for `reason` (or none): analytics hears of each offer once per page. */
export function showOffer(reason: CancellationReason | undefined, offer: CancelOffer<Offer> | undefined): void {
  const subscription = $subscription.get();
  offerBesideTheButton(
    reason && offer && subscription
      ? {
          id: subscription.ariaSubscriptionNo,
          ariaPlanID: subscription.ariaPlanID,
          reason,
          offer: offer.kind,
          offeredPlanID: offer.kind === 'cheaperPlan' ? offer.plan.ariaPlanID : null,
        }
      : undefined,
  );
}

/** A link offer followed (a stop, a new address, a complaint): taken, as the page goes there. */
export const followOffer = (): void => reportOfferTaken();

/**
 * Takes the cheaper plan: the plan change of /endre-abonnement, by the same call and rules; then it is taken. The
 * offer never starts the paper (cancelOfferFor), so it asks no address.
 */
async function takeCheaperPlan(offerId: string): Promise<Subscription> {
  const changed = await changePlan({ offerId });
  reportOfferTaken();
  return changed;
}

/** The cheaper plan taken from the cancel page: a button, so nothing to keep; every refusal is the offer's. */
export const $cheaperPlanTaken = createSubmission(takeCheaperPlan, {
  refusals: refusalsOf('changePlan', { NOT_YOUTH: 'form', SAME_PLAN: 'form', NOT_CHANGEABLE: 'form' }),
});
