// The calendar the subscriber lives by. "Today", the end of the month and the first of next month are counted in
// Norwegian time (Europe/Oslo, summer time included), so a change made at 00:30 on the 1st in Oslo (22:30 or
// 23:30 UTC the day before) lands in the month the subscriber sees. The portal and the reference backend both
// count with these; dates are ISO strings (YYYY-MM-DD) because they name a day, not an instant.

/** A calendar date as YYYY-MM-DD. */
export type IsoDate = string;

const OSLO_CALENDAR = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date on the wall in Oslo at the instant `now`: `osloDate(new Date())` is today in Norway. */
export function osloDate(now: Date): IsoDate {
  const parts = Object.fromEntries(OSLO_CALENDAR.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const OSLO_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Oslo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Oslo wall clock at `instant`, written as if it were a UTC time, so two wall clocks compare as numbers. */
function osloWallClock(instant: Date): number {
  const parts = Object.fromEntries(OSLO_CLOCK.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute);
}

const HOUR = 3_600_000;

/**
 * The instant the Oslo clock shows `time` (HH:MM) on `date`. A deadline is a wall-clock time, so this is how one
 * becomes an instant. When the autumn change shows a time twice, the first one counts (the earlier, stricter
 * deadline); a time skipped in spring (02:00–03:00) is read on winter time, i.e. an hour later on the new clock.
 */
export function osloInstant(date: IsoDate, time: string): Date {
  const [year, monthIndex, day] = partsOf(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, monthIndex, day, hour, minute);
  // Summer time (UTC+2) first, so a twice-shown autumn time resolves to its first showing.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wall - offsetHours * HOUR);
    if (osloWallClock(candidate) === wall) return candidate;
  }
  return new Date(wall - HOUR);
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
