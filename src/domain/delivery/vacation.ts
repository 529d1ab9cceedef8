// Whether a delivery change may be registered, edited or cancelled (spec §5: "Vacation delivery"), so the form and
// the backend refuse the same changes for the same reasons.
import { addDays, osloDate, type IsoDate } from '../time/oslo.ts';
import { cutOffMoment, firstPossibleDate, type ClockTime } from './cut-off.ts';
import { isDeliveryDay, previousDeliveryDay, type DeliveryPattern } from './delivery-days.ts';

/** A stop, or delivery to a temporary address, for a while; `to` null is an open end ("inntil videre"). */
export interface VacationChange {
  /** Set once registered; the change being edited is left out of the overlap check. */
  id?: string;
  type: 'STOP' | 'TRANSFER';
  from: IsoDate;
  to: IsoDate | null;
}

/** A move of the fixed delivery address, from a date on. */
export interface PermanentMove {
  id?: string;
  type: 'PERMANENT';
  from: IsoDate;
}

export type DeliveryChange = VacationChange | PermanentMove;

/** Why a change cannot be registered, in the order the user would fix them: the start first. */
export type DeliveryChangeProblem = 'inPast' | 'fromTooEarly' | 'notDeliveryDay' | 'toBeforeFrom' | 'overlaps';

const endOf = (change: DeliveryChange) => (change.type === 'PERMANENT' ? null : change.to);

/** Two periods overlap when each starts no later than the other ends; an open end runs forever. */
function overlap(one: VacationChange, other: VacationChange): boolean {
  return (other.to === null || one.from <= other.to) && (one.to === null || other.from <= one.to);
}

export function vacationProblem(
  change: DeliveryChange,
  existing: readonly DeliveryChange[],
  now: Date,
  cutOff: ClockTime,
  pattern: DeliveryPattern,
): DeliveryChangeProblem | undefined {
  const to = endOf(change);
  const today = osloDate(now);
  if (change.from < today || (to !== null && to < today)) return 'inPast';
  if (change.from < firstPossibleDate(now, cutOff, pattern)) return 'fromTooEarly';
  if (!isDeliveryDay(change.from, pattern) || (to !== null && !isDeliveryDay(to, pattern))) return 'notDeliveryDay';
  if (to !== null && to < change.from) return 'toBeforeFrom';
  // A permanent move may fall inside a vacation (the vacation ends at the new address); two vacations may not.
  if (change.type === 'PERMANENT') return undefined;
  const others = existing.filter((other): other is VacationChange => other.type !== 'PERMANENT' && (other.id === undefined || other.id !== change.id));
  return others.some((other) => overlap(change, other)) ? 'overlaps' : undefined;
}

/** A registered change may be edited or called off until its own deadline; after that the carriers already have it. */
export const mayEditOrCancel = (change: DeliveryChange, now: Date, cutOff: ClockTime): boolean => now < cutOffMoment(change.from, cutOff);

/** The date picker's presets: one, two or three weeks away. */
export const PRESET_WEEKS = [1, 2, 3] as const;

/** A preset period from `from`: `weeks` whole weeks, ending on the last paper due within them. */
export function presetPeriod(from: IsoDate, weeks: number, pattern: DeliveryPattern): { from: IsoDate; to: IsoDate } {
  return { from, to: previousDeliveryDay(addDays(from, 7 * weeks - 1), pattern) };
}
