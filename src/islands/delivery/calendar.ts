// The vacation calendar's rules, apart from its drawing so they can be proved over years of dates: which days can
// be picked and why not, the weeks a month shows, where each key of the WAI-ARIA date grid moves (never onto a day
// that cannot be picked) and how two picks make a period. Dates are ISO days, counted in UTC, so neither the
// browser's time zone nor a summer-time change can shift a day.
import { isDeliveryDay, type DeliveryPattern } from '../../domain/delivery/delivery-days.ts';
import { addDays, addMonths, endOfMonth, type IsoDate } from '../../domain/time/oslo.ts';

/** A stop or transfer already registered: its days are taken (two may not overlap). */
export interface TakenPeriod {
  type: 'STOP' | 'TRANSFER';
  from: IsoDate;
  to: IsoDate | null;
}

export interface CalendarRules {
  /** The first possible date (past the cut-off of the days before it). */
  first: IsoDate;
  pattern: DeliveryPattern;
  taken: readonly TakenPeriod[];
  /** The last date a change may reach (the delivery horizon, domain/delivery/vacation.ts), when there is one. */
  last?: IsoDate;
}

/**
 * What a day is to the subscriber, the first reason that holds: a day that can be picked (`open`), a day without
 * paper, a day past its deadline, one beyond the horizon, or a day inside a stop or transfer already registered.
 */
export type DayKind = 'open' | 'noPaper' | 'tooLate' | 'tooFarAhead' | TakenPeriod['type'];

export function dayKind(date: IsoDate, { first, pattern, taken, last }: CalendarRules): DayKind {
  if (!isDeliveryDay(date, pattern)) return 'noPaper';
  if (date < first) return 'tooLate';
  if (last !== undefined && date > last) return 'tooFarAhead';
  return taken.find((period) => period.from <= date && (period.to === null || date <= period.to))?.type ?? 'open';
}

export const isOpen = (date: IsoDate, rules: CalendarRules): boolean => dayKind(date, rules) === 'open';

/** Monday is 0, as Norwegian calendars start the week. */
const weekdayOf = (date: IsoDate) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 8)}01`;

/** The month's weeks, Monday first; the days of the months around it are left empty. */
export function monthWeeks(month: IsoDate): (IsoDate | undefined)[][] {
  const first = firstOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (IsoDate | undefined)[][] = [];
  for (let monday = addDays(first, -weekdayOf(first)); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => addDays(monday, index)).map((day) =>
        day >= first && day <= last ? day : undefined,
      ),
    );
  }
  return weeks;
}

/** The moves of the APG date grid: arrows by day and week, Page Up/Down by month (with Shift by year), Home/End by week. */
export type Move =
  | 'nextDay'
  | 'previousDay'
  | 'nextWeek'
  | 'previousWeek'
  | 'nextMonth'
  | 'previousMonth'
  | 'nextYear'
  | 'previousYear'
  | 'startOfWeek'
  | 'endOfWeek';

const MOVE_OF_KEY: Record<string, [plain: Move, shifted: Move]> = {
  ArrowRight: ['nextDay', 'nextDay'],
  ArrowLeft: ['previousDay', 'previousDay'],
  ArrowDown: ['nextWeek', 'nextWeek'],
  ArrowUp: ['previousWeek', 'previousWeek'],
  PageDown: ['nextMonth', 'nextYear'],
  PageUp: ['previousMonth', 'previousYear'],
  End: ['endOfWeek', 'endOfWeek'],
  Home: ['startOfWeek', 'startOfWeek'],
};

/** The move a key asks for in the grid; undefined for a key the grid leaves alone. */
export const moveOfKey = (key: string, shiftKey: boolean): Move | undefined => MOVE_OF_KEY[key]?.[shiftKey ? 1 : 0];

// How far a move looks for a day that can be picked: a plan has paper at least once a week, so a year is plenty.
const REACH = 366;

/** Where a move aims, and the days it may land on instead when that one cannot be picked. */
function aimOf(date: IsoDate, move: Move): { target: IsoDate; forward: boolean; from: IsoDate; to: IsoDate } {
  const after = { from: addDays(date, 1), to: addDays(date, REACH) };
  const before = { from: addDays(date, -REACH), to: addDays(date, -1) };
  const inMonth = (target: IsoDate) => ({ from: firstOfMonth(target), to: endOfMonth(target) });
  switch (move) {
    case 'nextDay':
      return { target: addDays(date, 1), forward: true, ...after };
    case 'previousDay':
      return { target: addDays(date, -1), forward: false, ...before };
    case 'nextWeek':
      return { target: addDays(date, 7), forward: true, ...after };
    case 'previousWeek':
      return { target: addDays(date, -7), forward: false, ...before };
    case 'nextMonth':
    case 'previousMonth':
    case 'nextYear':
    case 'previousYear': {
      const months = { nextMonth: 1, previousMonth: -1, nextYear: 12, previousYear: -12 }[move];
      const target = addMonths(date, months);
      return { target, forward: months > 0, ...inMonth(target) };
    }
    case 'startOfWeek':
      return {
        target: addDays(date, -weekdayOf(date)),
        forward: false,
        from: addDays(date, -weekdayOf(date)),
        to: addDays(date, -1),
      };
    case 'endOfWeek':
      return {
        target: addDays(date, 6 - weekdayOf(date)),
        forward: true,
        from: addDays(date, 1),
        to: addDays(date, 6 - weekdayOf(date)),
      };
  }
}

/**
 * The day a move lands on: its target when that can be picked, else the nearest day that can within the move's
 * reach (the days after for a forward day or week, the target's month for a month, the current week for Home and
 * End), a tie going the way the move goes. Where there is none (before the first possible date), focus stays.
 */
export function moveFocus(date: IsoDate, move: Move, isPickable: (date: IsoDate) => boolean): IsoDate {
  const { target, forward, from, to } = aimOf(date, move);
  const within = (day: IsoDate) => day >= from && day <= to;
  for (let distance = 0; distance <= REACH; distance += 1) {
    const ahead = addDays(target, forward ? distance : -distance);
    const behind = addDays(target, forward ? -distance : distance);
    if (!within(ahead) && !within(behind)) break;
    if (within(ahead) && isPickable(ahead)) return ahead;
    if (within(behind) && isPickable(behind)) return behind;
  }
  return date;
}

/** A period being picked: the first pick is its first day, the second its last. */
export interface Period {
  from?: IsoDate;
  to?: IsoDate;
}

/** A pick starts a new period unless it ends the one begun: a day before the start begins again from there. */
export function pick({ from, to }: Period, day: IsoDate): Period {
  if (from === undefined || to !== undefined || day < from) return { from: day };
  return { from, to: day };
}

/** Where focus goes as the calendar opens: the period's first day, else the first day that can be picked. */
export function openingDay({ from }: Period, rules: CalendarRules): IsoDate {
  if (from !== undefined && isOpen(from, rules)) return from;
  const found = moveFocus(addDays(rules.first, -1), 'nextDay', (day) => isOpen(day, rules));
  // Every day ahead taken (an open-ended stop from the first date): focus still goes into the month.
  return isOpen(found, rules) ? found : rules.first;
}
