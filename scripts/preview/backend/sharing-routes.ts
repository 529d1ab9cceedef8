// Sharing a subscription: a family owner invites the household, a business admin the company's employees, and
// the invited person accepts with the link's token (verify/). One invitation model for both (src/domain/sharing/):
// who may invite is decided from the session's own subscription, never from ids sent; the maximum, the company's
// domain and the two weeks a family link works are enforced here as the pages show them.
import type { BusinessAccess, FamilySharing, InvitationDetails } from '../../../src/api/contract.ts';
import { classifyEmails } from '../../../src/domain/sharing/email-list.ts';
import {
  familyInvitationExpiry,
  familyMaxMembersOf,
  familyPlacesLeft,
  familyStatusAt,
  leaveRefusal,
  MAIL_WINDOW_MS,
  mayMail,
  remainingPlaces,
  resendVerdict,
  TOO_MANY_MAILS,
  type BusinessInvitationStatus,
  type InvitationState,
  type InviteResult,
  type RemovalResult,
} from '../../../src/domain/sharing/invitation.ts';
import {
  hasSubscription,
  isBusinessAdmin,
  isFamily,
  NON_PAYING_MARK,
  STATUS,
} from '../../../src/domain/subscription/status.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { ownAccount, requireAccount, type Fail, type Route } from './context.ts';
import { accountOfUser } from './state.ts';
import { personaByUserId, UNDELIVERABLE } from './personas.ts';
import {
  addSubscription,
  newInvitationId,
  randomId,
  type BusinessInvitationRecord,
  type Company,
  type FamilyInvitationRecord,
  type Invitation,
  type State,
  type StoredAccount,
  type StoredSubscription,
} from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

/** Closed family invitations (used, withdrawn, expired) kept per owner, the oldest forgotten: an owner cannot make the backend keep an endless history. */
export const FAMILY_HISTORY_KEPT = 20;

const fullName = (account: StoredAccount) => `${account.firstName} ${account.lastName}`.trim() || account.email;
/** The address the identity provider vouches for (not the editable contact e-mail): what an invitation is bound to. */
const identityEmail = (userId: string) => personaByUserId(userId)?.email.toLowerCase();

/** The account's subscription of the served title while it is held (a terminated one is no access). */
function heldSubscription(state: State, ariaAccountNo: string): StoredSubscription | undefined {
  const stored = currentSubscription(state, ariaAccountNo, state.title.titleCode);
  return stored && hasSubscription(stored.subscription) ? stored : undefined;
}

const familyInvitationsOf = (state: State, ownerAccountNo: string) =>
  [...state.invitations.values()].filter(
    (invitation): invitation is FamilyInvitationRecord =>
      invitation.type === 'family' && invitation.ownerAccountNo === ownerAccountNo,
  );
/** The company's invitations: one an employee declined is no longer the company's (its place is free). */
const businessInvitationsOf = (state: State, adminAccountNo: string) =>
  [...state.invitations.values()].filter(
    (invitation): invitation is BusinessInvitationRecord & { status: BusinessInvitationStatus } =>
      invitation.type === 'business' &&
      invitation.ownerAccountNo === adminAccountNo &&
      invitation.status !== 'declined',
  );

/** Ends what an invitation gave: the member's shared subscription stops today. */
function endAccess(state: State, invitation: Invitation): void {
  const shared = invitation.memberAccountNo && heldSubscription(state, invitation.memberAccountNo);
  if (!shared) return;
  shared.subscription = {
    ...shared.subscription,
    instStatusCode: STATUS.TERMINATED,
    endDate: osloDate(state.clock.now()),
  };
}

/** Someone who accepted and still shares: their family subscription runs. */
const isMember = (state: State, invitation: FamilyInvitationRecord) =>
  invitation.status === 'used' && !!invitation.memberAccountNo && !!heldSubscription(state, invitation.memberAccountNo);

// ---------- Family ----------

interface Family {
  owner: StoredAccount;
  planName: string;
  maxMembers: number;
  invitations: FamilyInvitationRecord[];
}

/** The family the account's own family subscription makes it the owner of; a member's or a non-family one is none. */
function ownedFamily(state: State, owner: StoredAccount): Family | undefined {
  const stored = heldSubscription(state, owner.ariaAccountNo);
  if (!stored || !isFamily(stored.subscription) || memberInvitation(state, owner.ariaAccountNo)) return undefined;
  return {
    owner,
    planName: stored.subscription.planName,
    maxMembers: familyMaxMembersOf(stored.subscription),
    invitations: familyInvitationsOf(state, owner.ariaAccountNo),
  };
}

/** The invitation through which the account shares someone else's family subscription. */
const memberInvitation = (state: State, ariaAccountNo: string) =>
  [...state.invitations.values()].find(
    (invitation): invitation is FamilyInvitationRecord =>
      invitation.type === 'family' && invitation.memberAccountNo === ariaAccountNo && isMember(state, invitation),
  );

type OwnerView = Extract<FamilySharing, { role: 'owner' }>;

function ownerView(state: State, family: Family): OwnerView {
  const now = state.clock.now();
  const newestFirst = family.invitations.toSorted((a, b) => b.sentAt.localeCompare(a.sentAt));
  return {
    role: 'owner',
    planName: family.planName,
    maxMembers: family.maxMembers,
    members: newestFirst
      .filter((invitation) => isMember(state, invitation))
      .map((invitation) => {
        const member = state.accounts.get(invitation.memberAccountNo!)!;
        return {
          memberId: invitation.invitationId,
          name: fullName(member),
          email: invitation.email,
          since: osloDate(new Date(invitation.acceptedAt ?? invitation.sentAt)),
        };
      }),
    invitations: newestFirst.map((invitation) => ({
      invitationId: invitation.invitationId,
      email: invitation.email,
      status: familyStatusAt(invitation, now),
      sent: invitation.sentAt,
      expires: familyInvitationExpiry(invitation.sentAt),
    })),
  };
}

/** The owner's family for a write: someone else's account is 403, a member or a plan that is not shared 409. */
function familyToChange(
  state: State,
  userId: string,
  params: { ariaAccountNo: string; titleCode: string },
  fail: Fail<'FORBIDDEN' | 'NOT_FAMILY_OWNER'>,
): Family {
  const account = ownAccount(state, userId, params.ariaAccountNo, fail);
  const family = params.titleCode === state.title.titleCode ? ownedFamily(state, account) : undefined;
  if (!family) fail(409, 'NOT_FAMILY_OWNER', 'only the owner of a family subscription shares it');
  return family;
}

/**
 * Mails the invitation link, within the day's limits (domain/sharing/invitation.ts); `places`: how many the sender
 * may invite. The link is on the title's own Min side (its minsideUrl), never on whatever host the request named.
 * The reference backend's stand-in mail system refuses mailboxes it knows are closed.
 */
function mailInvitation(
  state: State,
  invitation: Invitation,
  places: number,
): 'sent' | 'errorSaved' | typeof TOO_MANY_MAILS {
  const now = Date.now();
  state.invitationMails = state.invitationMails.filter((mail) => now - mail.at < MAIL_WINDOW_MS);
  if (!mayMail(state.invitationMails, { to: invitation.email, by: invitation.ownerAccountNo, places }, now))
    return TOO_MANY_MAILS;
  if ((UNDELIVERABLE as readonly string[]).includes(invitation.email)) return 'errorSaved';
  const link = new URL(
    invitation.type === 'family' ? '/verifiser-familiemedlem' : '/bedrift',
    state.title.brand.minsideUrl,
  );
  link.searchParams.set('token', invitation.token);
  state.outbox.push({ to: invitation.email, link: link.href });
  state.invitationMails.push({ to: invitation.email, by: invitation.ownerAccountNo, at: now });
  return 'sent';
}

/** A new invitation's fields; the caller says its kind and first status. */
const newInvitation = (state: State, ownerAccountNo: string, email: string) => ({
  invitationId: newInvitationId(state),
  token: randomId(),
  ownerAccountNo,
  email,
  sentAt: state.clock.now().toISOString(),
});

/** Forgets the oldest closed family invitations beyond FAMILY_HISTORY_KEPT. */
function pruneHistory(state: State, family: Family): void {
  const now = state.clock.now();
  const closed = familyInvitationsOf(state, family.owner.ariaAccountNo)
    .filter((invitation) => !isMember(state, invitation) && familyStatusAt(invitation, now) !== 'valid')
    .toSorted((a, b) => b.sentAt.localeCompare(a.sentAt));
  for (const old of closed.slice(FAMILY_HISTORY_KEPT)) state.invitations.delete(old.token);
}

export const getFamily: Route<'getFamily'> = {
  access: 'user',
  handle({ state, params, userId, fail }): FamilySharing | null {
    const account = ownAccount(state, userId, params.ariaAccountNo, fail);
    if (params.titleCode !== state.title.titleCode) return null;
    const family = ownedFamily(state, account);
    if (family) return ownerView(state, family);
    const membership = memberInvitation(state, account.ariaAccountNo);
    const owner = membership && state.accounts.get(membership.ownerAccountNo);
    const shared = owner && heldSubscription(state, owner.ariaAccountNo);
    if (!membership || !owner || !shared) return null;
    return {
      role: 'member',
      planName: shared.subscription.planName,
      ownerName: fullName(owner),
      since: osloDate(new Date(membership.acceptedAt ?? membership.sentAt)),
    };
  },
};

/** Refused with its InviteResult as the code: already a member or invited, no place left, the day's mails sent, or the mail not sent. */
export const inviteFamilyMember: Route<'inviteFamilyMember'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }) {
    const family = familyToChange(state, userId, params, fail);
    const now = state.clock.now();
    const email = body.email;
    const taken = family.invitations.some(
      (invitation) =>
        invitation.email === email && (isMember(state, invitation) || familyStatusAt(invitation, now) === 'valid'),
    );
    if (taken || email === identityEmail(userId))
      fail(409, 'userExist' satisfies InviteResult, 'email: already shares the subscription or has an open invitation');
    if (familyPlacesLeft(ownerView(state, family)) === 0)
      fail(409, 'maxUsersReached' satisfies InviteResult, `at most ${family.maxMembers} may share`);
    const invitation: FamilyInvitationRecord = {
      ...newInvitation(state, family.owner.ariaAccountNo, email),
      type: 'family',
      status: 'valid',
    };
    const mailed = mailInvitation(state, invitation, family.maxMembers);
    if (mailed === TOO_MANY_MAILS)
      fail(429, mailed, 'email: the invitation e-mails of a day are sent, to this address or by this owner');
    if (mailed === 'errorSaved') fail(502, mailed, 'email: the mail system refused the address');
    state.invitations.set(invitation.token, invitation);
    pruneHistory(state, family);
    return ownerView(state, { ...family, invitations: familyInvitationsOf(state, family.owner.ariaAccountNo) });
  },
};

export const withdrawFamilyInvitation: Route<'withdrawFamilyInvitation'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const family = familyToChange(state, userId, params, fail);
    const invitation = family.invitations.find((candidate) => candidate.invitationId === params.invitationId);
    if (!invitation)
      return fail(404, 'INVITATION_NOT_FOUND', `invitationId: ${params.invitationId} is not this family's`);
    if (familyStatusAt(invitation, state.clock.now()) !== 'valid')
      fail(409, 'NOT_OPEN', 'only an open invitation can be withdrawn');
    invitation.status = 'withdrawn';
    pruneHistory(state, family);
    return ownerView(state, { ...family, invitations: familyInvitationsOf(state, family.owner.ariaAccountNo) });
  },
};

export const removeFamilyMember: Route<'removeFamilyMember'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const family = familyToChange(state, userId, params, fail);
    const invitation = family.invitations.find(
      (candidate) => candidate.invitationId === params.memberId && isMember(state, candidate),
    );
    if (!invitation)
      return fail(404, 'MEMBER_NOT_FOUND', `memberId: ${params.memberId} is not a member of this family`);
    endAccess(state, invitation);
    return ownerView(state, family);
  },
};

/**
 * Sends an invitation again by the one rule (resendVerdict, the admin's too): the same link, mailed once more within
 * the day's e-mails, working two weeks from now. An expired one holds a place again, so it needs one free; one whose
 * address has since joined or been invited anew is `userExist`, as inviting it would be.
 */
export const resendFamilyInvitation: Route<'resendFamilyInvitation'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const family = familyToChange(state, userId, params, fail);
    const invitation = family.invitations.find((candidate) => candidate.invitationId === params.invitationId);
    if (!invitation)
      return fail(404, 'INVITATION_NOT_FOUND', `invitationId: ${params.invitationId} is not this family's`);
    const now = state.clock.now();
    const status = familyStatusAt(invitation, now);
    const verdict = resendVerdict(status, familyPlacesLeft(ownerView(state, family)));
    if (verdict === 'closed')
      fail(409, 'NOT_OPEN', `a ${status} invitation is not sent again: invite the address anew`);
    const newer = family.invitations.some(
      (other) =>
        other !== invitation &&
        other.email === invitation.email &&
        (isMember(state, other) || familyStatusAt(other, now) === 'valid'),
    );
    if (newer)
      fail(409, 'userExist' satisfies InviteResult, 'email: already shares the subscription or has an open invitation');
    if (verdict === 'full')
      fail(409, 'maxUsersReached' satisfies InviteResult, `at most ${family.maxMembers} may share`);
    const mailed = mailInvitation(state, invitation, family.maxMembers);
    if (mailed === TOO_MANY_MAILS)
      fail(429, mailed, 'email: the invitation e-mails of a day are sent, to this address or by this owner');
    if (mailed === 'errorSaved') fail(502, mailed, 'email: the mail system refused the address');
    invitation.status = 'valid';
    invitation.sentAt = now.toISOString();
    return ownerView(state, family);
  },
};

/**
 * A member leaves on their own (leaveRefusal): their shared subscription ends today, as when the owner removes them
 * (endAccess), so home then shows what it shows anyone without a subscription, and the owner's place is free.
 */
export const leaveFamily: Route<'leaveFamily'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    const account = ownAccount(state, userId, params.ariaAccountNo, fail);
    const served = params.titleCode === state.title.titleCode;
    const membership = served ? memberInvitation(state, account.ariaAccountNo) : undefined;
    const refusal = leaveRefusal(membership ? 'member' : served && ownedFamily(state, account) ? 'owner' : undefined);
    if (refusal === 'OWNER_CANNOT_LEAVE') fail(409, refusal, 'the owner ends the subscription instead of leaving it');
    if (refusal || !membership) return fail(409, 'NOT_FAMILY_MEMBER', 'not a member of a family of this title');
    endAccess(state, membership);
    return { ok: true as const };
  },
};

// ---------- Business ----------

interface CompanyOfAdmin {
  admin: StoredAccount;
  company: Company;
}

/** The company the signed-in user administers: "admin" in their own subscription's info (spec §5), else 403. */
function administeredCompany(
  state: State,
  userId: string,
  params: { ariaAccountNo: string; titleCode: string },
  fail: Fail<'FORBIDDEN' | 'NOT_ADMIN'>,
): CompanyOfAdmin {
  const admin = ownAccount(state, userId, params.ariaAccountNo, fail);
  const stored = params.titleCode === state.title.titleCode ? heldSubscription(state, admin.ariaAccountNo) : undefined;
  const company = state.companies.get(admin.ariaAccountNo);
  if (!stored || !isBusinessAdmin(stored.subscription) || !company)
    fail(403, 'NOT_ADMIN', 'only the company’s admin manages its invitations');
  return { admin, company };
}

function accessView(state: State, { admin, company }: CompanyOfAdmin): BusinessAccess {
  return {
    companyName: company.name,
    domain: company.domain,
    maxInvitations: company.maxInvitations,
    invitations: businessInvitationsOf(state, admin.ariaAccountNo).map((invitation) => ({
      email: invitation.email,
      added: osloDate(new Date(invitation.sentAt)),
      status: invitation.status,
    })),
  };
}

export const getBusiness: Route<'getBusiness'> = {
  access: 'user',
  handle: ({ state, params, userId, fail }) => accessView(state, administeredCompany(state, userId, params, fail)),
};

/**
 * Invites what is new, mails again what is waiting (`resent`), and answers every address once with its result, by
 * the page's own rule (classifyEmails): the domain, the maximum and repeats are enforced here whatever was sent.
 */
export const inviteEmployees: Route<'inviteEmployees'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }) {
    const owner = administeredCompany(state, userId, params, fail);
    const { maxInvitations: places, domain } = owner.company;
    const invitations = businessInvitationsOf(state, owner.admin.ariaAccountNo);
    const listed = classifyEmails(body.emails, {
      domain,
      invited: new Map(invitations.map((invitation) => [invitation.email, invitation.status])),
      remaining: remainingPlaces(places, invitations.length),
    });
    const results = listed.flatMap(({ kind, text: email }): { email: string; result: InviteResult }[] => {
      switch (kind) {
        // A repeat is answered at its first occurrence; the contract lets nothing through that is no address.
        case 'duplicate':
        case 'invalid':
          return [];
        case 'otherDomain':
          return [{ email, result: 'wrongEmailDomain' }];
        case 'active':
          return [{ email, result: 'userExist' }];
        case 'overLimit':
          return [{ email, result: 'maxUsersReached' }];
        case 'waiting': {
          const mailed = mailInvitation(
            state,
            invitations.find((invitation) => invitation.email === email)!,
            places,
          );
          return [{ email, result: mailed === 'sent' ? 'resent' : mailed }];
        }
        case 'new': {
          const invitation: BusinessInvitationRecord = {
            ...newInvitation(state, owner.admin.ariaAccountNo, email),
            type: 'business',
            status: 'emailSent',
          };
          const mailed = mailInvitation(state, invitation, places);
          if (mailed !== 'sent') return [{ email, result: mailed }];
          state.invitations.set(invitation.token, invitation);
          return [{ email, result: 'emailSent' }];
        }
      }
    });
    return { results, access: accessView(state, owner) };
  },
};

/** Removes each address's invitation and the access it gave; the admin's own cannot be removed here (`failed`). */
export const removeEmployees: Route<'removeEmployees'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }) {
    const owner = administeredCompany(state, userId, params, fail);
    const invitations = businessInvitationsOf(state, owner.admin.ariaAccountNo);
    const results = [...new Set(body.emails)].map((email): { email: string; result: RemovalResult } => {
      const invitation = invitations.find((candidate) => candidate.email === email);
      if (!invitation) return { email, result: 'notExist' };
      if (email === identityEmail(userId)) return { email, result: 'failed' };
      endAccess(state, invitation);
      state.invitations.delete(invitation.token);
      return { email, result: 'deleted' };
    });
    return { results, access: accessView(state, owner) };
  },
};

// ---------- Accepting ----------

/** An invitation no longer open at `now` says how it closed: a family one by its status, a business one taken up is `used`, one declined `declined`. */
function closedState(invitation: Invitation, now: Date): Exclude<InvitationState, 'open'> | undefined {
  if (invitation.type === 'business')
    return invitation.status === 'emailSent' ? undefined : invitation.status === 'declined' ? 'declined' : 'used';
  const status = familyStatusAt(invitation, now);
  return status === 'valid' ? undefined : status;
}

/** Whether the signed-in user is the one the invitation was sent to, by the address the identity provider vouches for. */
const sentTo = (invitation: Invitation, userId: string) => identityEmail(userId) === invitation.email;

/**
 * The invitation the link's token names, of the kind the page says, sent to the signed-in user; else 404. Someone
 * else holding the link (forwarded, guessed) learns nothing of it, not even whether it is open, used, declined,
 * withdrawn or expired: they are answered exactly as for a token that names no invitation.
 */
function addressedInvitation(
  state: State,
  body: { type: Invitation['type']; token: string },
  userId: string,
  fail: Fail<'INVITATION_NOT_FOUND'>,
): Invitation {
  const invitation = state.invitations.get(body.token);
  if (!invitation || invitation.type !== body.type || !sentTo(invitation, userId))
    return fail(404, 'INVITATION_NOT_FOUND', `token: no ${body.type} invitation with this token`);
  return invitation;
}

/**
 * What accepting an invitation sent to this user would answer now, short of accepting (verify's rule, and what the
 * page shows before its button): closed; the user holds a subscription of the title already; what it shared has
 * ended (as good as withdrawn); or `open`.
 */
function acceptance(state: State, invitation: Invitation, userId: string): InvitationState {
  const closed = closedState(invitation, state.clock.now());
  if (closed) return closed;
  const member = accountOfUser(state, userId);
  if (member && heldSubscription(state, member.ariaAccountNo)) return 'hasSubscription';
  return heldSubscription(state, invitation.ownerAccountNo) ? 'open' : 'withdrawn';
}

/**
 * What the invited person sees before answering: who sent it, as the mail said, and what accepting would answer.
 * Only the addressee: anyone else is answered as for an unknown token (addressedInvitation).
 */
export const getInvitation: Route<'getInvitation'> = {
  access: 'user',
  handle({ state, body, userId, fail }): InvitationDetails {
    const invitation = addressedInvitation(state, body, userId, fail);
    const me = personaByUserId(userId) ?? fail(404, 'ACCOUNT_NOT_FOUND', `no identity for user ${userId}`);
    const owner = state.accounts.get(invitation.ownerAccountNo)!;
    const shared = heldSubscription(state, owner.ariaAccountNo)?.subscription;
    const planName =
      shared?.planName ??
      currentSubscription(state, owner.ariaAccountNo, state.title.titleCode)?.subscription.planName ??
      state.title.name;
    return {
      state: acceptance(state, invitation, userId),
      invitedBy:
        invitation.type === 'family'
          ? fullName(owner)
          : (state.companies.get(owner.ariaAccountNo)?.name ?? fullName(owner)),
      titleName: state.title.name,
      planName,
      signedInAs: { name: `${me.givenName} ${me.familyName}`.trim(), email: me.email.toLowerCase() },
    };
  },
};

/**
 * The invited person says no to a family invitation: it closes as `declined`, which frees the owner's place, and
 * can no longer be accepted. Only the addressee may (a forwarded link declines nothing, and is answered as an
 * unknown token), and only while it is open.
 */
export const declineInvitation: Route<'declineInvitation'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const invitation = addressedInvitation(state, body, userId, fail);
    const closed = closedState(invitation, state.clock.now());
    if (closed) return { status: closed };
    invitation.status = 'declined';
    return { status: 'declined' };
  },
};

/** The family's or the company's subscription, as the member gets it: without paying, for as long as it runs. */
function join(
  state: State,
  invitation: Invitation,
  member: StoredAccount,
): { planName: string; providedBy: string } | undefined {
  const owner = state.accounts.get(invitation.ownerAccountNo);
  const shared = owner && heldSubscription(state, owner.ariaAccountNo)?.subscription;
  if (!owner || !shared) return undefined;
  const family = invitation.type === 'family';
  addSubscription(state, member.ariaAccountNo, {
    ariaPlanID: shared.ariaPlanID,
    ariaScheduleID: shared.ariaScheduleID,
    planName: shared.planName,
    planProductType: shared.planProductType,
    eligibleForSharing: !family,
    instStatusCode: family ? STATUS.ACTIVE_NON_BILLABLE : STATUS.ACTIVE,
    subsRetrieveSubscriptionAddInfo: family
      ? { subscriptionInfo1: '' }
      : { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: NON_PAYING_MARK },
    startDate: osloDate(state.clock.now()),
    endDate: null,
    pendingPlan: null,
    price: 0,
  });
  return {
    planName: shared.planName,
    providedBy: family ? fullName(owner) : (state.companies.get(owner.ariaAccountNo)?.name ?? fullName(owner)),
  };
}

/**
 * The invited person accepts (spec §8's answers in domain/sharing/invitation.ts). Bound to the person it was sent
 * to by the e-mail the identity provider vouches for: a forwarded or guessed link gives nobody else access, tells
 * them nothing of the invitation (an unknown token's 404), and leaves it open for its addressee.
 */
export const verify: Route<'verify'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const invitation = addressedInvitation(state, body, userId, fail);
    const status = acceptance(state, invitation, userId);
    if (status !== 'open') return { status };
    const member = requireAccount(state, userId, fail);
    const access = join(state, invitation, member);
    if (!access) return { status: 'withdrawn' };
    if (invitation.type === 'family') invitation.status = 'used';
    else invitation.status = 'active';
    invitation.memberAccountNo = member.ariaAccountNo;
    invitation.acceptedAt = state.clock.now().toISOString();
    return { status: 'accepted', access };
  },
};
