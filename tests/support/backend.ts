// The reference backend for tests, without a built site: /api/, /identity/, /__test/ and /provider/ of the
// preview server on a free port, and helpers that talk to it over real HTTP the way the browser does, carrying
// cookies by hand. Store, API-client and backend tests use it; tests of the static site add the site
// (scripts/preview/test-helpers.ts).
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { personaById } from '../../scripts/preview/backend/personas.ts';
import type { PreviewOptions } from '../../scripts/preview/server.ts';
import { callPath } from '../../src/api/client.ts';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { encodeLoginState } from '../../src/domain/auth/login-state.ts';

export const TITLE_CODE = 'ADR';
export const CLIENT_ID = '4bdfb1a29ae76c8b04385447';

export interface Preview {
  base: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The preview server for TITLE_CODE (unless told) on a free port of 127.0.0.1; with `siteDir`, the built site too. */
export async function listenPreview(options: Partial<PreviewOptions> = {}): Promise<Preview> {
  // Imported here, not above: a test file given a shared backend (startPreview) never loads the server at all.
  const { createPreviewServer } = await import('../../scripts/preview/server.ts');
  const server = await createPreviewServer({ titleCode: TITLE_CODE, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    reset: () => resetAt(base),
    close() {
      // Held (fault) and keep-alive connections would keep close() waiting.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function resetAt(base: string): Promise<void> {
  expect((await fetch(`${base}/__test/reset`, { method: 'POST' })).status).toBe(200);
}

/**
 * The backend alone: needs no build. Where the run started one per worker (shared-backends.ts, the page-state
 * tests), this worker's, back at its seed; it stays up when the file closes it.
 */
export async function startPreview(): Promise<Preview> {
  const base = inject('sharedBackends')?.[Number(process.env.VITEST_POOL_ID) - 1];
  if (!base) return listenPreview();
  await resetAt(base);
  return { base, reset: () => resetAt(base), close: async () => {} };
}

/** One backend for the whole test file, back at its seed before each test; read `base` inside tests. */
export function previewPerFile(): { readonly base: string; reset(): Promise<void> } {
  let preview: Preview | undefined;
  beforeAll(async () => {
    preview = await startPreview();
  });
  afterAll(() => preview?.close());
  beforeEach(() => preview?.reset());
  return {
    get base() {
      if (!preview) throw new Error('The preview server is not started yet: read base inside a test');
      return preview.base;
    },
    reset: () => preview!.reset(),
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  cookie?: string;
}

/** A contract call as the portal makes it; the reply as it came. */
/**
 * The browser cookie (minside_browser) each server last set: the calls of a test act as one browser, as the
 * portal's do, so a login token is used by the browser that asked for it.
 */
const browserCookies = new Map<string, string>();

export async function callApi(
  base: string,
  name: CallName,
  { params, body, cookie }: CallOptions = {},
): Promise<Reply> {
  const call = CALLS[name];
  const cookies = [cookie, browserCookies.get(base)].filter(Boolean).join('; ');
  const headers: Record<string, string> = cookies ? { cookie: cookies } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: call.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await fetch(`${base}/api/${callPath(call.path, params)}`, init);
  const browser = cookieFrom(response.headers, 'minside_browser');
  if (browser) browserCookies.set(base, browser);
  return reply(response);
}

/** A contract call that must succeed; its answer checked against the contract's schema. */
export async function callOk<N extends CallName>(
  base: string,
  name: N,
  options: CallOptions = {},
): Promise<v.InferOutput<(typeof CALLS)[N]['response']>> {
  const result = await callApi(base, name, options);
  expect(result, JSON.stringify(result.body)).toMatchObject({ status: 200 });
  return v.parse(CALLS[name].response, result.body);
}

/** `name=value` of the cookie the response sets, for sending it back. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
}

export function authorizeUrl(base: string, overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${base}/callback`,
    response_type: 'code',
    scope: 'openid offline_access',
    state: 'some-state',
    prompt: 'select_account',
    ...overrides,
  });
  return `${base}/identity/oauth/authorize?${query}`;
}

export function postForm(url: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.cookie = cookie;
  return fetch(url, { method: 'POST', headers, body: new URLSearchParams(fields), redirect: 'manual' });
}

export interface TwinLogin {
  code: string;
  state: string;
  /** This site's session at the twin (`twin_sid=…`). */
  twinCookie: string;
  /** The browser's provider-wide session at the twin (`twin_sso=…`), which outlives a logout of the site. */
  providerCookie: string;
}

/** Picking a persona on the twin's page: the code and state it sends to /callback. */
export async function twinLogin(base: string, personaId: string, state: string): Promise<TwinLogin> {
  const response = await postForm(`${base}/identity/login`, {
    persona: personaId,
    redirect_uri: `${base}/callback`,
    state,
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return {
    code: location.searchParams.get('code')!,
    state: location.searchParams.get('state')!,
    twinCookie: cookieFrom(response.headers, 'twin_sid')!,
    providerCookie: cookieFrom(response.headers, 'twin_sso')!,
  };
}

/** A fresh login state holding a newly issued login token. */
export async function newLoginState(base: string, returnUrl = '/'): Promise<string> {
  const { token } = await callOk(base, 'loginToken');
  return encodeLoginState({ returnUrl, loginToken: token });
}

export interface SignedIn {
  /** `minside_sid=…`, to send as the cookie header. */
  cookie: string;
  userId: string;
}

/** The whole login of a persona, as /callback completes it. */
export async function signIn(base: string, personaId: string): Promise<SignedIn> {
  const { code, state } = await twinLogin(base, personaId, await newLoginState(base));
  const userId = personaById(personaId)!.userId;
  const response = await callApi(base, 'handleCode', { body: { code, state, schibstedId: userId } });
  expect(response.status).toBe(200);
  return { cookie: cookieFrom(response.headers, 'minside_sid')!, userId };
}

/** Presses a button on the payment provider's page of a trip (card, Vipps, invoice); where it sends the user back. */
export async function answerAtProvider(
  base: string,
  paymentId: string,
  valg: 'betal' | 'avvis' | 'avbryt',
): Promise<string> {
  const response = await postForm(`${base}/provider/betaling`, { paymentId, valg });
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}
