// When a delivery change can take effect (spec §5): it must be registered before a cut-off time on the day before
// the first paper it changes, in Oslo time, because the print run and the carriers' lists are made that day.
import { addDays, osloDate, osloInstant, type IsoDate } from '../time/oslo.ts';
import { isDeliveryDay, nextDeliveryDay, type DeliveryPattern } from './delivery-days.ts';

/** A wall-clock time in Oslo, HH:MM (24-hour). */
export type ClockTime = string;

/** The spec gives no time; noon until each title's distributor tells us its own (then it becomes title data). */
export const DEFAULT_CUT_OFF: ClockTime = '12:00';

/** What every deadline is counted from: the moment, the title's cut-off and the plan's delivery days. */
export interface Deadlines {
  now: Date;
  cutOff: ClockTime;
  pattern: DeliveryPattern;
}

/** The instant after which a change can no longer apply from `date`: the day before `date` at the cut-off, in Oslo. */
export const cutOffMoment = (date: IsoDate, cutOff: ClockTime): Date => osloInstant(addDays(date, -1), cutOff);

/** Whether a change registered at `now` may apply from `date`: a paper is due then and its deadline has not passed. */
export const mayStartOn = (date: IsoDate, { now, cutOff, pattern }: Deadlines): boolean =>
  isDeliveryDay(date, pattern) && now < cutOffMoment(date, cutOff);

/** The earliest delivery day a change registered at `now` may apply from: what the user is told past the deadline. */
export function firstPossibleDate(at: Deadlines): IsoDate {
  const { now, pattern } = at;
  // Tomorrow's deadline is today (passed or not); every later day's deadline is still ahead, so this loops at most twice.
  let date = nextDeliveryDay(addDays(osloDate(now), 1), pattern);
  while (!mayStartOn(date, at)) date = nextDeliveryDay(addDays(date, 1), pattern);
  return date;
}

/**
 * The next paper whose deadline has passed at `now`, when the first possible date is later than it: the date the
 * user is told they missed. Undefined while the next paper can still be changed.
 */
export function missedDeadline(at: Deadlines): IsoDate | undefined {
  const nextPaper = nextDeliveryDay(addDays(osloDate(at.now), 1), at.pattern);
  return firstPossibleDate(at) === nextPaper ? undefined : nextPaper;
}
