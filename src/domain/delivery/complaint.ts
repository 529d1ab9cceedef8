// Which missed or late papers a subscriber may complain about here: recent ones only, because the distributor can
// only look into (and credit) deliveries of the last two weeks.
import { COMMENT_MAX } from '../subscription/changes.ts';
import { addDays, osloDate, type IsoDate } from '../time/oslo.ts';
import { isDeliveryDay, type DeliveryPattern } from './delivery-days.ts';
import type { ListedChange } from './vacation.ts';

/** Today and the 13 days before it. */
export const COMPLAINT_DAYS = 14;

/** The same note field in the billing system as a cancellation's comment, so the same limit. */
export const COMPLAINT_COMMENT_MAX = COMMENT_MAX;

/**
 * How many complaints one account may register about one day's paper: enough for a paper that came late and wet
 * and without its supplement, few enough that no one can make the backend keep an unbounded list.
 */
export const COMPLAINTS_PER_DATE = 3;

/** Whether a registered stop kept the paper away on `date` (one without an end runs on). A paper sent to a temporary address was still due. */
const stoppedOn = (date: IsoDate, changes: readonly ListedChange[]) =>
  changes.some((change) => change.type === 'STOP' && change.from <= date && (change.to === null || date <= change.to));

/** Whether a paper was due on `date`: a day of the plan's, and not stopped. */
const paperDue = (date: IsoDate, pattern: DeliveryPattern, changes: readonly ListedChange[]) =>
  isDeliveryDay(date, pattern) && !stoppedOn(date, changes);

/**
 * The days a paper was due in the complaint window, newest first (the one most likely missed leads the list); the
 * days of a stop are none of them. Today counts: the paper comes in the early morning, so by the time anyone opens
 * the page it is already late.
 */
export function complaintDates(now: Date, pattern: DeliveryPattern, changes: readonly ListedChange[]): IsoDate[] {
  const today = osloDate(now);
  return Array.from({ length: COMPLAINT_DAYS }, (_, daysAgo) => addDays(today, -daysAgo)).filter((date) =>
    paperDue(date, pattern, changes),
  );
}

export function mayComplainAbout(
  date: IsoDate,
  now: Date,
  pattern: DeliveryPattern,
  changes: readonly ListedChange[],
): boolean {
  const today = osloDate(now);
  return paperDue(date, pattern, changes) && date <= today && date > addDays(today, -COMPLAINT_DAYS);
}
