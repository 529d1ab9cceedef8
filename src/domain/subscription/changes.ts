// When changes to a subscription take effect, and the cancellation form's rules (spec sections 3–5).
import * as v from 'valibot';
import { hasControlCharactersInText, hasInvisibleCharacters, normaliseText } from '../person/fields.ts';
import { mayBuyYouth } from '../purchase/age.ts';
import { isIntroOffer } from '../purchase/offer-terms.ts';
import { endOfMonth, firstOfNextMonth, osloDate, type IsoDate } from '../time/oslo.ts';
import { isYouth, STATUS } from './status.ts';

/**
 * A cancelled subscription runs to the last day of the current month (in Norway); a trial to its own last day,
 * which is what was paid for: neither cut short nor run on unpaid (home says "Prøveperiode til …" the same).
 */
export const cancellationEndDate = (now: Date, subscription?: { instStatusCode: number; endDate?: string | null }): IsoDate =>
  subscription?.instStatusCode === STATUS.TRIAL && subscription.endDate ? (subscription.endDate) : endOfMonth(osloDate(now));

/** A new plan starts on the first day of next month (in Norway). */
export const planChangeDate = (now: Date): IsoDate => firstOfNextMonth(osloDate(now));

/**
 * Why a subscriber cancels. Switching to another of our subscriptions is a replacement, not a loss. Moving (issue 41)
 * is a reason of its own: for paper, the delivery address can move instead (cancel-offer.ts).
 */
export const CANCELLATION_REASONS = ['price', 'time', 'content', 'delivery', 'moving', 'replacement', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const cancellationTypeOf = (reason: CancellationReason) => (reason === 'replacement' ? 'REPLACEMENT-ANN' : 'CANCELLATION');

/** Longer than any real comment, short enough for the billing system's note field. */
export const COMMENT_MAX = 500;

/** The form's rules are the contract's (DeleteSubscriptionRequest): a reason from the list, a comment in limits. */
export function cancellationSchema(messages: { reasonRequired: string; commentTooLong: string; commentUnsavable: string }) {
  return v.object({
    reason: v.picklist(CANCELLATION_REASONS, messages.reasonRequired),
    comment: v.pipe(
      v.string(),
      v.transform(normaliseText),
      v.maxLength(COMMENT_MAX, messages.commentTooLong),
      v.check((comment) => !hasControlCharactersInText(comment) && !hasInvisibleCharacters(comment), messages.commentUnsavable),
    ),
  });
}

export type CancellationForm = v.InferOutput<ReturnType<typeof cancellationSchema>>;

/** /endre-abonnement: a plan is chosen (which plans may be is changeOptions'). */
export const changePlanSchema = (messages: { required: string }) => v.object({ offerId: v.pipe(v.string(messages.required), v.minLength(1, messages.required)) });

interface PlanOption {
  ariaPlanID: string;
  introPrice?: number | null;
  introMonths?: number | null;
}

/** The subscription's plan, and the one it changes to on a date when a change is ordered already. */
interface PlansOf {
  ariaPlanID: string;
  pendingPlan?: { ariaPlanID: string } | null;
}

/**
 * The plans a subscriber may change to: regular plans only (intro offers are for new subscribers), neither the
 * one they have nor the one they have ordered already (choosing it again would change nothing), and the youth plan
 * only for those known to be under 34.
 */
export function changeOptions<O extends PlanOption>(offers: readonly O[], subscription: PlansOf, age: number | undefined): O[] {
  const taken = [subscription.ariaPlanID, subscription.pendingPlan?.ariaPlanID];
  return offers.filter((offer) => !isIntroOffer(offer) && !taken.includes(offer.ariaPlanID) && (!isYouth(offer) || (age !== undefined && mayBuyYouth(age))));
}
