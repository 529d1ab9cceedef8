import { beforeEach, describe, expect, it, test } from 'vitest';
import * as v from 'valibot';
import { CALLS } from '../../src/api/contract.ts';
import { PERSONAS, UNCONNECTED } from './backend/personas.ts';
import { callApi, callOk, previewPerFile, signIn, twinLogin, type SignedIn } from '../../tests/support/backend.ts';

const server = previewPerFile();
let marte: SignedIn;

// After the helper's reset: every test starts from the seed, signed in as Marte.
beforeEach(async () => {
  marte = await signIn(server.base, 'digital');
});

const SUBSCRIPTION = { params: { ariaAccountNo: '5000003', titleCode: 'ADR' } };

async function addFault(fault: object): Promise<Response> {
  return fetch(`${server.base}/__test/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

async function fault(fault: object): Promise<void> {
  expect((await addFault(fault)).status).toBe(200);
}

const getSubscription = () => callApi(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie: marte.cookie });

describe('POST /__test/fault', () => {
  test.each([[500], [401], [406], [503]])('status %d: the call answers it, with FAULT_%d', async (status) => {
    await fault({ call: 'getSubscription', kind: 'status', status });
    expect(await getSubscription()).toMatchObject({
      status,
      body: { code: `FAULT_${status}`, message: expect.any(String) },
    });
    expect((await getSubscription()).status).toBe(status);
  });

  it('status without a status answers 500', async () => {
    await fault({ call: 'getSubscription', kind: 'status' });
    expect((await getSubscription()).status).toBe(500);
  });

  test.each([[1], [2]])('times %d: that many faulty answers, then normal ones', async (times) => {
    await fault({ call: 'getSubscription', kind: 'status', status: 500, times });
    for (let i = 0; i < times; i++) expect((await getSubscription()).status).toBe(500);
    expect(await getSubscription()).toMatchObject({ status: 200, body: { instStatusCode: 1 } });
  });

  it('hits only the call named', async () => {
    await fault({ call: 'getSubscription', kind: 'status', status: 500 });
    expect(
      (await callApi(server.base, 'getAccount', { params: { spidId: marte.userId }, cookie: marte.cookie })).status,
    ).toBe(200);
  });

  it('hits before anything else, even a call without a session', async () => {
    await fault({ call: 'getAccount', kind: 'status', status: 503 });
    expect((await callApi(server.base, 'getAccount', { params: { spidId: '1' } })).status).toBe(503);
  });

  it('a new fault for a call replaces the one before', async () => {
    await fault({ call: 'getSubscription', kind: 'status', status: 500 });
    await fault({ call: 'getSubscription', kind: 'status', status: 406 });
    expect((await getSubscription()).status).toBe(406);
  });

  test.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
    'malformed %s: 200 with a body that breaks the contract',
    async (name) => {
      await fault({ call: name, kind: 'malformed' });
      const reply = await callApi(server.base, name, {
        params: {
          ...SUBSCRIPTION.params,
          spidId: '1',
          segmentId: 's',
          orderId: 'o',
          ariaInvoiceNo: 'i',
          changeId: 'c',
          invitationId: 'i',
          memberId: 'm',
        },
        cookie: marte.cookie,
      });
      expect(reply.status).toBe(200);
      expect(v.safeParse(CALLS[name].response, reply.body).success).toBe(false);
    },
  );

  it('slow: answers normally after at least delayMs', async () => {
    await fault({ call: 'getSubscription', kind: 'slow', delayMs: 300 });
    const started = performance.now();
    const reply = await getSubscription();
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(reply).toMatchObject({ status: 200, body: { instStatusCode: 1 } });
  });

  it('timeout: holds the request until the client gives up; the server goes on serving', async () => {
    await fault({ call: 'getSubscription', kind: 'timeout' });
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 300);
    const started = performance.now();
    const request = fetch(`${server.base}/api/subscription/5000003/ADR`, {
      headers: { cookie: marte.cookie },
      signal: abort.signal,
    });
    await expect(request).rejects.toThrow(/abort/i);
    clearTimeout(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await callApi(server.base, 'complaintCodes', { cookie: marte.cookie })).status).toBe(200);
  });

  test.each([
    ['an unknown call', { call: 'nope', kind: 'status' }, 'call'],
    ['an unknown kind', { call: 'getSubscription', kind: 'explode' }, 'kind'],
    ['a status that is not an error', { call: 'getSubscription', kind: 'status', status: 200 }, 'status'],
    ['times 0', { call: 'getSubscription', kind: 'status', times: 0 }, 'times'],
    ['a negative delay', { call: 'getSubscription', kind: 'slow', delayMs: -1 }, 'delayMs'],
  ])('refuses %s → 400 BAD_REQUEST naming %s', async (_, body, field) => {
    const response = await addFault(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(`${field}: `),
    });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${server.base}/__test/fault`, { method: 'POST', body: 'call=getSubscription' });
    expect(response.status).toBe(400);
  });
});

describe('POST /__test/reset and GET /__test/state', () => {
  interface Snapshot {
    titleCode: string;
    accounts: unknown[];
    subscriptions: { subscription: { titleCode: string } }[];
    sessions: { portal: number; twin: number };
    faults: unknown[];
  }

  const snapshot = async () => (await (await fetch(`${server.base}/__test/state`)).json()) as Snapshot;

  it('shows the seed for the served title, sessions and faults', async () => {
    await fault({ call: 'getSubscription', kind: 'status', status: 500, times: 3 });
    const state = await snapshot();
    expect(state.titleCode).toBe('ADR');
    expect(state.accounts).toHaveLength(PERSONAS.filter((p) => p.hasAccount).length + UNCONNECTED.length);
    expect(state.subscriptions).toHaveLength(PERSONAS.filter((p) => p.subscription).length + UNCONNECTED.length);
    expect(state.subscriptions.every((s) => s.subscription.titleCode === 'ADR')).toBe(true);
    expect(state.sessions).toEqual({ portal: 1, twin: 1 });
    expect(state.faults).toEqual([{ call: 'getSubscription', kind: 'status', status: 500, delayMs: 3000, times: 3 }]);
  });

  it('reset clears faults, sessions and every state change', async () => {
    await fault({ call: 'complaintCodes', kind: 'status', status: 500 });
    const subscription = (await callOk(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie: marte.cookie }))!;
    await callOk(server.base, 'deleteSubscription', {
      body: {
        ariaAccountNo: '5000003',
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        cancellationType: 'CANCELLATION',
        reason: 'price',
      },
      cookie: marte.cookie,
    });
    const before = await snapshot();

    await server.reset();

    const after = await snapshot();
    expect(after.faults).toEqual([]);
    expect(after.sessions).toEqual({ portal: 0, twin: 0 });
    expect(after.subscriptions).not.toEqual(before.subscriptions);
    const again = await signIn(server.base, 'digital');
    expect(await callOk(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie: again.cookie })).toMatchObject({
      instStatusCode: 1,
      endDate: null,
    });
    expect((await callApi(server.base, 'complaintCodes', { cookie: again.cookie })).status).toBe(200);
  });
});

describe('who stays signed in (e2e tests sign each persona in once per worker)', () => {
  const session = async (cookie?: string) =>
    (await (await fetch(`${server.base}/__test/session`, { headers: cookie ? { cookie } : {} })).json()) as unknown;
  const post = (path: string, body: unknown) =>
    fetch(`${server.base}/__test/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('GET /__test/session names the user and persona of the cookies sent, and null for none or an ended session', async () => {
    const { twinCookie } = await twinLogin(server.base, 'paper', 'some-state');
    expect(await session(`${marte.cookie}; ${twinCookie}`)).toEqual({ portal: marte.userId, twin: 'paper' });
    expect(await session()).toEqual({ portal: null, twin: null });
    await server.reset();
    expect(await session(`${marte.cookie}; ${twinCookie}`)).toEqual({ portal: null, twin: null });
  });

  it('reset with keepSessions: the seed again, and the sessions still work', async () => {
    const { twinCookie } = await twinLogin(server.base, 'digital', 'some-state');
    const subscription = (await callOk(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie: marte.cookie }))!;
    await callOk(server.base, 'deleteSubscription', {
      body: {
        ariaAccountNo: '5000003',
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        cancellationType: 'CANCELLATION',
        reason: 'price',
      },
      cookie: marte.cookie,
    });
    expect((await post('reset', { keepSessions: true })).status).toBe(200);
    expect(await getSubscription()).toMatchObject({ status: 200, body: { endDate: null } });
    expect(await session(`${marte.cookie}; ${twinCookie}`)).toEqual({ portal: marte.userId, twin: 'digital' });
  });

  it('clock with keepSessions re-seeds from the instant and keeps the sessions', async () => {
    expect((await post('clock', { now: '2026-11-23T11:59:00+01:00', keepSessions: true })).status).toBe(200);
    expect(await startDateOf(marte.cookie)).toBe('2024-09-23');
  });

  it('refuses a keepSessions that is not a boolean', async () => {
    const response = await post('reset', { keepSessions: 'yes' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^keepSessions: /),
    });
  });
});

const startDateOf = async (cookie: string) =>
  (await callOk(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie }))!.startDate;

describe('/__test/clock', () => {
  const clock = async () =>
    (await (await fetch(`${server.base}/__test/clock`)).json()) as { now: string; fixed: boolean };
  const setClock = (body: unknown) =>
    fetch(`${server.base}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('runs on the real clock after a reset', async () => {
    const { now, fixed } = await clock();
    expect(fixed).toBe(false);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it('stands still at the instant set, and seeds the personas from it', async () => {
    const response = await setClock({ now: '2026-11-23T11:59:00+01:00' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, now: '2026-11-23T10:59:00.000Z', fixed: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await clock()).toEqual({ now: '2026-11-23T10:59:00.000Z', fixed: true });
    // Re-seeded: Marte's session is gone, and her subscription started 26 months before that day.
    expect((await getSubscription()).status).toBe(401);
    const again = await signIn(server.base, 'digital');
    expect(await startDateOf(again.cookie)).toBe('2024-09-23');
  });

  it('reseed: false moves only the clock; sessions and the seeded dates stay', async () => {
    const before = await startDateOf(marte.cookie);
    expect((await setClock({ now: '2030-01-01T00:00:00Z', reseed: false })).status).toBe(200);
    expect(await clock()).toEqual({ now: '2030-01-01T00:00:00.000Z', fixed: true });
    expect(await startDateOf(marte.cookie)).toBe(before);
  });

  it('the backend reads "today" from it: a cancellation runs to the end of the clock\'s month', async () => {
    await setClock({ now: '2027-02-10T09:00:00+01:00' });
    const again = await signIn(server.base, 'digital');
    const subscription = (await callOk(server.base, 'getSubscription', { ...SUBSCRIPTION, cookie: again.cookie }))!;
    const { endDate } = await callOk(server.base, 'deleteSubscription', {
      body: {
        ariaAccountNo: '5000003',
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        cancellationType: 'CANCELLATION',
        reason: 'price',
      },
      cookie: again.cookie,
    });
    expect(endDate).toBe('2027-02-28');
  });

  it('null follows the real clock again', async () => {
    await setClock({ now: '2026-11-23T11:59:00+01:00' });
    expect((await setClock({ now: null })).status).toBe(200);
    const { now, fixed } = await clock();
    expect(fixed).toBe(false);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it('POST /__test/reset puts it back on the real clock', async () => {
    await setClock({ now: '2026-11-23T11:59:00+01:00' });
    await server.reset();
    expect((await clock()).fixed).toBe(false);
  });

  test.each([
    ['a date without a time', { now: '2026-11-23' }],
    ['a time without an offset', { now: '2026-11-23T11:59:00' }],
    ['a day that does not exist', { now: '2026-02-30T12:00:00Z' }],
    ['words', { now: 'tomorrow' }],
    ['a number', { now: 1_795_000_000_000 }],
    ['no now', {}],
    ['a reseed that is not a boolean', { now: null, reseed: 'no' }],
  ])('refuses %s → 400 BAD_REQUEST, and the clock stays as it was', async (_, body) => {
    await setClock({ now: '2026-11-23T11:59:00+01:00' });
    const response = await setClock(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^(now|reseed): /),
    });
    expect(await clock()).toEqual({ now: '2026-11-23T10:59:00.000Z', fixed: true });
  });

  it('405 for another method, naming both', async () => {
    const response = await fetch(`${server.base}/__test/clock`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});

describe('/__test/ answers only its own origin', () => {
  const control = (path: string, method: string, headers: Record<string, string>) =>
    fetch(`${server.base}/__test/${path}`, { method, headers });

  test.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of the same host on another port', { origin: 'http://127.0.0.1:1' }],
    ['Origin null (a sandboxed or file page)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port of localhost)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403, for reset, fault, state, session and clock alike', async (_, headers) => {
    await fault({ call: 'getSubscription', kind: 'status', status: 500 });
    for (const [path, method] of [
      ['reset', 'POST'],
      ['fault', 'POST'],
      ['state', 'GET'],
      ['session', 'GET'],
      ['clock', 'GET'],
      ['clock', 'POST'],
    ] as const) {
      const response = await control(path, method, { 'content-type': 'application/json', ...headers });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The refused reset did nothing: the fault is still there.
    expect((await getSubscription()).status).toBe(500);
  });

  test.each([
    ['no Origin and no Sec-Fetch-Site (node fetch, Playwright page.request)', {}],
    ['its own Origin', () => ({ origin: server.base })],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
  ])('answers %s', async (_, headers) => {
    const sent = typeof headers === 'function' ? headers() : headers;
    expect((await control('state', 'GET', sent)).status).toBe(200);
    expect((await control('reset', 'POST', sent)).status).toBe(200);
  });
});
