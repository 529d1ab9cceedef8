// Whether a delivery change may be registered, edited or cancelled (spec §5: "Vacation delivery"), so the form and
// the backend refuse the same changes for the same reasons.
import { addDays, osloDate, type IsoDate } from '../time/oslo.ts';
import { cutOffMoment, firstPossibleDate, type Deadlines } from './cut-off.ts';
import { isDeliveryDay, nextDeliveryDay, previousDeliveryDay, type DeliveryPattern } from './delivery-days.ts';

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

/** A change as the rules read it, registered or asked for (the contract's `DeliveryChange` is a registered one as listed). */
export type RuledChange = VacationChange | PermanentMove;

/** A change as the delivery contract lists it (src/api/contract.ts), or asks for it (no id yet); a move has no end. */
export interface ListedChange {
  changeId?: string;
  type: RuledChange['type'];
  from: IsoDate;
  to: IsoDate | null;
}

/** A listed change as the rules read it, its id kept so it is left out of its own overlap check. */
export function ruleChangeOf({ changeId, type, from, to }: ListedChange): RuledChange {
  const id = changeId === undefined ? {} : { id: changeId };
  return type === 'PERMANENT' ? { ...id, type, from } : { ...id, type, from, to };
}

/**
 * What every rule of a delivery change reads besides the change: the moment, the title's cut-off, the plan's days,
 * and what is registered. Built once (the page model's $changeRules, the backend's rulesOf) and passed whole.
 */
export interface ChangeRules extends Deadlines {
  /** The changes already registered (the one edited is left out by id). */
  existing: readonly RuledChange[];
}

/** The rules' inputs from the delivery as the contract lists it: the form, the page and the backend read the same. */
export function changeRulesOf({
  now,
  cutOff,
  pattern,
  changes,
}: Deadlines & { changes: readonly ListedChange[] }): ChangeRules {
  return { now, cutOff, pattern, existing: changes.map(ruleChangeOf) };
}

/**
 * Why a change cannot be registered, in the order the user would fix them: too many already, then the start first.
 * `movePlanned`: a move while another is planned; `fromBeyondHorizon`, `toBeyondHorizon`: past DELIVERY_HORIZON_DAYS.
 */
export const DELIVERY_CHANGE_PROBLEMS = [
  'tooManyChanges',
  'inPast',
  'fromTooEarly',
  'fromBeyondHorizon',
  'notDeliveryDay',
  'toBeforeFrom',
  'movePlanned',
  'overlaps',
  'toTooEarly',
  'toBeyondHorizon',
] as const;
export type DeliveryChangeProblem = (typeof DELIVERY_CHANGE_PROBLEMS)[number];
/**
 * A delivery change's refusals the user can act on, each with its words (src/i18n/nb/delivery.ts): the rules'
 * problems, Posten's register's, and the backend's about the change itself and the subscription (the contract's
 * registerDeliveryChange and editDeliveryChange; the page model places each).
 */
export type DeliveryChangeRefusal =
  | DeliveryChangeProblem
  | 'UNKNOWN_POSTAL_CODE'
  | 'TOWN_MISMATCH'
  | 'started'
  | 'CHANGE_NOT_FOUND'
  | 'TYPE_NOT_CHANGEABLE'
  | 'NO_PAPER';
/** The problems of a change's end (its "til" date); the others are its start's. */
export const END_DATE_PROBLEMS: readonly DeliveryChangeProblem[] = ['toBeforeFrom', 'toTooEarly', 'toBeyondHorizon'];
/** Why a running stop or transfer cannot end on a date: `toTooEarly`, the paper after it is past its deadline. */
export type EndProblem = Extract<
  DeliveryChangeProblem,
  'toTooEarly' | 'toBeyondHorizon' | 'notDeliveryDay' | 'overlaps'
>;

/**
 * How far ahead a change may reach: a year. Routes, prices and subscription periods are planned at most a year ahead,
 * and a date further off is more often a typo (2062 for 2026) than a plan; a longer stop is "Inntil videre".
 */
export const DELIVERY_HORIZON_DAYS = 365;

/** The last day a change may start or end on. */
export const horizonOf = (now: Date): IsoDate => addDays(osloDate(now), DELIVERY_HORIZON_DAYS);

/**
 * Changes an account may have planned or running at once: more than a year of holidays and moves needs, few enough
 * that nobody can make the carrier's list (or the backend's store) grow without end.
 */
export const MAX_PLANNED_CHANGES = 10;

/** Planned or running at `today`: a move that has not come yet, a stop or transfer that has not ended. */
const isCurrent = (change: RuledChange, today: IsoDate) =>
  change.type === 'PERMANENT' ? change.from > today : change.to === null || change.to >= today;

const endOf = (change: RuledChange) => (change.type === 'PERMANENT' ? null : change.to);

/** Two periods overlap when each starts no later than the other ends; an open end runs forever. */
function overlap(one: VacationChange, other: VacationChange): boolean {
  return (other.to === null || one.from <= other.to) && (one.to === null || other.from <= one.to);
}

export function vacationProblem(change: RuledChange, rules: ChangeRules): DeliveryChangeProblem | undefined {
  const { existing, now, pattern } = rules;
  const to = endOf(change);
  const today = osloDate(now);
  const refusal = newChangeRefusal(change, rules);
  if (refusal) return refusal;
  if (change.from < today || (to !== null && to < today)) return 'inPast';
  if (change.from < firstPossibleDate(rules)) return 'fromTooEarly';
  if (change.from > horizonOf(now)) return 'fromBeyondHorizon';
  if (to !== null && to > horizonOf(now)) return 'toBeyondHorizon';
  if (!isDeliveryDay(change.from, pattern) || (to !== null && !isDeliveryDay(to, pattern))) return 'notDeliveryDay';
  if (to !== null && to < change.from) return 'toBeforeFrom';
  // A permanent move may fall inside a vacation (the vacation ends at the new address); two vacations may not.
  if (change.type === 'PERMANENT') return undefined;
  return overlapsAny(change, existing) ? 'overlaps' : undefined;
}

/**
 * Why a change of this type cannot be registered whatever its dates (the page says so instead of offering the form):
 * MAX_PLANNED_CHANGES planned or running already, or a move while another is planned (the carrier has one next
 * address: change or call off the planned one). `change.id` leaves the change being edited out.
 */
export function newChangeRefusal(
  change: Pick<RuledChange, 'type' | 'id'>,
  { existing, now }: Pick<ChangeRules, 'existing' | 'now'>,
): 'tooManyChanges' | 'movePlanned' | undefined {
  const today = osloDate(now);
  const others = existing.filter(
    (other) => isCurrent(other, today) && (other.id === undefined || other.id !== change.id),
  );
  if (others.length >= MAX_PLANNED_CHANGES) return 'tooManyChanges';
  return change.type === 'PERMANENT' && others.some((other) => other.type === 'PERMANENT') ? 'movePlanned' : undefined;
}

function overlapsAny(change: VacationChange, existing: readonly RuledChange[]): boolean {
  const others = existing.filter(
    (other): other is VacationChange =>
      other.type !== 'PERMANENT' && (other.id === undefined || other.id !== change.id),
  );
  return others.some((other) => overlap(change, other));
}

/** A registered change may be edited or called off until its own deadline; after that the carriers already have it. */
export const mayEditOrCancel = (change: RuledChange, { now, cutOff }: Pick<Deadlines, 'now' | 'cutOff'>): boolean =>
  now < cutOffMoment(change.from, cutOff);

/** Whether the change has begun (its first paper's deadline has passed): only a stop's or transfer's end can then be set. */
export const hasStarted = (change: RuledChange, at: Pick<Deadlines, 'now' | 'cutOff'>): boolean =>
  !mayEditOrCancel(change, at);

/**
 * Whether a running stop or transfer may still be given its last day ("Avslutt"): it has begun, and it has an open
 * end or one no earlier than the earliest end, so an end that has come or cannot be moved is not offered.
 */
export function mayEnd(change: RuledChange, at: Deadlines): change is VacationChange {
  return change.type !== 'PERMANENT' && hasStarted(change, at) && (change.to === null || change.to >= earliestEnd(at));
}

/** The earliest last day a running stop or transfer can be given: the paper after it must still make its deadline. */
export const earliestEnd = (at: Deadlines): IsoDate =>
  previousDeliveryDay(addDays(firstPossibleDate(at), -1), at.pattern);

/**
 * Why a running stop or transfer cannot be given the last day `to` (null: open end again). Ending it is how a
 * subscriber on an open-ended stop gets the paper back; the days already passed are not theirs to change.
 */
export function endProblem(change: VacationChange, to: IsoDate | null, rules: ChangeRules): EndProblem | undefined {
  const { existing, now, pattern } = rules;
  if (to !== null && to < earliestEnd(rules)) return 'toTooEarly';
  if (to !== null && to > horizonOf(now)) return 'toBeyondHorizon';
  if (to !== null && !isDeliveryDay(to, pattern)) return 'notDeliveryDay';
  return overlapsAny({ ...change, to }, existing) ? 'overlaps' : undefined;
}

/** The first paper at home after a stop or transfer ending on `to` (its last day); none while it has an open end. */
export function resumesOn(to: IsoDate | null, pattern: DeliveryPattern): IsoDate | undefined {
  return to === null ? undefined : nextDeliveryDay(addDays(to, 1), pattern);
}

/** The date picker's presets: one, two or three weeks away. */
export const PRESET_WEEKS = [1, 2, 3] as const;

/** A preset period from `from`: `weeks` whole weeks, ending on the last paper due within them. */
export function presetPeriod(from: IsoDate, weeks: number, pattern: DeliveryPattern): { from: IsoDate; to: IsoDate } {
  return { from, to: previousDeliveryDay(addDays(from, 7 * weeks - 1), pattern) };
}

/**
 * The changes still ahead or running, the next first: what home and the delivery pages list. A move that has come
 * is simply the address now, and a stop or transfer that has ended is history.
 */
export function currentChanges<Change extends { type: RuledChange['type']; from: IsoDate; to: IsoDate | null }>(
  changes: readonly Change[],
  now: Date,
): Change[] {
  const today = osloDate(now);
  const current = (change: Change) =>
    change.type === 'PERMANENT' ? change.from > today : change.to === null || change.to >= today;
  return changes.filter(current).toSorted((a, b) => a.from.localeCompare(b.from));
}

/**
 * What the words of a refusal name as the way on, computed here so that the words only write them: the first day a
 * change may start, the earliest last day of a running one, the last day any may reach, the pattern's days and the
 * most changes at once; `now` to write a day with or without its year.
 */
export interface ChangeLimits {
  now: Date;
  firstFrom: IsoDate;
  earliestEnd: IsoDate;
  horizon: IsoDate;
  pattern: DeliveryPattern;
  maxPlanned: number;
}

/** The limits of the rules at `rules.now`. */
export const changeLimitsOf = (rules: Deadlines): ChangeLimits => ({
  now: rules.now,
  firstFrom: firstPossibleDate(rules),
  earliestEnd: earliestEnd(rules),
  horizon: horizonOf(rules.now),
  pattern: rules.pattern,
  maxPlanned: MAX_PLANNED_CHANGES,
});
