// Family sharing and business access over real HTTP: who may see and change what, the maximum, the company's
// domain, every invite and removal result, and accepting an invitation in each of its states.
import { describe, expect, it, test } from 'vitest';
import { request } from 'node:http';
import { callPath } from '../../../src/api/client.ts';
import { CALLS, type CallName, type FamilySharing, type Subscription } from '../../../src/api/contract.ts';
import { hasSubscription, isFamily, isPaying } from '../../../src/domain/subscription/status.ts';
import { callApi, callOk, previewPerFile, signIn } from '../../../tests/support/backend.ts';
import { clockAt } from '../../../tests/support/fake-date.ts';
import { accountNoOf, personaById } from './personas.ts';
import { FAMILY_HISTORY_KEPT } from './sharing-routes.ts';
import { MAILS_PER_RECIPIENT, mailsPerSender, TOO_MANY_MAILS } from '../../../src/domain/sharing/invitation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const server = previewPerFile();
const TITLE = 'ADR';

const own = (personaId: string) => ({ ariaAccountNo: accountNoOf(personaById(personaId)!), titleCode: TITLE });

async function as(personaId: string) {
  const { cookie } = await signIn(server.base, personaId);
  return {
    cookie,
    call: (name: CallName, options: { params?: Record<string, string>; body?: unknown } = {}) =>
      callApi(server.base, name, { params: own(personaId), ...options, cookie }),
    ok: <N extends CallName>(name: N, options: { params?: Record<string, string>; body?: unknown } = {}) =>
      callOk(server.base, name, { params: own(personaId), ...options, cookie }),
    subscription: async () =>
      (await callApi(server.base, 'getSubscription', { params: own(personaId), cookie })).body as Subscription | null,
  };
}

async function mailbox(to: string): Promise<string[]> {
  const { outbox } = (await (await fetch(`${server.base}/__test/state`)).json()) as {
    outbox: { to: string; link?: string }[];
  };
  return outbox.filter((mail) => mail.to === to && mail.link).map((mail) => mail.link!);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** The open invitation to `email` in the owner's view. */
const openTo = (sharing: FamilySharing, email: string) =>
  owner(sharing).invitations.find((invitation) => invitation.email === email && invitation.status === 'valid')!
    .invitationId;
const owner = (sharing: FamilySharing | null) => {
  if (sharing?.role !== 'owner') throw new Error(`not the owner's view: ${JSON.stringify(sharing)}`);
  return sharing;
};

describe('family sharing: what each sees', () => {
  it('the owner sees the member, every invitation with its status, and the plan’s maximum', async () => {
    const anne = await as('family-owner');
    const sharing = owner(await anne.ok('getFamily'));
    expect(sharing).toMatchObject({
      planName: 'Familie digital',
      maxMembers: 5,
      members: [{ name: 'Jenny Eriksen', email: 'jenny.eriksen@example.com' }],
    });
    expect(sharing.invitations.map(({ email, status }) => [email, status])).toEqual([
      ['marte.solberg@example.com', 'valid'],
      ['magnus.eriksen@example.com', 'valid'],
      ['magnus.eriksen@example.com', 'withdrawn'],
      ['bestemor.eriksen@example.com', 'expired'],
      ['jenny.eriksen@example.com', 'used'],
    ]);
  });

  it('a member sees whose subscription they share', async () => {
    expect(await (await as('family-member')).ok('getFamily')).toMatchObject({
      role: 'member',
      planName: 'Familie digital',
      ownerName: 'Anne Eriksen',
    });
  });

  it('a member joined the day their access began: the owner’s list, the member’s family page and home name one day', async () => {
    const jenny = await as('family-member');
    const { startDate } = (await jenny.subscription())!;
    expect(await jenny.ok('getFamily')).toMatchObject({ role: 'member', since: startDate });
    expect(owner(await (await as('family-owner')).ok('getFamily')).members).toEqual([
      expect.objectContaining({ name: 'Jenny Eriksen', since: startDate }),
    ]);
  });

  test.each([['digital'], ['business-admin'], ['no-subscription']])('%s has no family: null', async (personaId) => {
    expect(await (await as(personaId)).ok('getFamily')).toBeNull();
  });

  it('another account’s family is 403, as everywhere', async () => {
    const marte = await as('digital');
    expect(await marte.call('getFamily', { params: own('family-owner') })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});

describe('family sharing: the owner invites, withdraws and removes', () => {
  it('a full round: invite, the invitee accepts from the mailed link, the owner sees the member', async () => {
    const anne = await as('family-owner');
    const after = owner(await anne.ok('inviteFamilyMember', { body: { email: 'lars.johansen@example.com' } }));
    expect(after.invitations[0]).toMatchObject({ email: 'lars.johansen@example.com', status: 'valid' });
    const [link] = await mailbox('lars.johansen@example.com');
    expect(new URL(link!).pathname).toBe('/verifiser-familiemedlem');

    const lars = await as('no-subscription');
    expect(await lars.ok('verify', { body: { type: 'family', token: tokenOf(link!) } })).toEqual({
      status: 'accepted',
      access: { planName: 'Familie digital', providedBy: 'Anne Eriksen' },
    });
    const shared = (await lars.subscription())!;
    expect(isFamily(shared) && !isPaying(shared)).toBe(true);
    expect(owner(await anne.ok('getFamily')).members.map((member) => member.name)).toEqual([
      'Lars Johansen',
      'Jenny Eriksen',
    ]);
  });

  test.each([
    ['an address with an open invitation', 'magnus.eriksen@example.com', 409, 'userExist'],
    ['a member', 'jenny.eriksen@example.com', 409, 'userExist'],
    ['the owner herself', 'anne.eriksen@example.com', 409, 'userExist'],
    ['a mailbox the mail system refuses', 'sluttet@fjordbygg.no', 502, 'errorSaved'],
  ])('inviting %s (%s) is refused', async (_label, email, status, code) => {
    const anne = await as('family-owner');
    expect(await anne.call('inviteFamilyMember', { body: { email } })).toMatchObject({ status, body: { code } });
  });

  it('the maximum: one member and two open invitations leave two places, then maxUsersReached', async () => {
    const anne = await as('family-owner');
    await anne.ok('inviteFamilyMember', { body: { email: 'ny1@example.com' } });
    await anne.ok('inviteFamilyMember', { body: { email: 'ny2@example.com' } });
    expect(await anne.call('inviteFamilyMember', { body: { email: 'ny3@example.com' } })).toMatchObject({
      status: 409,
      body: { code: 'maxUsersReached' },
    });
    // Withdrawing one frees its place.
    const open = owner(await anne.ok('getFamily')).invitations.find(
      (invitation) => invitation.email === 'ny2@example.com',
    )!;
    await anne.ok('withdrawFamilyInvitation', { params: { ...own('family-owner'), invitationId: open.invitationId } });
    await anne.ok('inviteFamilyMember', { body: { email: 'ny3@example.com' } });
  });

  it('an expired invitation may be sent again to the same address', async () => {
    const anne = await as('family-owner');
    const after = owner(await anne.ok('inviteFamilyMember', { body: { email: 'bestemor.eriksen@example.com' } }));
    expect(
      after.invitations
        .filter((invitation) => invitation.email === 'bestemor.eriksen@example.com')
        .map((invitation) => invitation.status),
    ).toEqual(['valid', 'expired']);
  });

  it('a withdrawn invitation no longer works for the invitee', async () => {
    const anne = await as('family-owner');
    const magnus = owner(await anne.ok('getFamily')).invitations.find(
      (invitation) => invitation.email === 'magnus.eriksen@example.com' && invitation.status === 'valid',
    )!;
    await anne.ok('withdrawFamilyInvitation', {
      params: { ...own('family-owner'), invitationId: magnus.invitationId },
    });
    expect(
      await (
        await as('invited-family-member')
      ).ok('verify', { body: { type: 'family', token: 'familie-invitasjon-1' } }),
    ).toEqual({ status: 'withdrawn' });
  });

  test.each([
    [
      'withdraw an expired invitation',
      'withdrawFamilyInvitation',
      'invitationId',
      'bestemor.eriksen@example.com',
      409,
      'NOT_OPEN',
    ],
    [
      'withdraw an unknown invitation',
      'withdrawFamilyInvitation',
      'invitationId',
      undefined,
      404,
      'INVITATION_NOT_FOUND',
    ],
    [
      'remove someone who is no member',
      'removeFamilyMember',
      'memberId',
      'magnus.eriksen@example.com',
      404,
      'MEMBER_NOT_FOUND',
    ],
  ] as const)('%s is refused', async (_label, name, param, email, status, code) => {
    const anne = await as('family-owner');
    const invitationId =
      owner(await anne.ok('getFamily')).invitations.find((invitation) => invitation.email === email)?.invitationId ??
      'I99999';
    expect(await anne.call(name, { params: { ...own('family-owner'), [param]: invitationId } })).toMatchObject({
      status,
      body: { code },
    });
  });

  it('removing a member ends their access at once and frees the place', async () => {
    const anne = await as('family-owner');
    const [jenny] = owner(await anne.ok('getFamily')).members;
    const after = owner(
      await anne.ok('removeFamilyMember', { params: { ...own('family-owner'), memberId: jenny!.memberId } }),
    );
    expect(after.members).toEqual([]);
    expect(hasSubscription(await (await as('family-member')).subscription())).toBe(false);
  });

  test.each([
    ['a member', 'family-member'],
    ['a subscriber whose plan is not shared', 'digital'],
  ])('%s cannot invite: 409 NOT_FAMILY_OWNER', async (_label, personaId) => {
    const someone = await as(personaId);
    expect(await someone.call('inviteFamilyMember', { body: { email: 'venn@example.com' } })).toMatchObject({
      status: 409,
      body: { code: 'NOT_FAMILY_OWNER' },
    });
  });

  it('nobody writes another account’s family', async () => {
    const marte = await as('digital');
    expect(
      await marte.call('inviteFamilyMember', { params: own('family-owner'), body: { email: 'marte@example.com' } }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(
      await marte.call('removeFamilyMember', { params: { ...own('family-owner'), memberId: 'I00001' } }),
    ).toMatchObject({ status: 403 });
  });

  it(`an owner inviting and withdrawing over and over leaves at most ${FAMILY_HISTORY_KEPT} closed invitations`, async () => {
    const clock = clockAt();
    let anne = await as('family-owner');
    for (let i = 0; i < FAMILY_HISTORY_KEPT + 5; i += 1) {
      // A day's e-mails (mailsPerSender) run out before the history is full: go on the next day.
      if (i > 0 && i % 10 === 0) {
        clock.advance(DAY_MS);
        anne = await as('family-owner');
      }
      const sharing = await anne.ok('inviteFamilyMember', { body: { email: `gjest${i}@example.com` } });
      await anne.ok('withdrawFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: openTo(sharing, `gjest${i}@example.com`) },
      });
    }
    const { invitations } = owner(await anne.ok('getFamily'));
    const open = invitations.filter(
      (invitation) => invitation.status === 'valid' || invitation.email === 'jenny.eriksen@example.com',
    );
    expect(invitations.length - open.length).toBe(FAMILY_HISTORY_KEPT);
  });

  it(`inviting and withdrawing one address over and over mails it ${MAILS_PER_RECIPIENT} times a day, then 429 ${TOO_MANY_MAILS}; the next day again`, async () => {
    const clock = clockAt();
    const anne = await as('family-owner');
    const email = 'offer@example.com';
    const inviteAndWithdraw = async () => {
      const reply = await anne.call('inviteFamilyMember', { body: { email } });
      if (reply.status !== 200) return reply;
      await anne.ok('withdrawFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: openTo(reply.body as FamilySharing, email) },
      });
      return reply;
    };
    for (let i = 0; i < MAILS_PER_RECIPIENT; i += 1) expect((await inviteAndWithdraw()).status).toBe(200);
    for (let i = 0; i < 47; i += 1)
      expect(await inviteAndWithdraw()).toMatchObject({ status: 429, body: { code: TOO_MANY_MAILS } });
    expect(await mailbox(email)).toHaveLength(MAILS_PER_RECIPIENT);
    clock.advance(DAY_MS);
    expect((await (await as('family-owner')).call('inviteFamilyMember', { body: { email } })).status).toBe(200);
    expect(await mailbox(email)).toHaveLength(MAILS_PER_RECIPIENT + 1);
  });

  it(`one mailbox gets ${MAILS_PER_RECIPIENT} invitation e-mails a day however its address is spelled (+tags, Gmail’s dots); each is mailed as typed (issue 43)`, async () => {
    const anne = await as('family-owner');
    const spellings = ['victim+1@gmail.com', 'victim+2@gmail.com', 'v.ictim@gmail.com'];
    for (const email of spellings) {
      const sharing = await anne.ok('inviteFamilyMember', { body: { email } });
      expect(
        owner(sharing).invitations.find((invitation) => invitation.email === email && invitation.status === 'valid'),
      ).toBeDefined();
      await anne.ok('withdrawFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: openTo(sharing, email) },
      });
    }
    for (const email of ['victim@gmail.com', 'v.i.c.t.i.m+4@googlemail.com', 'victim+5@gmail.com']) {
      expect(await anne.call('inviteFamilyMember', { body: { email } }), email).toMatchObject({
        status: 429,
        body: { code: TOO_MANY_MAILS },
      });
    }
    for (const email of spellings) expect(await mailbox(email), email).toHaveLength(1);
    expect(await mailbox('victim@gmail.com')).toEqual([]);
    // Another mailbox is not touched by it: at other providers a dot makes another address.
    expect((await anne.call('inviteFamilyMember', { body: { email: 'v.ictim@example.com' } })).status).toBe(200);
  });

  it(`an owner mails at most ${mailsPerSender(5)} invitations a day, to any addresses`, async () => {
    const anne = await as('family-owner');
    for (let i = 0; i < mailsPerSender(5); i += 1) {
      const sharing = await anne.ok('inviteFamilyMember', { body: { email: `gjest${i}@example.com` } });
      await anne.ok('withdrawFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: openTo(sharing, `gjest${i}@example.com`) },
      });
    }
    expect(await anne.call('inviteFamilyMember', { body: { email: 'en.til@example.com' } })).toMatchObject({
      status: 429,
      body: { code: TOO_MANY_MAILS },
    });
    expect(await mailbox('en.til@example.com')).toEqual([]);
  });

  it('the mailed link is on the title’s own Min side, whatever Host the request came with', async () => {
    const anne = await as('family-owner');
    await anne.ok('inviteFamilyMember', { body: { email: 'kari@example.com' } });
    const [link] = await mailbox('kari@example.com');
    expect(new URL(link!).origin).toBe('https://minside.adressa.no');
    expect(new URL(link!).pathname).toBe('/verifiser-familiemedlem');
    // The same invitation with a foreign Host header (fetch always sends the URL's own, so node:http by hand).
    const foreign = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(server.base);
      const path = `/api/${callPath(CALLS.inviteFamilyMember.path, own('family-owner'))}`;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { host: 'evil.example', cookie: anne.cookie, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'ola@example.com' }));
    });
    expect(foreign).toBe(421);
    expect(await mailbox('ola@example.com')).toEqual([]);
  });

  test.each([
    ['not in normal form', { email: 'Kari@Example.com' }],
    ['not an address', { email: 'kari' }],
    ['HTML', { email: '<b>kari</b>@example.com' }],
  ])('an invitation %s is 400 BAD_REQUEST', async (_label, body) => {
    expect(await (await as('family-owner')).call('inviteFamilyMember', { body })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
  });
});

describe('business access: the admin’s invitations', () => {
  it('the admin sees the company, its domain, the maximum and 120 invitations', async () => {
    const access = await (await as('business-admin')).ok('getBusiness');
    expect(access).toMatchObject({ companyName: 'Fjordbygg AS', domain: 'fjordbygg.no', maxInvitations: 150 });
    expect(access.invitations).toHaveLength(120);
    expect(access.invitations.filter((invitation) => invitation.status === 'emailSent')).toHaveLength(31);
  });

  test.each([['business-employee'], ['digital'], ['no-subscription']])(
    '%s is not the admin: 403 NOT_ADMIN',
    async (personaId) => {
      const someone = await as(personaId);
      expect(await someone.call('getBusiness')).toMatchObject({ status: 403, body: { code: 'NOT_ADMIN' } });
      expect(await someone.call('inviteEmployees', { body: { emails: ['ny@fjordbygg.no'] } })).toMatchObject({
        status: 403,
        body: { code: 'NOT_ADMIN' },
      });
    },
  );

  it('nobody reaches the company through the admin’s account number', async () => {
    const nora = await as('business-employee');
    expect(
      await nora.call('removeEmployees', {
        params: own('business-admin'),
        body: { emails: ['erik.nilsen@fjordbygg.no'] },
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('invites many at once, each address answered with its result', async () => {
    const erik = await as('business-admin');
    const { results, access } = await erik.ok('inviteEmployees', {
      body: {
        emails: [
          'ny.ansatt@fjordbygg.no',
          'ola.nordby@fjordbygg.no',
          'nora.larsen@fjordbygg.no',
          'kari@annetfirma.no',
          'sluttet@fjordbygg.no',
          'ny.ansatt@fjordbygg.no',
        ],
      },
    });
    expect(results).toEqual([
      { email: 'ny.ansatt@fjordbygg.no', result: 'emailSent' },
      { email: 'ola.nordby@fjordbygg.no', result: 'resent' },
      { email: 'nora.larsen@fjordbygg.no', result: 'userExist' },
      { email: 'kari@annetfirma.no', result: 'wrongEmailDomain' },
      { email: 'sluttet@fjordbygg.no', result: 'errorSaved' },
    ]);
    expect(access.invitations).toHaveLength(121);
    expect(await mailbox('ola.nordby@fjordbygg.no')).toHaveLength(1);
    expect(new URL((await mailbox('ny.ansatt@fjordbygg.no'))[0]!).pathname).toBe('/bedrift');
  });

  it(`resending one address over and over mails it ${MAILS_PER_RECIPIENT} times a day; then each resend is ${TOO_MANY_MAILS}`, async () => {
    const erik = await as('business-admin');
    const results = [];
    for (let i = 0; i < 100; i += 1)
      results.push(
        ...(await erik.ok('inviteEmployees', { body: { emails: ['ola.nordby@fjordbygg.no'] } })).results.map(
          (item) => item.result,
        ),
      );
    expect(results.slice(0, MAILS_PER_RECIPIENT)).toEqual(Array(MAILS_PER_RECIPIENT).fill('resent'));
    expect(new Set(results.slice(MAILS_PER_RECIPIENT))).toEqual(new Set([TOO_MANY_MAILS]));
    expect(await mailbox('ola.nordby@fjordbygg.no')).toHaveLength(MAILS_PER_RECIPIENT);
    expect(new URL((await mailbox('ola.nordby@fjordbygg.no'))[0]!).origin).toBe('https://minside.adressa.no');
  });

  it(`a company’s invitations count one mailbox once, however spelled: ${MAILS_PER_RECIPIENT} mails, then ${TOO_MANY_MAILS} (issue 43)`, async () => {
    const erik = await as('business-admin');
    const emails = [
      'ny.ansatt+1@fjordbygg.no',
      'ny.ansatt+2@fjordbygg.no',
      'ny.ansatt+3@fjordbygg.no',
      'ny.ansatt@fjordbygg.no',
      'ny.ansatt+5@fjordbygg.no',
    ];
    const { results } = await erik.ok('inviteEmployees', { body: { emails } });
    expect(results.map((item) => item.result)).toEqual([
      'emailSent',
      'emailSent',
      'emailSent',
      TOO_MANY_MAILS,
      TOO_MANY_MAILS,
    ]);
    for (const email of emails.slice(0, 2)) expect(await mailbox(email), email).toHaveLength(1);
    expect(await mailbox('ny.ansatt@fjordbygg.no')).toEqual([]);
  });

  it('the maximum holds: of 40 new addresses the first 30 are invited, the rest maxUsersReached', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `ny${i}@fjordbygg.no`);
    const { results, access } = await (await as('business-admin')).ok('inviteEmployees', { body: { emails } });
    expect(results.filter((item) => item.result === 'emailSent')).toHaveLength(30);
    expect(results.slice(30).every((item) => item.result === 'maxUsersReached')).toBe(true);
    expect(access.invitations).toHaveLength(150);
  });

  it('removes many at once: the employee loses access, the admin’s own cannot go, an unknown one does not exist', async () => {
    const erik = await as('business-admin');
    const { results, access } = await erik.ok('removeEmployees', {
      body: {
        emails: [
          'nora.larsen@fjordbygg.no',
          'ola.nordby@fjordbygg.no',
          'erik.nilsen@fjordbygg.no',
          'ukjent@fjordbygg.no',
        ],
      },
    });
    expect(results.map((item) => item.result)).toEqual(['deleted', 'deleted', 'failed', 'notExist']);
    expect(access.invitations).toHaveLength(118);
    expect(hasSubscription(await (await as('business-employee')).subscription())).toBe(false);
    // A removed invitation's link no longer works.
    expect(
      await (
        await as('invited-employee')
      ).call('verify', { body: { type: 'business', token: 'bedrift-invitasjon-1' } }),
    ).toMatchObject({ status: 404 });
  });

  it('repeats, the domain and the maximum by the page’s own rule: a repeat is answered once and takes no place', async () => {
    const fresh = Array.from({ length: 31 }, (_, i) => `ny${i}@fjordbygg.no`);
    const emails = [
      fresh[0]!,
      fresh[0]!,
      'kari@annetfirma.no',
      'nora.larsen@fjordbygg.no',
      ...fresh.slice(1),
      fresh[1]!,
    ];
    const { results, access } = await (await as('business-admin')).ok('inviteEmployees', { body: { emails } });
    expect(results.filter((item) => item.email === fresh[0])).toEqual([{ email: fresh[0], result: 'emailSent' }]);
    expect(results.slice(1, 3)).toEqual([
      { email: 'kari@annetfirma.no', result: 'wrongEmailDomain' },
      { email: 'nora.larsen@fjordbygg.no', result: 'userExist' },
    ]);
    expect(results.filter((item) => item.result === 'emailSent')).toHaveLength(30);
    expect(results.at(-1)).toEqual({ email: fresh[30], result: 'maxUsersReached' });
    expect(results).toHaveLength(33);
    expect(access.invitations).toHaveLength(150);
  });

  test.each([
    ['no addresses', []],
    ['more than 500 addresses', Array.from({ length: 501 }, (_, i) => `a${i}@fjordbygg.no`)],
    ['an address not in normal form', ['Ola.Nordby@Fjordbygg.no']],
    ['a quoted local part', ['"ola"@fjordbygg.no']],
  ])('%s is 400 BAD_REQUEST', async (_label, emails) => {
    expect(await (await as('business-admin')).call('inviteEmployees', { body: { emails } })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
  });
});

describe('verify/: accepting an invitation', () => {
  it('the invited employee gets the company’s plan without paying, once', async () => {
    const ola = await as('invited-employee');
    expect(await ola.ok('verify', { body: { type: 'business', token: 'bedrift-invitasjon-1' } })).toEqual({
      status: 'accepted',
      access: { planName: 'Bedrift digital', providedBy: 'Fjordbygg AS' },
    });
    const subscription = (await ola.subscription())!;
    expect(subscription).toMatchObject({
      ariaPlanID: 'ADR-C-BEDRIFT-DIGITAL',
      instStatusCode: 1,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt' },
    });
    expect(isPaying(subscription)).toBe(false);
    expect(await ola.ok('verify', { body: { type: 'business', token: 'bedrift-invitasjon-1' } })).toEqual({
      status: 'used',
    });
    expect(
      (await (await as('business-admin')).ok('getBusiness')).invitations.find(
        (invitation) => invitation.email === 'ola.nordby@fjordbygg.no',
      )?.status,
    ).toBe('active');
  });

  test.each([
    ['a used family invitation', 'family-member', 'family', 'familie-brukt', 'used'],
    ['a withdrawn one', 'invited-family-member', 'family', 'familie-trukket', 'withdrawn'],
    ['one to someone who has a subscription already', 'digital', 'family', 'familie-har-abonnement', 'hasSubscription'],
  ])('%s, to its addressee: its answer, and nothing changes', async (_label, personaId, type, token, status) => {
    const someone = await as(personaId);
    const before = await someone.subscription();
    expect(await someone.ok('verify', { body: { type, token } })).toEqual({ status });
    expect(await someone.subscription()).toEqual(before);
  });

  test.each([
    ['an unknown token', { type: 'family', token: 'finnes-ikke' }, 404, 'INVITATION_NOT_FOUND'],
    ['a business token as family', { type: 'family', token: 'bedrift-invitasjon-1' }, 404, 'INVITATION_NOT_FOUND'],
    ['a token of 201 characters', { type: 'family', token: 'x'.repeat(201) }, 400, 'BAD_REQUEST'],
  ] as const)('%s is refused', async (_label, body, status, code) => {
    expect(await (await as('invited-family-member')).call('verify', { body })).toMatchObject({
      status,
      body: { code },
    });
  });
});

describe('before answering, and declining (issue 24)', () => {
  const magnus = { type: 'family', token: 'familie-invitasjon-1' };

  it('the invited person sees who invited, to what, and who is signed in', async () => {
    expect(await (await as('invited-family-member')).ok('getInvitation', { body: magnus })).toEqual({
      state: 'open',
      invitedBy: 'Anne Eriksen',
      titleName: 'Adresseavisen',
      planName: 'Familie digital',
      signedInAs: { name: 'Magnus Eriksen', email: 'magnus.eriksen@example.com' },
    });
    expect(
      await (
        await as('invited-employee')
      ).ok('getInvitation', { body: { type: 'business', token: 'bedrift-invitasjon-1' } }),
    ).toMatchObject({
      state: 'open',
      invitedBy: 'Fjordbygg AS',
      planName: 'Bedrift digital',
      signedInAs: { email: 'ola.nordby@fjordbygg.no' },
    });
  });

  // verify's own cases: what the page shows before its button is what pressing it would answer.
  test.each([
    ['family-member', 'family', 'familie-brukt', 'used'],
    ['invited-family-member', 'family', 'familie-trukket', 'withdrawn'],
    ['digital', 'family', 'familie-har-abonnement', 'hasSubscription'],
    ['business-employee', 'business', 'bedrift-nora-larsen', 'used'],
    ['invited-employee', 'business', 'bedrift-invitasjon-1', 'open'],
  ])('%s opening %s %s: %s before any button, as verify answers', async (personaId, type, token, state) => {
    const someone = await as(personaId);
    expect(await someone.ok('getInvitation', { body: { type, token } })).toMatchObject({ state });
    if (state !== 'open') expect(await someone.ok('verify', { body: { type, token } })).toEqual({ status: state });
  });

  it('an unknown token is 404, as for verify', async () => {
    expect(
      await (
        await as('invited-family-member')
      ).call('getInvitation', { body: { type: 'family', token: 'finnes-ikke' } }),
    ).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
  });

  it('declining closes the invitation, frees the owner’s place, and it can no longer be accepted', async () => {
    const anne = await as('family-owner');
    const placesBefore = owner(await anne.ok('getFamily')).invitations.filter(
      (invitation) => invitation.status === 'valid',
    ).length;
    const invited = await as('invited-family-member');
    expect(await invited.ok('declineInvitation', { body: magnus })).toEqual({ status: 'declined' });
    expect(await invited.ok('verify', { body: magnus })).toEqual({ status: 'declined' });
    expect(await invited.subscription()).toBeNull();
    expect(await invited.ok('declineInvitation', { body: magnus })).toEqual({ status: 'declined' });
    expect(await invited.ok('getInvitation', { body: magnus })).toMatchObject({ state: 'declined' });
    const sharing = owner(await anne.ok('getFamily'));
    expect(sharing.invitations.filter((invitation) => invitation.status === 'valid')).toHaveLength(placesBefore - 1);
    expect(
      sharing.invitations.find(
        (invitation) => invitation.email === 'magnus.eriksen@example.com' && invitation.status === 'declined',
      ),
    ).toBeDefined();
    // Declined is closed: the owner cannot withdraw it, and may invite the address again.
    const declinedId = sharing.invitations.find((invitation) => invitation.status === 'declined')!.invitationId;
    expect(
      await anne.call('withdrawFamilyInvitation', { params: { ...own('family-owner'), invitationId: declinedId } }),
    ).toMatchObject({ status: 409, body: { code: 'NOT_OPEN' } });
    expect(
      owner(await anne.ok('inviteFamilyMember', { body: { email: 'magnus.eriksen@example.com' } })).invitations[0],
    ).toMatchObject({ email: 'magnus.eriksen@example.com', status: 'valid' });
  });

  it('only the addressee declines: another account is answered as for an unknown token, and the invitation stays open', async () => {
    expect(await (await as('digital')).call('declineInvitation', { body: magnus })).toMatchObject({
      status: 404,
      body: { code: 'INVITATION_NOT_FOUND' },
    });
    expect(await (await as('invited-family-member')).ok('getInvitation', { body: magnus })).toMatchObject({
      state: 'open',
    });
  });

  test.each([['familie-invitasjon-1'], ['familie-brukt'], ['familie-trukket'], ['familie-utlopt']])(
    'declining %s as someone it was not sent to answers exactly as a token that names none: nothing of its state is told (issue 43)',
    async (token) => {
      const stranger = await as('no-subscription');
      const unknown = await stranger.call('declineInvitation', { body: { type: 'family', token: 'finnes-ikke' } });
      const theirs = await stranger.call('declineInvitation', { body: { type: 'family', token } });
      expect(unknown).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
      expect({ status: theirs.status, body: theirs.body }).toEqual({ status: unknown.status, body: unknown.body });
    },
  );

  it('an employee declines a business invitation (issue 41): it leaves the company’s list, frees its place, and cannot be accepted', async () => {
    const employee = { type: 'business', token: 'bedrift-invitasjon-1' };
    const admin = await as('business-admin');
    const before = (await admin.ok('getBusiness')) as { invitations: { email: string }[] };
    const email = personaById('invited-employee')!.email.toLowerCase();
    expect(before.invitations.some((invitation) => invitation.email === email)).toBe(true);
    // Only the addressee: another account is answered as for an unknown token (issue 43), and nothing changes.
    expect(await (await as('private-email')).call('declineInvitation', { body: employee })).toMatchObject({
      status: 404,
      body: { code: 'INVITATION_NOT_FOUND' },
    });
    const invited = await as('invited-employee');
    expect(await invited.ok('declineInvitation', { body: employee })).toEqual({ status: 'declined' });
    expect(await invited.ok('verify', { body: employee })).toEqual({ status: 'declined' });
    expect(await invited.ok('getInvitation', { body: employee })).toMatchObject({ state: 'declined' });
    const after = (await admin.ok('getBusiness')) as { invitations: { email: string; status: string }[] };
    expect(after.invitations).toHaveLength(before.invitations.length - 1);
    expect(after.invitations.some((invitation) => invitation.email === email)).toBe(false);
    // The admin may invite the address again: a new invitation, with a new link.
    const again = (await admin.ok('inviteEmployees', { body: { emails: [email] } })) as {
      results: { result: string }[];
    };
    expect(again.results).toEqual([{ email, result: 'emailSent' }]);
    expect(tokenOf((await mailbox(email)).at(-1)!)).not.toBe(employee.token);
  });
});

describe('an invitation’s state is told to its addressee only', () => {
  type Body = { type: 'family' | 'business'; token: string };
  const CALLS_BY_TOKEN = ['getInvitation', 'verify', 'declineInvitation'] as const;
  /** How the backend answers each call by token, as status and body: what a holder of the link can learn. */
  const answers = async (body: Body, cookie?: string) =>
    Promise.all(
      CALLS_BY_TOKEN.map(async (name) => {
        const { status, body: answer } = await callApi(server.base, name, { body, cookie });
        return { name, status, body: answer };
      }),
    );
  const unknown = (type: Body['type']) => ({ type, token: 'finnes-ikke' });
  const moveClock = async (now: Date | null) =>
    expect(
      (
        await fetch(`${server.base}/__test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: now?.toISOString() ?? null, reseed: false }),
        })
      ).status,
    ).toBe(200);

  // Each state an invitation can be in, its addressee, and how it gets there from the seed.
  const CASES: [string, Body, string, () => Promise<unknown>][] = [
    ['open', { type: 'family', token: 'familie-invitasjon-1' }, 'invited-family-member', async () => {}],
    ['used', { type: 'family', token: 'familie-brukt' }, 'family-member', async () => {}],
    ['withdrawn', { type: 'family', token: 'familie-trukket' }, 'invited-family-member', async () => {}],
    [
      'declined',
      { type: 'family', token: 'familie-invitasjon-1' },
      'invited-family-member',
      async () =>
        (await as('invited-family-member')).ok('declineInvitation', {
          body: { type: 'family', token: 'familie-invitasjon-1' },
        }),
    ],
    [
      'expired',
      { type: 'family', token: 'familie-invitasjon-1' },
      'invited-family-member',
      () => moveClock(new Date(Date.now() + 15 * DAY_MS)),
    ],
    ['open', { type: 'business', token: 'bedrift-invitasjon-1' }, 'invited-employee', async () => {}],
    ['used', { type: 'business', token: 'bedrift-nora-larsen' }, 'business-employee', async () => {}],
    [
      'declined',
      { type: 'business', token: 'bedrift-invitasjon-1' },
      'invited-employee',
      async () =>
        (await as('invited-employee')).ok('declineInvitation', {
          body: { type: 'business', token: 'bedrift-invitasjon-1' },
        }),
    ],
  ];

  test.each(CASES)(
    'a %s %s invitation: its addressee is told; anyone else signed in, a subscriber or not, is answered exactly as for a token that names none, and changes nothing; nobody signed in is 401 for both',
    async (state, body, addresseeId, bringAbout) => {
      await bringAbout();
      const addressee = await as(addresseeId);
      expect(await addressee.ok('getInvitation', { body })).toMatchObject({ state });
      if (state !== 'open') {
        expect(await addressee.ok('verify', { body })).toEqual({ status: state });
        expect(await addressee.ok('declineInvitation', { body })).toEqual({ status: state });
      }

      for (const strangerId of [
        'no-subscription',
        'digital',
        body.type === 'family' ? 'family-owner' : 'private-email',
      ]) {
        const { cookie } = await as(strangerId);
        const theirs = await answers(body, cookie);
        expect(theirs).toEqual(await answers(unknown(body.type), cookie));
        for (const answer of theirs)
          expect(answer).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
      }
      const anonymous = await answers(body);
      expect(anonymous).toEqual(await answers(unknown(body.type)));
      for (const answer of anonymous) expect(answer.status).toBe(401);

      // Nothing the others sent changed it: an open one is still open, and its addressee may still accept it.
      expect(await addressee.ok('getInvitation', { body })).toMatchObject({ state });
      if (state === 'open') expect(await addressee.ok('verify', { body })).toMatchObject({ status: 'accepted' });
      await moveClock(null);
    },
  );

  it('the addressee who holds a subscription already is told so, while anyone else learns nothing', async () => {
    // Ola joins Anne's family with his work address, then opens his company's invitation.
    const anne = await as('family-owner');
    await anne.ok('inviteFamilyMember', { body: { email: 'ola.nordby@fjordbygg.no' } });
    const ola = await as('invited-employee');
    const family = { type: 'family', token: tokenOf((await mailbox('ola.nordby@fjordbygg.no')).at(-1)!) } as const;
    expect(await ola.ok('verify', { body: family })).toMatchObject({ status: 'accepted' });
    const business = { type: 'business', token: 'bedrift-invitasjon-1' } as const;
    expect(await ola.ok('getInvitation', { body: business })).toMatchObject({ state: 'hasSubscription' });
    expect(await ola.ok('verify', { body: business })).toEqual({ status: 'hasSubscription' });
    const { cookie } = await as('digital');
    expect(await answers(business, cookie)).toEqual(await answers(unknown('business'), cookie));
  });
});

describe('sending a family invitation again (issue 41: resendVerdict, the admin’s rule)', () => {
  const invitationTo = (sharing: FamilySharing, email: string) =>
    owner(sharing).invitations.find((invitation) => invitation.email === email)!;
  const resend = (anne: Awaited<ReturnType<typeof as>>, invitationId: string) =>
    anne.call('resendFamilyInvitation', { params: { ...own('family-owner'), invitationId } });

  it('a waiting one is mailed again with the same link, working two weeks from now', async () => {
    const anne = await as('family-owner');
    const before = invitationTo(owner(await anne.ok('getFamily')), 'marte.solberg@example.com');
    expect(await mailbox('marte.solberg@example.com')).toHaveLength(0);
    const after = owner(
      await anne.ok('resendFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: before.invitationId },
      }),
    );
    const resent = invitationTo(after, 'marte.solberg@example.com');
    expect(resent).toMatchObject({ invitationId: before.invitationId, status: 'valid' });
    expect(Date.parse(resent.expires)).toBeGreaterThan(Date.parse(before.expires));
    const [link] = await mailbox('marte.solberg@example.com');
    expect(link).toMatch(/verifiser-familiemedlem\?token=/);
    // The places are as before: it held one already.
    expect(after.invitations.filter((invitation) => invitation.status === 'valid')).toHaveLength(2);
  });

  it('an expired one opens again and takes a free place; with none free it is maxUsersReached', async () => {
    const anne = await as('family-owner');
    const bestemor = invitationTo(owner(await anne.ok('getFamily')), 'bestemor.eriksen@example.com');
    expect(bestemor.status).toBe('expired');
    await anne.ok('inviteFamilyMember', { body: { email: 'ny1@example.com' } });
    await anne.ok('inviteFamilyMember', { body: { email: 'ny2@example.com' } });
    expect(await resend(anne, bestemor.invitationId)).toMatchObject({ status: 409, body: { code: 'maxUsersReached' } });
    const ny2 = openTo(owner(await anne.ok('getFamily')), 'ny2@example.com');
    await anne.ok('withdrawFamilyInvitation', { params: { ...own('family-owner'), invitationId: ny2 } });
    const after = owner(
      await anne.ok('resendFamilyInvitation', {
        params: { ...own('family-owner'), invitationId: bestemor.invitationId },
      }),
    );
    expect(invitationTo(after, 'bestemor.eriksen@example.com').status).toBe('valid');
    // The link works again for the addressee.
    expect(await mailbox('bestemor.eriksen@example.com')).toHaveLength(1);
  });

  it('an expired one whose address was invited anew is userExist: the newer invitation counts', async () => {
    const anne = await as('family-owner');
    const bestemor = invitationTo(owner(await anne.ok('getFamily')), 'bestemor.eriksen@example.com');
    await anne.ok('inviteFamilyMember', { body: { email: 'bestemor.eriksen@example.com' } });
    expect(await resend(anne, bestemor.invitationId)).toMatchObject({ status: 409, body: { code: 'userExist' } });
  });

  test.each([
    ['an accepted one', 'jenny.eriksen@example.com', 'used', 409, 'NOT_OPEN'],
    ['a withdrawn one', 'magnus.eriksen@example.com', 'withdrawn', 409, 'NOT_OPEN'],
    ['an unknown one', undefined, undefined, 404, 'INVITATION_NOT_FOUND'],
  ] as const)('%s is refused', async (_label, email, status, code, refusal) => {
    const anne = await as('family-owner');
    const found = owner(await anne.ok('getFamily')).invitations.find(
      (invitation) => invitation.email === email && invitation.status === status,
    );
    expect(await resend(anne, found?.invitationId ?? 'I99999')).toMatchObject({
      status: code,
      body: { code: refusal },
    });
  });

  it(`within the day’s e-mails: one address gets ${MAILS_PER_RECIPIENT} a day, then 429 ${TOO_MANY_MAILS}`, async () => {
    const anne = await as('family-owner');
    const marte = openTo(owner(await anne.ok('getFamily')), 'marte.solberg@example.com');
    for (let i = 0; i < MAILS_PER_RECIPIENT; i += 1)
      await anne.ok('resendFamilyInvitation', { params: { ...own('family-owner'), invitationId: marte } });
    expect(await resend(anne, marte)).toMatchObject({ status: 429, body: { code: TOO_MANY_MAILS } });
    expect(await mailbox('marte.solberg@example.com')).toHaveLength(MAILS_PER_RECIPIENT);
  });

  it('only the owner: a member is NOT_FAMILY_OWNER, another account 403', async () => {
    const invitationId = openTo(owner(await (await as('family-owner')).ok('getFamily')), 'marte.solberg@example.com');
    expect(
      await (
        await as('family-member')
      ).call('resendFamilyInvitation', { params: { ...own('family-member'), invitationId } }),
    ).toMatchObject({ status: 409, body: { code: 'NOT_FAMILY_OWNER' } });
    expect(
      await (await as('digital')).call('resendFamilyInvitation', { params: { ...own('family-owner'), invitationId } }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});

describe('a member leaves the family (issue 41: leaveRefusal)', () => {
  it('their access ends at once, as when the owner removes them: no subscription, no family; the owner’s list and places follow', async () => {
    const anne = await as('family-owner');
    const before = owner(await anne.ok('getFamily'));
    const jenny = await as('family-member');
    expect(await jenny.ok('leaveFamily')).toEqual({ ok: true });
    expect(hasSubscription(await jenny.subscription())).toBe(false);
    expect(await jenny.ok('getFamily')).toBeNull();
    const after = owner(await anne.ok('getFamily'));
    expect(after.members).toEqual([]);
    expect(before.members).toHaveLength(1);
    expect(await jenny.call('leaveFamily')).toMatchObject({ status: 409, body: { code: 'NOT_FAMILY_MEMBER' } });
  });

  test.each([
    ['the owner cannot leave', 'family-owner', 'OWNER_CANNOT_LEAVE'],
    ['a subscriber of a plan not shared has nothing to leave', 'digital', 'NOT_FAMILY_MEMBER'],
    ['someone without a subscription has nothing to leave', 'no-subscription', 'NOT_FAMILY_MEMBER'],
  ])('%s: 409', async (_label, personaId, code) => {
    expect(await (await as(personaId)).call('leaveFamily')).toMatchObject({ status: 409, body: { code } });
  });

  it('nobody leaves on another account’s behalf: 403', async () => {
    expect(await (await as('digital')).call('leaveFamily', { params: own('family-member') })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(hasSubscription(await (await as('family-member')).subscription())).toBe(true);
  });
});
