// Sharing a subscription: the family owner's household and the business admin's employees, and accepting an
// invitation (verify/) as the invited person.
import { call } from './client.ts';
import type { BusinessAccess, FamilySharing, InvitationDetails, VerifyResponse } from './contract.ts';

type Owner = { ariaAccountNo: string; titleCode: string };

/** The family the account shares in (as owner or member), or null when its subscription is no family one. */
export function findFamily(owner: Owner): Promise<FamilySharing | null> {
  return call('getFamily', { params: owner });
}

export function inviteFamilyMember(owner: Owner, email: string): Promise<FamilySharing> {
  return call('inviteFamilyMember', { params: owner, body: { email } });
}

export function withdrawFamilyInvitation(owner: Owner, invitationId: string): Promise<FamilySharing> {
  return call('withdrawFamilyInvitation', { params: { ...owner, invitationId } });
}

export function removeFamilyMember(owner: Owner, memberId: string): Promise<FamilySharing> {
  return call('removeFamilyMember', { params: { ...owner, memberId } });
}

/** Mails an open or expired invitation again (its link then works two weeks from now). */
export function resendFamilyInvitation(owner: Owner, invitationId: string): Promise<FamilySharing> {
  return call('resendFamilyInvitation', { params: { ...owner, invitationId } });
}

/** A member leaves the family they share in: their access ends at once. */
export function leaveFamily(member: Owner): Promise<unknown> {
  return call('leaveFamily', { params: member });
}

export function findBusinessAccess(admin: Owner): Promise<BusinessAccess> {
  return call('getBusiness', { params: admin });
}

/** Invites the addresses (normalised); one already invited and waiting is mailed again. */
export function inviteEmployees(admin: Owner, emails: string[]) {
  return call('inviteEmployees', { params: admin, body: { emails } });
}

export function removeEmployees(admin: Owner, emails: string[]) {
  return call('removeEmployees', { params: admin, body: { emails } });
}

export function acceptInvitation(type: 'family' | 'business', token: string): Promise<VerifyResponse> {
  return call('verify', { body: { type, token } });
}

/** The invitation as the invited person sees it before answering: who sent it, for what, and who is signed in. */
export function findInvitation(type: 'family' | 'business', token: string): Promise<InvitationDetails> {
  return call('getInvitation', { body: { type, token } });
}

/** Says no to an invitation: it closes, and the owner's or the company's place is free again. */
export function declineInvitation(type: 'family' | 'business', token: string): Promise<VerifyResponse> {
  return call('declineInvitation', { body: { type, token } });
}
