import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, osloDate } from '../time/oslo.ts';
import { cutOffMoment, DEFAULT_CUT_OFF, firstPossibleDate, mayStartOn, missedDeadline } from './cut-off.ts';
import { isDeliveryDay, type DeliveryPattern } from './delivery-days.ts';

describe('cutOffMoment: the day before, at the cut-off, in Oslo', () => {
  it.each([
    ['2026-11-24', '12:00', '2026-11-23T11:00:00.000Z'],
    ['2026-07-01', '12:00', '2026-06-30T10:00:00.000Z'],
    ['2027-01-01', '12:00', '2026-12-31T11:00:00.000Z'],
    ['2027-01-02', '23:59', '2027-01-01T22:59:00.000Z'],
    ['2026-03-30', '12:00', '2026-03-29T10:00:00.000Z'], // the day before is the summer-time change
    ['2026-03-29', '12:00', '2026-03-28T11:00:00.000Z'],
    ['2026-10-26', '12:00', '2026-10-25T11:00:00.000Z'], // the day before is the winter-time change
    ['2026-10-25', '12:00', '2026-10-24T10:00:00.000Z'],
  ])('a change from %s, cut-off %s: by %s', (date, cutOff, instant) =>
    expect(cutOffMoment(date, cutOff).toISOString()).toBe(instant),
  );
});

describe('firstPossibleDate', () => {
  it.each([
    // Monday 23 November 2026, winter time (noon in Oslo is 11:00 UTC).
    ['Monday morning: tomorrow', '2026-11-23T07:00:00Z', 'everyDay', '2026-11-24'],
    ['Monday a second before noon: tomorrow', '2026-11-23T10:59:59Z', 'everyDay', '2026-11-24'],
    ['Monday at noon: too late for tomorrow', '2026-11-23T11:00:00Z', 'everyDay', '2026-11-25'],
    ['Monday evening in Oslo', '2026-11-23T22:59:59Z', 'everyDay', '2026-11-25'],
    ['just past midnight, Tuesday in Oslo (still Monday in UTC)', '2026-11-23T23:00:00Z', 'everyDay', '2026-11-25'],
    ['Saturday morning: no Sunday paper, so Monday', '2026-11-28T08:00:00Z', 'everyDay', '2026-11-30'],
    ["Saturday afternoon: Monday's deadline is Sunday noon", '2026-11-28T14:00:00Z', 'everyDay', '2026-11-30'],
    ['Sunday afternoon: Tuesday', '2026-11-29T14:00:00Z', 'everyDay', '2026-12-01'],
    ['weekend, Thursday morning: Friday', '2026-11-26T08:00:00Z', 'weekend', '2026-11-27'],
    ['weekend, Thursday afternoon: Saturday', '2026-11-26T12:00:00Z', 'weekend', '2026-11-28'],
    ['weekend, Friday afternoon: next Friday', '2026-11-27T12:00:00Z', 'weekend', '2026-12-04'],
    // Year end: 31 December is a Thursday.
    ["New Year's Eve morning: New Year's Day", '2026-12-31T10:59:00Z', 'everyDay', '2027-01-01'],
    ["New Year's Eve afternoon: 2 January", '2026-12-31T11:00:00Z', 'everyDay', '2027-01-02'],
    ["New Year's Eve, weekend: 1 January", '2026-12-31T10:00:00Z', 'weekend', '2027-01-01'],
    // DST: noon is 10:00 UTC in summer time.
    ['Saturday 28 March, 11:59 in Oslo', '2026-03-28T10:59:00Z', 'everyDay', '2026-03-30'],
    ['Sunday 29 March (summer time from 02:00), 11:59', '2026-03-29T09:59:00Z', 'everyDay', '2026-03-30'],
    ['Sunday 29 March, noon', '2026-03-29T10:00:00Z', 'everyDay', '2026-03-31'],
    ['Saturday 24 October, 11:59 summer time', '2026-10-24T09:59:00Z', 'everyDay', '2026-10-26'],
    ['Sunday 25 October (winter time from 03:00), 11:59', '2026-10-25T10:59:00Z', 'everyDay', '2026-10-26'],
    ['Sunday 25 October, noon', '2026-10-25T11:00:00Z', 'everyDay', '2026-10-27'],
  ] as const)('%s (%s, %s): %s', (_, now, pattern, expected) =>
    expect(firstPossibleDate({ now: new Date(now), cutOff: DEFAULT_CUT_OFF, pattern })).toBe(expected),
  );

  it("honours another title's cut-off", () => {
    expect(firstPossibleDate({ now: new Date('2026-11-23T13:00:00Z'), cutOff: '15:00', pattern: 'everyDay' })).toBe(
      '2026-11-24',
    );
    expect(firstPossibleDate({ now: new Date('2026-11-23T14:00:00Z'), cutOff: '15:00', pattern: 'everyDay' })).toBe(
      '2026-11-25',
    );
  });
});

describe('mayStartOn', () => {
  const now = new Date('2026-11-23T10:00:00Z'); // Monday 11:00 in Oslo
  it.each([
    ['today', '2026-11-23', false],
    ['yesterday', '2026-11-22', false],
    ['tomorrow, before the cut-off', '2026-11-24', true],
    ['a Sunday: no paper', '2026-11-29', false],
    ['next month', '2026-12-15', true],
  ])('%s (%s): %s', (_, date, expected) =>
    expect(mayStartOn(date, { now, cutOff: DEFAULT_CUT_OFF, pattern: 'everyDay' })).toBe(expected),
  );
});

describe('properties over every hour of 2026–2027 (both DST changes and the year end included)', () => {
  const HOUR = 3_600_000;
  const START = Date.parse('2025-12-31T23:00:00Z'); // midnight, 1 January 2026 in Oslo
  const END = Date.parse('2027-12-31T23:00:00Z');
  const whole = fc.integer({ min: 0, max: (END - START) / HOUR }).map((hours) => new Date(START + hours * HOUR));
  // Weeks known to be hard are drawn on purpose, not left to chance: the DST weeks and the turn of the year.
  const around = (iso: string) =>
    fc.integer({ min: -84, max: 84 }).map((hours) => new Date(Date.parse(iso) + hours * HOUR));
  const instant = fc.oneof(
    whole,
    around('2026-03-29T01:00:00Z'),
    around('2026-10-25T01:00:00Z'),
    around('2026-12-31T23:00:00Z'),
    around('2027-03-28T01:00:00Z'),
    around('2027-10-31T01:00:00Z'),
  );
  const pattern = fc.constantFrom<DeliveryPattern>('everyDay', 'weekend');
  const cutOff = fc.constantFrom(DEFAULT_CUT_OFF, '00:00', '02:30', '15:00', '23:59');

  it('the first possible date is a delivery day after today, allowed, and no earlier delivery day is', () => {
    fc.assert(
      fc.property(instant, cutOff, pattern, (now, time, days) => {
        const at = { now, cutOff: time, pattern: days };
        const first = firstPossibleDate(at);
        expect(isDeliveryDay(first, days)).toBe(true);
        expect(first > osloDate(now)).toBe(true);
        expect(mayStartOn(first, at)).toBe(true);
        for (let day = addDays(osloDate(now), -2); day < first; day = addDays(day, 1))
          expect(mayStartOn(day, at)).toBe(false);
        for (let offset = 1; offset <= 21; offset++) {
          const later = addDays(first, offset);
          expect(mayStartOn(later, at)).toBe(isDeliveryDay(later, days));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never moves backwards as time moves forward', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 24 * 8 }), cutOff, pattern, (now, hoursLater, time, days) => {
        const later = new Date(now.getTime() + hoursLater * HOUR);
        expect(
          firstPossibleDate({ now: later, cutOff: time, pattern: days }) >=
            firstPossibleDate({ now, cutOff: time, pattern: days }),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('missedDeadline: the paper the user was too late for', () => {
  it.each<[string, string, DeliveryPattern, string | undefined]>([
    ['Monday 11:59, tomorrow still open', '2026-11-23T11:59:00+01:00', 'everyDay', undefined],
    ['Monday 12:00, Tuesday missed', '2026-11-23T12:00:00+01:00', 'everyDay', '2026-11-24'],
    ['Sunday 12:00, Monday missed (no Sunday paper)', '2026-11-29T12:00:00+01:00', 'everyDay', '2026-11-30'],
    ['weekend plan on Monday, Friday still open', '2026-11-23T15:00:00+01:00', 'weekend', undefined],
    ['weekend plan Thursday 12:30, Friday missed', '2026-11-26T12:30:00+01:00', 'weekend', '2026-11-27'],
  ])('%s', (_label, now, pattern, expected) => {
    expect(missedDeadline({ now: new Date(now), cutOff: DEFAULT_CUT_OFF, pattern })).toBe(expected);
  });
});
