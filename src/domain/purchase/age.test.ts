import { describe, expect, it } from 'vitest';
import { osloDate } from '../time/oslo.ts';
import { ageOn, mayBuy, mayBuyYouth } from './age.ts';

// Noon in Oslo on 22 November 2026.
const NOW = new Date('2026-11-22T11:00:00Z');

describe('ageOn', () => {
  it.each([
    ['2008-11-22', 18], // 18th birthday today
    ['2008-11-23', 17], // tomorrow
    ['2008-11-21', 18],
    ['1992-11-22', 34], // 34th birthday today
    ['1992-11-23', 33],
    ['1992-11-21', 34],
    ['2000-02-29', 26],
  ])('born %s is %i', (birthdate, age) => expect(ageOn(birthdate, NOW)).toBe(age));

  it('counts the birthday from midnight in Oslo, not UTC', () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Oslo.
    expect(osloDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(ageOn('2008-11-22', new Date('2026-11-21T23:30:00Z'))).toBe(18);
  });
});

describe('purchase rules', () => {
  it.each([
    [17, false, false],
    [18, true, true],
    [33, true, true],
    [34, true, false],
    [80, true, false],
  ])('at %i: may buy %s, may buy youth %s', (age, buy, youth) => {
    expect(mayBuy(age)).toBe(buy);
    expect(mayBuyYouth(age)).toBe(youth);
  });
});
