// Birthdates as Norwegians type them (24.12.1990) and as the backend keeps them (1990-12-24).

/** `24.12.1990`, `24.12.90` is not accepted: a two-digit year is ambiguous for a birthdate. */
const NORWEGIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** The ISO date for a typed date, or undefined when it is no real calendar date. */
export function parseNorwegianDate(text: string): string | undefined {
  const match = NORWEGIAN_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** `1990-12-24` → `24.12.1990`, for a form's initial value. */
export function toNorwegianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** A plausible birthdate: a real date, not in the future, and not more than 120 years ago. */
export function isPlausibleBirthdate(isoDate: string, today: string): boolean {
  const earliest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return isoDate <= today && isoDate >= earliest;
}
