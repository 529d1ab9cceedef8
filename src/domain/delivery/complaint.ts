// Which missed or late papers a subscriber may complain about here: recent ones only, because the distributor can
// only look into (and credit) deliveries of the last two weeks.
import { COMMENT_MAX } from '../subscription/changes.ts';
import { addDays, osloDate, type IsoDate } from '../time/oslo.ts';
import { isDeliveryDay, type DeliveryPattern } from './delivery-days.ts';

/** Today and the 13 days before it. */
export const COMPLAINT_DAYS = 14;

/** The same note field in the billing system as a cancellation's comment, so the same limit. */
export const COMPLAINT_COMMENT_MAX = COMMENT_MAX;

/**
 * The days a paper was due in the complaint window, newest first (the one most likely missed leads the list).
 * Today counts: the paper comes in the early morning, so by the time anyone opens the page it is already late.
 */
export function complaintDates(now: Date, pattern: DeliveryPattern): IsoDate[] {
  const today = osloDate(now);
  return Array.from({ length: COMPLAINT_DAYS }, (_, daysAgo) => addDays(today, -daysAgo)).filter((date) => isDeliveryDay(date, pattern));
}

export function mayComplainAbout(date: IsoDate, now: Date, pattern: DeliveryPattern): boolean {
  const today = osloDate(now);
  return isDeliveryDay(date, pattern) && date <= today && date > addDays(today, -COMPLAINT_DAYS);
}
