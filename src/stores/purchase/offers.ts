// What the title sells (the offering service's plans and intro offers): fetched once per title per visit, whichever
// screen asks first (order form, plan change, winback, receipt, /nye-priser), with the request in one status union.
import { computed } from 'nanostores';
import type { Offer } from '../../api/contract.ts';
import { fetchOffers } from '../../api/purchase-offering.ts';
import { isIntroOffer } from '../../domain/purchase/offer-terms.ts';
import { createLoad, type LoadState } from '../kit/load.ts';

export type { Offer };

export type OffersState = LoadState<{ status: 'loaded'; offers: Offer[] }>;

/** The title's offers (`load(titleCode)`); the same for whoever is signed in, so logout leaves them. */
export const $offers = createLoad({
  userBound: false,
  fetch: async (titleCode: string): Promise<{ status: 'loaded'; offers: Offer[] }> => ({
    status: 'loaded',
    offers: await fetchOffers(titleCode),
  }),
});

/** One entry per plan: intro offers of a plan are campaigns, not the plan's price. */
export function regularPlans(offers: readonly Offer[]): Offer[] {
  const byPlan = new Map<string, Offer>();
  for (const offer of offers) {
    const known = byPlan.get(offer.ariaPlanID);
    if (!known || (isIntroOffer(known) && !isIntroOffer(offer))) byPlan.set(offer.ariaPlanID, offer);
  }
  return [...byPlan.values()];
}

/** The plan's own monthly price after any intro: the price of its offer without an intro. */
export function regularPriceOf(offers: readonly Offer[], ariaPlanID: string): number | undefined {
  return offers.find((offer) => offer.ariaPlanID === ariaPlanID && !isIntroOffer(offer))?.price;
}

/** The same request state with other offers in it. */
function mapLoaded(state: OffersState, pick: (offers: Offer[]) => Offer[]): OffersState {
  return state.status === 'loaded' ? { status: 'loaded', offers: pick(state.offers) } : state;
}

/** /nye-priser: every plan with its monthly price. */
export const $priceList = computed($offers, (state) => mapLoaded(state, regularPlans));

/** /winback: the intro offers that bring a former subscriber back. */
export const $winbackOffers = computed($offers, (state) => mapLoaded(state, (offers) => offers.filter(isIntroOffer)));
