// /administrer-bedrift as a model without React (DESIGN: UI-free models for big widgets): the company's
// invitations, the list as the admin filters, searches and pages through it, what is selected, and inviting,
// resending and removing many at once, each answered with a report in spec §8's words.
import { atom, computed } from 'nanostores';
import type { BusinessAccess, BusinessInvitation } from '../../api/contract.ts';
import { EMAILS_PER_REQUEST } from '../../api/contract.ts';
import { findBusinessAccess, inviteEmployees, removeEmployees } from '../../api/sharing.ts';
import {
  classifyEmails,
  readEmailList,
  type EmailListContext,
  type ListedEmail,
  type ListedKind,
} from '../../domain/sharing/email-list.ts';
import {
  inviteReport,
  removalReport,
  type InviteReport,
  type RemovalReport,
} from '../../domain/sharing/invite-report.ts';
import { viewInvitations, type InvitationFilter, type ListQuery } from '../../domain/sharing/invitation-list.ts';
import { remainingPlaces, type InviteResult } from '../../domain/sharing/invitation.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { $subscriptionHolder, subscriptionHolder } from '../subscription/subscription.ts';
import { userBound } from '../kit/user-bound.ts';

export type { BusinessAccess, BusinessInvitation, InviteReport, RemovalReport };

export type BusinessState = LoadState<{ status: 'loaded'; access: BusinessAccess }>;

/** The company's invitations, asked for as soon as the guard has let the admin in with the subscription. */
export const $business = createLoad({
  from: $subscriptionHolder,
  fetch: async (holder: {
    ariaAccountNo: string;
    titleCode: string;
  }): Promise<{ status: 'loaded'; access: BusinessAccess }> => ({
    status: 'loaded',
    access: await findBusinessAccess(holder),
  }),
});

/** How many more the company may invite. */
export const placesLeft = (access: BusinessAccess) => remainingPlaces(access.maxInvitations, access.invitations.length);

export const $listQuery = userBound(atom<ListQuery>({ filter: 'all', search: '', page: 1 }));
/** The addresses picked for resending or removing, across pages. */
export const $selection = userBound(atom<readonly string[]>([]));

/** The page of the list the admin looks at, or undefined before the invitations have come. */
export const $invitationView = computed([$business, $listQuery], (business, query) =>
  business.status === 'loaded' ? viewInvitations(business.access.invitations, query) : undefined,
);

// A new filter or search shows other invitations: what was picked among the old ones is let go, so an action
// never reaches an address the admin can no longer see.
export function showFilter(filter: InvitationFilter): void {
  $listQuery.set({ ...$listQuery.get(), filter, page: 1 });
  $selection.set([]);
}

export function searchFor(search: string): void {
  $listQuery.set({ ...$listQuery.get(), search, page: 1 });
  $selection.set([]);
}

export function showPage(page: number): void {
  $listQuery.set({ ...$listQuery.get(), page });
}

export function toggleSelected(email: string): void {
  const selection = $selection.get();
  $selection.set(selection.includes(email) ? selection.filter((picked) => picked !== email) : [...selection, email]);
}

export function selectPage(): void {
  const onPage = $invitationView.get()?.items.map((invitation) => invitation.email) ?? [];
  $selection.set([...new Set([...$selection.get(), ...onPage])]);
}

export function clearSelection(): void {
  $selection.set([]);
}

function loadedAccess(): BusinessAccess {
  const business = $business.get();
  if (business.status !== 'loaded') throw new Error('The company’s invitations are not loaded');
  return business.access;
}

/** Sends the addresses in requests the contract allows, and shows the company's invitations as they now are. */
async function invite(emails: readonly string[]): Promise<{ email: string; result: InviteResult }[]> {
  const results: { email: string; result: InviteResult }[] = [];
  for (let start = 0; start < emails.length; start += EMAILS_PER_REQUEST) {
    const answer = await inviteEmployees(subscriptionHolder(), emails.slice(start, start + EMAILS_PER_REQUEST));
    $business.replace({ status: 'loaded', access: answer.access });
    results.push(...answer.results);
  }
  return results;
}

/** The admin is no longer one (the page showed what has changed since). */
const NOT_ADMIN = { refusals: refusalsOf(['inviteEmployees', 'removeEmployees'], { NOT_ADMIN: 'form' }) };

/** What a list is checked against: the company's domain, its invitations as they are now, and the places left. */
const listContext = (access: BusinessAccess): EmailListContext => ({
  domain: access.domain,
  invited: new Map(access.invitations.map((invitation) => [invitation.email, invitation.status])),
  remaining: placesLeft(access),
});

const addressesOf = (listed: readonly ListedEmail[], kind: ListedKind) =>
  listed.flatMap((item) => (item.kind === kind ? [item.email!] : []));

/**
 * The pasted list, read once by the one rule (domain/sharing/email-list.ts): only new addresses within the maximum
 * are sent, and the report puts every item in one outcome, with the ones to correct kept for the text box.
 */
export const $employeeInvite = createSubmission(
  async ({ emails }: { emails: string }): Promise<InviteReport> => {
    const listed = readEmailList(emails, listContext(loadedAccess()));
    return inviteReport(listed, await invite(addressesOf(listed, 'new')));
  },
  { ...NOT_ADMIN, keep: 'ansatte' },
);

/** Mails the waiting ones among `emails` again; one already active has nothing to do and is not sent. */
async function resend(emails: readonly string[]): Promise<InviteReport> {
  const listed = classifyEmails(emails, listContext(loadedAccess()));
  return inviteReport(listed, await invite(addressesOf(listed, 'waiting')));
}

/** How many of the picked invitations are waiting: "Send på nytt" is offered for those only. */
export const $pickedWaiting = computed([$business, $selection], (business, selection) =>
  business.status === 'loaded'
    ? addressesOf(classifyEmails(selection, listContext(business.access)), 'waiting').length
    : 0,
);

/** "Send på nytt" for the picked invitations. */
export const $employeeResend = createSubmission(async (emails: readonly string[]): Promise<InviteReport> => {
  const report = await resend(emails);
  clearSelection();
  return report;
}, NOT_ADMIN);

/** "Send på nytt" beside the paste report's addresses that were already waiting. */
export const $waitingResend = createSubmission(resend, NOT_ADMIN);

/** Removes the picked invitations, and the access of those who took it, after the admin's yes. */
export const $employeeRemoval = createSubmission(async (emails: readonly string[]): Promise<RemovalReport> => {
  const answer = await removeEmployees(subscriptionHolder(), [...emails]);
  $business.replace({ status: 'loaded', access: answer.access });
  clearSelection();
  return removalReport(answer.results);
}, NOT_ADMIN);
