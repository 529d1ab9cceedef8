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
import { parseNorwegianDate } from '../person/birthdate.ts';
import type { IsoDate } from '../time/oslo.ts';

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

/** Where a date problem shows: the start's problems at "fra", the end's at "til". */
const fieldOfProblem = (problem: DeliveryChangeProblem): 'from' | 'to' =>
  END_DATE_PROBLEMS.includes(problem) ? 'to' : 'from';

// A move: the new fixed address and the day it applies from.

export interface MoveInput extends AddressInput {
  from: string;
}

export const emptyMove = (from: IsoDate): MoveInput => ({ ...EMPTY_ADDRESS, from: toTypedDate(from) });

/** The form's dates as typed (24.12.2026), from the ISO dates the contract has. */
export const toTypedDate = (date: IsoDate): string => date.split('-').reverse().join('.');

export const moveSchema = (rules: ChangeRules, messages: ChangeFormMessages) =>
  v.pipe(
    v.object({ ...addressEntries, from: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      for (const issue of addressIssues(messages, input, false)) addIssue(issue);
      const from = typedDate(input.from, messages.moveFromRequired, messages);
      if ('message' in from) {
        addIssue(issueAt(input, 'from', from.message));
        return;
      }
      const problem = vacationProblem({ type: 'PERMANENT', from: from.date }, rules);
      if (problem) addIssue(issueAt(input, 'from', messages.problem(problem)));
    }),
    v.transform((input): ChangeRequest => ({
      type: 'PERMANENT',
      from: parseNorwegianDate(input.from)!,
      to: null,
      address: toAddress(input),
    })),
  );

/** The ISO date typed, or the message for a missing or impossible one. */
function typedDate(
  typed: string,
  required: string,
  messages: ChangeFormMessages,
): { date: IsoDate } | { message: string } {
  if (typed.trim() === '') return { message: required };
  const date = parseNorwegianDate(typed);
  return date ? { date } : { message: messages.notADate };
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
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      if (input.type === 'TRANSFER') for (const issue of addressIssues(messages, input, true)) addIssue(issue);
      const from = typedDate(input.from, messages.fromRequired, messages);
      const to = input.openEnd ? { date: null } : typedDate(input.to, messages.toRequired, messages);
      if ('message' in from) addIssue(issueAt(input, 'from', from.message));
      if ('message' in to) addIssue(issueAt(input, 'to', to.message));
      if ('message' in from || 'message' in to) return;
      const problem = vacationProblem({ id: editing, type: input.type, from: from.date, to: to.date }, rules);
      if (problem) addIssue(issueAt(input, fieldOfProblem(problem), messages.problem(problem)));
    }),
    v.transform((input): ChangeRequest => ({
      type: input.type,
      from: parseNorwegianDate(input.from)!,
      to: input.openEnd ? null : parseNorwegianDate(input.to)!,
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
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const to = typedDate(dataset.value.to, messages.toRequired, messages);
      if ('message' in to) {
        addIssue(issueAt(dataset.value, 'to', to.message));
        return;
      }
      const problem = endProblem({ ...change, to: to.date }, to.date, rules);
      if (problem) addIssue(issueAt(dataset.value, 'to', messages.problem(problem)));
    }),
    v.transform((input) => parseNorwegianDate(input.to)!),
  );
