// Who may buy what (spec sections 5 and 9): the buyer must be 18, and the youth plan is for those under 34.

export const ADULT_AGE = 18;
/** The youth plan ends at this age; the spec's constant 34. */
export const YOUTH_AGE_LIMIT = 34;

/** Today's date in Norway as YYYY-MM-DD: a birthday starts at midnight in Oslo, not in UTC. */
export function osloDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years from an ISO birthdate to `now`, counting the birthday itself as reached. */
export function ageOn(birthdate: string, now: Date): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = osloDate(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const mayBuy = (age: number) => age >= ADULT_AGE;

export const mayBuyYouth = (age: number) => mayBuy(age) && age < YOUTH_AGE_LIMIT;
