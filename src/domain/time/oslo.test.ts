import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, endOfMonth, firstOfNextMonth, osloDate, osloInstant } from './oslo.ts';

describe('osloDate: the date on the wall in Oslo', () => {
  it.each([
    // Winter time (UTC+1): midnight in Oslo is 23:00 UTC.
    ['2026-11-21T22:59:59Z', '2026-11-21'],
    ['2026-11-21T23:30:00Z', '2026-11-22'],
    // 23:30 UTC on the last day of a month is already the 1st in Oslo, summer and winter alike.
    ['2026-01-31T23:30:00Z', '2026-02-01'],
    ['2026-06-30T21:30:00Z', '2026-06-30'],
    ['2026-06-30T22:30:00Z', '2026-07-01'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    // 29 March 2026: clocks go from 02:00 to 03:00 (01:00 UTC); that evening midnight is 22:00 UTC.
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-03-29T01:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // 25 October 2026: clocks go from 03:00 back to 02:00 (01:00 UTC); that day lasts 25 hours.
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    // On 31 October the last hour of the month in Oslo is 23:00–24:00 UTC: winter time again.
    ['2026-10-31T22:30:00Z', '2026-10-31'],
    ['2026-10-31T23:30:00Z', '2026-11-01'],
  ])('at %s it is %s', (instant, date) => expect(osloDate(new Date(instant))).toBe(date));
});

describe('calendar arithmetic on ISO dates', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-22', 14, '2026-12-06'],
  ])('%s plus %i days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2026-11-22', 1, '2026-12-22'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -2, '2025-11-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-05-10', -30, '2023-11-10'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s plus %i months is %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));

  it.each([
    ['2028-02-29', 1, '2029-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['2026-11-22', -120, '1906-11-22'],
    ['2026-11-22', -34, '1992-11-22'],
  ])('%s plus %i years is %s', (date, years, expected) => expect(addYears(date, years)).toBe(expected));

  it.each([
    ['2026-01-01', '2026-01-31', '2026-02-01'],
    ['2026-02-10', '2026-02-28', '2026-03-01'],
    ['2028-02-10', '2028-02-29', '2028-03-01'],
    ['2026-03-29', '2026-03-31', '2026-04-01'],
    ['2026-10-25', '2026-10-31', '2026-11-01'],
    ['2026-12-31', '2026-12-31', '2027-01-01'],
  ])('%s: the month ends %s and the next starts %s', (date, end, next) => {
    expect(endOfMonth(date)).toBe(end);
    expect(firstOfNextMonth(date)).toBe(next);
  });
});

describe('osloInstant: a wall-clock time in Oslo as an instant', () => {
  it.each([
    ['2026-11-23', '12:00', '2026-11-23T11:00:00.000Z'],
    ['2026-06-30', '12:00', '2026-06-30T10:00:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T22:59:00.000Z'],
    ['2027-01-01', '00:00', '2026-12-31T23:00:00.000Z'],
    // 29 March 2026: the day before and the day itself, around the jump from 02:00 to 03:00.
    ['2026-03-28', '12:00', '2026-03-28T11:00:00.000Z'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '12:00', '2026-03-29T10:00:00.000Z'],
    // 02:30 does not exist that night: read on winter time, it is 03:30 on the new clock.
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    // 25 October 2026: 02:30 happens twice; the first (summer time) counts.
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
    ['2026-10-24', '12:00', '2026-10-24T10:00:00.000Z'],
  ])('%s at %s in Oslo is %s', (date, time, instant) => expect(osloInstant(date, time).toISOString()).toBe(instant));
});
