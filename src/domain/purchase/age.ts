// Who may buy what (spec sections 5 and 9): the buyer must be 18, and the youth plan is for those under 34.
import { osloDate } from '../time/oslo.ts';

/** Kept for src/islands/person/EditProfile.tsx until it imports from domain/time/oslo.ts itself. */
export { osloDate };

export const ADULT_AGE = 18;
/** The youth plan ends at this age; the spec's constant 34. */
export const YOUTH_AGE_LIMIT = 34;

/** Whole years from an ISO birthdate to `now`, counting the birthday itself as reached; a birthday starts at midnight in Oslo. */
export function ageOn(birthdate: string, now: Date): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = osloDate(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const mayBuy = (age: number) => age >= ADULT_AGE;

export const mayBuyYouth = (age: number) => mayBuy(age) && age < YOUTH_AGE_LIMIT;
