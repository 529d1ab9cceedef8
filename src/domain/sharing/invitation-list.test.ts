import { describe, expect, it } from 'vitest';
import { INVITATIONS_PER_PAGE, viewInvitations, type ListedInvitation } from './invitation-list.ts';

/** `count` invitations at firma.no, one a day back from 2026-11-25; every third still waiting. */
const invitations = (count: number): ListedInvitation[] =>
  Array.from({ length: count }, (_, i) => ({
    email: `ansatt${String(i).padStart(3, '0')}@firma.no`,
    added: new Date(Date.UTC(2026, 10, 25 - i)).toISOString().slice(0, 10),
    status: i % 3 === 0 ? 'emailSent' : 'active',
  }));

describe('viewInvitations', () => {
  it('counts each filter, newest first, one page at a time', () => {
    const view = viewInvitations(invitations(120), { filter: 'all', search: '', page: 1 });
    expect(view.counts).toEqual({ all: 120, sent: 40, active: 80 });
    expect(view).toMatchObject({ matching: 120, page: 1, pages: 5 });
    expect(view.items).toHaveLength(INVITATIONS_PER_PAGE);
    expect(view.items[0]!.email).toBe('ansatt000@firma.no');
  });

  it.each([
    ['sent', 'emailSent', 40],
    ['active', 'active', 80],
  ] as const)('the filter %s shows only %s', (filter, status, matching) => {
    const view = viewInvitations(invitations(120), { filter, search: '', page: 1 });
    expect(view.matching).toBe(matching);
    expect(view.items.every((invitation) => invitation.status === status)).toBe(true);
  });

  it.each([
    ['a part of the address, in any case', 'ANSATT01', 10],
    ['with spaces around', '  ansatt119 ', 1],
    ['nothing that matches', 'kari', 0],
  ])('search: %s', (_label, search, matching) => {
    expect(viewInvitations(invitations(120), { filter: 'all', search, page: 1 }).matching).toBe(matching);
  });

  it.each([
    ['the last page holds the rest', 5, 5, 20],
    ['past the end shows the last page', 9, 5, 20],
    ['before the start shows the first', 0, 1, 25],
    ['not a number shows the first', Number.NaN, 1, 25],
  ])('%s', (_label, page, shown, items) => {
    const view = viewInvitations(invitations(120), { filter: 'all', search: '', page });
    expect(view.page).toBe(shown);
    expect(view.items).toHaveLength(items);
  });

  it('an empty list is one empty page', () => {
    expect(viewInvitations([], { filter: 'sent', search: 'x', page: 3 })).toEqual({
      items: [],
      matching: 0,
      page: 1,
      pages: 1,
      counts: { all: 0, sent: 0, active: 0 },
    });
  });

  it('500 invitations: twenty pages, the last one partly filled', () => {
    const view = viewInvitations(invitations(500), { filter: 'all', search: '', page: 20 });
    expect(view).toMatchObject({ matching: 500, page: 20, pages: 20 });
    expect(view.items.map((invitation) => invitation.email).at(-1)).toBe('ansatt499@firma.no');
  });
});
