import { describe, expect, it } from 'vitest';
import { isOwnBirthdate, isPlausibleBirthdate, mayChangeBirthdate } from './birthdate.ts';

describe('isPlausibleBirthdate', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['1906-11-22', true],
    ['1906-11-21', false],
  ])('%s: %s', (iso, plausible) => expect(isPlausibleBirthdate(iso, '2026-11-22')).toBe(plausible));
});

describe('isOwnBirthdate', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['1990-12-24', true],
    ['2013-11-23', true],
    ['2013-11-24', false],
    ['2026-01-01', false],
    ['2090-01-01', false],
    ['1906-11-23', true],
    ['1906-11-22', false],
  ])('%s: %s', (iso, own) => expect(isOwnBirthdate(iso, now)).toBe(own));
});

describe('mayChangeBirthdate', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['first one given', null, '2004-05-01', true],
    ['unchanged', '1985-03-01', '1985-03-01', true],
    ['a typo within the same age band (41 → 42)', '1985-03-01', '1984-02-29', true],
    ['a 41-year-old making themselves 22 (youth price)', '1985-03-01', '2004-05-01', false],
    ['a 22-year-old making themselves 17', '2004-05-01', '2009-05-01', false],
    ['a 33-year-old making themselves 34 (leaves youth)', '1993-11-24', '1992-11-23', false],
    ['a 33-year-old correcting the day', '1993-11-24', '1993-12-01', true],
    ['removing a stored birthdate', '1985-03-01', null, false],
    ['nothing stored, nothing given', null, null, true],
  ])('%s', (_, stored, next, allowed) => expect(mayChangeBirthdate(stored, next, now)).toBe(allowed));
});
