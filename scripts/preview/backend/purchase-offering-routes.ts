// The offering service: what the served title sells. Intro offers are for new buyers; plan changes choose
// among the regular plans.
import type { Offer } from '../../../src/api/contract.ts';
import { YOUTH_AGE_LIMIT } from '../../../src/domain/purchase/age.ts';
import type { Fail, Route } from './context.ts';
import { planFor, type PlanKey } from './personas.ts';
import type { State } from './state.ts';

/** The campaign of the 1 kr digital offer (spec section 3's campaign constant). */
const INTRO_CAMPAIGN = 'CAMP-2020-03-003';

interface OfferShape {
  offerId: string;
  plan: PlanKey;
  description: string;
  /** What the whole intro period costs, and how many months it lasts. */
  intro?: { price: number; months: number };
}

const OFFER_SHAPES: readonly OfferShape[] = [
  {
    offerId: 'digital-1kr',
    plan: 'digital',
    description: 'Alt innhold på nett og i appen.',
    intro: { price: 1, months: 1 },
  },
  {
    offerId: 'digital-3mnd',
    plan: 'digital',
    description: 'Alt innhold på nett og i appen.',
    intro: { price: 99, months: 3 },
  },
  { offerId: 'digital', plan: 'digital', description: 'Alt innhold på nett og i appen.' },
  { offerId: 'paper', plan: 'paper', description: 'Papiravisen på døra hver dag, og alt innhold digitalt.' },
  { offerId: 'weekend', plan: 'weekend', description: 'Papiravisen fredag og lørdag, og alt innhold digitalt.' },
  {
    offerId: 'youth',
    plan: 'youth',
    description: `Alt innhold digitalt, til ungdomspris for deg under ${YOUTH_AGE_LIMIT} år.`,
  },
];

function toOffer(shape: OfferShape, titleCode: string): Offer {
  const { ariaPlanID, ariaScheduleID, planName, planProductType, price } = planFor(titleCode, shape.plan);
  return {
    offerId: shape.offerId,
    ariaPlanID,
    ariaScheduleID,
    planName,
    planProductType,
    description: shape.description,
    price,
    introPrice: shape.intro?.price ?? null,
    introMonths: shape.intro?.months ?? null,
    campaignID: shape.intro ? INTRO_CAMPAIGN : null,
  };
}

export function offersOf(state: State): Offer[] {
  return OFFER_SHAPES.map((shape) => toOffer(shape, state.title.titleCode));
}

export function findOffer(state: State, offerId: string, fail: Fail<'OFFER_NOT_FOUND'>): Offer {
  return (
    offersOf(state).find((offer) => offer.offerId === offerId) ??
    fail(404, 'OFFER_NOT_FOUND', `offerId: no offer ${offerId}`)
  );
}

export const offering: Route<'offering'> = {
  access: 'public',
  handle({ state, params, fail }) {
    if (params.titleCode !== state.title.titleCode)
      fail(404, 'TITLE_NOT_FOUND', `titleCode: this server sells ${state.title.titleCode}`);
    return { offers: offersOf(state) };
  },
};
