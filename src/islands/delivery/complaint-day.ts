// How a day to complain about is offered: a display helper of the form, no rule (the days come from
// complaintDates in src/domain/delivery/complaint.ts).
import { addDays, type IsoDate } from '../../domain/time/oslo.ts';
import { nbDelivery } from '../../i18n/nb/delivery.ts';

const text = nbDelivery.complaint;

/** A day to complain about as it is offered: "i går, mandag 23. november". */
export function complaintDayText(date: IsoDate, today: IsoDate, weekdayDate: string): string {
  if (date === today) return `${text.today}, ${weekdayDate}`;
  return date === addDays(today, -1) ? `${text.yesterday}, ${weekdayDate}` : weekdayDate;
}
