// A company's invitations as the admin looks through them: filtered by status (spec §3: all / sent / active),
// searched by e-mail and split into pages, so a list of hundreds stays quick to read and to act on.
import type { BusinessInvitationStatus } from './invitation.ts';

export const INVITATION_FILTERS = ['all', 'sent', 'active'] as const;
export type InvitationFilter = (typeof INVITATION_FILTERS)[number];

const SHOWS: Record<InvitationFilter, (status: BusinessInvitationStatus) => boolean> = {
  all: () => true,
  sent: (status) => status === 'emailSent',
  active: (status) => status === 'active',
};

/** A page holds as many as a phone shows in a few swipes; more is paging, not scrolling. */
export const INVITATIONS_PER_PAGE = 25;

export interface ListedInvitation {
  email: string;
  /** The day it was added, YYYY-MM-DD. */
  added: string;
  status: BusinessInvitationStatus;
}

export interface ListQuery {
  filter: InvitationFilter;
  /** Part of an e-mail address, in any case; blank shows all. */
  search: string;
  /** 1-based; one past the end shows the last page. */
  page: number;
}

export interface ListView<T extends ListedInvitation> {
  items: T[];
  /** How many match the filter and search, on every page. */
  matching: number;
  page: number;
  pages: number;
  /** How many each filter shows (before the search), for the filter's labels. */
  counts: Record<InvitationFilter, number>;
}

/** Newest first, then by address, so the list does not reorder between loads. */
const byNewest = (a: ListedInvitation, b: ListedInvitation) =>
  b.added.localeCompare(a.added) || a.email.localeCompare(b.email);

export function viewInvitations<T extends ListedInvitation>(invitations: readonly T[], query: ListQuery): ListView<T> {
  const needle = query.search.trim().toLowerCase();
  const counts = Object.fromEntries(
    Object.entries(SHOWS).map(([filter, shows]) => [
      filter,
      invitations.filter((invitation) => shows(invitation.status)).length,
    ]),
  ) as Record<InvitationFilter, number>;
  const matching = invitations
    .filter((invitation) => SHOWS[query.filter](invitation.status) && invitation.email.includes(needle))
    .sort(byNewest);
  const pages = Math.max(1, Math.ceil(matching.length / INVITATIONS_PER_PAGE));
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pages);
  const start = (page - 1) * INVITATIONS_PER_PAGE;
  return { items: matching.slice(start, start + INVITATIONS_PER_PAGE), matching: matching.length, page, pages, counts };
}
