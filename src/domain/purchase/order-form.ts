// The order form's rules (spec section 5): an offer and a payment method are chosen, a birthdate is typed when
// the account has none, the buyer is 18 or older, and the youth plan is only for those under 34.
import * as v from 'valibot';
import { isPlausibleBirthdate } from '../person/birthdate.ts';
import { hasControlCharacters, hasInvisibleCharacters } from '../person/fields.ts';
import { isYouth } from '../subscription/status.ts';
import { osloDate } from '../time/oslo.ts';
import { parseTypedDate } from '../time/typed-date.ts';
import { ageOn, mayBuy, mayBuyYouth } from './age.ts';
import { defaultOfferOf, type OfferFacts } from './offer-terms.ts';

/** Longer than any campaign code; the contract (CreateOrderRequest) holds codes to it too. */
export const DISCOUNT_CODE_MAX_LENGTH = 40;

/** Card goes through the card provider, Vipps through Vipps (spec section 3's payment methods). */
export const PURCHASE_METHODS = ['SWEDBANK-PPG', 'VIPPS'] as const;

export interface OrderFormMessages {
  offerRequired: string;
  birthdateRequired: string;
  birthdateInvalid: string;
  birthdateImplausible: string;
  tooYoung: string;
  notYouth: string;
  discountTooLong: (max: number) => string;
  discountUnsavable: string;
}

export interface OrderFormRules {
  now: Date;
  /** The account's birthdate; when there is one the form asks for none. */
  accountBirthdate: string | null | undefined;
  youthOfferIds: readonly string[];
  messages: OrderFormMessages;
}

export interface OrderFormValues {
  offerId: string;
  discountCode: string;
  /** As typed (24.12.1990); empty when the account has a birthdate. */
  birthdate: string;
  paymentMethod: (typeof PURCHASE_METHODS)[number];
}

/**
 * The offer the form starts with: the one a link asked for (`?tilbud=`, from /winback), unless it is the youth plan
 * and the account's age rules it out; then the title's digital alternative, and `youthSwitched` so the page says why.
 */
export function offerToStartWith<Offer extends OfferFacts & { ariaPlanID: string }>(
  offers: readonly Offer[],
  {
    requestedId,
    accountAge,
    titleCode,
  }: { requestedId: string | null; accountAge: number | undefined; titleCode: string },
): { offer: Offer; alternative: Offer; youthSwitched: boolean } {
  const alternative = defaultOfferOf(offers, titleCode)!;
  const requested = offers.find((offer) => offer.offerId === requestedId);
  const youthSwitched =
    requested !== undefined && isYouth(requested) && accountAge !== undefined && !mayBuyYouth(accountAge);
  return { offer: requested && !youthSwitched ? requested : alternative, alternative, youthSwitched };
}

/** The birthdate the order is for: the account's, else the typed one when it is a real date. */
export function buyerBirthdate(accountBirthdate: string | null | undefined, typed: string): string | undefined {
  return accountBirthdate ?? parseTypedDate(typed);
}

/** The buyer's age when it is known (from the account or a typed real date). */
export function buyerAge(accountBirthdate: string | null | undefined, typed: string, now: Date): number | undefined {
  const birthdate = buyerBirthdate(accountBirthdate, typed);
  return birthdate ? ageOn(birthdate, now) : undefined;
}

function birthdateSchema({ now, accountBirthdate, messages }: OrderFormRules) {
  if (accountBirthdate) return v.string();
  const today = osloDate(now);
  // Each check only speaks when the ones before it passed, so the user sees one message: the first problem. The
  // typed date is read once for the checks; the form sends it as typed (buyerBirthdate reads it for the order).
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.birthdateRequired),
    v.transform((text) => ({ text, iso: parseTypedDate(text) })),
    v.check(({ text, iso }) => text === '' || iso !== undefined, messages.birthdateInvalid),
    v.check(({ iso }) => !iso || isPlausibleBirthdate(iso, today), messages.birthdateImplausible),
    v.check(({ iso }) => !iso || !isPlausibleBirthdate(iso, today) || mayBuy(ageOn(iso, now)), messages.tooYoung),
    v.transform(({ text }) => text),
  );
}

export function orderFormSchema(rules: OrderFormRules) {
  const { now, accountBirthdate, youthOfferIds, messages } = rules;
  return v.pipe(
    v.object({
      offerId: v.pipe(v.string(), v.nonEmpty(messages.offerRequired)),
      discountCode: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(DISCOUNT_CODE_MAX_LENGTH, messages.discountTooLong(DISCOUNT_CODE_MAX_LENGTH)),
        v.check((code) => !hasControlCharacters(code) && !hasInvisibleCharacters(code), messages.discountUnsavable),
      ),
      birthdate: birthdateSchema(rules),
      paymentMethod: v.picklist(PURCHASE_METHODS),
    }),
    v.forward(
      v.partialCheck(
        [['offerId'], ['birthdate']],
        ({ offerId, birthdate }) => {
          const age = buyerAge(accountBirthdate, birthdate, now);
          return !youthOfferIds.includes(offerId) || age === undefined || mayBuyYouth(age);
        },
        messages.notYouth,
      ),
      ['offerId'],
    ),
  );
}
