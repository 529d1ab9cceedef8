import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CUT_OFF, firstPossibleDate } from './cut-off.ts';
import { isDeliveryDay, type DeliveryPattern } from './delivery-days.ts';
import {
  changeLimitsOf,
  changeRulesOf,
  currentChanges,
  DELIVERY_HORIZON_DAYS,
  earliestEnd,
  endProblem,
  hasStarted,
  horizonOf,
  mayEditOrCancel,
  mayEnd,
  MAX_PLANNED_CHANGES,
  newChangeRefusal,
  presetPeriod,
  PRESET_WEEKS,
  resumesOn,
  ruleChangeOf,
  vacationProblem,
  type RuledChange,
  type VacationChange,
} from './vacation.ts';

// Monday 23 November 2026, 11:00 in Oslo: tomorrow (Tuesday 24) is still possible.
const NOW = new Date('2026-11-23T10:00:00Z');
const stop = (from: string, to: string | null, id?: string): RuledChange => ({ id, type: 'STOP', from, to });
const problem = (change: RuledChange, existing: RuledChange[] = [], pattern: DeliveryPattern = 'everyDay') =>
  vacationProblem(change, { existing, now: NOW, cutOff: DEFAULT_CUT_OFF, pattern });

describe('vacationProblem: the edges', () => {
  it.each([
    ['from tomorrow to next week', stop('2026-11-24', '2026-11-30'), undefined],
    ['one day', stop('2026-11-24', '2026-11-24'), undefined],
    ['open end', stop('2026-11-24', null), undefined],
    ['a transfer', { type: 'TRANSFER', from: '2026-12-01', to: '2026-12-12' }, undefined],
    ['a permanent move', { type: 'PERMANENT', from: '2026-11-24' }, undefined],
    ['from yesterday', stop('2026-11-22', '2026-11-30'), 'inPast'],
    ['ending yesterday', stop('2026-11-24', '2026-11-22'), 'inPast'],
    ['from today: its deadline was yesterday', stop('2026-11-23', '2026-11-30'), 'fromTooEarly'],
    ['a permanent move from today', { type: 'PERMANENT', from: '2026-11-23' }, 'fromTooEarly'],
    ['from a Sunday', stop('2026-11-29', '2026-12-05'), 'notDeliveryDay'],
    ['to a Sunday', stop('2026-11-24', '2026-11-29'), 'notDeliveryDay'],
    ['a permanent move on a Sunday', { type: 'PERMANENT', from: '2026-11-29' }, 'notDeliveryDay'],
    ['to before from', stop('2026-11-26', '2026-11-25'), 'toBeforeFrom'],
  ] as const)('%s: %s', (_, change, expected) => expect(problem(change)).toBe(expected));

  it('after the cut-off, tomorrow is too early', () =>
    expect(
      vacationProblem(stop('2026-11-24', null), {
        existing: [],
        now: new Date('2026-11-23T11:00:00Z'),
        cutOff: DEFAULT_CUT_OFF,
        pattern: 'everyDay',
      }),
    ).toBe('fromTooEarly'));

  it('weekend papers: only Friday and Saturday', () => {
    expect(problem(stop('2026-11-27', '2026-12-05'), [], 'weekend')).toBeUndefined();
    expect(problem(stop('2026-12-01', '2026-12-05'), [], 'weekend')).toBe('notDeliveryDay');
    expect(problem(stop('2026-11-24', '2026-12-05'), [], 'weekend')).toBe('fromTooEarly'); // before Friday, the first weekend paper
    expect(problem(stop('2026-11-27', '2026-12-03'), [], 'weekend')).toBe('notDeliveryDay');
  });
});

describe('vacationProblem: overlaps', () => {
  const registered = stop('2026-12-07', '2026-12-12', 'a');
  it.each([
    ['ends the day before', stop('2026-12-01', '2026-12-05'), undefined],
    ['ends the day it starts', stop('2026-12-01', '2026-12-07'), 'overlaps'],
    ['starts the day it ends', stop('2026-12-12', '2026-12-19'), 'overlaps'],
    ['starts the day after', stop('2026-12-14', '2026-12-19'), undefined],
    ['inside it', stop('2026-12-08', '2026-12-09'), 'overlaps'],
    ['around it', stop('2026-12-01', '2026-12-19'), 'overlaps'],
    ['open end before it', stop('2026-12-01', null), 'overlaps'],
    ['open end after it', stop('2026-12-14', null), undefined],
    ['a transfer counts too', { type: 'TRANSFER', from: '2026-12-08', to: '2026-12-09' }, 'overlaps'],
    ['the change being edited is itself', stop('2026-12-08', '2026-12-19', 'a'), undefined],
    ['a permanent move inside it', { type: 'PERMANENT', from: '2026-12-08' }, undefined],
  ] as const)('%s: %s', (_, change, expected) => expect(problem(change, [registered])).toBe(expected));

  it('an open-ended one runs forever', () =>
    expect(problem(stop('2027-06-01', '2027-06-05'), [stop('2026-12-07', null, 'b')])).toBe('overlaps'));
  it('a permanent move is no period to overlap', () =>
    expect(problem(stop('2026-12-07', null), [{ id: 'p', type: 'PERMANENT', from: '2026-12-01' }])).toBeUndefined());
});

describe('mayEditOrCancel: until its own cut-off', () => {
  it.each([
    ['starting tomorrow, before noon today', stop('2026-11-24', null), '2026-11-23T10:59:59Z', true],
    ['starting tomorrow, at noon today', stop('2026-11-24', null), '2026-11-23T11:00:00Z', false],
    ['started already', stop('2026-11-20', '2026-11-30'), '2026-11-23T10:00:00Z', false],
    ['next year', stop('2027-01-04', null), '2026-12-31T12:00:00Z', true],
  ] as const)('%s: %s', (_, change, now, expected) =>
    expect(mayEditOrCancel(change, { now: new Date(now), cutOff: DEFAULT_CUT_OFF })).toBe(expected),
  );
});

describe('presetPeriod: whole weeks, to the last paper due', () => {
  it.each([
    ['2026-11-24', 1, 'everyDay', '2026-11-30'], // Tuesday to Monday
    ['2026-11-23', 1, 'everyDay', '2026-11-28'], // Monday to Sunday: Saturday's is the last paper
    ['2026-11-24', 3, 'everyDay', '2026-12-14'],
    ['2026-12-28', 1, 'everyDay', '2027-01-02'],
    ['2026-11-27', 1, 'weekend', '2026-11-28'], // Friday to Thursday: Saturday
    ['2026-11-28', 2, 'weekend', '2026-12-11'], // Saturday to Friday two weeks on
  ] as const)('from %s, %i week(s), %s: to %s', (from, weeks, pattern, to) =>
    expect(presetPeriod(from, weeks, pattern)).toEqual({ from, to }),
  );

  it('a preset from the first possible date has no problem when nothing else is registered', () => {
    const HOUR = 3_600_000;
    const START = Date.parse('2025-12-31T23:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 365 * 24 }).map((hours) => new Date(START + hours * HOUR)),
        fc.constantFrom(...PRESET_WEEKS),
        fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'),
        fc.constantFrom('STOP', 'TRANSFER'),
        (now, weeks, pattern, type) => {
          const period = presetPeriod(firstPossibleDate({ now, cutOff: DEFAULT_CUT_OFF, pattern }), weeks, pattern);
          expect(
            vacationProblem({ type, ...period }, { existing: [], now, cutOff: DEFAULT_CUT_OFF, pattern }),
          ).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a running stop or transfer: only its end can be set', () => {
  // Monday 23 November 2026, 11:00 in Oslo: Tuesday's paper can still be had, so Monday (today) may be the last one stopped.
  const running: VacationChange = { id: 'running', type: 'STOP', from: '2026-11-16', to: null };
  const end = (to: string | null, existing: RuledChange[] = [], now = NOW, pattern: DeliveryPattern = 'everyDay') =>
    endProblem(running, to, { existing, now, cutOff: DEFAULT_CUT_OFF, pattern });

  it('has started once its first paper is past its deadline', () => {
    expect(hasStarted(running, { now: NOW, cutOff: DEFAULT_CUT_OFF })).toBe(true);
    expect(hasStarted(stop('2026-11-24', null), { now: NOW, cutOff: DEFAULT_CUT_OFF })).toBe(false);
  });

  it.each([
    ['today, the paper back tomorrow', '2026-11-23', undefined],
    ['next week', '2026-11-30', undefined],
    ['open again', null, undefined],
    ['yesterday: today’s paper is gone', '2026-11-21', 'toTooEarly'],
    ['on a Sunday', '2026-11-29', 'notDeliveryDay'],
  ] as const)('ending %s', (_, to, expected) => expect(end(to)).toBe(expected));

  it('after the cut-off, tomorrow’s paper is gone too', () => {
    const afterCutOff = new Date('2026-11-23T11:00:00Z');
    expect(earliestEnd({ now: afterCutOff, cutOff: DEFAULT_CUT_OFF, pattern: 'everyDay' })).toBe('2026-11-24');
    expect(end('2026-11-23', [], afterCutOff)).toBe('toTooEarly');
  });

  it('weekend papers: the last stopped paper is a Friday or Saturday', () => {
    expect(earliestEnd({ now: NOW, cutOff: DEFAULT_CUT_OFF, pattern: 'weekend' })).toBe('2026-11-21');
    expect(end('2026-11-28', [], NOW, 'weekend')).toBeUndefined();
  });

  it('may not run into a later change', () =>
    expect(end('2026-12-10', [stop('2026-12-07', '2026-12-12', 'later')])).toBe('overlaps'));

  it('property: the first paper after the earliest end is always one the change may start on', () =>
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'),
        (now, pattern) => {
          const last = earliestEnd({ now, cutOff: DEFAULT_CUT_OFF, pattern });
          expect(firstPossibleDate({ now, cutOff: DEFAULT_CUT_OFF, pattern }) > last).toBe(true);
          expect(endProblem(running, last, { existing: [], now, cutOff: DEFAULT_CUT_OFF, pattern })).toBeUndefined();
        },
      ),
    ));
});

describe('currentChanges: what is still ahead or running, next first', () => {
  type Row = { type: 'STOP' | 'PERMANENT'; from: string; to: string | null };
  const period = (from: string, to: string | null): Row => ({ type: 'STOP', from, to });
  const move = (from: string): Row => ({ type: 'PERMANENT', from, to: null });
  it.each<[string, Row[], string[]]>([
    ['a planned stop', [period('2026-12-01', '2026-12-05')], ['2026-12-01']],
    ['a running open-ended stop', [period('2026-11-19', null)], ['2026-11-19']],
    ['a stop ending today', [period('2026-11-16', '2026-11-23')], ['2026-11-16']],
    ['a stop that ended yesterday', [period('2026-11-16', '2026-11-22')], []],
    ['a move tomorrow', [move('2026-11-24')], ['2026-11-24']],
    ['a move today is the address now', [move('2026-11-23')], []],
    [
      'sorted, the next first',
      [period('2026-12-10', null), move('2026-12-01'), period('2026-11-25', '2026-11-28')],
      ['2026-11-25', '2026-12-01', '2026-12-10'],
    ],
  ])('%s', (_, changes, froms) => expect(currentChanges(changes, NOW).map((change) => change.from)).toEqual(froms));
});

describe('bounds: a year ahead, one planned move, at most MAX_PLANNED_CHANGES at once', () => {
  // 23 November 2026: the horizon is a year on, 23 November 2027 (a Tuesday).
  it('the horizon is a year from today', () => {
    expect(DELIVERY_HORIZON_DAYS).toBe(365);
    expect(horizonOf(NOW)).toBe('2027-11-23');
  });

  it('changeLimitsOf: the dates and the maximum the words of a refusal name, as the rules compute them', () => {
    expect(changeLimitsOf({ now: NOW, cutOff: DEFAULT_CUT_OFF, pattern: 'weekend' })).toEqual({
      now: NOW,
      firstFrom: firstPossibleDate({ now: NOW, cutOff: DEFAULT_CUT_OFF, pattern: 'weekend' }),
      earliestEnd: earliestEnd({ now: NOW, cutOff: DEFAULT_CUT_OFF, pattern: 'weekend' }),
      horizon: '2027-11-23',
      pattern: 'weekend',
      maxPlanned: MAX_PLANNED_CHANGES,
    });
  });

  it.each([
    ['a stop to the horizon', stop('2027-11-01', '2027-11-23'), undefined],
    ['a stop a day past it', stop('2027-11-01', '2027-11-24'), 'toBeyondHorizon'],
    ['a stop from the horizon, open-ended', stop('2027-11-23', null), undefined],
    ['a stop from a day past it', stop('2027-11-24', null), 'fromBeyondHorizon'],
    ['a stop to 9999-12-31', stop('2026-11-24', '9999-12-31'), 'toBeyondHorizon'],
    ['a move from the horizon', { type: 'PERMANENT', from: '2027-11-23' }, undefined],
    ['a move from 2062', { type: 'PERMANENT', from: '2062-11-23' }, 'fromBeyondHorizon'],
  ] as const)('%s: %s', (_, change, expected) => expect(problem(change)).toBe(expected));

  const plannedMove: RuledChange = { id: 'm', type: 'PERMANENT', from: '2026-12-01' };
  it.each<[string, RuledChange, RuledChange[], string | undefined]>([
    ['a move while another is planned', { type: 'PERMANENT', from: '2026-12-15' }, [plannedMove], 'movePlanned'],
    [
      'a move on the same day as the planned one',
      { type: 'PERMANENT', from: '2026-12-01' },
      [plannedMove],
      'movePlanned',
    ],
    ['the planned move itself, edited', { id: 'm', type: 'PERMANENT', from: '2026-12-15' }, [plannedMove], undefined],
    [
      'a move after one that has come',
      { type: 'PERMANENT', from: '2026-12-15' },
      [{ id: 'old', type: 'PERMANENT', from: '2026-11-01' }],
      undefined,
    ],
    ['a stop while a move is planned', stop('2026-12-02', '2026-12-05'), [plannedMove], undefined],
  ])('%s: %s', (_, change, existing, expected) => expect(problem(change, existing)).toBe(expected));

  const stops = (count: number, from = 1) =>
    Array.from({ length: count }, (_, i) =>
      stop(
        `2027-01-${String(from + i * 2).padStart(2, '0')}`,
        `2027-01-${String(from + i * 2).padStart(2, '0')}`,
        `s${i}`,
      ),
    );
  it.each<[string, RuledChange[], RuledChange, string | undefined]>([
    [
      `${MAX_PLANNED_CHANGES - 1} planned: one more`,
      stops(MAX_PLANNED_CHANGES - 1),
      stop('2026-12-01', '2026-12-02'),
      undefined,
    ],
    [
      `${MAX_PLANNED_CHANGES} planned: no more`,
      stops(MAX_PLANNED_CHANGES),
      stop('2026-12-01', '2026-12-02'),
      'tooManyChanges',
    ],
    [
      `${MAX_PLANNED_CHANGES} planned: not a move either`,
      stops(MAX_PLANNED_CHANGES),
      { type: 'PERMANENT', from: '2026-12-01' },
      'tooManyChanges',
    ],
    [
      `${MAX_PLANNED_CHANGES} planned: one of them may still be edited`,
      stops(MAX_PLANNED_CHANGES),
      stop('2027-01-01', '2027-01-02', 's0'),
      undefined,
    ],
    [
      `${MAX_PLANNED_CHANGES} that have ended do not count`,
      [...stops(MAX_PLANNED_CHANGES)].map((one, i) => stop('2026-10-01', `2026-10-${String(i + 10)}`, one.id)),
      stop('2026-12-01', '2026-12-02'),
      undefined,
    ],
  ])('%s', (_, existing, change, expected) => {
    expect(problem(change, existing)).toBe(expected);
    expect(newChangeRefusal(change, { existing, now: NOW })).toBe(expected);
  });

  it('a running stop cannot be given an end past the horizon', () => {
    const running = { id: 'r', type: 'STOP', from: '2026-11-20', to: null } as const;
    expect(
      endProblem(running, '2027-11-23', {
        existing: [running],
        now: NOW,
        cutOff: DEFAULT_CUT_OFF,
        pattern: 'everyDay',
      }),
    ).toBeUndefined();
    expect(
      endProblem(running, '2027-11-24', {
        existing: [running],
        now: NOW,
        cutOff: DEFAULT_CUT_OFF,
        pattern: 'everyDay',
      }),
    ).toBe('toBeyondHorizon');
  });
});

describe('resumesOn: the first paper at home after a stop or transfer', () => {
  it.each<[string, string | null, DeliveryPattern, string | undefined]>([
    ['a stop ending on a Monday: Tuesday', '2026-12-07', 'everyDay', '2026-12-08'],
    ['ending on a Saturday: past the Sunday without a paper', '2026-11-28', 'everyDay', '2026-11-30'],
    ['ending on a Friday: Saturday', '2026-11-27', 'everyDay', '2026-11-28'],
    ['the weekend paper, ending on a Saturday: the next Friday', '2026-11-28', 'weekend', '2026-12-04'],
    ['across the year', '2026-12-31', 'everyDay', '2027-01-01'],
    ['an open end: not known', null, 'everyDay', undefined],
  ])('%s', (_, to, pattern, expected) => expect(resumesOn(to, pattern)).toBe(expected));

  it('is always a delivery day, after the last day, within a week', () => {
    const day = fc
      .date({ min: new Date('2026-01-01T12:00:00Z'), max: new Date('2030-12-31T12:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom<DeliveryPattern>('everyDay', 'weekend'), (to, pattern) => {
        const resumes = resumesOn(to, pattern)!;
        expect(isDeliveryDay(resumes, pattern)).toBe(true);
        expect(resumes > to).toBe(true);
        expect((Date.parse(resumes) - Date.parse(to)) / 86_400_000).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('the rules read a change as the contract lists it, and say when "Avslutt" is offered', () => {
  it.each<[string, Parameters<typeof ruleChangeOf>[0], RuledChange]>([
    [
      'a stop',
      { changeId: 'L1', type: 'STOP', from: '2026-12-07', to: '2026-12-12' },
      { id: 'L1', type: 'STOP', from: '2026-12-07', to: '2026-12-12' },
    ],
    [
      'a move has no end',
      { changeId: 'L2', type: 'PERMANENT', from: '2026-12-01', to: null },
      { id: 'L2', type: 'PERMANENT', from: '2026-12-01' },
    ],
    [
      'one not registered yet has no id',
      { type: 'TRANSFER', from: '2026-12-07', to: null },
      { type: 'TRANSFER', from: '2026-12-07', to: null },
    ],
  ])('%s', (_, listed, expected) => expect(ruleChangeOf(listed)).toEqual(expected));

  it('changeRulesOf: every listed change, as the rules read it', () =>
    expect(
      changeRulesOf({
        now: NOW,
        cutOff: DEFAULT_CUT_OFF,
        pattern: 'everyDay',
        changes: [{ changeId: 'L1', type: 'STOP', from: '2026-12-07', to: null }],
      }).existing,
    ).toEqual([{ id: 'L1', type: 'STOP', from: '2026-12-07', to: null }]));

  // NOW: Monday 23 November 2026, 11:00 in Oslo; the earliest end is Monday the 23rd.
  const rules = { now: NOW, cutOff: DEFAULT_CUT_OFF, pattern: 'everyDay' as const };
  it.each<[string, RuledChange, boolean]>([
    ['running, open end', stop('2026-11-16', null), true],
    ['running, ends next week', stop('2026-11-16', '2026-11-30'), true],
    ['running, ends today (the earliest end)', stop('2026-11-16', '2026-11-23'), true],
    ['running, ended Saturday: nothing left to end', stop('2026-11-16', '2026-11-21'), false],
    ['not begun: edited or called off instead', stop('2026-11-24', null), false],
    ['a move that has come', { type: 'PERMANENT', from: '2026-11-16' }, false],
  ])('mayEnd: %s → %s', (_, change, expected) => expect(mayEnd(change, rules)).toBe(expected));
});
