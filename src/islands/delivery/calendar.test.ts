import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliveryPattern } from '../../domain/delivery/delivery-days.ts';
import { addDays, endOfMonth, type IsoDate } from '../../domain/time/oslo.ts';
import {
  dayKind,
  firstOfMonth,
  isOpen,
  monthWeeks,
  moveFocus,
  moveOfKey,
  openingDay,
  pick,
  type CalendarRules,
  type Move,
} from './calendar.ts';

// Monday 23 November 2026, 10:00: Tuesday's deadline has not passed, so Tuesday the 24th is the first possible date.
const RULES: CalendarRules = { first: '2026-11-24', pattern: 'everyDay', taken: [] };
const WEEKEND: CalendarRules = { first: '2026-11-27', pattern: 'weekend', taken: [] };
const open = (rules: CalendarRules) => (day: IsoDate) => isOpen(day, rules);

describe('which days can be picked', () => {
  it.each<[string, IsoDate, CalendarRules, ReturnType<typeof dayKind>]>([
    ['the first possible date', '2026-11-24', RULES, 'open'],
    ['a Sunday, when no paper comes', '2026-11-29', RULES, 'noPaper'],
    ['a day past its deadline', '2026-11-23', RULES, 'tooLate'],
    ['a Sunday before the first date: no paper is the reason said', '2026-11-22', RULES, 'noPaper'],
    ['a Wednesday on the weekend plan', '2026-12-02', WEEKEND, 'noPaper'],
    [
      'a day inside a registered stop',
      '2026-12-08',
      { ...RULES, taken: [{ type: 'STOP', from: '2026-12-07', to: '2026-12-12' }] },
      'STOP',
    ],
    [
      'the last day of a registered transfer',
      '2026-12-12',
      { ...RULES, taken: [{ type: 'TRANSFER', from: '2026-12-07', to: '2026-12-12' }] },
      'TRANSFER',
    ],
    [
      'the day after a registered stop',
      '2026-12-14',
      { ...RULES, taken: [{ type: 'STOP', from: '2026-12-07', to: '2026-12-12' }] },
      'open',
    ],
    [
      'any day after an open-ended stop',
      '2027-06-01',
      { ...RULES, taken: [{ type: 'STOP', from: '2026-12-07', to: null }] },
      'STOP',
    ],
    ['the last day of the horizon', '2027-11-23', { ...RULES, last: '2027-11-23' }, 'open'],
    ['the day after it', '2027-11-24', { ...RULES, last: '2027-11-23' }, 'tooFarAhead'],
  ])('%s', (_, day, rules, kind) => {
    expect(dayKind(day, rules)).toBe(kind);
  });
});

describe('the weeks of a month, Monday first', () => {
  it('November 2026 starts on a Sunday and ends on a Monday', () => {
    const weeks = monthWeeks('2026-11-17');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('February 2027 is exactly four weeks', () => {
    expect(monthWeeks('2027-02-01').map((week) => week[0])).toEqual([
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
    ]);
  });

  it('every day of every month of four years is shown once, under its own weekday', () => {
    for (let month = '2026-01-01'; month < '2030-01-01'; month = addDays(endOfMonth(month), 1)) {
      const days = monthWeeks(month).flat();
      expect(days.filter(Boolean)).toHaveLength(Number(endOfMonth(month).slice(8)));
      days.forEach((day, index) => day && expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe((index + 1) % 7));
    }
  });
});

describe('the keys of the date grid', () => {
  it.each<[string, boolean, Move | undefined]>([
    ['ArrowRight', false, 'nextDay'],
    ['ArrowLeft', false, 'previousDay'],
    ['ArrowDown', false, 'nextWeek'],
    ['ArrowUp', false, 'previousWeek'],
    ['PageDown', false, 'nextMonth'],
    ['PageUp', false, 'previousMonth'],
    ['PageDown', true, 'nextYear'],
    ['PageUp', true, 'previousYear'],
    ['Home', false, 'startOfWeek'],
    ['End', false, 'endOfWeek'],
    ['Enter', false, undefined],
    ['Tab', false, undefined],
    ['a', false, undefined],
  ])('%s (shift %s) is %s', (key, shift, move) => {
    expect(moveOfKey(key, shift)).toBe(move);
  });
});

describe("where a key moves focus (the issue's walk and the edges)", () => {
  const taken: CalendarRules = { ...RULES, taken: [{ type: 'STOP', from: '2026-12-07', to: '2026-12-12' }] };
  it.each<[string, IsoDate, Move, CalendarRules, IsoDate]>([
    ['→ from Friday 27th to Saturday 28th', '2026-11-27', 'nextDay', RULES, '2026-11-28'],
    ['→ from Saturday passes over Sunday 29th to Monday 30th', '2026-11-28', 'nextDay', RULES, '2026-11-30'],
    ['→ from Monday 30 November goes on into December', '2026-11-30', 'nextDay', RULES, '2026-12-01'],
    ['← from Monday passes back over Sunday', '2026-11-30', 'previousDay', RULES, '2026-11-28'],
    [
      '← from the first possible date stays (the days before are past their deadline)',
      '2026-11-24',
      'previousDay',
      RULES,
      '2026-11-24',
    ],
    ['↓ goes to the same weekday next week, across the month end', '2026-11-26', 'nextWeek', RULES, '2026-12-03'],
    ['↑ goes to the same weekday last week', '2026-12-03', 'previousWeek', RULES, '2026-11-26'],
    [
      '↑ from Tuesday 1 December lands on the nearest day after the deadline, Tuesday 24th',
      '2026-12-01',
      'previousWeek',
      RULES,
      '2026-11-24',
    ],
    ['↑ from Monday 30th lands on the first possible date, 24th', '2026-11-30', 'previousWeek', RULES, '2026-11-24'],
    ['↑ from the first possible date stays', '2026-11-24', 'previousWeek', RULES, '2026-11-24'],
    ['Page Down: same date next month', '2026-11-24', 'nextMonth', RULES, '2026-12-24'],
    [
      'Page Down onto a Sunday: the nearest day of that month, ahead on a tie',
      '2026-12-03',
      'nextMonth',
      RULES,
      '2027-01-04',
    ],
    ['Page Down from 31 January: the last of February', '2027-01-30', 'nextMonth', RULES, '2027-02-27'],
    [
      'Page Up into November before the deadline: the first possible date',
      '2026-12-01',
      'previousMonth',
      RULES,
      '2026-11-24',
    ],
    ['Page Up into October, all past: stays', '2026-11-24', 'previousMonth', RULES, '2026-11-24'],
    ['Shift+Page Down: a year on', '2026-11-24', 'nextYear', RULES, '2027-11-24'],
    ['Home: Monday of the week', '2026-12-03', 'startOfWeek', RULES, '2026-11-30'],
    ['Home in the first week: the first possible date', '2026-11-27', 'startOfWeek', RULES, '2026-11-24'],
    ['End: Saturday, not the paperless Sunday', '2026-12-01', 'endOfWeek', RULES, '2026-12-05'],
    ['End on Saturday stays', '2026-12-05', 'endOfWeek', RULES, '2026-12-05'],
    ['weekend plan: → from Saturday to next Friday', '2026-11-28', 'nextDay', WEEKEND, '2026-12-04'],
    ['weekend plan: Home from Saturday is Friday', '2026-11-28', 'startOfWeek', WEEKEND, '2026-11-27'],
    [
      'weekend plan: Page Down onto a Sunday keeps to that month, back to Saturday',
      '2026-11-27',
      'nextMonth',
      WEEKEND,
      '2026-12-26',
    ],
    ['→ passes over a registered stop', '2026-12-05', 'nextDay', taken, '2026-12-14'],
    [
      '↓ into a registered stop lands on the free day nearest to a week on: the Saturday before it',
      '2026-12-01',
      'nextWeek',
      taken,
      '2026-12-05',
    ],
    ['↓ from that Saturday passes over the stop to the Monday after', '2026-12-05', 'nextWeek', taken, '2026-12-14'],
    [
      'across the spring change to summer time (Sunday 29 March 2026)',
      '2026-03-28',
      'nextDay',
      { ...RULES, first: '2026-03-01' },
      '2026-03-30',
    ],
    [
      'across the autumn change to winter time (Sunday 25 October 2026)',
      '2026-10-24',
      'nextDay',
      { ...RULES, first: '2026-10-01' },
      '2026-10-26',
    ],
  ])('%s', (_, from, move, rules, to) => {
    expect(moveFocus(from, move, open(rules))).toBe(to);
  });
});

describe(
  'moving by keyboard, from any day of fifteen years (DST changes and month ends included)',
  { timeout: 60_000 },
  () => {
    const MOVES: Move[] = [
      'nextDay',
      'previousDay',
      'nextWeek',
      'previousWeek',
      'nextMonth',
      'previousMonth',
      'nextYear',
      'previousYear',
      'startOfWeek',
      'endOfWeek',
    ];
    const FORWARD = new Set<Move>(['nextDay', 'nextWeek', 'nextMonth', 'nextYear', 'endOfWeek']);
    const dayIn = (offset: number) => addDays('2024-01-01', offset);
    const rulesArbitrary = fc
      .record({
        first: fc.integer({ min: 0, max: 15 * 365 }).map(dayIn),
        pattern: fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'),
        taken: fc.array(
          // Stops and transfers near the first date, now and then an open-ended one.
          fc.record({
            type: fc.constantFrom('STOP' as const, 'TRANSFER' as const),
            after: fc.integer({ min: -20, max: 120 }),
            days: fc.option(fc.integer({ min: 0, max: 40 }), { freq: 8 }),
          }),
          { maxLength: 3 },
        ),
      })
      .map(({ first, pattern, taken }): CalendarRules => ({
        first,
        pattern,
        taken: taken.map(({ type, after, days }) => ({
          type,
          from: addDays(first, after),
          to: days === null ? null : addDays(first, after + days),
        })),
      }));
    /** Rules and a day the user could have focused (one that can be picked), the first from a day around the first date. */
    const start = fc
      .tuple(rulesArbitrary, fc.integer({ min: -30, max: 400 }))
      .map(([rules, after]) => ({ rules, day: moveFocus(addDays(rules.first, after - 1), 'nextDay', open(rules)) }))
      .filter(({ rules, day }) => isOpen(day, rules));
    const weekOf = (day: IsoDate) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

    it('never lands on a day that cannot be picked, and never goes the wrong way', () => {
      fc.assert(
        fc.property(start, fc.constantFrom(...MOVES), ({ rules, day }, move) => {
          const landed = moveFocus(day, move, open(rules));
          expect(isOpen(landed, rules)).toBe(true);
          if (FORWARD.has(move)) expect(landed >= day).toBe(true);
          else expect(landed <= day).toBe(true);
        }),
        { numRuns: 1500 },
      );
    });

    it('by day, passes over exactly the days that cannot be picked', () => {
      fc.assert(
        fc.property(start, fc.boolean(), ({ rules, day }, forward) => {
          const landed = moveFocus(day, forward ? 'nextDay' : 'previousDay', open(rules));
          const [low, high] = forward ? [day, landed] : [landed, day];
          for (let between = addDays(low, 1); between < high; between = addDays(between, 1))
            expect(isOpen(between, rules)).toBe(false);
          // Stays only where no day that way can be picked within a year (an open-ended stop, the days before the first).
          if (landed === day)
            for (let away = 1; away <= 366; away += 1)
              expect(isOpen(addDays(day, forward ? away : -away), rules)).toBe(false);
        }),
        { numRuns: 1500 },
      );
    });

    it('by week, lands on the same weekday when that day can be picked', () => {
      fc.assert(
        fc.property(start, fc.boolean(), ({ rules, day }, forward) => {
          const target = addDays(day, forward ? 7 : -7);
          fc.pre(isOpen(target, rules));
          expect(moveFocus(day, forward ? 'nextWeek' : 'previousWeek', open(rules))).toBe(target);
        }),
      );
    });

    it('by month, lands in the next or previous month whenever it has a day that can be picked', () => {
      fc.assert(
        fc.property(start, fc.boolean(), ({ rules, day }, forward) => {
          const month = firstOfMonth(forward ? addDays(endOfMonth(day), 1) : addDays(firstOfMonth(day), -1));
          const days = monthWeeks(month)
            .flat()
            .filter((candidate): candidate is IsoDate => candidate !== undefined);
          const landed = moveFocus(day, forward ? 'nextMonth' : 'previousMonth', open(rules));
          if (days.some(open(rules))) expect(firstOfMonth(landed)).toBe(month);
          else expect(landed).toBe(day);
        }),
        { numRuns: 2000 },
      );
    });

    it('Home and End stay in the week', () => {
      fc.assert(
        fc.property(start, fc.constantFrom<Move>('startOfWeek', 'endOfWeek'), ({ rules, day }, move) => {
          expect(weekOf(moveFocus(day, move, open(rules)))).toBe(weekOf(day));
        }),
      );
    });
  },
);

describe('picking a period', () => {
  it.each<[string, Parameters<typeof pick>[0], IsoDate, ReturnType<typeof pick>]>([
    ['the first pick is the first day', {}, '2026-11-27', { from: '2026-11-27' }],
    ['the second is the last day', { from: '2026-11-27' }, '2026-12-05', { from: '2026-11-27', to: '2026-12-05' }],
    ['one day is a period too', { from: '2026-11-27' }, '2026-11-27', { from: '2026-11-27', to: '2026-11-27' }],
    ['a day before the start begins again from there', { from: '2026-11-27' }, '2026-11-25', { from: '2026-11-25' }],
    [
      'after a whole period, a pick begins a new one',
      { from: '2026-11-27', to: '2026-12-05' },
      '2026-12-10',
      { from: '2026-12-10' },
    ],
  ])('%s', (_, period, day, picked) => {
    expect(pick(period, day)).toEqual(picked);
  });
});

describe('where focus goes as the calendar opens', () => {
  it.each<[string, Parameters<typeof openingDay>[0], CalendarRules, IsoDate]>([
    ['the first possible date', {}, RULES, '2026-11-24'],
    ['the period already typed', { from: '2026-12-03', to: '2026-12-05' }, RULES, '2026-12-03'],
    ['not a typed start that cannot be picked', { from: '2026-11-29' }, RULES, '2026-11-24'],
    [
      'past a stop registered from the first possible date',
      {},
      { ...RULES, taken: [{ type: 'STOP', from: '2026-11-24', to: '2026-11-28' }] },
      '2026-11-30',
    ],
    [
      'the first possible date when every day ahead is taken',
      {},
      { ...RULES, taken: [{ type: 'STOP', from: '2026-11-24', to: null }] },
      '2026-11-24',
    ],
  ])('%s', (_, period, rules, day) => {
    expect(openingDay(period, rules)).toBe(day);
  });
});
