// The calendar the subscriber lives by. "Today", the end of the month and the first of next month are counted in
// Norwegian time (Europe/Oslo, summer time included), so a change made at 00:30 on the 1st in Oslo (22:30 or
// 23:30 UTC the day before) lands in the month the subscriber sees. The portal and the reference backend both
// count with these; dates are ISO strings (YYYY-MM-DD) because they name a day, not an instant.

/** A calendar date as YYYY-MM-DD. */
export type IsoDate = string;

const OSLO_CALENDAR = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date on the wall in Oslo at the instant `now`: `osloDate(new Date())` is today in Norway. */
export function osloDate(now: Date): IsoDate {
  const parts = Object.fromEntries(OSLO_CALENDAR.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function partsOf(date: IsoDate): [year: number, monthIndex: number, day: number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month - 1, day];
}

/** Day arithmetic in UTC, where no day is 23 or 25 hours long; out-of-range days and months roll over. */
function isoOf(year: number, monthIndex: number, day: number): IsoDate {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.toISOString().slice(0, 10);
}

const daysIn = (year: number, monthIndex: number) => Number(isoOf(year, monthIndex + 1, 0).slice(8));

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, monthIndex, day] = partsOf(date);
  return isoOf(year, monthIndex, day + days);
}

/** The same day `months` later (or earlier), held to the month's last day: 31 January + 1 month is 28 February. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, monthIndex, day] = partsOf(date);
  const monthCount = year * 12 + monthIndex + months;
  const targetYear = Math.floor(monthCount / 12);
  const targetMonth = monthCount - targetYear * 12;
  return isoOf(targetYear, targetMonth, Math.min(day, daysIn(targetYear, targetMonth)));
}

/** 29 February + 1 year is 28 February. */
export const addYears = (date: IsoDate, years: number): IsoDate => addMonths(date, 12 * years);

/** The last day of the date's month. */
export function endOfMonth(date: IsoDate): IsoDate {
  const [year, monthIndex] = partsOf(date);
  return isoOf(year, monthIndex + 1, 0);
}

export function firstOfNextMonth(date: IsoDate): IsoDate {
  const [year, monthIndex] = partsOf(date);
  return isoOf(year, monthIndex + 1, 1);
}
