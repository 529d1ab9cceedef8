// Calendar arithmetic for seed data and state changes: ISO dates (YYYY-MM-DD) in UTC, so a test run near
// midnight cannot see two different "todays".

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

export function addDays(date: Date, days: number): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days);
}

export function addMonths(date: Date, months: number): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate());
}

export function addYears(date: Date, years: number): Date {
  return utc(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate());
}

/** Day 0 of the next month is the last day of this one. */
export function endOfMonth(date: Date): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
}

export function firstOfNextMonth(date: Date): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
