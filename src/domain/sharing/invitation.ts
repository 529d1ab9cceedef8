// One invitation model for both ways of sharing (spec §4): a family owner invites the household, a business admin
// the company's employees. The statuses, how long a family invitation stays open, what each answer means and how
// many may still be invited are the same rules for the pages and the reference backend.
import { isFamilyPlan } from '../subscription/status.ts';
import { mailboxKey } from './mailbox.ts';

export type InvitationType = 'family' | 'business';

/**
 * An invitation link's token as the backend makes them: letters, digits, `_` and `-`, at most 200. Anything else in a
 * link is a link cut short or mangled, which no retry can mend: the page says so with the way on (issue 25).
 */
export const isInvitationToken = (token: string) => /^[A-Za-z0-9_-]{1,200}$/.test(token);

/** A family invitation: open (`valid`) until accepted (`used`), declined by the invited person, withdrawn by the owner, or expired. */
export const FAMILY_INVITATION_STATUSES = ['valid', 'used', 'declined', 'withdrawn', 'expired'] as const;
export type FamilyInvitationStatus = (typeof FAMILY_INVITATION_STATUSES)[number];

/** A business invitation: sent and waiting (`emailSent`) until the employee has verified it (`active`). */
export const BUSINESS_INVITATION_STATUSES = ['emailSent', 'active'] as const;
export type BusinessInvitationStatus = (typeof BUSINESS_INVITATION_STATUSES)[number];

/**
 * How long an invitation link to the household works. The spec names "expired" without a time: two weeks is long
 * enough for a holiday and short enough that a forgotten link does not grant access a year later.
 */
export const FAMILY_INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a family invitation sent at `sentAt` stops working. */
export const familyInvitationExpiry = (sentAt: string): string =>
  new Date(Date.parse(sentAt) + FAMILY_INVITATION_DAYS * DAY_MS).toISOString();

/** A family invitation's status at `now`: one still `valid` past its expiry has expired, whatever is stored. */
export function familyStatusAt(
  invitation: { status: FamilyInvitationStatus; sentAt: string },
  now: Date,
): FamilyInvitationStatus {
  if (invitation.status !== 'valid') return invitation.status;
  return Date.parse(familyInvitationExpiry(invitation.sentAt)) <= now.getTime() ? 'expired' : 'valid';
}

/** Not sent: the address, or the one who invites, has had as many invitation e-mails as a day allows (mayMail). */
export const TOO_MANY_MAILS = 'tooManyMails';

/**
 * What inviting one address came to (spec §4): invited and mailed; mailed again (it was invited and waiting); not
 * sent because the mail could not be sent or saved; outside the company's domain; already a user; over the
 * maximum; or over the day's e-mails (ours: the spec names no limit).
 */
export const INVITE_RESULTS = [
  'emailSent',
  'resent',
  'errorSaved',
  'wrongEmailDomain',
  'userExist',
  'maxUsersReached',
  TOO_MANY_MAILS,
] as const;
export type InviteResult = (typeof INVITE_RESULTS)[number];
/** The results a family invitation is refused with (its refusal's code): a business invitation reports them instead. */
export const FAMILY_INVITE_REFUSALS = [
  'userExist',
  'maxUsersReached',
  'errorSaved',
  TOO_MANY_MAILS,
] as const satisfies readonly InviteResult[];

/**
 * Invitation e-mails one address may get in a day, whoever sends them: the invitation, a resend, and one more (a new
 * invitation after a withdrawn one). Inviting and withdrawing, or resending, can no longer flood a mailbox.
 */
export const MAILS_PER_RECIPIENT = 3;
/** Invitation e-mails one owner or admin may send in a day: one for every place, and ten more for resends and mistakes. */
export const mailsPerSender = (places: number) => places + 10;
/** The day the limits count over: the last 24 hours. */
export const MAIL_WINDOW_MS = DAY_MS;

/** An invitation e-mail sent: to whom, by which owner's or admin's account, when (ms). */
export interface SentInvitation {
  to: string;
  by: string;
  at: number;
}

/**
 * Whether `by` (with `places` to fill) may mail `to` now, given the invitation e-mails sent lately. What one address
 * gets is counted by its mailbox (mailboxKey): `kari+1@`, `kari+2@` and, at Gmail, `k.ari@` are one inbox (issue 43).
 */
export function mayMail(
  sent: readonly SentInvitation[],
  mail: { to: string; by: string; places: number },
  now: number,
): boolean {
  const today = sent.filter((one) => now - one.at < MAIL_WINDOW_MS);
  const mailbox = mailboxKey(mail.to);
  return (
    today.filter((one) => mailboxKey(one.to) === mailbox).length < MAILS_PER_RECIPIENT &&
    today.filter((one) => one.by === mail.by).length < mailsPerSender(mail.places)
  );
}

/** An invitation waiting for an answer: a family one still open (`valid`), a business one sent (`emailSent`). */
export const isWaiting = (status: FamilyInvitationStatus | BusinessInvitationStatus) =>
  status === 'valid' || status === 'emailSent';

/**
 * Whether an invitation may be sent again (issue 41), the same for the family owner and the business admin, and
 * always within the day's e-mails (mayMail): `resend` for one waiting for an answer, and for a family one that
 * expired while a place is free (sent again, it holds one again); `full` for an expired one with no place free;
 * `closed` for one accepted (used, active), declined or withdrawn, which a new invitation replaces.
 */
export type ResendVerdict = 'resend' | 'full' | 'closed';
export function resendVerdict(
  status: FamilyInvitationStatus | BusinessInvitationStatus,
  placesLeft: number,
): ResendVerdict {
  if (isWaiting(status)) return 'resend';
  if (status === 'expired') return placesLeft > 0 ? 'resend' : 'full';
  return 'closed';
}

/**
 * Whether one may leave a family (issue 41): a member may, at once and on their own; the owner cannot (they end
 * the subscription instead), and anyone else has nothing to leave.
 */
export type LeaveRefusal = 'OWNER_CANNOT_LEAVE' | 'NOT_FAMILY_MEMBER';
export function leaveRefusal(role: 'owner' | 'member' | undefined): LeaveRefusal | undefined {
  if (role === 'member') return undefined;
  return role === 'owner' ? 'OWNER_CANNOT_LEAVE' : 'NOT_FAMILY_MEMBER';
}

/** What removing one address came to (spec §4). */
export const REMOVAL_RESULTS = ['deleted', 'failed', 'notExist'] as const;
export type RemovalResult = (typeof REMOVAL_RESULTS)[number];

/**
 * How many may share a family plan besides the owner: a fact of the plan (the spec gives no number; the billing
 * data's family plan has five places), which the backend answers with (FamilySharing's maxMembers).
 */
export const FAMILY_PLAN_MAX_MEMBERS = 5;

/** The maximum of the plan: a family plan's places, 0 for a plan that is not shared in a family. */
export const familyMaxMembersOf = (plan: { ariaPlanID: string }): number =>
  isFamilyPlan(plan) ? FAMILY_PLAN_MAX_MEMBERS : 0;

/**
 * How many a company's business plan may invite (the spec gives no number): the billing data holds it per company,
 * and the seeded company has the plan's standard.
 */
export const BUSINESS_PLAN_MAX_INVITATIONS = 150;

/** How many more may be invited: the maximum less everyone who has or is offered access. */
export const remainingPlaces = (maximum: number, taken: number) => Math.max(0, maximum - taken);

/** A family's places: who has one (members, and open invitations, which hold theirs until answered) and how many are free. */
export function familyPlaces(family: {
  maxMembers: number;
  members: readonly unknown[];
  invitations: readonly { status: FamilyInvitationStatus }[];
}): { members: number; waiting: number; left: number } {
  const members = family.members.length;
  const waiting = family.invitations.filter((invitation) => invitation.status === 'valid').length;
  return { members, waiting, left: remainingPlaces(family.maxMembers, members + waiting) };
}

/** A family's free places: each member and each open invitation takes one. */
export const familyPlacesLeft = (family: Parameters<typeof familyPlaces>[0]): number => familyPlaces(family).left;

export const notAllRemoved = (results: readonly RemovalResult[]) => results.some((result) => result !== 'deleted');

/**
 * The answer of `verify/` (spec §8) to the user the invitation was sent to: `accepted`; `hasSubscription` (the user
 * already has one for the title, so nothing changed); or the invitation is no longer open: `used`, `declined` (by
 * the invited person), `withdrawn` (also when what it shared has ended), `expired`. Declining answers `declined` when
 * it declined, and the same closed answers otherwise. Anyone else is answered as for a token that names no
 * invitation (404 `INVITATION_NOT_FOUND`), so they learn nothing of its state.
 */
export const VERIFY_STATUSES = ['accepted', 'hasSubscription', 'used', 'declined', 'withdrawn', 'expired'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

/**
 * What the invited person sees before answering (issue 24): `open` (accepting would go through), or what accepting
 * would answer now, so nothing is offered that would be refused.
 */
export const INVITATION_STATES = ['open', ...VERIFY_STATUSES.filter((status) => status !== 'accepted')] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
