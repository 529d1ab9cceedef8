// Which days the paper comes, so that vacation dates, cut-offs and complaints only ever name a day a paper was due.
import { paperDays } from '../subscription/content.ts';
import { isPaper, type SubscriptionFacts } from '../subscription/status.ts';
import { addDays, type IsoDate } from '../time/oslo.ts';

/** everyDay: "Papiravis alle dager"; weekend: "Papiravis i helgen". */
export type DeliveryPattern = 'everyDay' | 'weekend';

/** The plan facts that decide delivery: the product type (paper or not) and the plan's id and name (which days). */
export type DeliveryFacts = Pick<SubscriptionFacts, 'ariaPlanID' | 'planProductType'> & { planName: string };

/** How a subscription's paper comes; undefined for a digital plan, which has no paper to stop, move or miss. */
export const deliveryPatternOf = (subscription: DeliveryFacts): DeliveryPattern | undefined =>
  isPaper(subscription) ? paperDays(subscription) : undefined;

// Weekday numbers as Date.getUTCDay counts them: 0 is Sunday.
const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** An ISO date's weekday, read in UTC where the date is exactly one day long. */
const weekdayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Whether a paper is due on `date`. "Alle dager" means every publishing day (nb.ts: "hver utgivelsesdag"): our
 * titles print Monday to Saturday and have no Sunday paper, whatever the 7D in a plan id suggests. The weekend
 * plan is the Friday and Saturday papers, as its offer says ("Papiravisen fredag og lørdag").
 */
export function isDeliveryDay(date: IsoDate, pattern: DeliveryPattern): boolean {
  const weekday = weekdayOf(date);
  return pattern === 'weekend' ? weekday === FRIDAY || weekday === SATURDAY : weekday !== SUNDAY;
}

/** The date itself when a paper is due then, else the next day one is; never more than a week away. */
export function nextDeliveryDay(date: IsoDate, pattern: DeliveryPattern): IsoDate {
  let day = date;
  while (!isDeliveryDay(day, pattern)) day = addDays(day, 1);
  return day;
}

/** The date itself when a paper is due then, else the last day before it one was. */
export function previousDeliveryDay(date: IsoDate, pattern: DeliveryPattern): IsoDate {
  let day = date;
  while (!isDeliveryDay(day, pattern)) day = addDays(day, -1);
  return day;
}
