// What an offer costs and when (spec section 9: the digital offer is 1 kr the first month, a 3-months offer
// exists), with a discount code replacing the offer's intro terms. The order screen, the payment provider
// stand-in and the receipt all price an order with these rules.

/** The fields of an offer the price rules look at. */
export interface OfferFacts {
  offerId: string;
  ariaPlanID: string;
  ariaScheduleID: string;
  price: number;
  /** What the whole intro period costs. */
  introPrice?: number | null;
  introMonths?: number | null;
}

/** What a discount code gives: `discountedPrice` for the first `months` in all. */
export interface DiscountFacts {
  discountedPrice: number;
  months: number;
}

export interface PriceTerms {
  /** The monthly price after any intro period. */
  price: number;
  /** The intro period, when there is one: its total price and length. */
  intro: { price: number; months: number } | null;
}

/**
 * An intro offer has intro terms: a price for a first period of at least one month. Intro offers are for new
 * subscribers (buying, winback); a plan change chooses among the regular offers. Everything that asks "is this
 * an intro offer" asks this, so an offer is never priced as one thing and sold as another.
 */
export function isIntroOffer<O extends Pick<OfferFacts, 'introPrice' | 'introMonths'>>(
  offer: O,
): offer is O & { introPrice: number; introMonths: number } {
  return offer.introPrice != null && offer.introMonths != null && offer.introMonths > 0;
}

export function termsOf(offer: OfferFacts, discount?: DiscountFacts | null): PriceTerms {
  if (discount) return { price: offer.price, intro: { price: discount.discountedPrice, months: discount.months } };
  return {
    price: offer.price,
    intro: isIntroOffer(offer) ? { price: offer.introPrice, months: offer.introMonths } : null,
  };
}

/** What the payment provider charges when the order is placed. */
export const amountDueNow = (terms: PriceTerms) => terms.intro?.price ?? terms.price;

/** The default plan of spec section 3 (ADR-C-DIGITAL-DIGITAL, schedule ADR-C-DIGITAL-DIGITAL-NOK-01), per title. */
export const defaultPlanOf = (titleCode: string) => ({
  ariaPlanID: `${titleCode}-C-DIGITAL-DIGITAL`,
  ariaScheduleID: `${titleCode}-C-DIGITAL-DIGITAL-NOK-01`,
});

/**
 * The offer a buyer starts from: the default plan's 1 kr first month (spec section 9), else any offer of the
 * default plan, else the first offer.
 */
export function defaultOfferOf<T extends OfferFacts>(offers: readonly T[], titleCode: string): T | undefined {
  const plan = defaultPlanOf(titleCode);
  const ofPlan = offers.filter(
    (offer) => offer.ariaPlanID === plan.ariaPlanID && offer.ariaScheduleID === plan.ariaScheduleID,
  );
  return ofPlan.find((offer) => offer.introPrice === 1 && offer.introMonths === 1) ?? ofPlan[0] ?? offers[0];
}
