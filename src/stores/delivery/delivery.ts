// The paper subscription's delivery (where it goes, the changes registered), shared by home and the delivery pages:
// loaded once the guard knows the account and subscription, and replaced by what every change answers.
import { computed } from 'nanostores';
import * as v from 'valibot';
import { Delivery, type DeliveryChange, type DeliveryChangeRequest, type Subscription } from '../../api/contract.ts';
import { findDelivery } from '../../api/delivery.ts';
import { DEFAULT_CUT_OFF } from '../../domain/delivery/cut-off.ts';
import { deliveryPatternOf } from '../../domain/delivery/delivery-days.ts';
import { changeRulesOf, type ChangeRules } from '../../domain/delivery/vacation.ts';
import { $account } from '../person/account.ts';
import { $brand } from '../kit/brand.ts';
import { now } from '../kit/clock.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { $subscription, subscriptionHolder } from '../subscription/subscription.ts';
import { tabCache } from '../kit/tab-cache.ts';

export type { Delivery };

/** `digital`: the subscription has no paper (digital only): nothing to move, stop or complain about. */
type DeliveryAnswer = { status: 'digital' } | { status: 'loaded'; delivery: Delivery };
export type DeliveryState = LoadState<DeliveryAnswer>;

/** The delivery of the subscription the guard found, asked for as soon as the guard has it (none without paper). */
export const $delivery = createLoad({
  from: computed([$account, $subscription], (account, subscription) =>
    account && subscription !== undefined ? { ariaAccountNo: account.ariaAccountNo, subscription } : undefined,
  ),
  tabCache: tabCache(
    'delivery',
    v.variant('status', [
      v.object({ status: v.literal('digital') }),
      v.object({ status: v.literal('loaded'), delivery: Delivery }),
    ]),
  ),
  fetch: async ({
    ariaAccountNo,
    subscription,
  }: {
    ariaAccountNo: string;
    subscription: Subscription | null;
  }): Promise<DeliveryAnswer> => {
    if (!subscription || !deliveryPatternOf(subscription)) return { status: 'digital' };
    const delivery = await findDelivery(ariaAccountNo, subscription.titleCode);
    return delivery ? { status: 'loaded', delivery } : { status: 'digital' };
  },
});

/**
 * What every delivery form checks against, built once for the page: the moment (the models' clock, read again
 * whenever the delivery, the title or the subscription changes), the title's cut-off, the plan's delivery days and
 * the changes registered. Undefined until the delivery is loaded.
 */
export const $changeRules = computed(
  [$delivery, $brand, $subscription],
  (delivery, brand, subscription): ChangeRules | undefined => {
    if (delivery.status !== 'loaded') return undefined;
    return changeRulesOf({
      now: now(),
      cutOff: brand?.deliveryCutOff ?? DEFAULT_CUT_OFF,
      // A delivery is loaded only for a subscription with paper, so there is a pattern.
      pattern: (subscription && deliveryPatternOf(subscription)) || 'everyDay',
      changes: delivery.delivery.changes,
    });
  },
);

/** What a change answered: the delivery as it now is. */
export function replaceDelivery(delivery: Delivery): void {
  $delivery.replace({ status: 'loaded', delivery });
}

/** Sends a write of the delivery and shows its answer, the delivery as it now is, everywhere. */
export async function changeDelivery(
  write: (ariaAccountNo: string, titleCode: string) => Promise<Delivery>,
): Promise<Delivery> {
  const { ariaAccountNo, titleCode } = subscriptionHolder();
  const delivery = await write(ariaAccountNo, titleCode);
  replaceDelivery(delivery);
  return delivery;
}

/**
 * The change a write registered (or gave new values), as its answer lists it, for the receipt: what the backend
 * holds, not what the form sent. An edit is found by its id; a new one by its kind and dates, which no other change
 * shares (two stops or stays may not overlap, and a move may not be planned beside another).
 */
export function savedChange(delivery: Delivery, sent: DeliveryChangeRequest, changeId?: string): DeliveryChange {
  const saved = delivery.changes.find((change) =>
    changeId === undefined
      ? change.type === sent.type && change.from === sent.from && change.to === sent.to
      : change.changeId === changeId,
  );
  if (!saved) throw new Error('The delivery did not list the change just saved');
  return saved;
}

/**
 * Where each refusal of a delivery change belongs: the rule's problem (domain/delivery/vacation.ts) at the date it
 * concerns, Posten's register at the address field, the rest for the form. A code placed here without words
 * (DeliveryChangeRefusal, domain/delivery/vacation.ts) does not compile where an island puts it in words.
 */
export const CHANGE_REFUSALS = refusalsOf(['registerDeliveryChange', 'editDeliveryChange'], {
  inPast: 'from',
  fromTooEarly: 'from',
  fromBeyondHorizon: 'from',
  notDeliveryDay: 'from',
  toBeforeFrom: 'to',
  toTooEarly: 'to',
  toBeyondHorizon: 'to',
  UNKNOWN_POSTAL_CODE: 'postalCode',
  TOWN_MISMATCH: 'town',
  overlaps: 'form',
  movePlanned: 'form',
  tooManyChanges: 'form',
  started: 'form',
  CHANGE_NOT_FOUND: 'form',
  TYPE_NOT_CHANGEABLE: 'form',
  NO_PAPER: 'form',
});

/** A planned change called off: begun meanwhile, or gone. */
export const CANCEL_REFUSALS = refusalsOf('cancelDeliveryChange', {
  started: 'form',
  CHANGE_NOT_FOUND: 'form',
  NO_PAPER: 'form',
});
