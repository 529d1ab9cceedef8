import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, osloDate } from '../time/oslo.ts';
import { complaintDates, COMPLAINT_DAYS, mayComplainAbout } from './complaint.ts';
import type { DeliveryPattern } from './delivery-days.ts';

// Monday 23 November 2026, 08:00 in Oslo.
const NOW = new Date('2026-11-23T07:00:00Z');

describe('complaintDates: papers due today and the 13 days before, newest first', () => {
  it('every day: twelve papers in two weeks (no Sunday paper)', () =>
    expect(complaintDates(NOW, 'everyDay')).toEqual([
      '2026-11-23', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17',
      '2026-11-16', '2026-11-14', '2026-11-13', '2026-11-12', '2026-11-11', '2026-11-10',
    ]));
  it('weekend: four papers', () => expect(complaintDates(NOW, 'weekend')).toEqual(['2026-11-21', '2026-11-20', '2026-11-14', '2026-11-13']));
  it('across the year end, in Oslo time', () =>
    expect(complaintDates(new Date('2026-12-31T23:30:00Z'), 'weekend')).toEqual(['2027-01-01', '2026-12-26', '2026-12-25', '2026-12-19']));
});

describe('mayComplainAbout', () => {
  it.each([
    ['today', '2026-11-23', true],
    ['13 days ago', '2026-11-10', true],
    ['14 days ago: too old', '2026-11-09', false],
    ['tomorrow: not yet due', '2026-11-24', false],
    ['a Sunday: no paper', '2026-11-22', false],
  ])('%s (%s): %s', (_, date, expected) => expect(mayComplainAbout(date, NOW, 'everyDay')).toBe(expected));

  it('agrees with complaintDates, never names a future day, and stays in the window', () => {
    const START = Date.parse('2025-12-31T23:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }).map((minutes) => new Date(START + minutes * 60_000)),
        fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'),
        fc.integer({ min: -20, max: 20 }),
        (now, pattern, offset) => {
          const today = osloDate(now);
          const dates = complaintDates(now, pattern);
          expect(dates.every((date) => date <= today && date > addDays(today, -COMPLAINT_DAYS))).toBe(true);
          const date = addDays(today, offset);
          expect(mayComplainAbout(date, now, pattern)).toBe(dates.includes(date));
        },
      ),
      { numRuns: 500 },
    );
  });
});
