import { describe, expect, it } from 'vitest';
import { parseTypedDate, toTypedDate } from './typed-date.ts';

describe('parseTypedDate: the one reader of a typed date', () => {
  it.each([
    ['24.12.1990', '1990-12-24'],
    ['1.2.2000', '2000-02-01'],
    ['01.02.2000', '2000-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['31.12.2026', '2026-12-31'],
    ['1.1.2027', '2027-01-01'],
  ])('%j is %s', (text, iso) => expect(parseTypedDate(text)).toBe(iso));

  it.each([
    ['empty', ''],
    ['a two-digit year', '24.12.90'],
    ['the ISO form', '1990-12-24'],
    ['a day November has not', '31.11.2000'],
    ['29 February of a common year', '29.02.2023'],
    ['day 0', '00.01.2000'],
    ['month 13', '01.13.2000'],
    ['slashes', '12/24/1990'],
    ['words', 'i går'],
    ['a date with more after it', '24.12.2026 kl. 12'],
  ])('%s (%j) is no date', (_, text) => expect(parseTypedDate(text)).toBeUndefined());
});

describe('toTypedDate', () => {
  it.each([
    ['1990-12-24', '24.12.1990'],
    ['2027-01-04', '04.01.2027'],
  ])('%s is typed %s', (iso, typed) => expect(toTypedDate(iso)).toBe(typed));

  it('reads back as the same date', () => expect(parseTypedDate(toTypedDate('1984-07-09'))).toBe('1984-07-09'));
});
