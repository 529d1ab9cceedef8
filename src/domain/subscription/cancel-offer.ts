// Issue 41: the one offer /avslutt-abonnement shows beside "Nei takk, si opp abonnementet" once a reason is chosen,
// built from what the title sells and the rules that already decide what a subscriber may change: too expensive →
// the cheaper plan (changeOptions, from the plan change's date), too little time → a stop of the paper, moving →
// the paper's new address, delivery trouble → the complaint page. No offer where none fits; cancelling stays one
// press away whatever is offered.
import { currentChanges, newChangeRefusal, ruleChangeOf, type ListedChange } from '../delivery/vacation.ts';
import type { IsoDate } from '../time/oslo.ts';
import { changeOptions, needsDeliveryAddress, planChangeDate, type CancellationReason } from './changes.ts';
import { mayCancel, mayChangePlan } from './self-service.ts';
import { isBusinessAdmin, isFamily, isPaper, STATUS, type SubscriptionFacts } from './status.ts';

/** A plan as the offering sells it, as far as the offer reads it. */
export interface OfferedPlan {
  ariaPlanID: string;
  planProductType: string;
  price: number;
  introPrice?: number | null;
  introMonths?: number | null;
}

/** What the offer is made from; undefined where it is not known (a lookup failed, or is still out): then no offer of that kind. */
export interface CancelOfferFacts<O extends OfferedPlan> {
  subscription: SubscriptionFacts & { price: number; pendingPlan?: { ariaPlanID: string } | null };
  /** The title's offers. */
  offers: readonly O[] | undefined;
  /** The holder's age, where the account has a birthdate (the youth plan only to those known to be under 34). */
  age: number | undefined;
  /** The paper's delivery: its changes registered. Undefined for a digital subscription. */
  delivery: { changes: readonly ListedChange[] } | undefined;
  now: Date;
}

export type CancelOffer<O extends OfferedPlan = OfferedPlan> =
  /** The plan change to `plan`, which costs less per month than what the holder pays now, from `from`. */
  | { kind: 'cheaperPlan'; plan: O; from: IsoDate }
  /** /endre-avislevering: stop the paper for a while. */
  | { kind: 'vacationStop' }
  /** /leveringsadresse: the paper moves along. */
  | { kind: 'moveAddress' }
  /** /tilbakemelding: say which paper did not come. */
  | { kind: 'complaint' };

export type CancelOfferKind = CancelOffer['kind'];

/**
 * The offer for `reason`, or none. None at all for a subscription the holder may not cancel here, a family plan
 * (a change would take it from the ones it is shared with too) and a company's (the offering sells to people, not
 * companies).
 */
export function cancelOfferFor<O extends OfferedPlan>(
  reason: CancellationReason | undefined,
  facts: CancelOfferFacts<O>,
): CancelOffer<O> | undefined {
  const { subscription } = facts;
  if (!reason || !mayCancel(subscription) || isFamily(subscription) || isBusinessAdmin(subscription)) return undefined;
  switch (reason) {
    case 'price': {
      const plan = cheaperPlan(facts);
      return plan && { kind: 'cheaperPlan', plan, from: planChangeDate(facts.now) };
    }
    case 'time':
      return paperMay(facts, 'STOP') ? { kind: 'vacationStop' } : undefined;
    case 'moving':
      return paperMay(facts, 'PERMANENT') ? { kind: 'moveAddress' } : undefined;
    case 'delivery':
      return paperDelivery(facts) ? { kind: 'complaint' } : undefined;
    default:
      return undefined;
  }
}

/**
 * "Cheaper": a plan the holder may change to (changeOptions: a regular plan, not the one they have nor one ordered,
 * youth only under 34) whose monthly price is below what they pay now. Of those the dearest, the smallest step down,
 * which keeps the most of what they have; on a tie, one of the same kind (paper stays paper). Never one that starts the
 * paper: that asks where it goes, which the plan change page does, not a button here. None during a trial
 * (what it costs now is the intro price, not the plan's) or with a plan change ordered already (they have chosen).
 */
function cheaperPlan<O extends OfferedPlan>({ subscription, offers, age }: CancelOfferFacts<O>): O | undefined {
  if (
    !offers ||
    !mayChangePlan(subscription) ||
    subscription.instStatusCode === STATUS.TRIAL ||
    subscription.pendingPlan
  )
    return undefined;
  const cheaper = changeOptions(offers, subscription, age).filter(
    (offer) => offer.price < subscription.price && !needsDeliveryAddress(subscription, offer),
  );
  const sameKind = (offer: O) => (offer.planProductType === subscription.planProductType ? 1 : 0);
  return cheaper.toSorted((a, b) => b.price - a.price || sameKind(b) - sameKind(a))[0];
}

const paperDelivery = ({ subscription, delivery }: CancelOfferFacts<OfferedPlan>) =>
  isPaper(subscription) && delivery !== undefined;

/**
 * A stop (or a move) offered to a paper subscriber only where one could be registered now (not too many changes,
 * no move planned already) and none of its kind is ahead or running: one registered already is theirs to see on
 * the delivery pages, not an offer. A paper sent elsewhere for a while (TRANSFER) is no stop, so it leaves the
 * offer of one.
 */
function paperMay(facts: CancelOfferFacts<OfferedPlan>, type: 'STOP' | 'PERMANENT'): boolean {
  if (!paperDelivery(facts) || !facts.delivery) return false;
  const existing = facts.delivery.changes.map(ruleChangeOf);
  if (newChangeRefusal({ type }, { existing, now: facts.now })) return false;
  return !currentChanges(facts.delivery.changes, facts.now).some((change) => change.type === type);
}
