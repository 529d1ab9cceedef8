import { describe, expect, it, test } from 'vitest';
import { personaById } from './personas.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

const ingrid = personaById('no-account')!;
const marte = personaById('digital')!;
/** What Kari Nordmann's invoice says, and her postal code: the proof searching and connecting need. */
const KARI_PROOF = { query: '7000101', postalCode: '7010' };

describe('the account, created on the first visit', () => {
  it('no-account: GET answers null, POST creates it with the identity name, then GET finds it', async () => {
    const { cookie } = await signIn(server.base, 'no-account');
    expect(await callApi(server.base, 'getAccount', { params: { spidId: ingrid.userId }, cookie })).toMatchObject({
      status: 200,
      body: null,
    });

    const created = await callOk(server.base, 'createAccount', {
      body: { accountBalance: 0, spidId: ingrid.userId, firstTitleCode: 'ADR' },
      cookie,
    });
    expect(created).toEqual({ result: 'ok', ariaAccountNo: expect.stringMatching(/^\d+$/) });

    expect(await callOk(server.base, 'getAccount', { params: { spidId: ingrid.userId }, cookie })).toEqual({
      accountBalance: 0,
      spidId: ingrid.userId,
      firstTitleCode: 'ADR',
      ariaAccountNo: created.ariaAccountNo,
      firstName: 'Ingrid',
      lastName: 'Berg',
      phone: '',
      birthdate: null,
      email: 'ingrid.berg@example.com',
    });
    expect(
      await callOk(server.base, 'createAccount', {
        body: { accountBalance: 0, spidId: ingrid.userId, firstTitleCode: 'ADR' },
        cookie,
      }),
    ).toEqual({
      result: 'USER_IS_ACTIVE',
      ariaAccountNo: created.ariaAccountNo,
    });
  });

  it('answers REQUEST_MISSING_VALUES for a title code no title has, and creates nothing', async () => {
    const { cookie } = await signIn(server.base, 'no-account');
    expect(
      await callOk(server.base, 'createAccount', {
        body: { accountBalance: 0, spidId: ingrid.userId, firstTitleCode: 'XYZ' },
        cookie,
      }),
    ).toEqual({
      result: 'REQUEST_MISSING_VALUES',
    });
    expect(await callApi(server.base, 'getAccount', { params: { spidId: ingrid.userId }, cookie })).toMatchObject({
      status: 200,
      body: null,
    });
  });
});

describe('only the signed-in user’s own account', () => {
  const paper = personaById('paper')!;

  test.each([
    ['getAccount of another user', 'getAccount', { params: { spidId: paper.userId } }],
    [
      'createAccount for another user',
      'createAccount',
      { body: { accountBalance: 0, spidId: paper.userId, firstTitleCode: 'ADR' } },
    ],
    [
      'updateAccount of another account',
      'updateAccount',
      { body: { ariaAccountNo: '5000004', firstName: 'X', lastName: 'Y', phone: '', birthdate: null } },
    ],
    [
      'updateAccount of an unconnected account',
      'updateAccount',
      { body: { ariaAccountNo: '7000101', firstName: 'X', lastName: 'Y', phone: '', birthdate: null } },
    ],
    [
      'updateAccount of no account',
      'updateAccount',
      { body: { ariaAccountNo: '123', firstName: 'X', lastName: 'Y', phone: '', birthdate: null } },
    ],
    [
      'assignAccount for another user',
      'assignAccount',
      { body: { ariaAccountNo: '7000101', spidId: paper.userId, titleCode: 'ADR', ...KARI_PROOF } },
    ],
  ] as const)('%s → 403 FORBIDDEN', async (_, name, options) => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(await callApi(server.base, name, { ...options, cookie })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});

it('updateAccount changes the profile that GET account then shows', async () => {
  const { cookie } = await signIn(server.base, 'digital');
  const changed = {
    ariaAccountNo: '5000003',
    firstName: 'Marte Kristine',
    lastName: 'Solberg',
    phone: '98765432',
    birthdate: '1984-02-29',
  };
  expect(await callOk(server.base, 'updateAccount', { body: changed, cookie })).toMatchObject(changed);
  expect(await callOk(server.base, 'getAccount', { params: { spidId: marte.userId }, cookie })).toMatchObject({
    ...changed,
    email: marte.email,
  });
});

describe('search-account finds subscriptions no one is connected to yet', () => {
  const KARI = { ariaAccountNo: '7000101', maskedName: 'K*** N*******', planName: 'Digitalabonnement' };

  test.each([
    ['customer number', { query: '7000101', postalCode: '7010' }, [KARI]],
    ['phone with country code and spaces', { query: '+47 912 34 567', postalCode: '7010' }, [KARI]],
    ['phone after 0047', { query: '0047 91234567', postalCode: '7010' }, [KARI]],
    ['phone with dashes, which the profile would not save either', { query: '912-34-567', postalCode: '7010' }, []],
    ['e-mail in another case', { query: 'Kari.Nordmann@Example.com', postalCode: '7010' }, [KARI]],
    ['phone and the right postal code', { query: '91234567', postalCode: '7010' }, [KARI]],
    [
      'the other seeded one',
      { query: 'ole.hansen@example.com', postalCode: '7030' },
      [{ ariaAccountNo: '7000102', maskedName: 'O** H*****', planName: 'Papiravis alle dager + digital' }],
    ],
    ['phone and a wrong postal code', { query: '91234567', postalCode: '0150' }, []],
    ['a connected user’s e-mail', { query: marte.email, postalCode: '7010' }, []],
    ['a connected account number', { query: '5000003', postalCode: '7010' }, []],
    ['nothing like it', { query: 'ingen', postalCode: '7010' }, []],
  ])('by %s', async (_, search, matches) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    expect(await callOk(server.base, 'searchAccount', { body: { titleCode: 'ADR', ...search }, cookie })).toEqual({
      matches,
    });
  });

  it('only for the title asked for', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    expect(
      await callOk(server.base, 'searchAccount', {
        body: { titleCode: 'INN', query: '7000101', postalCode: '7010' },
        cookie,
      }),
    ).toEqual({ matches: [] });
  });
});

describe('account/assign connects a found account to the user', () => {
  test.each([['no-subscription'], ['no-account']])(
    '%s takes over 7000101 and then has its subscription',
    async (personaId) => {
      const { cookie, userId } = await signIn(server.base, personaId);
      const assigned = await callOk(server.base, 'assignAccount', {
        body: { ariaAccountNo: '7000101', spidId: userId, titleCode: 'ADR', ...KARI_PROOF },
        cookie,
      });
      expect(assigned).toMatchObject({ ariaAccountNo: '7000101', spidId: userId });
      expect(await callOk(server.base, 'getAccount', { params: { spidId: userId }, cookie })).toMatchObject({
        ariaAccountNo: '7000101',
      });
      expect(
        await callOk(server.base, 'getSubscription', {
          params: { ariaAccountNo: '7000101', titleCode: 'ADR', ...KARI_PROOF },
          cookie,
        }),
      ).toMatchObject({
        instStatusCode: 1,
        planName: 'Digitalabonnement',
      });
      const search = await callOk(server.base, 'searchAccount', {
        body: { titleCode: 'ADR', query: '7000101', postalCode: '7010' },
        cookie,
      });
      expect(search.matches).toEqual([]);
    },
  );

  it('refuses an account someone else took, without saying so', async () => {
    const first = await signIn(server.base, 'no-subscription');
    await callOk(server.base, 'assignAccount', {
      body: { ariaAccountNo: '7000101', spidId: first.userId, titleCode: 'ADR', ...KARI_PROOF },
      cookie: first.cookie,
    });
    const second = await signIn(server.base, 'no-account');
    const reply = await callApi(server.base, 'assignAccount', {
      body: { ariaAccountNo: '7000101', spidId: second.userId, titleCode: 'ADR', ...KARI_PROOF },
      cookie: second.cookie,
    });
    expect(reply).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_FOUND' } });
    expect(
      (
        await callApi(server.base, 'assignAccount', {
          body: { ariaAccountNo: '5000004', spidId: second.userId, titleCode: 'ADR', ...KARI_PROOF },
          cookie: second.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a user who already has a subscription for the title', async () => {
    const { cookie, userId } = await signIn(server.base, 'digital');
    const reply = await callApi(server.base, 'assignAccount', {
      body: { ariaAccountNo: '7000101', spidId: userId, titleCode: 'ADR', ...KARI_PROOF },
      cookie,
    });
    expect(reply).toMatchObject({ status: 409, body: { code: 'USER_HAS_ACTIVE_SUB' } });
    expect(await callOk(server.base, 'getAccount', { params: { spidId: userId }, cookie })).toMatchObject({
      ariaAccountNo: '5000003',
    });
  });
});
