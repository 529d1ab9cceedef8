// The subscription for this title: loaded once per visit, changed through the actions below, and reloaded
// after a reactivation.
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { Subscription, type Address } from '../../api/contract.ts';
import { callOffPlanChange, cancel, changeToOffer, findSubscription, reactivate } from '../../api/subscription.ts';
import { cancellationTypeOf, type CancellationForm } from '../../domain/subscription/changes.ts';
import { hasSubscription } from '../../domain/subscription/status.ts';
import { $account, lastAccount, lookUpAccountEarly } from '../person/account.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { rememberPlan, reportOfferDeclined, reportSubscriptionEvent } from '../kit/analytics-events.ts';
import { drawCached, dropAnswer, keepAnswer, tabCache } from '../kit/tab-cache.ts';
import { userBound } from '../kit/user-bound.ts';

export type { Subscription };

/** undefined: not loaded yet; null: the account has no subscription for this title. */
export const $subscription = userBound(atom<Subscription | null | undefined>(undefined), () => clearSubscription());

/** The account and title a load about the subscription is for (its delivery, its family); undefined until the guard has both. */
export const $subscriptionHolder = computed([$account, $subscription], (account, subscription) =>
  account && subscription ? { ariaAccountNo: account.ariaAccountNo, titleCode: subscription.titleCode } : undefined,
);

// Analytics names the signed-in user's plan on every page of the tab, also those that never load the subscription.
$subscription.listen((found) => {
  const account = $account.get();
  if (account && found !== undefined) rememberPlan(account.spidId, hasSubscription(found) ? found : null);
});

let loading: Promise<Subscription | null> | undefined;

/** A fetch started before the account is known; undefined in it means it failed. */
let early: { ariaAccountNo: string; titleCode: string; lookup: Promise<Subscription | null | undefined> } | undefined;

/**
 * Asks for the account and subscription of the user this browser's last signed-in page found, beside the session
 * check instead of one after the other: the usual case, a new visit's first page included. Where the page's head
 * already asked for the same ids (api/head-start.ts), the client reads its answers instead. They count only if the
 * session and the account turn out to be that user's; otherwise the page asks again in turn.
 */
export function askEarlyForLastAccount(titleCode: string): Promise<unknown> {
  const last = lastAccount();
  if (!last) return Promise.resolve();
  const lookup = findSubscription(last.ariaAccountNo, titleCode, { loginOnUnauthorized: false }).catch(() => undefined);
  early = { ariaAccountNo: last.ariaAccountNo, titleCode, lookup };
  return Promise.all([lookUpAccountEarly(last.spidId), lookup]);
}

async function fetchSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  const guessed =
    early?.ariaAccountNo === ariaAccountNo && early.titleCode === titleCode ? await early.lookup : undefined;
  early = undefined;
  return guessed === undefined ? findSubscription(ariaAccountNo, titleCode) : guessed;
}

/** The subscription (or none) as this tab last received it, by account and title (stores/kit/tab-cache.ts). */
const subscriptionAnswers = tabCache('subscription', v.nullable(Subscription));

export function loadSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  loading ??= fetchSubscription(ariaAccountNo, titleCode).then(
    (subscription) => {
      $subscription.set(subscription);
      keepAnswer(subscriptionAnswers, { ariaAccountNo, titleCode }, subscription);
      return subscription;
    },
    (error: unknown) => {
      loading = undefined;
      dropAnswer(subscriptionAnswers);
      throw error;
    },
  );
  return loading;
}

/**
 * The guard's: the subscription this tab last received for the account and title, on screen at once while
 * loadSubscription revalidates it; undefined when the tab has none (null: it had no subscription).
 */
export function drawSubscription(
  ariaAccountNo: string,
  titleCode: string,
): { subscription: Subscription | null } | undefined {
  const drawn = drawCached(subscriptionAnswers, { ariaAccountNo, titleCode }, clearSubscription);
  if (drawn && $subscription.value === undefined) $subscription.set(drawn.answer);
  return drawn && { subscription: drawn.answer };
}

export function reloadSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  loading = undefined;
  return loadSubscription(ariaAccountNo, titleCode);
}

export function clearSubscription(): void {
  loading = undefined;
  early = undefined;
  $subscription.set(undefined);
}

/**
 * The account and title a write about the subscription is for (its delivery, its sharing): the subscription the
 * guard found, never one the page names.
 */
export function subscriptionHolder(): { ariaAccountNo: string; titleCode: string } {
  const { ariaAccountNo, subscription } = current();
  return { ariaAccountNo, titleCode: subscription.titleCode };
}

/** The account and subscription an action works on; the guard has loaded both before any page can act. */
function current(): { ariaAccountNo: string; subscription: Subscription } {
  const account = $account.get();
  const subscription = $subscription.get();
  if (!account || !subscription) throw new Error('No subscription loaded');
  return { ariaAccountNo: account.ariaAccountNo, subscription };
}

/** The plan chosen, and where its paper goes when the change starts the paper (needsDeliveryAddress). */
export interface PlanChoice {
  offerId: string;
  deliveryAddress?: Address;
}

/** Orders a plan change; the subscription then shows it as pending from its effective date. */
export async function changePlan({ offerId, deliveryAddress }: PlanChoice): Promise<Subscription> {
  const { ariaAccountNo, subscription } = current();
  const changed = await changeToOffer({
    ariaAccountNo,
    ariaSubscriptionNo: subscription.ariaSubscriptionNo,
    offerId,
    ...(deliveryAddress ? { deliveryAddress } : {}),
  });
  $subscription.set(changed);
  keepAnswer(subscriptionAnswers, { ariaAccountNo, titleCode: subscription.titleCode }, changed);
  const plan = changed.pendingPlan ?? changed;
  reportSubscriptionEvent({
    kind: 'change',
    id: changed.ariaSubscriptionNo,
    ariaPlanID: plan.ariaPlanID,
    ariaScheduleID: changed.pendingPlan ? null : (changed.ariaScheduleID ?? null),
  });
  return changed;
}

/** Calls the waiting plan change off (issue 41): the subscription keeps its plan, as the answer shows. */
export async function keepCurrentPlan(): Promise<Subscription> {
  const { ariaAccountNo, subscription } = current();
  const kept = await callOffPlanChange({ ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo });
  $subscription.set(kept);
  keepAnswer(subscriptionAnswers, { ariaAccountNo, titleCode: subscription.titleCode }, kept);
  return kept;
}

/** Cancels with the subscriber's reason; answers the date it ends. The receipt page loads the changed subscription. */
export async function cancelSubscription(form: CancellationForm): Promise<string> {
  const { ariaAccountNo, subscription } = current();
  const { endDate } = await cancel({
    ariaAccountNo,
    ariaSubscriptionNo: subscription.ariaSubscriptionNo,
    cancellationType: cancellationTypeOf(form.reason),
    reason: form.reason,
    ...(form.comment ? { comment: form.comment } : {}),
  });
  reportSubscriptionEvent({
    kind: 'cancel',
    id: subscription.ariaSubscriptionNo,
    ariaPlanID: subscription.ariaPlanID,
    ariaScheduleID: subscription.ariaScheduleID ?? null,
  });
  reportOfferDeclined(form.reason);
  return endDate;
}

/** Takes back a cancellation (regret) or restarts a cancelled subscription, then reloads it (spec section 4). */
export async function reactivateSubscription(): Promise<Subscription | null> {
  const { ariaAccountNo, subscription } = current();
  await reactivate({ ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo });
  return reloadSubscription(ariaAccountNo, subscription.titleCode);
}

/**
 * The plan change of /endre-abonnement; the backend's refusals about the chosen plan belong at the choice, Posten's
 * register's at the address field (as on /leveringsadresse), a change to paper sent without an address at the form.
 */
export const $planChange = createSubmission(changePlan, {
  refusals: refusalsOf('changePlan', {
    NOT_YOUTH: 'offerId',
    SAME_PLAN: 'offerId',
    NOT_CHANGEABLE: 'form',
    DELIVERY_ADDRESS_REQUIRED: 'form',
    UNKNOWN_POSTAL_CODE: 'postalCode',
    TOWN_MISMATCH: 'town',
  }),
  keep: 'plan',
});

/** "Behold {plan}": the waiting plan change called off, on /endre-abonnement and home (a button: nothing to keep). */
export const $planKept = createSubmission((_: void) => keepCurrentPlan(), {
  refusals: refusalsOf('cancelPlanChange', { NO_PLAN_CHANGE: 'form', NOT_CHANGEABLE: 'form' }),
});

/** The cancellation of /avslutt-abonnement; its result is the date the subscription ends. */
export const $cancellation = createSubmission(cancelSubscription, { keep: 'cancel' });

/** The regret or reactivation of /angre-oppsigelse (a button: nothing to keep); its result is the reloaded subscription. */
export const $reactivation = createSubmission<void, Subscription | null>(reactivateSubscription);
