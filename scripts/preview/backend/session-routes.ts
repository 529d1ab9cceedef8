// Calls anyone may make: the login handshake (login token, code exchange, logout) and title lookups.
import { decodeLoginState } from '../../../src/domain/auth/login-state.ts';
import { isLocalHost } from '../../../src/domain/auth/identity-config.ts';
import { findTitle, TitleConfigError } from '../../../src/domain/title/registry.ts';
import type { TitleConfig } from '../../../src/domain/title/title-config.ts';
import type { Context, Fail, Route } from './context.ts';
import { clearedCookie, sessionCookie } from './http.ts';
import { personaById } from './personas.ts';
import { randomId, type State, type TwinGrant } from './state.ts';

export const PORTAL_COOKIE = 'minside_sid';
/** Names the browser a login token was given to, so a token is no use to anyone else. */
export const BROWSER_COOKIE = 'minside_browser';

/** Long enough to pick a user at the identity provider, short enough that a leaked token soon is worthless. */
export const LOGIN_TOKEN_TTL_MS = 10 * 60_000;
/** Anyone may ask for tokens, so they are bounded: per browser, and in all (the oldest give way). */
export const LOGIN_TOKENS_PER_BROWSER = 5;
export const LOGIN_TOKENS_MAX = 1_000;

/** A session ends after half an hour without a call, and after twelve hours in any case. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;

export const loginToken: Route<'loginToken'> = {
  access: 'public',
  handle({ state, cookies, setCookie }) {
    const now = Date.now();
    forgetExpiredTokens(state, now);
    const browserId = cookies[BROWSER_COOKIE] || randomId();
    setCookie(sessionCookie(BROWSER_COOKIE, browserId));
    const ofBrowser = [...state.loginTokens].filter(([, token]) => token.browserId === browserId);
    for (const [token] of ofBrowser.slice(0, Math.max(0, ofBrowser.length - LOGIN_TOKENS_PER_BROWSER + 1)))
      state.loginTokens.delete(token);
    // Maps keep insertion order: the first key is the oldest token.
    while (state.loginTokens.size >= LOGIN_TOKENS_MAX) state.loginTokens.delete(state.loginTokens.keys().next().value!);
    const token = randomId();
    state.loginTokens.set(token, { browserId, expiresAt: now + LOGIN_TOKEN_TTL_MS });
    return { token };
  },
};

function forgetExpiredTokens(state: State, now: number): void {
  for (const [token, { expiresAt }] of state.loginTokens) if (expiresAt <= now) state.loginTokens.delete(token);
}

/** A login token is used up by the attempt, whatever its outcome; it must be this browser's and still fresh. */
function takeLoginToken(
  state: State,
  token: string,
  browserId: string | undefined,
  fail: Fail<'INVALID_LOGIN_TOKEN'>,
): void {
  const issued = state.loginTokens.get(token);
  state.loginTokens.delete(token);
  if (!issued || issued.expiresAt <= Date.now() || issued.browserId !== browserId) {
    fail(
      400,
      'INVALID_LOGIN_TOKEN',
      'state: its login token was never issued to this browser, is used, or has expired',
    );
  }
}

/** The user of a live session, touching it; an idle or too old session is ended and answers undefined. */
export function sessionUser(state: State, sessionId: string): string | undefined {
  const session = state.portalSessions.get(sessionId);
  if (!session) return undefined;
  const now = Date.now();
  if (now - session.lastSeenAt > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS) {
    state.portalSessions.delete(sessionId);
    return undefined;
  }
  session.lastSeenAt = now;
  return session.userId;
}

/** One use only, even a failed one, and only on the site it was issued for. */
function takeGrant(state: State, code: string, origin: string, fail: Fail<'INVALID_CODE'>): TwinGrant {
  const grant = state.twinCodes.get(code);
  state.twinCodes.delete(code);
  if (!grant || new URL(grant.redirectUri).origin !== origin)
    return fail(400, 'INVALID_CODE', 'code: unknown, used, or issued for another site');
  return grant;
}

/** handlecode and handleLoginToken: a code from the identity provider becomes a portal session. */
function exchangeCode({ state, body, origin, sessionId, cookies, setCookie, fail }: Context<'handleCode'>) {
  const grant = takeGrant(state, body.code, origin, fail);
  if (body.state !== grant.state) fail(400, 'INVALID_STATE', 'state: not the state the code was issued with');
  const login = decodeLoginState(body.state) ?? fail(400, 'INVALID_STATE', 'state: not a login state of this portal');
  takeLoginToken(state, login.loginToken, cookies[BROWSER_COOKIE], fail);
  const persona = personaById(grant.personaId) ?? fail(400, 'INVALID_CODE', 'code: its user no longer exists');
  if (persona.userId !== body.schibstedId)
    fail(400, 'USER_MISMATCH', `schibstedId: the code belongs to another user than ${body.schibstedId}`);
  // A new login never inherits an older session id (no session fixation).
  if (sessionId) state.portalSessions.delete(sessionId);
  const sid = randomId();
  const now = Date.now();
  state.portalSessions.set(sid, { userId: persona.userId, createdAt: now, lastSeenAt: now });
  setCookie(sessionCookie(PORTAL_COOKIE, sid));
  return { userId: persona.userId };
}

export const handleCode: Route<'handleCode'> = { access: 'public', handle: exchangeCode };
export const handleLoginToken: Route<'handleLoginToken'> = { access: 'public', handle: exchangeCode };

export const logout: Route<'logout'> = {
  access: 'public',
  handle({ state, sessionId, setCookie }) {
    if (sessionId) state.portalSessions.delete(sessionId);
    setCookie(clearedCookie(PORTAL_COOKIE));
    return { ok: true };
  },
};

function hostsOf(title: TitleConfig): string[] {
  return [
    new URL(title.brand.minsideUrl).hostname,
    new URL(title.brand.pageUrl).hostname,
    title.baseUrl,
    `www.${title.baseUrl}`,
  ];
}

export const retrieveTitleCode: Route<'retrieveTitleCode'> = {
  access: 'public',
  handle({ state, body, fail }) {
    const { hostname } = new URL(body.url);
    // On this machine every host is the served title, as it is for the identity config.
    if (isLocalHost(hostname)) return { titleCode: state.title.titleCode };
    const title = state.titles.find((candidate) => hostsOf(candidate).includes(hostname));
    return { titleCode: title?.titleCode ?? fail(404, 'TITLE_NOT_FOUND', `url: no title is served on ${hostname}`) };
  },
};

function lookUp(titles: readonly TitleConfig[], titleCode: string, fail: Fail<'TITLE_NOT_FOUND'>): TitleConfig {
  try {
    return findTitle(titles, titleCode);
  } catch (error) {
    if (error instanceof TitleConfigError) fail(404, 'TITLE_NOT_FOUND', error.message);
    throw error;
  }
}

export const title: Route<'title'> = {
  access: 'public',
  handle({ state, params, fail }) {
    const { titleCode, name, brand } = lookUp(state.titles, params.titleCode, fail);
    return { titleCode, name, titleDomain: brand.titleDomain, pageUrl: brand.pageUrl, minsideUrl: brand.minsideUrl };
  },
};
