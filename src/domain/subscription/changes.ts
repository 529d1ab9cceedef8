// When changes to a subscription take effect, and the cancellation form's rules (spec sections 3–5).
import * as v from 'valibot';
import { firstPossibleDate, type ClockTime } from '../delivery/cut-off.ts';
import {
  deliveryPatternOf,
  nextDeliveryDay,
  previousDeliveryDay,
  type DeliveryFacts,
} from '../delivery/delivery-days.ts';
import { hasControlCharactersInText, hasInvisibleCharactersInText, normaliseText } from '../person/fields.ts';
import { mayBuyYouth } from '../purchase/age.ts';
import { isIntroOffer } from '../purchase/offer-terms.ts';
import { addDays, endOfMonth, firstOfNextMonth, osloDate, type IsoDate } from '../time/oslo.ts';
import { isPaper, isYouth, STATUS } from './status.ts';

/**
 * A cancelled subscription runs to the last day of the current month (in Norway); a trial to its own last day,
 * which is what was paid for: neither cut short nor run on unpaid (home says "Prøveperiode til …" the same).
 */
export const cancellationEndDate = (
  now: Date,
  subscription?: { instStatusCode: number; endDate?: string | null },
): IsoDate =>
  subscription?.instStatusCode === STATUS.TRIAL && subscription.endDate
    ? subscription.endDate
    : endOfMonth(osloDate(now));

/** A new plan starts on the first day of next month (in Norway). */
export const planChangeDate = (now: Date): IsoDate => firstOfNextMonth(osloDate(now));

/**
 * Why a subscriber cancels. Switching to another of our subscriptions is a replacement, not a loss. Moving (issue 41)
 * is a reason of its own: for paper, the delivery address can move instead (cancel-offer.ts).
 */
export const CANCELLATION_REASONS = ['price', 'time', 'content', 'delivery', 'moving', 'replacement', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const cancellationTypeOf = (reason: CancellationReason) =>
  reason === 'replacement' ? 'REPLACEMENT-ANN' : 'CANCELLATION';

/** Longer than any real comment, short enough for the billing system's note field. */
export const COMMENT_MAX = 500;

/** The form's rules are the contract's (DeleteSubscriptionRequest): a reason from the list, a comment in limits. */
export function cancellationSchema(messages: {
  reasonRequired: string;
  commentTooLong: (max: number) => string;
  commentUnsavable: string;
}) {
  return v.object({
    reason: v.picklist(CANCELLATION_REASONS, messages.reasonRequired),
    comment: v.pipe(
      v.string(),
      v.transform(normaliseText),
      v.maxLength(COMMENT_MAX, messages.commentTooLong(COMMENT_MAX)),
      v.check(
        (comment) => !hasControlCharactersInText(comment) && !hasInvisibleCharactersInText(comment),
        messages.commentUnsavable,
      ),
    ),
  });
}

export type CancellationForm = v.InferOutput<ReturnType<typeof cancellationSchema>>;

/**
 * What a plan change does to the paper (issue 41): `starts` from digital to a plan with paper (the carrier needs an
 * address, asked for in the same form), `continues` from paper to paper (the address stays, confirmed on the page),
 * `stops` from paper to digital (the last paper is said), `none` from digital to digital.
 */
export type PaperChange = 'starts' | 'continues' | 'stops' | 'none';

export function paperChangeOf(from: { planProductType: string }, to: { planProductType: string }): PaperChange {
  if (isPaper(to)) return isPaper(from) ? 'continues' : 'starts';
  return isPaper(from) ? 'stops' : 'none';
}

/** Whether a change to `to` needs a delivery address sent with it: it starts the paper. The backend refuses it without. */
export const needsDeliveryAddress = (from: { planProductType: string }, to: { planProductType: string }): boolean =>
  paperChangeOf(from, to) === 'starts';

/**
 * The first paper of a plan with paper changed to on `effectiveDate`: its first delivery day on or after that date,
 * and, for a change ordered `now`, none whose deadline (the title's cut-off the day before) has passed: ordered on
 * the month's last afternoon, the 1st's paper is already the carrier's.
 */
export function firstPaperDay(
  plan: DeliveryFacts,
  effectiveDate: IsoDate,
  ordered?: { now: Date; cutOff: ClockTime },
): IsoDate | undefined {
  const pattern = deliveryPatternOf(plan);
  if (!pattern) return undefined;
  const first = nextDeliveryDay(effectiveDate, pattern);
  const possible = ordered && firstPossibleDate({ ...ordered, pattern });
  return possible && possible > first ? possible : first;
}

/** The last paper of a plan with paper changed from on `effectiveDate`: its last delivery day before that date. */
export function lastPaperDay(plan: DeliveryFacts, effectiveDate: IsoDate): IsoDate | undefined {
  const pattern = deliveryPatternOf(plan);
  return pattern && previousDeliveryDay(addDays(effectiveDate, -1), pattern);
}

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
export function changeOptions<O extends PlanOption>(
  offers: readonly O[],
  subscription: PlansOf,
  age: number | undefined,
): O[] {
  const taken = [subscription.ariaPlanID, subscription.pendingPlan?.ariaPlanID];
  return offers.filter(
    (offer) =>
      !isIntroOffer(offer) &&
      !taken.includes(offer.ariaPlanID) &&
      (!isYouth(offer) || (age !== undefined && mayBuyYouth(age))),
  );
}
