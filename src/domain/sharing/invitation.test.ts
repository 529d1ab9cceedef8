import { describe, expect, it } from 'vitest';
import {
  FAMILY_INVITATION_DAYS,
  familyInvitationExpiry,
  familyMaxMembersOf,
  familyPlaces,
  familyPlacesLeft,
  familyStatusAt,
  leaveRefusal,
  MAILS_PER_RECIPIENT,
  resendVerdict,
  mailsPerSender,
  mayMail,
  notAllRemoved,
  remainingPlaces,
  type FamilyInvitationStatus,
  type SentInvitation,
} from './invitation.ts';

describe('familyStatusAt: a family invitation is open for two weeks', () => {
  const sentAt = '2026-11-10T09:30:00.000Z';
  it.each([
    ['just sent', 'valid', '2026-11-10T09:30:00.000Z', 'valid'],
    ['a minute before two weeks', 'valid', '2026-11-24T09:29:00.000Z', 'valid'],
    ['at two weeks to the minute', 'valid', '2026-11-24T09:30:00.000Z', 'expired'],
    ['a month later', 'valid', '2026-12-10T09:30:00.000Z', 'expired'],
    ['used stays used, however old', 'used', '2027-11-10T09:30:00.000Z', 'used'],
    ['withdrawn stays withdrawn', 'withdrawn', '2026-12-10T09:30:00.000Z', 'withdrawn'],
  ] as const)('%s', (_label, status, now, expected) => {
    expect(familyStatusAt({ status, sentAt }, new Date(now))).toBe(expected);
  });

  it('expires the given number of days after sending, across the change to winter time', () => {
    expect(FAMILY_INVITATION_DAYS).toBe(14);
    expect(familyInvitationExpiry('2026-10-20T10:00:00.000Z')).toBe('2026-11-03T10:00:00.000Z');
  });
});

describe('familyMaxMembersOf: the plan says how many may share it', () => {
  it.each([
    ['ADR-C-FAMILIE-DIGITAL', 5],
    ['FT-C-FAMILIE-DIGITAL', 5],
    ['ADR-C-DIGITAL-DIGITAL', 0],
    ['ADR-C-BEDRIFT-DIGITAL', 0],
  ])('%s → %i', (ariaPlanID, expected) => {
    expect(familyMaxMembersOf({ ariaPlanID })).toBe(expected);
  });
});

describe('remainingPlaces', () => {
  it.each([
    [5, 0, 5],
    [5, 3, 2],
    [5, 5, 0],
    // A maximum lowered below what is taken leaves none, never a negative number.
    [5, 7, 0],
  ])('max %i, taken %i → %i', (maximum, taken, expected) => {
    expect(remainingPlaces(maximum, taken)).toBe(expected);
  });
});

describe('familyPlacesLeft: members and open invitations take a place each', () => {
  const invitations = (...statuses: FamilyInvitationStatus[]) => statuses.map((status) => ({ status }));
  it.each([
    ['nobody yet', [], invitations(), 5],
    ['a declined invitation frees its place', ['jenny'], invitations('declined', 'valid'), 3],
    [
      'one member, two open, one used, withdrawn and expired ones',
      ['jenny'],
      invitations('valid', 'valid', 'used', 'withdrawn', 'expired'),
      2,
    ],
    ['full', ['a', 'b', 'c'], invitations('valid', 'valid'), 0],
  ])('%s', (_label, members, given, expected) => {
    expect(familyPlacesLeft({ maxMembers: 5, members, invitations: given })).toBe(expected);
  });
});

describe('familyPlaces: what the owner reads ("1 av 5 … 2 plasser holdes av invitasjoner som venter på svar")', () => {
  it.each<[string, number, FamilyInvitationStatus[], { members: number; waiting: number; left: number }]>([
    ['one member, two waiting', 1, ['valid', 'valid', 'expired', 'withdrawn'], { members: 1, waiting: 2, left: 2 }],
    ['declined and used ones hold nothing', 1, ['declined', 'used'], { members: 1, waiting: 0, left: 4 }],
    ['all taken', 3, ['valid', 'valid'], { members: 3, waiting: 2, left: 0 }],
  ])('%s', (_label, members, statuses, expected) => {
    expect(
      familyPlaces({
        maxMembers: 5,
        members: Array.from({ length: members }),
        invitations: statuses.map((status) => ({ status })),
      }),
    ).toEqual(expected);
  });
});

describe('notAllRemoved: spec §8 "not all removed"', () => {
  it.each([
    [['deleted', 'deleted'], false],
    [['deleted', 'failed'], true],
    [['notExist'], true],
    [[], false],
  ] as const)('%j → %s', (results, expected) => {
    expect(notAllRemoved(results)).toBe(expected);
  });
});

describe('mayMail: invitation e-mails a day, per address and per sender', () => {
  const NOW = Date.parse('2026-11-23T12:00:00Z');
  const hoursAgo = (hours: number) => NOW - hours * 60 * 60 * 1000;
  const sent = (count: number, to: (i: number) => string, by = 'eier', at = hoursAgo(1)): SentInvitation[] =>
    Array.from({ length: count }, (_, i) => ({ to: to(i), by, at }));
  const kari = { to: 'kari@example.com', by: 'eier', places: 5 };

  it.each<[string, SentInvitation[], boolean]>([
    ['nothing sent yet', [], true],
    [`${MAILS_PER_RECIPIENT - 1} to the address today`, sent(MAILS_PER_RECIPIENT - 1, () => kari.to), true],
    [`${MAILS_PER_RECIPIENT} to the address today`, sent(MAILS_PER_RECIPIENT, () => kari.to), false],
    [
      `${MAILS_PER_RECIPIENT} to the address, from other senders`,
      sent(MAILS_PER_RECIPIENT, () => kari.to, 'naboen'),
      false,
    ],
    [
      `${MAILS_PER_RECIPIENT} to the address, 24 hours ago and more`,
      sent(MAILS_PER_RECIPIENT, () => kari.to, 'eier', hoursAgo(24)),
      true,
    ],
    [
      `${MAILS_PER_RECIPIENT} to the address, just under 24 hours ago`,
      sent(MAILS_PER_RECIPIENT, () => kari.to, 'eier', hoursAgo(23.99)),
      false,
    ],
    [
      `${mailsPerSender(5) - 1} by the sender to others`,
      sent(mailsPerSender(5) - 1, (i) => `gjest${i}@example.com`),
      true,
    ],
    [`${mailsPerSender(5)} by the sender to others`, sent(mailsPerSender(5), (i) => `gjest${i}@example.com`), false],
    [`${mailsPerSender(5)} by another sender`, sent(mailsPerSender(5), (i) => `gjest${i}@example.com`, 'naboen'), true],
    [
      `${MAILS_PER_RECIPIENT} to the mailbox under other spellings (+tags, capitals)`,
      sent(MAILS_PER_RECIPIENT, (i) => `Kari+${i}@example.com`),
      false,
    ],
    [
      `${MAILS_PER_RECIPIENT - 1} to the mailbox under other spellings`,
      sent(MAILS_PER_RECIPIENT - 1, (i) => `kari+${i}@example.com`),
      true,
    ],
    [
      `${MAILS_PER_RECIPIENT} to a dotted spelling where dots count`,
      sent(MAILS_PER_RECIPIENT, () => 'k.ari@example.com'),
      true,
    ],
  ])('%s → %s', (_, log, expected) => expect(mayMail(log, kari, NOW)).toBe(expected));

  it('at Gmail, dots and +tags are one mailbox: the probe’s victim+1@, victim+2@, v.ictim@ are its three mails (issue 43)', () => {
    const probe = ['victim+1@gmail.com', 'victim+2@gmail.com', 'v.ictim@gmail.com'].map((to) => ({
      to,
      by: 'eier',
      at: hoursAgo(1),
    }));
    expect(mayMail(probe, { to: 'victim@gmail.com', by: 'eier', places: 5 }, NOW)).toBe(false);
    expect(mayMail(probe, { to: 'vi.ctim+4@googlemail.com', by: 'naboen', places: 5 }, NOW)).toBe(false);
    expect(mayMail(probe, { to: 'victim@example.com', by: 'eier', places: 5 }, NOW)).toBe(true);
  });

  it('a company sends each of its places once a day, and ten more', () => {
    expect(mailsPerSender(150)).toBe(160);
    expect(
      mayMail(
        sent(159, (i) => `ansatt${i}@fjordbygg.no`),
        { to: 'ny@fjordbygg.no', by: 'eier', places: 150 },
        NOW,
      ),
    ).toBe(true);
    expect(
      mayMail(
        sent(160, (i) => `ansatt${i}@fjordbygg.no`),
        { to: 'ny@fjordbygg.no', by: 'eier', places: 150 },
        NOW,
      ),
    ).toBe(false);
  });
});

describe('resendVerdict: one rule for sending an invitation again, family and business (issue 41)', () => {
  it.each([
    ['a family invitation waiting, even with no place free (it holds its own)', 'valid', 0, 'resend'],
    ['a business invitation waiting', 'emailSent', 0, 'resend'],
    ['an expired family invitation with a place free', 'expired', 1, 'resend'],
    ['an expired family invitation with no place free', 'expired', 0, 'full'],
    ['an accepted family invitation', 'used', 3, 'closed'],
    ['a declined one: a new invitation replaces it', 'declined', 3, 'closed'],
    ['a withdrawn one', 'withdrawn', 3, 'closed'],
    ['a business invitation taken up', 'active', 3, 'closed'],
  ] as const)('%s', (_label, status, placesLeft, expected) => {
    expect(resendVerdict(status, placesLeft)).toBe(expected);
  });
});

describe('leaveRefusal: a member may leave a family, the owner cannot, anyone else has nothing to leave (issue 41)', () => {
  it.each([
    ['member', undefined],
    ['owner', 'OWNER_CANNOT_LEAVE'],
    [undefined, 'NOT_FAMILY_MEMBER'],
  ] as const)('%s → %s', (role, expected) => {
    expect(leaveRefusal(role)).toBe(expected);
  });
});
