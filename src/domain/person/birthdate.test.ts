import { describe, expect, it } from 'vitest';
import { isPlausibleBirthdate, parseNorwegianDate, toNorwegianDate } from './birthdate.ts';

describe('parseNorwegianDate', () => {
  it.each([
    ['24.12.1990', '1990-12-24'],
    ['1.2.2000', '2000-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
  ])('%j is %s', (text, iso) => expect(parseNorwegianDate(text)).toBe(iso));

  it.each(['', '24.12.90', '1990-12-24', '31.11.2000', '29.02.2023', '00.01.2000', '12/24/1990', 'i går'])('%j is no date', (text) =>
    expect(parseNorwegianDate(text)).toBeUndefined(),
  );

  it('round-trips with toNorwegianDate', () => expect(parseNorwegianDate(toNorwegianDate('1984-07-09'))).toBe('1984-07-09'));
});

describe('isPlausibleBirthdate', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['1906-11-22', true],
    ['1906-11-21', false],
  ])('%s: %s', (iso, plausible) => expect(isPlausibleBirthdate(iso, '2026-11-22')).toBe(plausible));
});
