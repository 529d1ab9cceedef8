// What an admin reads after inviting, resending or removing many at once (issue 24): every listed item lands in
// exactly one outcome, whether the list check before sending (email-list.ts) or the backend's answer decided it,
// so no address is said to be both invited and left out; spec §8's summaries follow from the outcomes.
import type { ListedEmail } from './email-list.ts';
import { notAllRemoved, type InviteResult, type RemovalResult } from './invitation.ts';

/**
 * Where one listed item ends, in the order the report shows them: what was done, then what the admin must act on,
 * then what needs nothing. `notExist`: picked for a resend but no longer in the list.
 */
export const INVITE_OUTCOMES = [
  'invited',
  'resent',
  'overLimit',
  'errorSaved',
  'tooManyMails',
  'otherDomain',
  'invalid',
  'waiting',
  'active',
  'notExist',
  'duplicate',
] as const;
export type InviteOutcome = (typeof INVITE_OUTCOMES)[number];

/** The items the admin must correct before sending them again: they stay in the text box; the rest leave it. */
export const TO_CORRECT: readonly InviteOutcome[] = ['otherDomain', 'invalid', 'overLimit'];
/** Addresses that were meant to get an e-mail and did not (spec §8 "Noen e-poster ble ikke sendt"); a line that is no address, a repeat, or one with nothing to do is no e-mail left unsent. */
const NOT_SENT: readonly InviteOutcome[] = ['overLimit', 'errorSaved', 'tooManyMails', 'otherDomain'];

/** What the backend answered for an address it was sent, as an outcome (the same words whoever found it). */
const OUTCOME_OF_RESULT: Record<InviteResult, InviteOutcome> = {
  emailSent: 'invited',
  resent: 'resent',
  errorSaved: 'errorSaved',
  tooManyMails: 'tooManyMails',
  wrongEmailDomain: 'otherDomain',
  userExist: 'active',
  maxUsersReached: 'overLimit',
};

export interface ReportLine<Outcome extends string = InviteOutcome> {
  outcome: Outcome;
  /** As typed (the list check) or as sent (the backend's answer); a `duplicate` line holds each repeated copy, normalised. */
  addresses: string[];
}

export interface InviteReport {
  lines: ReportLine[];
  /** Spec §8's "Noen e-poster ble ikke sendt". */
  someNotSent: boolean;
  /** Spec §8's "Dere har nådd maksimalt antall invitasjoner". */
  maximumReached: boolean;
  /** The items to correct, one a line, as typed: what the text box holds after sending (empty when none). */
  toCorrect: string;
}

export type RemovalReason = Exclude<RemovalResult, 'deleted'>;

export interface RemovalReport {
  removed: number;
  notAllRemoved: boolean;
  lines: ReportLine<RemovalReason>[];
}

function group<Outcome extends string>(
  order: readonly Outcome[],
  entries: readonly (readonly [Outcome, string])[],
): ReportLine<Outcome>[] {
  return order.flatMap((outcome) => {
    const addresses = entries.filter(([entryOutcome]) => entryOutcome === outcome).map(([, address]) => address);
    return addresses.length > 0 ? [{ outcome, addresses }] : [];
  });
}

/**
 * The listed items (classifyEmails) and what the backend answered for those sent: an item sent ends as the answer
 * says, one not sent as its kind says; a `new` one that was not sent (a resend sends only `waiting` ones) is no
 * longer in the company's list.
 */
export function inviteReport(
  listed: readonly ListedEmail[],
  results: readonly { email: string; result: InviteResult }[],
): InviteReport {
  const answers = new Map(results.map((item) => [item.email, item.result]));
  const entries = listed.map((item): readonly [InviteOutcome, string] => {
    const answer = item.kind !== 'duplicate' && item.email !== undefined ? answers.get(item.email) : undefined;
    if (answer) return [OUTCOME_OF_RESULT[answer], item.text];
    // A repeat by what it repeats, so the page can count the addresses repeated.
    if (item.kind === 'duplicate') return ['duplicate', item.email ?? item.text];
    return [item.kind === 'new' ? 'notExist' : item.kind, item.text];
  });
  const outcomes = new Set(entries.map(([outcome]) => outcome));
  return {
    lines: group(INVITE_OUTCOMES, entries),
    someNotSent: NOT_SENT.some((outcome) => outcomes.has(outcome)),
    maximumReached: outcomes.has('overLimit'),
    toCorrect: entries.flatMap(([outcome, text]) => (TO_CORRECT.includes(outcome) ? [text] : [])).join('\n'),
  };
}

export function removalReport(results: readonly { email: string; result: RemovalResult }[]): RemovalReport {
  return {
    removed: results.filter((item) => item.result === 'deleted').length,
    notAllRemoved: notAllRemoved(results.map((item) => item.result)),
    lines: group<RemovalReason>(
      ['failed', 'notExist'],
      results.flatMap((item) => (item.result === 'deleted' ? [] : [[item.result, item.email] as const])),
    ),
  };
}
