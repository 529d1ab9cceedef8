// What an admin reads after inviting, resending or removing many at once: the counts spec §8 summarises ("some
// not sent", "maximum reached", "not all removed"), and every address that was not invited, sent or removed,
// under its reason, whether the list check before sending or the backend's answer found it.
import type { ListedEmail, ListedKind } from './email-list.ts';
import { notAllRemoved, summariseInvites, wasSent, type InviteResult, type InviteSummary, type RemovalResult } from './invitation.ts';

export type ReportReason = Exclude<ListedKind, 'new'> | Exclude<InviteResult, 'emailSent' | 'resent'> | Exclude<RemovalResult, 'deleted'>;

/** What the admin must act on first (the maximum, mail that bounced) comes before what is only flagged. */
const REASON_ORDER: readonly ReportReason[] = [
  'overLimit',
  'maxUsersReached',
  'errorSaved',
  'tooManyMails',
  'otherDomain',
  'wrongEmailDomain',
  'invalid',
  'userExist',
  'alreadyInvited',
  'duplicate',
  'failed',
  'notExist',
];

/** The addresses of one reason, as typed (the list check) or as sent (the backend's answer). */
export interface ReportLine {
  reason: ReportReason;
  addresses: string[];
}

export interface InviteReport {
  summary: InviteSummary;
  lines: ReportLine[];
}

export interface RemovalReport {
  removed: number;
  notAllRemoved: boolean;
  lines: ReportLine[];
}

function lines(entries: readonly (readonly [ReportReason, string])[]): ReportLine[] {
  return REASON_ORDER.flatMap((reason) => {
    const addresses = entries.filter(([entryReason]) => entryReason === reason).map(([, address]) => address);
    return addresses.length > 0 ? [{ reason, addresses }] : [];
  });
}

/** Only what the admin meant to invite and nobody got counts as not sent; a duplicate or one already invited is flagged. */
const SKIPPED: readonly ListedKind[] = ['invalid', 'otherDomain', 'overLimit'];

/** The list as checked before sending (empty for a resend) and what the backend answered for what was sent. */
export function inviteReport(listed: readonly ListedEmail[], results: readonly { email: string; result: InviteResult }[]): InviteReport {
  const skipped = listed.filter((item) => SKIPPED.includes(item.kind)).length;
  const summary = summariseInvites(results.map((item) => item.result), skipped, listed.some((item) => item.kind === 'overLimit'));
  const flagged = listed.flatMap((item) => (item.kind === 'new' ? [] : [[item.kind, item.text] as const]));
  const refused = results.flatMap((item) => (wasSent(item.result) ? [] : [[item.result as ReportReason, item.email] as const]));
  return { summary, lines: lines([...flagged, ...refused]) };
}

export function removalReport(results: readonly { email: string; result: RemovalResult }[]): RemovalReport {
  return {
    removed: results.filter((item) => item.result === 'deleted').length,
    notAllRemoved: notAllRemoved(results.map((item) => item.result)),
    lines: lines(results.flatMap((item) => (item.result === 'deleted' ? [] : [[item.result, item.email] as const]))),
  };
}
