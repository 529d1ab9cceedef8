// The sharing stores against the reference backend over real HTTP: the family owner's and member's family, the
// owner's changes, accepting an invitation, and the business admin's list model with inviting, resending and
// removing many at once; every call meets every fault kind, and a write's input stays kept for the retry.
import { cleanStores } from 'nanostores';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { FAULTS, meeting } from '../../../tests/support/faults.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { familyInviteSchema } from '../../domain/sharing/invite-forms.ts';
import { familyPlaces } from '../../domain/sharing/invitation.ts';
import { hasSubscription } from '../../domain/subscription/status.ts';
import { nbSharing, sharingFormWords } from '../../i18n/nb/sharing.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let family: typeof import('./family-sharing.ts');
let answer: typeof import('./invitation-answer.ts');
let business: typeof import('./business-admin.ts');
let user: typeof import('../kit/user-bound.ts');

beforeAll(async () => {
  account = await import('../person/account.ts');
  subscription = await import('../subscription/subscription.ts');
  family = await import('./family-sharing.ts');
  answer = await import('./invitation-answer.ts');
  business = await import('./business-admin.ts');
  user = await import('../kit/user-bound.ts');
});

/** Faults a write meets: the request failed, and the form keeps what was sent. 401/406 send the user to login instead. */
const WRITE_FAULTS = FAULTS.filter(([name]) => name !== '401' && name !== '406');
const LOGIN_FAULTS = FAULTS.filter(([name]) => name === '401' || name === '406');

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  // As after a logout: every store of the user's empty, the submissions among them.
  user.forgetUser();
  // A new page: nothing has read the loads yet (a read in the last test keeps them mounted for a second).
  cleanStores(family.$family, business.$business, answer.$invitation);
});

async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  const found = await account.loadAccount(session.userId, TITLE_CODE);
  await subscription.loadSubscription(found.ariaAccountNo, TITLE_CODE);
}

function ownerView() {
  const state = family.$family.get();
  if (state.status !== 'loaded' || state.sharing.role !== 'owner')
    throw new Error(`not the owner's family: ${JSON.stringify(state)}`);
  return state.sharing;
}

describe('$family', () => {
  it('the owner’s family: members and invitations; a member’s: whose it is', async () => {
    await signInAndLoad('family-owner');
    await family.$family.load();
    expect(ownerView()).toMatchObject({ maxMembers: 5, members: [{ name: 'Jenny Eriksen' }] });

    user.forgetUser();
    await signInAndLoad('family-member');
    await family.$family.load();
    expect(family.$family.get()).toMatchObject({
      status: 'loaded',
      sharing: { role: 'member', ownerName: 'Anne Eriksen' },
    });
  });

  it.each(FAULTS)('a %s loading the family is a failure, and the retry loads', async (_, kind) => {
    await signInAndLoad('family-owner');
    // A load the subscription started (while $family is still mounted from the test before) ends first, so the
    // fault meets the load below, not that one.
    await family.$family.load();
    family.$family.clear();
    await page.fault({ call: 'getFamily', ...kind, times: 1 });
    await meeting(kind, () => family.$family.load());
    expect(family.$family.get()).toMatchObject({ status: 'failed' });
    await family.$family.load();
    expect(family.$family.get()).toMatchObject({ status: 'loaded' });
  });
});

describe('the owner’s changes', () => {
  beforeEach(async () => {
    await signInAndLoad('family-owner');
    await family.$family.load();
  });

  it('invites an address as typed, sent normalised; withdraws it; removes a member', async () => {
    const typed = { email: ' Lars.Johansen@Example.com ' };
    const invited = await family.$familyInvite.submit(v.parse(familyInviteSchema(sharingFormWords), typed), typed);
    expect(invited).toMatchObject({ status: 'done', result: { email: 'lars.johansen@example.com', status: 'valid' } });
    expect(ownerView().invitations[0]).toMatchObject({ email: 'lars.johansen@example.com' });

    const open = ownerView().invitations[0]!;
    expect(await family.$invitationWithdrawal.submit(open)).toMatchObject({ status: 'done' });
    expect(ownerView().invitations[0]).toMatchObject({ invitationId: open.invitationId, status: 'withdrawn' });

    const jenny = ownerView().members[0]!;
    expect(await family.$memberRemoval.submit(jenny)).toMatchObject({
      status: 'done',
      result: { name: 'Jenny Eriksen' },
    });
    expect(ownerView().members).toEqual([]);
  });

  it.each([
    [
      'someone with an open invitation',
      'magnus.eriksen@example.com',
      { status: 'refused', code: 'userExist', field: 'email' },
    ],
    ['a mailbox that refuses mail', 'sluttet@fjordbygg.no', { status: 'refused', code: 'errorSaved', field: 'email' }],
  ])(
    'inviting %s is refused at the address, with the family kept on screen while it is asked for afresh',
    async (_label, email, expected) => {
      const statuses: string[] = [];
      const stop = family.$family.listen((state) => statuses.push(state.status));
      expect(await family.$familyInvite.submit({ email })).toEqual(expected);
      await vi.waitFor(() => expect(statuses).toContain('loaded'));
      stop();
      expect(statuses.every((status) => status === 'loaded')).toBe(true);
    },
  );

  it('sends a waiting and an expired invitation again (issue 41); an accepted one is refused, and the list asked for afresh', async () => {
    const expired = ownerView().invitations.find((invitation) => invitation.status === 'expired')!;
    expect(await family.$invitationResend.submit(expired)).toMatchObject({
      status: 'done',
      result: { invitationId: expired.invitationId, status: 'valid' },
    });
    expect(familyPlaces(ownerView())).toEqual({ members: 1, waiting: 3, left: 1 });
    const waiting = ownerView().invitations.find((invitation) => invitation.email === 'marte.solberg@example.com')!;
    expect(await family.$invitationResend.submit(waiting)).toMatchObject({
      status: 'done',
      result: { email: 'marte.solberg@example.com', status: 'valid' },
    });
    const used = ownerView().invitations.find((invitation) => invitation.status === 'used')!;
    expect(await family.$invitationResend.submit(used)).toEqual({ status: 'refused', code: 'NOT_OPEN' });
    await vi.waitFor(() => expect(family.$family.get()).toMatchObject({ status: 'loaded' }));
  });

  it('with every place taken the invitation is refused for the form, and the family shown again', async () => {
    await family.$familyInvite.submit({ email: 'ny1@example.com' });
    await family.$familyInvite.submit({ email: 'ny2@example.com' });
    expect(await family.$familyInvite.submit({ email: 'ny3@example.com' })).toEqual({
      status: 'refused',
      code: 'maxUsersReached',
    });
  });

  it('withdrawing an invitation that expired meanwhile is refused, and the list is asked for afresh', async () => {
    const expired = ownerView().invitations.find((invitation) => invitation.status === 'expired')!;
    expect(await family.$invitationWithdrawal.submit({ ...expired, status: 'valid' })).toEqual({
      status: 'refused',
      code: 'NOT_OPEN',
    });
    await vi.waitFor(() => expect(family.$family.get()).toMatchObject({ status: 'loaded' }));
  });

  it.each(WRITE_FAULTS)('a %s on each write fails with the input kept, and the retry goes through', async (_, kind) => {
    await page.fault({ call: 'inviteFamilyMember', ...kind, times: 1 });
    expect(
      await meeting(kind, () =>
        family.$familyInvite.submit({ email: 'lars.johansen@example.com' }, { email: 'lars.johansen@example.com' }),
      ),
    ).toMatchObject({ status: 'failed', kept: true });
    expect(family.$familyInvite.restore()).toEqual({ email: 'lars.johansen@example.com' });
    expect(await family.$familyInvite.retry()).toMatchObject({ status: 'done' });

    const open = ownerView().invitations[0]!;
    await page.fault({ call: 'withdrawFamilyInvitation', ...kind, times: 1 });
    expect(await meeting(kind, () => family.$invitationWithdrawal.submit(open))).toMatchObject({ status: 'failed' });
    expect(await family.$invitationWithdrawal.retry()).toMatchObject({ status: 'done' });

    const waiting = ownerView().invitations.find((invitation) => invitation.status === 'valid')!;
    await page.fault({ call: 'resendFamilyInvitation', ...kind, times: 1 });
    expect(await meeting(kind, () => family.$invitationResend.submit(waiting))).toMatchObject({ status: 'failed' });
    expect(await family.$invitationResend.retry()).toMatchObject({ status: 'done' });

    await page.fault({ call: 'removeFamilyMember', ...kind, times: 1 });
    expect(await meeting(kind, () => family.$memberRemoval.submit(ownerView().members[0]!))).toMatchObject({
      status: 'failed',
    });
    expect(await family.$memberRemoval.retry()).toMatchObject({ status: 'done' });
  });

  it.each(LOGIN_FAULTS)(
    'a %s inviting stays pending while login takes over, with the address kept for after',
    async (_, kind) => {
      await page.fault({ call: 'inviteFamilyMember', ...kind, times: 1 });
      expect(
        await family.$familyInvite.submit(
          { email: 'lars.johansen@example.com' },
          { email: 'lars.johansen@example.com' },
        ),
      ).toEqual({ status: 'pending' });
      expect(family.$familyInvite.restore()).toEqual({ email: 'lars.johansen@example.com' });
    },
  );
});

describe('$familyLeave (issue 41)', () => {
  it('a member leaves: the family is none and the subscription, asked afresh, is none to manage; the owner is refused', async () => {
    await signInAndLoad('family-member');
    await family.$family.load();
    expect(await family.$familyLeave.submit('Anne Eriksen')).toEqual({
      status: 'done',
      result: { ownerName: 'Anne Eriksen' },
    });
    expect(family.$family.get()).toEqual({ status: 'none' });
    expect(hasSubscription(subscription.$subscription.get())).toBe(false);

    user.forgetUser();
    await signInAndLoad('family-owner');
    await family.$family.load();
    expect(ownerView().members).toEqual([]);
    expect(await family.$familyLeave.submit('Anne Eriksen')).toEqual({ status: 'refused', code: 'OWNER_CANNOT_LEAVE' });
  });

  it.each(WRITE_FAULTS)('a %s leaving fails with nothing changed, and the retry leaves', async (_, kind) => {
    await signInAndLoad('family-member');
    await family.$family.load();
    await page.fault({ call: 'leaveFamily', ...kind, times: 1 });
    expect(await meeting(kind, () => family.$familyLeave.submit('Anne Eriksen'))).toMatchObject({ status: 'failed' });
    expect(family.$family.get()).toMatchObject({ status: 'loaded', sharing: { role: 'member' } });
    expect(await family.$familyLeave.retry()).toMatchObject({ status: 'done' });
  });
});

describe('$invitationAnswer', () => {
  it('accepted, with what the user now has; a used or unknown invitation is said as such', async () => {
    await page.signIn('invited-employee');
    expect(await answer.$invitationAnswer.submit({ type: 'business', token: 'bedrift-invitasjon-1' })).toEqual({
      status: 'done',
      result: { status: 'accepted', access: { planName: 'Bedrift digital', providedBy: 'Fjordbygg AS' } },
    });
    expect(await answer.$invitationAnswer.submit({ type: 'business', token: 'bedrift-invitasjon-1' })).toEqual({
      status: 'done',
      result: { status: 'used' },
    });
    expect(await answer.$invitationAnswer.submit({ type: 'business', token: 'finnes-ikke' })).toEqual({
      status: 'refused',
      code: 'INVITATION_NOT_FOUND',
    });
  });

  it.each(WRITE_FAULTS)('a %s fails with nothing said to be kept, and the retry accepts', async (_, kind) => {
    await page.signIn('invited-family-member');
    await page.fault({ call: 'verify', ...kind, times: 1 });
    const failed = await meeting(kind, () =>
      answer.$invitationAnswer.submit({ type: 'family', token: 'familie-invitasjon-1' }),
    );
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed).not.toHaveProperty('kept');
    expect(await answer.$invitationAnswer.retry()).toMatchObject({ status: 'done', result: { status: 'accepted' } });
  });
});

describe('$invitation and $invitationDecline (issue 24)', () => {
  const link = { type: 'family' as const, token: 'familie-invitasjon-1' };

  it('the page’s invitation comes from its address: the route says the kind, the link the token', () => {
    vi.stubGlobal('location', new URL(`${page.base}/verifiser-familiemedlem?token=familie-invitasjon-1`));
    expect(answer.invitationHere()).toEqual(link);
    vi.stubGlobal('location', new URL(`${page.base}/bedrift?token=bedrift-invitasjon-1`));
    expect(answer.invitationHere()).toEqual({ type: 'business', token: 'bedrift-invitasjon-1' });
  });

  it('before the button: who invited, to what, and who is signed in; a link nobody knows is notFound', async () => {
    await page.signIn('invited-family-member');
    expect(await answer.$invitation.load(link)).toEqual({
      status: 'loaded',
      invitation: {
        state: 'open',
        invitedBy: 'Anne Eriksen',
        titleName: 'Adresseavisen',
        planName: 'Familie digital',
        signedInAs: { name: 'Magnus Eriksen', email: 'magnus.eriksen@example.com' },
      },
    });
    expect(await answer.$invitation.load({ type: 'family', token: 'finnes-ikke' })).toEqual({ status: 'notFound' });
  });

  // Links e2e once opened one by one (sharing.spec.ts keeps its own invitation expired, one sent to someone else and an
  // unknown token), each opened by its addressee: a closed invitation loads as its state, which the page says with
  // that state's words and no button (AcceptInvitation).
  it.each([
    ['familie-brukt', 'family-member', 'used', 'Invitasjonen er allerede brukt'],
    ['familie-trukket', 'invited-family-member', 'withdrawn', 'Invitasjonen er trukket tilbake'],
  ] as const)('%s loads closed for %s, as %s, said as "%s"', async (token, addressee, state, heading) => {
    await page.signIn(addressee);
    expect(await answer.$invitation.load({ type: 'family', token })).toMatchObject({
      status: 'loaded',
      invitation: { state },
    });
    expect(nbSharing.accept.family[state].heading).toBe(heading);
  });

  it('declined: closed, the owner’s place is free again, and accepting it afterwards is refused as declined', async () => {
    await signInAndLoad('family-owner');
    await family.$family.load();
    expect(familyPlaces(ownerView())).toEqual({ members: 1, waiting: 2, left: 2 });

    user.forgetUser();
    await page.signIn('invited-family-member');
    expect(await answer.$invitationDecline.submit(link)).toEqual({ status: 'done', result: { status: 'declined' } });
    expect(await answer.$invitationAnswer.submit(link)).toEqual({ status: 'done', result: { status: 'declined' } });
    expect(await answer.$invitation.load(link)).toMatchObject({ status: 'loaded', invitation: { state: 'declined' } });

    user.forgetUser();
    await signInAndLoad('family-owner');
    await family.$family.load();
    expect(familyPlaces(ownerView())).toEqual({ members: 1, waiting: 1, left: 3 });
  });

  it('an employee declines a business invitation too (issue 41): closed as declined', async () => {
    await page.signIn('invited-employee');
    const employee = { type: 'business' as const, token: 'bedrift-invitasjon-1' };
    expect(await answer.$invitationDecline.submit(employee)).toEqual({
      status: 'done',
      result: { status: 'declined' },
    });
    expect(await answer.$invitation.load(employee)).toMatchObject({
      status: 'loaded',
      invitation: { state: 'declined' },
    });
  });

  it('signed in as someone else: the page is told nothing of the invitation (notFound, as for an unknown link), and declining changes nothing', async () => {
    await page.signIn('private-email');
    expect(await answer.$invitation.load(link)).toEqual({ status: 'notFound' });
    expect(await answer.$invitationDecline.submit(link)).toEqual({ status: 'refused', code: 'INVITATION_NOT_FOUND' });
  });

  it.each(FAULTS)('a %s looking the invitation up is a failure, and the retry loads', async (_, kind) => {
    await page.signIn('invited-family-member');
    await page.fault({ call: 'getInvitation', ...kind, times: 1 });
    await meeting(kind, () => answer.$invitation.load(link));
    expect(answer.$invitation.get()).toMatchObject({ status: 'failed' });
    expect(await answer.$invitation.load(link)).toMatchObject({ status: 'loaded' });
  });

  it.each(WRITE_FAULTS)('a %s declining fails, and the retry declines', async (_, kind) => {
    await page.signIn('invited-family-member');
    await page.fault({ call: 'declineInvitation', ...kind, times: 1 });
    expect(await meeting(kind, () => answer.$invitationDecline.submit(link))).toMatchObject({ status: 'failed' });
    expect(await answer.$invitationDecline.retry()).toEqual({ status: 'done', result: { status: 'declined' } });
  });
});

describe('the business admin’s model', () => {
  beforeEach(async () => {
    await signInAndLoad('business-admin');
    await business.$business.load();
  });

  const view = () => business.$invitationView.get()!;

  it('pages, filters and searches the 120 invitations; a new filter lets go of what was picked', () => {
    expect(view()).toMatchObject({ matching: 120, page: 1, pages: 5, counts: { all: 120, sent: 31, active: 89 } });
    business.showPage(5);
    expect(view().items).toHaveLength(20);
    business.toggleSelected(view().items[0]!.email);
    business.selectPage();
    expect(business.$selection.get()).toHaveLength(20);
    business.showFilter('sent');
    expect(business.$selection.get()).toEqual([]);
    expect(view()).toMatchObject({ matching: 31, page: 1 });
    business.searchFor('OLA.NORDBY');
    expect(view().items.map((invitation) => invitation.email)).toEqual(['ola.nordby@fjordbygg.no']);
  });

  it('30 mixed addresses: only the new ones within the maximum are sent, each item lands in one outcome, and the ones to correct are kept for the box', async () => {
    const fresh = Array.from({ length: 22 }, (_, i) => `ny.kollega${i}@fjordbygg.no`);
    const pasted = [
      ...fresh.slice(0, 11),
      'Kari Nordmann <kari@annetfirma.no>',
      'ikke-en-adresse',
      '<script>alert(1)</script>',
      'ola.nordby@fjordbygg.no',
      fresh[0],
      'sluttet@fjordbygg.no',
      'ANDERS.AAS@fjordbygg.no',
      'anders.berg@fjordbygg.no',
      ...fresh.slice(11),
    ].join(',\n');
    const state = await business.$employeeInvite.submit({ emails: pasted });
    expect(state).toMatchObject({ status: 'done' });
    const report = (state as { result: import('../../domain/sharing/invite-report.ts').InviteReport }).result;
    expect(report).toMatchObject({
      someNotSent: true,
      maximumReached: false,
      toCorrect: 'kari@annetfirma.no\nikke-en-adresse\n<script>alert(1)</script>',
    });
    expect(report.lines).toEqual([
      { outcome: 'invited', addresses: fresh },
      { outcome: 'errorSaved', addresses: ['sluttet@fjordbygg.no'] },
      { outcome: 'otherDomain', addresses: ['kari@annetfirma.no'] },
      { outcome: 'invalid', addresses: ['ikke-en-adresse', '<script>alert(1)</script>'] },
      { outcome: 'waiting', addresses: ['ola.nordby@fjordbygg.no', 'ANDERS.AAS@fjordbygg.no'] },
      { outcome: 'active', addresses: ['anders.berg@fjordbygg.no'] },
      { outcome: 'duplicate', addresses: ['ny.kollega0@fjordbygg.no'] },
    ]);
    expect(view().counts.all).toBe(142);

    // "Send på nytt" beside the waiting ones mails exactly those.
    expect(await business.$waitingResend.submit(['ola.nordby@fjordbygg.no', 'ANDERS.AAS@fjordbygg.no'])).toMatchObject({
      status: 'done',
      result: {
        lines: [{ outcome: 'resent', addresses: ['ola.nordby@fjordbygg.no', 'ANDERS.AAS@fjordbygg.no'] }],
        someNotSent: false,
        toCorrect: '',
      },
    });
  });

  it('every valid address sent: nothing said to be unsent, and the box is emptied', async () => {
    const state = await business.$employeeInvite.submit({
      emails: 'ny@fjordbygg.no ny@fjordbygg.no ola.nordby@fjordbygg.no nora.larsen@fjordbygg.no',
    });
    expect(state).toMatchObject({
      status: 'done',
      result: {
        someNotSent: false,
        maximumReached: false,
        toCorrect: '',
        lines: [
          { outcome: 'invited', addresses: ['ny@fjordbygg.no'] },
          { outcome: 'waiting', addresses: ['ola.nordby@fjordbygg.no'] },
          { outcome: 'active', addresses: ['nora.larsen@fjordbygg.no'] },
          { outcome: 'duplicate', addresses: ['ny@fjordbygg.no'] },
        ],
      },
    });
  });

  it('a hostile list of 10 000 lines is read once: the maximum holds and every line is accounted for', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      i % 5 === 0 ? `"quoted${i}"@fjordbygg.no` : i % 7 === 0 ? `ansatt${i}@bjørnøya.no` : `ansatt${i}@fjordbygg.no`,
    );
    const state = await business.$employeeInvite.submit({ emails: lines.join('\n') });
    const report = (state as { result: import('../../domain/sharing/invite-report.ts').InviteReport }).result;
    expect(report).toMatchObject({ maximumReached: true });
    expect(report.lines.find((line) => line.outcome === 'invited')?.addresses).toHaveLength(30);
    expect(report.lines.reduce((sum, line) => sum + line.addresses.length, 0)).toBe(10_000);
    expect(report.lines.find((line) => line.outcome === 'otherDomain')?.addresses[0]).toBe('ansatt7@bjørnøya.no');
    expect(view().counts.all).toBe(150);
  });

  it('resends the picked waiting invitations; one already active is not sent and has nothing to do', async () => {
    business.toggleSelected('nora.larsen@fjordbygg.no');
    expect(business.$pickedWaiting.get()).toBe(0);
    business.toggleSelected('ola.nordby@fjordbygg.no');
    expect(business.$pickedWaiting.get()).toBe(1);
    const state = await business.$employeeResend.submit(business.$selection.get());
    expect(state).toMatchObject({
      status: 'done',
      result: {
        someNotSent: false,
        lines: [
          { outcome: 'resent', addresses: ['ola.nordby@fjordbygg.no'] },
          { outcome: 'active', addresses: ['nora.larsen@fjordbygg.no'] },
        ],
      },
    });
    expect(business.$selection.get()).toEqual([]);
  });

  it('removes the picked ones; the admin’s own address is not removed, so not all were', async () => {
    const state = await business.$employeeRemoval.submit(['nora.larsen@fjordbygg.no', 'erik.nilsen@fjordbygg.no']);
    expect(state).toMatchObject({
      status: 'done',
      result: {
        removed: 1,
        notAllRemoved: true,
        lines: [{ outcome: 'failed', addresses: ['erik.nilsen@fjordbygg.no'] }],
      },
    });
    expect(view().counts.all).toBe(119);
  });

  it.each(FAULTS)('a %s loading the invitations is a failure, and the retry loads', async (_, kind) => {
    business.$business.clear();
    await page.fault({ call: 'getBusiness', ...kind, times: 1 });
    await meeting(kind, () => business.$business.load());
    expect(business.$business.get()).toMatchObject({ status: 'failed' });
    await business.$business.load();
    expect(business.$business.get()).toMatchObject({ status: 'loaded' });
  });

  it.each(WRITE_FAULTS)('a %s on each write fails with the list kept, and the retry goes through', async (_, kind) => {
    await page.fault({ call: 'inviteEmployees', ...kind, times: 1 });
    const input = { emails: 'ny@fjordbygg.no' };
    expect(await meeting(kind, () => business.$employeeInvite.submit(input, input))).toMatchObject({
      status: 'failed',
      kept: true,
    });
    expect(business.$employeeInvite.restore()).toEqual(input);
    expect(await business.$employeeInvite.retry()).toMatchObject({
      status: 'done',
      result: { lines: [{ outcome: 'invited', addresses: ['ny@fjordbygg.no'] }] },
    });

    await page.fault({ call: 'inviteEmployees', ...kind, times: 1 });
    expect(await meeting(kind, () => business.$employeeResend.submit(['ny@fjordbygg.no']))).toMatchObject({
      status: 'failed',
    });
    expect(await business.$employeeResend.retry()).toMatchObject({
      status: 'done',
      result: { lines: [{ outcome: 'resent', addresses: ['ny@fjordbygg.no'] }] },
    });

    await page.fault({ call: 'removeEmployees', ...kind, times: 1 });
    expect(await meeting(kind, () => business.$employeeRemoval.submit(['ny@fjordbygg.no']))).toMatchObject({
      status: 'failed',
    });
    expect(await business.$employeeRemoval.retry()).toMatchObject({ status: 'done', result: { removed: 1 } });
  });
});
