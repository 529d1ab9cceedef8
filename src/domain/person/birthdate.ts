// Which birthdates a person may give (the backend keeps them as ISO dates, 1990-12-24; a typed one is read by
// src/domain/time/typed-date.ts): the age rules of buying (18, under 34) read the stored birthdate, so it cannot be
// edited past them.
import { ADULT_AGE, ageOn, osloDate, YOUTH_AGE_LIMIT } from '../purchase/age.ts';

/** A plausible birthdate: a real date, not in the future, and not more than 120 years ago. */
export function isPlausibleBirthdate(isoDate: string, today: string): boolean {
  const earliest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return isoDate <= today && isoDate >= earliest;
}

/** The youngest a person with a user of their own can be (the age of digital consent in Norway). */
export const MIN_PERSON_AGE = 13;

/** A birthdate someone may give for themselves: plausible, and at least MIN_PERSON_AGE years ago. */
export function isOwnBirthdate(isoDate: string, now: Date): boolean {
  return isPlausibleBirthdate(isoDate, osloDate(now)) && ageOn(isoDate, now) >= MIN_PERSON_AGE;
}

/** Which side of the age limits a purchase is decided by (18 to buy, under 34 for youth) an age falls on. */
const ageBand = (age: number) => (age < ADULT_AGE ? 'minor' : age < YOUTH_AGE_LIMIT ? 'youth' : 'adult');

/**
 * Whether a stored birthdate may be changed to `next` in self-service. Purchases and plan changes decided their
 * age rules by the stored birthdate, so it may be corrected (a typo) but not moved across an age limit, and not
 * removed: either would let someone buy what their age does not allow. Customer service can do more.
 */
export function mayChangeBirthdate(stored: string | null, next: string | null, now: Date): boolean {
  if (stored === null || stored === next) return true;
  if (next === null) return false;
  return ageBand(ageOn(stored, now)) === ageBand(ageOn(next, now));
}
