// /familiedeling and /deling-akseptert: the family the subscription is shared in (the owner's members and
// invitations, or whose family a member is in), loaded once the guard has the subscription; and the owner's
// changes, each answered with the family as it now is.
import * as v from 'valibot';
import { FamilySharing, type FamilyInvitation, type FamilyMember } from '../../api/contract.ts';
import {
  findFamily,
  inviteFamilyMember,
  leaveFamily,
  removeFamilyMember,
  resendFamilyInvitation,
  withdrawFamilyInvitation,
} from '../../api/sharing.ts';
import { TOO_MANY_MAILS } from '../../domain/sharing/invitation.ts';
import type { FamilyInviteOutput } from '../../domain/sharing/invite-forms.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalCodeOf } from '../kit/request-failure.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { $subscriptionHolder, reloadSubscription, subscriptionHolder } from '../subscription/subscription.ts';
import { tabCache } from '../kit/tab-cache.ts';

export type { FamilyInvitation, FamilyMember, FamilySharing };

/** `none`: the backend knows no family on this subscription. */
type FamilyAnswer = { status: 'none' } | { status: 'loaded'; sharing: FamilySharing };
export type FamilyState = LoadState<FamilyAnswer>;

/** The family of the subscription the guard found, asked for as soon as the guard has it. */
export const $family = createLoad({
  from: $subscriptionHolder,
  tabCache: tabCache(
    'family',
    v.variant('status', [
      v.object({ status: v.literal('none') }),
      v.object({ status: v.literal('loaded'), sharing: FamilySharing }),
    ]),
  ),
  fetch: async (holder: { ariaAccountNo: string; titleCode: string }): Promise<FamilyAnswer> => {
    const sharing = await findFamily(holder);
    return sharing ? { status: 'loaded', sharing } : { status: 'none' };
  },
});

/**
 * One of the owner's changes: what it answers is the family now. A refusal means the page showed something that
 * has changed since (a link that expired, a member someone else removed), so the family is asked for afresh.
 */
async function changeFamily(write: () => Promise<FamilySharing>): Promise<FamilySharing> {
  try {
    const sharing = await write();
    $family.replace({ status: 'loaded', sharing });
    return sharing;
  } catch (error) {
    // Asked afresh with the family left on screen, so the form, its refusal and the open question stay drawn.
    if (refusalCodeOf(error) !== undefined) void $family.refresh();
    throw error;
  }
}

/** Refusals of an invitation that concern the address typed; the rest concern the family as a whole. */
const INVITE_REFUSALS = refusalsOf('inviteFamilyMember', {
  userExist: 'email',
  errorSaved: 'email',
  [TOO_MANY_MAILS]: 'email',
  maxUsersReached: 'form',
  NOT_FAMILY_OWNER: 'form',
});

/**
 * Invites one address, as the form's schema gives it (familyInviteSchema: normalised there, once); the result is the
 * invitation as the family now lists it.
 */
export const $familyInvite = createSubmission(
  async ({ email }: FamilyInviteOutput): Promise<FamilyInvitation> => {
    const sharing = await changeFamily(() => inviteFamilyMember(subscriptionHolder(), email));
    const invitation =
      sharing.role === 'owner' &&
      sharing.invitations.find((candidate) => candidate.email === email && candidate.status === 'valid');
    if (!invitation) throw new Error('The family did not list the invitation just sent');
    return invitation;
  },
  { refusals: INVITE_REFUSALS, keep: 'familieinvitasjon' },
);

const WITHDRAW_REFUSALS = refusalsOf('withdrawFamilyInvitation', {
  NOT_OPEN: 'form',
  INVITATION_NOT_FOUND: 'form',
  NOT_FAMILY_OWNER: 'form',
});
const REMOVE_REFUSALS = refusalsOf('removeFamilyMember', { MEMBER_NOT_FOUND: 'form', NOT_FAMILY_OWNER: 'form' });

/** Withdraws an open invitation (a button: nothing typed to keep); the result is the invitation withdrawn. */
export const $invitationWithdrawal = createSubmission(
  async (invitation: FamilyInvitation) => {
    await changeFamily(() => withdrawFamilyInvitation(subscriptionHolder(), invitation.invitationId));
    return invitation;
  },
  { refusals: WITHDRAW_REFUSALS },
);

/** Refusals of sending again: the address has joined or been invited anew, no place is free, or the day's mails are sent. */
const RESEND_REFUSALS = refusalsOf('resendFamilyInvitation', {
  NOT_OPEN: 'form',
  INVITATION_NOT_FOUND: 'form',
  NOT_FAMILY_OWNER: 'form',
  userExist: 'form',
  maxUsersReached: 'form',
  errorSaved: 'form',
  [TOO_MANY_MAILS]: 'form',
});

/** Sends a waiting or expired invitation again (resendVerdict); the result is the invitation as the family now lists it. */
export const $invitationResend = createSubmission(
  async (invitation: FamilyInvitation): Promise<FamilyInvitation> => {
    const sharing = await changeFamily(() => resendFamilyInvitation(subscriptionHolder(), invitation.invitationId));
    return (
      (sharing.role === 'owner' &&
        sharing.invitations.find((candidate) => candidate.invitationId === invitation.invitationId)) ||
      invitation
    );
  },
  { refusals: RESEND_REFUSALS },
);

/**
 * A member leaves the family, after their yes: their shared subscription ends at once, so the subscription is asked
 * afresh (home then shows what it shows anyone without one) and the family is none. The result is whose it was.
 */
export const $familyLeave = createSubmission(
  async (ownerName: string): Promise<{ ownerName: string }> => {
    const holder = subscriptionHolder();
    try {
      await leaveFamily(holder);
    } catch (error) {
      if (refusalCodeOf(error) !== undefined) void $family.refresh();
      throw error;
    }
    $family.replace({ status: 'none' });
    await reloadSubscription(holder.ariaAccountNo, holder.titleCode).catch(() => undefined);
    return { ownerName };
  },
  { refusals: refusalsOf('leaveFamily', { NOT_FAMILY_MEMBER: 'form', OWNER_CANNOT_LEAVE: 'form' }) },
);

/** Removes a member after the owner's yes; the result is the member removed. */
export const $memberRemoval = createSubmission(
  async (member: FamilyMember) => {
    await changeFamily(() => removeFamilyMember(subscriptionHolder(), member.memberId));
    return member;
  },
  { refusals: REMOVE_REFUSALS },
);
