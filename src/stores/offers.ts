// What the title sells (the offering service's plans and intro offers): fetched once per title per visit, whichever
// screen asks first (order form, plan change, winback, receipt, /nye-priser), with the request in one status union.
import { atom, computed } from 'nanostores';
import type { Offer } from '../api/contract.ts';
import { fetchOffers } from '../api/offering.ts';
import { isIntroOffer } from '../domain/purchase/offer-terms.ts';
import { failureOf, type RequestFailure } from './request-failure.ts';

export type { Offer };

export type OffersState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; offers: Offer[] }
  | { status: 'failed'; failure: RequestFailure };

export const $offers = atom<OffersState>({ status: 'idle' });

let loading: { titleCode: string; offers: Promise<Offer[]> } | undefined;

/** The title's offers, fetched on the first call for the title; fails (and may be asked again) if the fetch fails. */
export function offersFor(titleCode: string): Promise<Offer[]> {
  if (loading?.titleCode === titleCode) return loading.offers;
  $offers.set({ status: 'loading' });
  const offers = fetchOffers(titleCode).then(
    (fetched) => {
      if (loading?.offers === offers) $offers.set({ status: 'loaded', offers: fetched });
      return fetched;
    },
    (error: unknown) => {
      if (loading?.offers === offers) {
        loading = undefined;
        $offers.set({ status: 'failed', failure: failureOf(error) });
      }
      throw error;
    },
  );
  loading = { titleCode, offers };
  return offers;
}

/** For screens: loads into $offers, which says how it went. */
export function loadOffers(titleCode: string): Promise<void> {
  return offersFor(titleCode).then(
    () => undefined,
    () => undefined,
  );
}

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
