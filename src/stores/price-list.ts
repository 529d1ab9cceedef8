// The plans the title sells and their monthly prices, for /nye-priser (public: no account needed).
import { atom } from 'nanostores';
import type { Offer } from '../api/contract.ts';
import { fetchOffers } from '../api/offering.ts';

export type PriceList = { status: 'loading' } | { status: 'loaded'; offers: Offer[] } | { status: 'failed'; error: unknown };

export const $priceList = atom<PriceList>({ status: 'loading' });

/** One entry per plan: intro offers of a plan are campaigns, not the plan's price. */
export function regularPlans(offers: readonly Offer[]): Offer[] {
  const byPlan = new Map<string, Offer>();
  for (const offer of offers) {
    const known = byPlan.get(offer.ariaPlanID);
    if (!known || (known.introPrice != null && offer.introPrice == null)) byPlan.set(offer.ariaPlanID, offer);
  }
  return [...byPlan.values()];
}

export async function loadPriceList(titleCode: string): Promise<void> {
  $priceList.set({ status: 'loading' });
  try {
    $priceList.set({ status: 'loaded', offers: regularPlans(await fetchOffers(titleCode)) });
  } catch (error) {
    $priceList.set({ status: 'failed', error });
  }
}
