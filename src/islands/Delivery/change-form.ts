// The forms that register a delivery change (a move on /leveringsadresse, a stop or a stay elsewhere on
// /endre-avislevering): what their fields hold, the rules of domain/delivery checked as the user will meet them at
// the backend, and every refusal in the user's words.
import * as v from 'valibot';
import type { DeliveryAddress } from '../../domain/delivery/address.ts';
import { firstPossibleDate } from '../../domain/delivery/cut-off.ts';
import { earliestEnd, endProblem, horizonOf, MAX_PLANNED_CHANGES, vacationProblem, type ChangeRules, type DeliveryChangeProblem, type VacationChange } from '../../domain/delivery/vacation.ts';
import { parseNorwegianDate } from '../../domain/person/birthdate.ts';
import type { IsoDate } from '../../domain/time/oslo.ts';
import { formatDeliveryDay, nb } from '../../i18n/nb.ts';
import { CHANGE_REFUSALS, type ChangeRefusal } from '../../stores/delivery.ts';
import { addressEntries, addressIssues, EMPTY_ADDRESS, issueAt, toAddress, toAddressInput, type AddressInput } from './address-form.ts';

const words = nb.delivery;

type Rules = Omit<ChangeRules, 'existing'>;
const day = (date: IsoDate, rules: Rules) => formatDeliveryDay(date, rules.now);

/** Each refusal of a change (the rule's, the register's, the backend's) in words, by its code. */
const PROBLEM_TEXT: { [C in ChangeRefusal]: (rules: Rules, postalCode: string) => string } = {
  fromTooEarly: (rules) => words.problems.fromTooEarly(day(firstPossibleDate(rules.now, rules.cutOff, rules.pattern), rules)),
  toTooEarly: (rules) => words.problems.toTooEarly(day(earliestEnd(rules.now, rules.cutOff, rules.pattern), rules)),
  fromBeyondHorizon: (rules) => words.problems.fromBeyondHorizon(day(horizonOf(rules.now), rules)),
  toBeyondHorizon: (rules) => words.problems.toBeyondHorizon(day(horizonOf(rules.now), rules)),
  tooManyChanges: () => words.problems.tooManyChanges(MAX_PLANNED_CHANGES),
  notDeliveryDay: (rules) => words.problems.notDeliveryDay[rules.pattern],
  UNKNOWN_POSTAL_CODE: (_, postalCode) => nb.address.unknownPostalCode(postalCode),
  TOWN_MISMATCH: () => nb.address.townMismatch,
  inPast: () => words.problems.inPast,
  toBeforeFrom: () => words.problems.toBeforeFrom,
  overlaps: () => words.problems.overlaps,
  movePlanned: () => words.problems.movePlanned,
  started: () => words.problems.started,
  CHANGE_NOT_FOUND: () => words.problems.CHANGE_NOT_FOUND,
  TYPE_NOT_CHANGEABLE: () => words.problems.TYPE_NOT_CHANGEABLE,
  NO_PAPER: () => words.problems.NO_PAPER,
};

/** A rule's or the backend's reason in words, with the date the user can choose instead where there is one. */
export const problemText = (code: ChangeRefusal, rules: Rules, postalCode = ''): string => PROBLEM_TEXT[code](rules, postalCode);

/** What a form sends: the contract's DeliveryChangeRequest. */
export interface ChangeRequest {
  type: 'PERMANENT' | 'STOP' | 'TRANSFER';
  from: IsoDate;
  to: IsoDate | null;
  address: DeliveryAddress | null;
}

/** Where a date problem shows: the start's problems at "fra", the end's at "til". */
const fieldOfProblem = (problem: DeliveryChangeProblem): 'from' | 'to' => (CHANGE_REFUSALS[problem] === 'to' ? 'to' : 'from');

// A move: the new fixed address and the day it applies from.

export interface MoveInput extends AddressInput {
  from: string;
}

export const emptyMove = (from: IsoDate): MoveInput => ({ ...EMPTY_ADDRESS, from: toTypedDate(from) });

/** The form's dates as typed (24.12.2026), from the ISO dates the contract has. */
export const toTypedDate = (date: IsoDate): string => date.split('-').reverse().join('.');

export const moveSchema = (rules: ChangeRules) =>
  v.pipe(
    v.object({ ...addressEntries, from: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      for (const issue of addressIssues(input, false)) addIssue(issue);
      const from = typedDate(input.from, nb.form.required(words.move.from));
      if ('message' in from) {
        addIssue(issueAt(input, 'from', from.message));
        return;
      }
      const problem = vacationProblem({ type: 'PERMANENT', from: from.date }, rules.existing, rules.now, rules.cutOff, rules.pattern);
      if (problem) addIssue(issueAt(input, 'from', problemText(problem, rules)));
    }),
    v.transform((input): ChangeRequest => ({ type: 'PERMANENT', from: parseNorwegianDate(input.from)!, to: null, address: toAddress(input) })),
  );

/** The ISO date typed, or the message for a missing or impossible one. */
function typedDate(typed: string, required: string): { date: IsoDate } | { message: string } {
  if (typed.trim() === '') return { message: required };
  const date = parseNorwegianDate(typed);
  return date ? { date } : { message: words.notADate };
}

// A stop or a stay at another address: the period, and for a transfer the address.

export interface VacationInput extends AddressInput {
  type: 'STOP' | 'TRANSFER';
  from: string;
  to: string;
  openEnd: boolean;
}

export const EMPTY_VACATION: VacationInput = { ...EMPTY_ADDRESS, type: 'STOP', from: '', to: '', openEnd: false };

/** A registered change back in the form, to edit it. */
export function toVacationInput(change: { type: 'STOP' | 'TRANSFER'; from: IsoDate; to: IsoDate | null; address: DeliveryAddress | null }): VacationInput {
  const address = change.address ? toAddressInput(change.address) : EMPTY_ADDRESS;
  return { ...address, type: change.type, from: toTypedDate(change.from), to: change.to ? toTypedDate(change.to) : '', openEnd: change.to === null };
}

export const vacationSchema = (rules: ChangeRules, editing?: string) =>
  v.pipe(
    v.object({ ...addressEntries, type: v.picklist(['STOP', 'TRANSFER']), from: v.string(), to: v.string(), openEnd: v.boolean() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      if (input.type === 'TRANSFER') for (const issue of addressIssues(input, true)) addIssue(issue);
      const from = typedDate(input.from, words.vacation.fromRequired);
      const to = input.openEnd ? { date: null } : typedDate(input.to, words.vacation.toRequired);
      if ('message' in from) addIssue(issueAt(input, 'from', from.message));
      if ('message' in to) addIssue(issueAt(input, 'to', to.message));
      if ('message' in from || 'message' in to) return;
      const problem = vacationProblem({ id: editing, type: input.type, from: from.date, to: to.date }, rules.existing, rules.now, rules.cutOff, rules.pattern);
      if (problem) addIssue(issueAt(input, fieldOfProblem(problem), problemText(problem, rules)));
    }),
    v.transform(
      (input): ChangeRequest => ({
        type: input.type,
        from: parseNorwegianDate(input.from)!,
        to: input.openEnd ? null : parseNorwegianDate(input.to)!,
        address: input.type === 'TRANSFER' ? toAddress(input) : null,
      }),
    ),
  );

// Ending a running stop or transfer: only its last day.

export interface EndInput {
  to: string;
}

export const endSchema = (rules: ChangeRules, change: VacationChange) =>
  v.pipe(
    v.object({ to: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const to = typedDate(dataset.value.to, words.vacation.toRequired);
      if ('message' in to) {
        addIssue(issueAt(dataset.value, 'to', to.message));
        return;
      }
      const problem = endProblem({ ...change, to: to.date }, to.date, rules.existing, rules.now, rules.cutOff, rules.pattern);
      if (problem) addIssue(issueAt(dataset.value, 'to', problemText(problem, rules)));
    }),
    v.transform((input) => parseNorwegianDate(input.to)!),
  );
