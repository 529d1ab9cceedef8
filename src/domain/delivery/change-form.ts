// The forms that register a delivery change (a move on /leveringsadresse, a stop or a stay elsewhere on
// /endre-avislevering): what their fields hold, and the rules of vacation.ts checked as the user will meet them at
// the backend. The words (changeFormWords in src/i18n) are passed in, the rules' reasons among them.
import * as v from 'valibot';
import type { DeliveryAddress } from './address.ts';
import {
  addressEntries,
  addressIssues,
  EMPTY_ADDRESS,
  issueAt,
  toAddress,
  toAddressInput,
  type AddressFormMessages,
  type AddressInput,
} from './address-form.ts';
import {
  END_DATE_PROBLEMS,
  endProblem,
  vacationProblem,
  type ChangeRules,
  type DeliveryChangeProblem,
  type VacationChange,
} from './vacation.ts';
import type { IsoDate } from '../time/oslo.ts';
import { parseTypedDate, toTypedDate } from '../time/typed-date.ts';

/** The change forms' words: the address's, the dates' own, and a rule's reason (with the date to choose instead). */
export interface ChangeFormMessages extends AddressFormMessages {
  moveFromRequired: string;
  fromRequired: string;
  toRequired: string;
  notADate: string;
  problem: (problem: DeliveryChangeProblem) => string;
}

/** What a form sends: the contract's DeliveryChangeRequest. */
export interface ChangeRequest {
  type: 'PERMANENT' | 'STOP' | 'TRANSFER';
  from: IsoDate;
  to: IsoDate | null;
  address: DeliveryAddress | null;
}

/** A typed date read: its ISO date, or the message for a missing or impossible one. */
type ReadDate<Date = IsoDate> = { date: Date } | { message: string };

/** Reads a typed date, once: each schema below reads its dates in its first step and checks and sends what it read. */
function readDate(typed: string, required: string, messages: ChangeFormMessages): ReadDate {
  if (typed.trim() === '') return { message: required };
  const date = parseTypedDate(typed);
  return date ? { date } : { message: messages.notADate };
}

/** The date of a read date that passed the checks (a message stops the pipe before its last step). */
function checkedDate<Date>(read: ReadDate<Date>): Date {
  if ('message' in read) throw new Error(`A date the checks refused went on: ${read.message}`);
  return read.date;
}

/** Where a date problem shows: the start's problems at "fra", the end's at "til". */
const fieldOfProblem = (problem: DeliveryChangeProblem): 'from' | 'to' =>
  END_DATE_PROBLEMS.includes(problem) ? 'to' : 'from';

// A move: the new fixed address and the day it applies from.

export interface MoveInput extends AddressInput {
  from: string;
}

export const emptyMove = (from: IsoDate): MoveInput => ({ ...EMPTY_ADDRESS, from: toTypedDate(from) });

export const moveSchema = (rules: ChangeRules, messages: ChangeFormMessages) =>
  v.pipe(
    v.object({ ...addressEntries, from: v.string() }),
    v.transform((input) => ({ input, from: readDate(input.from, messages.moveFromRequired, messages) })),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { input, from } = dataset.value;
      for (const issue of addressIssues(messages, input, false)) addIssue(issue);
      if ('message' in from) {
        addIssue(issueAt(input, 'from', from.message));
        return;
      }
      const problem = vacationProblem({ type: 'PERMANENT', from: from.date }, rules);
      if (problem) addIssue(issueAt(input, 'from', messages.problem(problem)));
    }),
    v.transform(({ input, from }): ChangeRequest => ({
      type: 'PERMANENT',
      from: checkedDate(from),
      to: null,
      address: toAddress(input),
    })),
  );

// A stop or a stay at another address: the period, and for a transfer the address.

export interface VacationInput extends AddressInput {
  type: 'STOP' | 'TRANSFER';
  from: string;
  to: string;
  openEnd: boolean;
}

export const EMPTY_VACATION: VacationInput = { ...EMPTY_ADDRESS, type: 'STOP', from: '', to: '', openEnd: false };

/** A registered change back in the form, to edit it. */
export function toVacationInput(change: {
  type: 'STOP' | 'TRANSFER';
  from: IsoDate;
  to: IsoDate | null;
  address: DeliveryAddress | null;
}): VacationInput {
  const address = change.address ? toAddressInput(change.address) : EMPTY_ADDRESS;
  return {
    ...address,
    type: change.type,
    from: toTypedDate(change.from),
    to: change.to ? toTypedDate(change.to) : '',
    openEnd: change.to === null,
  };
}

export const vacationSchema = (rules: ChangeRules, messages: ChangeFormMessages, editing?: string) =>
  v.pipe(
    v.object({
      ...addressEntries,
      type: v.picklist(['STOP', 'TRANSFER']),
      from: v.string(),
      to: v.string(),
      openEnd: v.boolean(),
    }),
    v.transform((input) => {
      const to: ReadDate<IsoDate | null> = input.openEnd
        ? { date: null }
        : readDate(input.to, messages.toRequired, messages);
      return { input, from: readDate(input.from, messages.fromRequired, messages), to };
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { input, from, to } = dataset.value;
      if (input.type === 'TRANSFER') for (const issue of addressIssues(messages, input, true)) addIssue(issue);
      if ('message' in from) addIssue(issueAt(input, 'from', from.message));
      if ('message' in to) addIssue(issueAt(input, 'to', to.message));
      if ('message' in from || 'message' in to) return;
      const problem = vacationProblem({ id: editing, type: input.type, from: from.date, to: to.date }, rules);
      if (problem) addIssue(issueAt(input, fieldOfProblem(problem), messages.problem(problem)));
    }),
    v.transform(({ input, from, to }): ChangeRequest => ({
      type: input.type,
      from: checkedDate(from),
      to: checkedDate(to),
      address: input.type === 'TRANSFER' ? toAddress(input) : null,
    })),
  );

// Ending a running stop or transfer: only its last day.

export interface EndInput {
  to: string;
}

export const endSchema = (rules: ChangeRules, messages: ChangeFormMessages, change: VacationChange) =>
  v.pipe(
    v.object({ to: v.string() }),
    v.transform((input) => ({ input, to: readDate(input.to, messages.toRequired, messages) })),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { input, to } = dataset.value;
      if ('message' in to) {
        addIssue(issueAt(input, 'to', to.message));
        return;
      }
      const problem = endProblem({ ...change, to: to.date }, to.date, rules);
      if (problem) addIssue(issueAt(input, 'to', messages.problem(problem)));
    }),
    v.transform(({ to }) => checkedDate(to)),
  );
