// The API client against the reference backend over real HTTP: answers parsed by the contract, and every
// kind of failure turned into the ApiError a screen decides by.
import { TimeoutError } from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPreview, type Preview } from '../../tests/support/backend.ts';
import { UNAUTHORIZED_EVENT } from '../domain/auth/unauthorized.ts';

let preview: Preview;
let client: typeof import('./client.ts');
const onUnauthorized = vi.fn();

async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${preview.base}/__test/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  preview = await startPreview();
  // The client resolves /api/ against the page's origin, read when the module loads: load it afresh.
  vi.stubGlobal('location', new URL(preview.base));
  vi.resetModules();
  client = await import('./client.ts');
  client.setUnauthorizedHandler(onUnauthorized);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await preview.close();
});

beforeEach(async () => {
  onUnauthorized.mockClear();
  await preview.reset();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );

describe('call', () => {
  it('answers with the parsed response body', async () => {
    expect(await client.call('title', { params: { titleCode: 'ADR' } })).toMatchObject({
      titleCode: 'ADR',
      name: 'Adresseavisen',
    });
  });

  it.each([
    [500, 'http', 'FAULT_500'],
    [503, 'http', 'FAULT_503'],
    [404, 'http', 'FAULT_404'],
  ])('a %i becomes an http ApiError with the server code', async (status, kind, code) => {
    await injectFault({ call: 'title', kind: 'status', status, times: 1 });
    const error = await failureOf(client.call('title', { params: { titleCode: 'ADR' } }));
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ kind, code, status });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([401, 406])('a %i sends the user to login and becomes an unauthorized ApiError', async (status) => {
    await injectFault({ call: 'title', kind: 'status', status, times: 1 });
    const error = await failureOf(client.call('title', { params: { titleCode: 'ADR' } }));
    expect(error).toMatchObject({ kind: 'unauthorized', status });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([401, 406])(
    'a %i from the login token or logout call is an answer to act on: it never starts a login',
    async (status) => {
      const auth = await import('./auth.ts');
      await injectFault({ call: 'loginToken', kind: 'status', status, times: 1 });
      await injectFault({ call: 'logout', kind: 'status', status, times: 1 });
      expect(await failureOf(auth.fetchLoginToken())).toMatchObject({ kind: 'unauthorized', status });
      expect(await failureOf(auth.endPortalSession())).toMatchObject({ kind: 'unauthorized', status });
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('a call that needs a session, made without one, is unauthorized by the backend itself', async () => {
    const error = await failureOf(client.call('getAccount', { params: { spidId: '1000003' } }));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'UNAUTHENTICATED', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a request the backend refuses keeps its error code', async () => {
    const error = await failureOf(client.call('title', { params: { titleCode: 'NOPE' } }));
    expect(error).toMatchObject({ kind: 'http', code: 'TITLE_NOT_FOUND', status: 404 });
  });

  it('an answer that breaks the contract is a contract error, not a crash', async () => {
    await injectFault({ call: 'title', kind: 'malformed', times: 1 });
    const error = await failureOf(client.call('title', { params: { titleCode: 'ADR' } }));
    expect(error).toMatchObject({ kind: 'contract', code: 'UNEXPECTED_RESPONSE' });
  });

  it('a missing path parameter fails before any request is made', async () => {
    const error = await failureOf(client.call('title', { params: { titleCode: '' } }));
    expect(error).toMatchObject({ kind: 'contract', code: 'MISSING_PARAM_titleCode' });
  });

  it("the type check holds a call's ids to the ids its path names", () => {
    // Never run: each call below must fail the type check (`npm run typecheck`), which the directives hold.
    const unchecked = () => [
      // @ts-expect-error: the path names ariaInvoiceNo
      client.call('getInvoice', { params: { ariaAccountNo: '7000101' } }),
      // @ts-expect-error: a call whose path names ids takes options
      client.call('title'),
      // @ts-expect-error: a call whose path names none takes no params
      client.call('complaintCodes', { params: { titleCode: 'ADR' } }),
    ];
    expect(unchecked).toBeTypeOf('function');
  });
});

describe("what the page's head asked for (api/head-start.ts)", () => {
  /** The head's reads, as its inline script leaves them: real requests to the backend, answered. */
  async function askedInHead(...paths: string[]) {
    globalThis.minsideHeadStart = Object.fromEntries(paths.map((path) => [path, fetch(`${preview.base}/api/${path}`)]));
    await Promise.all(Object.values(globalThis.minsideHeadStart));
  }

  it("a read of the very path is the head's answer, once: the next read asks the backend", async () => {
    await askedInHead('title/ADR');
    // From here on the backend answers the title with a 500 once: only a read that asks it can get that.
    await injectFault({ call: 'title', kind: 'status', status: 500, times: 1 });
    expect(await client.call('title', { params: { titleCode: 'ADR' } })).toMatchObject({ titleCode: 'ADR' });
    expect(await failureOf(client.call('title', { params: { titleCode: 'ADR' } }))).toMatchObject({
      kind: 'http',
      status: 500,
    });
  });

  it('a read of another path asks the backend, and leaves what the head asked', async () => {
    await askedInHead('title/FT');
    await injectFault({ call: 'title', kind: 'status', status: 500, times: 1 });
    expect(await failureOf(client.call('title', { params: { titleCode: 'ADR' } }))).toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(Object.keys(globalThis.minsideHeadStart ?? {})).toEqual(['title/FT']);
  });

  it("a write, even a refused one, leaves no answer of the head's to read after it", async () => {
    await askedInHead('title/ADR');
    await failureOf(client.call('updateAccount', { body: { spidId: '1000003' } as never }));
    expect(globalThis.minsideHeadStart).toBeUndefined();
  });
});

describe('on a page that set no unauthorized handler (a public page)', () => {
  it.each([401, 406])('a %i is announced on the window for the shell to send the user to login', async (status) => {
    const announced: string[] = [];
    vi.stubGlobal('dispatchEvent', (event: Event) => announced.push(event.type) > 0);
    vi.resetModules();
    const fresh = await import('./client.ts');
    await injectFault({ call: 'title', kind: 'status', status, times: 1 });
    const error = await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }));
    expect(error).toMatchObject({ kind: 'unauthorized', status });
    expect(announced).toEqual([UNAUTHORIZED_EVENT]);
    // A page with a session layer handles it itself, and nothing is announced.
    fresh.setUnauthorizedHandler(onUnauthorized);
    await injectFault({ call: 'title', kind: 'status', status, times: 1 });
    await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }));
    expect(announced).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a 503, the backend down for maintenance', () => {
  it('is told to the page that handles it (a signed-in page), with the Retry-After it came with; a public page just fails', async () => {
    vi.resetModules();
    const fresh = await import('./client.ts');
    await injectFault({ call: 'title', kind: 'status', status: 503, retryAfter: '600', times: 1 });
    expect(await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }))).toMatchObject({
      kind: 'http',
      status: 503,
    });
    const onUnavailable = vi.fn();
    fresh.setUnavailableHandler(onUnavailable);
    await injectFault({ call: 'title', kind: 'status', status: 503, retryAfter: '600', times: 1 });
    expect(await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }))).toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(onUnavailable).toHaveBeenCalledWith('600');
    await injectFault({ call: 'title', kind: 'status', status: 503, times: 1 });
    await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }));
    expect(onUnavailable).toHaveBeenLastCalledWith(null);
    // Other failures are the page's own to show.
    await injectFault({ call: 'title', kind: 'status', status: 500, times: 1 });
    await failureOf(fresh.call('title', { params: { titleCode: 'ADR' } }));
    expect(onUnavailable).toHaveBeenCalledTimes(2);
  });
});

describe('toApiError', () => {
  it('maps a timeout', () => {
    const error = client.toApiError(new TimeoutError(new Request('http://localhost/api/title/ADR')));
    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });

  it('maps anything else to a network error', () => {
    expect(client.toApiError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', code: 'NETWORK' });
  });
});
