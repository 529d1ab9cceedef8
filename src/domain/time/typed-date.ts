// Dates as Norwegians type them in a form (24.12.2026) and as the contract holds them (2026-12-24): the one reader
// of a typed date, for every form that has one (a birthdate, a delivery change's days). A form's schema reads each
// typed date once and passes the ISO date on.
import type { IsoDate } from './oslo.ts';

/** `24.12.1990`, one or two digits for day and month; a two-digit year is refused (1990 or 2090 is a guess). */
const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** The ISO date of a typed date, or undefined when it is none or no real calendar date (31.11, 29.02.2023). */
export function parseTypedDate(text: string): IsoDate | undefined {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** `2026-12-24` → `24.12.2026`: an ISO date as the form shows it (a field's first value, a date picked). */
export const toTypedDate = (date: IsoDate): string => date.split('-').reverse().join('.');
