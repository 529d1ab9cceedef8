import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, osloDate } from '../time/oslo.ts';
import { complaintDates, COMPLAINT_DAYS, mayComplainAbout } from './complaint.ts';
import type { DeliveryPattern } from './delivery-days.ts';

// Monday 23 November 2026, 08:00 in Oslo.
const NOW = new Date('2026-11-23T07:00:00Z');

describe('complaintDates: papers due today and the 13 days before, newest first', () => {
  it('every day: twelve papers in two weeks (no Sunday paper)', () =>
    expect(complaintDates(NOW, 'everyDay', [])).toEqual([
      '2026-11-23',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-14',
      '2026-11-13',
      '2026-11-12',
      '2026-11-11',
      '2026-11-10',
    ]));
  it('weekend: four papers', () =>
    expect(complaintDates(NOW, 'weekend', [])).toEqual(['2026-11-21', '2026-11-20', '2026-11-14', '2026-11-13']));
  it('no day of a stop: not the ended one, nor the days of one without an end; a temporary address still had a paper due', () =>
    expect(
      complaintDates(NOW, 'weekend', [
        { type: 'STOP', from: '2026-11-13', to: '2026-11-13' },
        { type: 'STOP', from: '2026-11-21', to: null },
        { type: 'TRANSFER', from: '2026-11-14', to: '2026-11-14' },
      ]),
    ).toEqual(['2026-11-20', '2026-11-14']));
  it('across the year end, in Oslo time', () =>
    expect(complaintDates(new Date('2026-12-31T23:30:00Z'), 'weekend', [])).toEqual([
      '2027-01-01',
      '2026-12-26',
      '2026-12-25',
      '2026-12-19',
    ]));
});

describe('mayComplainAbout', () => {
  it.each([
    ['today', '2026-11-23', true],
    ['13 days ago', '2026-11-10', true],
    ['14 days ago: too old', '2026-11-09', false],
    ['tomorrow: not yet due', '2026-11-24', false],
    ['a Sunday: no paper', '2026-11-22', false],
  ])('%s (%s): %s', (_, date, expected) => expect(mayComplainAbout(date, NOW, 'everyDay', [])).toBe(expected));

  it('agrees with complaintDates, never names a future day nor a stopped one, and stays in the window', () => {
    const START = Date.parse('2025-12-31T23:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }).map((minutes) => new Date(START + minutes * 60_000)),
        fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'),
        fc.integer({ min: -20, max: 20 }),
        fc.option(fc.tuple(fc.integer({ min: -20, max: 5 }), fc.option(fc.integer({ min: 0, max: 10 })))),
        (now, pattern, offset, stop) => {
          const today = osloDate(now);
          // A stop from some day near today, for some days or without an end (or none).
          const changes = stop
            ? [
                {
                  type: 'STOP' as const,
                  from: addDays(today, stop[0]),
                  to: stop[1] === null ? null : addDays(today, stop[0] + stop[1]),
                },
              ]
            : [];
          const dates = complaintDates(now, pattern, changes);
          expect(dates.every((date) => date <= today && date > addDays(today, -COMPLAINT_DAYS))).toBe(true);
          expect(
            dates.some((date) =>
              changes.some((change) => change.from <= date && (change.to === null || date <= change.to)),
            ),
          ).toBe(false);
          const date = addDays(today, offset);
          expect(mayComplainAbout(date, now, pattern, changes)).toBe(dates.includes(date));
        },
      ),
      { numRuns: 500 },
    );
  });
});
