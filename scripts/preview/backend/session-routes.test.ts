import { describe, expect, it, test } from 'vitest';
import { encodeLoginState } from '../../../src/domain/auth/login-state.ts';
import { PERSONAS, personaById } from './personas.ts';
import {
  authorizeUrl,
  callApi,
  callOk,
  cookieFrom,
  newLoginState,
  signIn,
  twinLogin,
  previewPerFile,
} from '../../../tests/support/backend.ts';

const server = previewPerFile();

const digital = personaById('digital')!;

describe('login over HTTP, as the browser and /callback do it', () => {
  test.each([
    ['digital', 200, { instStatusCode: 1, titleCode: 'ADR', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL' }],
    ['no-subscription', 200, null],
  ] as const)(
    '%s: login token → twin → session check → handlecode → account → subscription %d',
    async (personaId, status, subscription) => {
      const persona = personaById(personaId)!;
      const { token } = await callOk(server.base, 'loginToken');
      const state = encodeLoginState({ returnUrl: '/min-side?x=1#y', loginToken: token });

      const page = await fetch(authorizeUrl(server.base, { state }));
      expect(page.status).toBe(200);
      const html = await page.text();
      for (const { label } of PERSONAS) expect(html).toContain(`>${label}</button>`);

      const login = await twinLogin(server.base, personaId, state);
      expect(login.state).toBe(state);

      const session = await fetch(`${server.base}/identity/v2/session?tabId=1`, {
        headers: { cookie: login.twinCookie },
      });
      const { result, userId } = (await session.json()) as { result: boolean; userId: number };
      expect({ result, userId }).toEqual({ result: true, userId: Number(persona.userId) });

      const exchange = await callApi(server.base, 'handleCode', {
        body: { code: login.code, state: login.state, schibstedId: String(userId) },
      });
      expect(exchange).toMatchObject({ status: 200, body: { userId: persona.userId } });
      expect(exchange.headers.getSetCookie().find((c) => c.startsWith('minside_sid='))).toMatch(
        /^minside_sid=[\w-]+; HttpOnly; SameSite=Lax; Path=\/$/,
      );
      const cookie = cookieFrom(exchange.headers, 'minside_sid')!;

      const account = (await callOk(server.base, 'getAccount', { params: { spidId: persona.userId }, cookie }))!;
      expect(account).toMatchObject({
        spidId: persona.userId,
        firstName: persona.givenName,
        lastName: persona.familyName,
        email: persona.email,
      });

      const reply = await callApi(server.base, 'getSubscription', {
        params: { ariaAccountNo: account.ariaAccountNo, titleCode: 'ADR' },
        cookie,
      });
      expect(reply).toMatchObject({ status, body: subscription });
    },
  );

  it('handleLoginToken takes a code just as handlecode does', async () => {
    const login = await twinLogin(server.base, 'digital', await newLoginState(server.base));
    const reply = await callApi(server.base, 'handleLoginToken', {
      body: { code: login.code, state: login.state, schibstedId: digital.userId },
    });
    expect(reply).toMatchObject({ status: 200, body: { userId: digital.userId } });
    expect(cookieFrom(reply.headers, 'minside_sid')).toBeDefined();
  });
});

describe('handlecode refuses', () => {
  async function exchange(body: { code: string; state: string; schibstedId?: string }) {
    return callApi(server.base, 'handleCode', { body: { schibstedId: digital.userId, ...body } });
  }

  test.each([
    [
      'a code used before',
      async () => {
        const login = await twinLogin(server.base, 'digital', await newLoginState(server.base));
        expect((await exchange(login)).status).toBe(200);
        return { ...login, state: await newLoginState(server.base) };
      },
      'INVALID_CODE',
    ],
    [
      'a code the twin never issued',
      async () => ({ code: 'made-up', state: await newLoginState(server.base) }),
      'INVALID_CODE',
    ],
    [
      'a state other than the one the code was issued with',
      async () => ({
        ...(await twinLogin(server.base, 'digital', await newLoginState(server.base))),
        state: await newLoginState(server.base),
      }),
      'INVALID_STATE',
    ],
    [
      'a state that is not a login state',
      async () => twinLogin(server.base, 'digital', 'not-base64-json'),
      'INVALID_STATE',
    ],
    [
      'a login token never issued',
      async () => twinLogin(server.base, 'digital', encodeLoginState({ returnUrl: '/', loginToken: 'never-issued' })),
      'INVALID_LOGIN_TOKEN',
    ],
    [
      'a login token used before',
      async () => {
        const state = await newLoginState(server.base);
        expect((await exchange(await twinLogin(server.base, 'digital', state))).status).toBe(200);
        return twinLogin(server.base, 'digital', state);
      },
      'INVALID_LOGIN_TOKEN',
    ],
    [
      'a login token issued before a reset',
      async () => {
        const state = await newLoginState(server.base);
        await server.reset();
        return twinLogin(server.base, 'digital', state);
      },
      'INVALID_LOGIN_TOKEN',
    ],
    [
      'a schibstedId other than the code’s user',
      async () => ({
        ...(await twinLogin(server.base, 'digital', await newLoginState(server.base))),
        schibstedId: personaById('paper')!.userId,
      }),
      'USER_MISMATCH',
    ],
  ])('%s → 400 %s, and no session', async (_, prepare, code) => {
    const reply = await exchange(await prepare());
    expect(reply).toMatchObject({ status: 400, body: { code } });
    expect(cookieFrom(reply.headers, 'minside_sid')).toBeUndefined();
  });

  it('burns a code on a failed attempt', async () => {
    const login = await twinLogin(server.base, 'digital', await newLoginState(server.base));
    expect((await exchange({ ...login, schibstedId: '999' })).body).toMatchObject({ code: 'USER_MISMATCH' });
    expect((await exchange(login)).body).toMatchObject({ code: 'INVALID_CODE' });
  });
});

describe('sessions', () => {
  it('a new login ends the session whose cookie it came with', async () => {
    const first = await signIn(server.base, 'digital');
    const login = await twinLogin(server.base, 'paper', await newLoginState(server.base));
    const second = await callApi(server.base, 'handleCode', {
      body: { ...login, schibstedId: personaById('paper')!.userId },
      cookie: first.cookie,
    });
    expect(cookieFrom(second.headers, 'minside_sid')).not.toBe(first.cookie);
    expect((await callApi(server.base, 'complaintCodes', { cookie: first.cookie })).status).toBe(401);
  });

  it('logout ends the session and clears the cookie, and works without one', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    const reply = await callApi(server.base, 'logout', { cookie });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(reply.headers.getSetCookie()).toContain('minside_sid=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0');
    expect((await callApi(server.base, 'complaintCodes', { cookie })).status).toBe(401);
    expect(await callOk(server.base, 'logout')).toEqual({ ok: true });
  });

  it('reset ends every session', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    await server.reset();
    expect((await callApi(server.base, 'complaintCodes', { cookie })).status).toBe(401);
  });
});

describe('title lookups', () => {
  test.each([
    ['http://localhost:4400/kundeservice', 'ADR'],
    ['http://127.0.0.1:9999/', 'ADR'],
    ['https://minside.adressa.no/endre-profil', 'ADR'],
    ['https://www.adressa.no/', 'ADR'],
    ['https://adressa.no/', 'ADR'],
    ['https://minside.innherred.no/', 'INN'],
    ['https://www.aftenbladet.no/', 'SAF'],
  ])('retrieveTitleCode %s → %s', async (url, titleCode) => {
    expect(await callOk(server.base, 'retrieveTitleCode', { body: { url } })).toEqual({ titleCode });
  });

  test.each([['https://example.com/'], ['https://minside.adressa.no.example.com/']])(
    'retrieveTitleCode %s → 404 TITLE_NOT_FOUND',
    async (url) => {
      expect(await callApi(server.base, 'retrieveTitleCode', { body: { url } })).toMatchObject({
        status: 404,
        body: { code: 'TITLE_NOT_FOUND' },
      });
    },
  );

  test.each([['ADR'], ['adr']])('title/%s → the registry entry', async (titleCode) => {
    expect(await callOk(server.base, 'title', { params: { titleCode } })).toEqual({
      titleCode: 'ADR',
      name: 'Adresseavisen',
      titleDomain: 'www.adressa.no',
      pageUrl: 'https://www.adressa.no/',
      minsideUrl: 'https://minside.adressa.no/',
    });
  });

  it('title of another portal title works too; an unknown one is 404 TITLE_NOT_FOUND', async () => {
    expect(await callOk(server.base, 'title', { params: { titleCode: 'INN' } })).toMatchObject({ titleCode: 'INN' });
    expect(await callApi(server.base, 'title', { params: { titleCode: 'NOPE' } })).toMatchObject({
      status: 404,
      body: { code: 'TITLE_NOT_FOUND' },
    });
  });
});
