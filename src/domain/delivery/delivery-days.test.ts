import { describe, expect, it } from 'vitest';
import { deliveryPatternOf, isDeliveryDay, nextDeliveryDay, previousDeliveryDay } from './delivery-days.ts';

const paper = { ariaPlanID: 'ADR-C-COMBO-7D', planName: 'Papiravis alle dager + digital', planProductType: 'COMBO' };
const weekend = { ariaPlanID: 'ADR-C-COMBO-HELG', planName: 'Papiravis i helgen + digital', planProductType: 'COMBO' };
const digital = { ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', planName: 'Digital', planProductType: 'DIGITAL' };

describe('deliveryPatternOf: from the plan', () => {
  it.each([
    ['paper every day', paper, 'everyDay'],
    ['paper at the weekend', weekend, 'weekend'],
    ['digital: no paper', digital, undefined],
    ['a weekend plan told by its name alone', { ...weekend, ariaPlanID: 'XYZ-C-COMBO-6D' }, 'weekend'],
  ])('%s → %s', (_, plan, pattern) => expect(deliveryPatternOf(plan)).toBe(pattern));
});

// The week of 23 November 2026: Monday 23 to Sunday 29.
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('isDeliveryDay', () => {
  it('every day: Monday to Saturday, no Sunday paper', () =>
    expect(WEEK.map((date) => isDeliveryDay(date, 'everyDay'))).toEqual([true, true, true, true, true, true, false]));
  it('weekend: Friday and Saturday', () =>
    expect(WEEK.map((date) => isDeliveryDay(date, 'weekend'))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      false,
    ]));
  it.each([
    ['2026-12-31', 'everyDay', true], // Thursday
    ['2027-01-01', 'weekend', true], // Friday
    ['2027-01-03', 'everyDay', false], // Sunday
    ['2026-03-29', 'everyDay', false], // Sunday, the summer-time change
    ['2026-10-24', 'weekend', true], // Saturday before the winter-time change
  ] as const)('%s, %s: %s', (date, pattern, expected) => expect(isDeliveryDay(date, pattern)).toBe(expected));
});

describe('nextDeliveryDay and previousDeliveryDay: the date itself when a paper is due', () => {
  it.each([
    ['2026-11-23', 'everyDay', '2026-11-23', '2026-11-23'],
    ['2026-11-29', 'everyDay', '2026-11-30', '2026-11-28'],
    ['2026-11-23', 'weekend', '2026-11-27', '2026-11-21'],
    ['2026-11-28', 'weekend', '2026-11-28', '2026-11-28'],
    ['2026-11-29', 'weekend', '2026-12-04', '2026-11-28'],
    ['2026-12-28', 'weekend', '2027-01-01', '2026-12-26'],
    ['2027-01-03', 'everyDay', '2027-01-04', '2027-01-02'],
  ] as const)('%s, %s: next %s, previous %s', (date, pattern, next, previous) => {
    expect(nextDeliveryDay(date, pattern)).toBe(next);
    expect(previousDeliveryDay(date, pattern)).toBe(previous);
  });
});
