// Calls anyone may make: the login handshake (login token, code exchange, logout) and title lookups.
import { decodeLoginState } from '../../../src/domain/auth/login-state.ts';
import { isLocalHost } from '../../../src/domain/auth/identity-config.ts';
import { findTitle, TitleConfigError } from '../../../src/domain/title/registry.ts';
import type { TitleConfig } from '../../../src/domain/title/title-config.ts';
import { fail, type Context, type Route } from './context.ts';
import { clearedCookie, sessionCookie } from './http.ts';
import { personaById } from './personas.ts';
import { randomId, type State, type TwinGrant } from './state.ts';

export const PORTAL_COOKIE = 'minside_sid';

export const loginToken: Route<'loginToken'> = {
  access: 'public',
  handle({ state }) {
    const token = randomId();
    state.loginTokens.add(token);
    return { token };
  },
};

/** One use only, even a failed one, and only on the site it was issued for. */
function takeGrant(state: State, code: string, origin: string): TwinGrant {
  const grant = state.twinCodes.get(code);
  state.twinCodes.delete(code);
  if (!grant || new URL(grant.redirectUri).origin !== origin) fail(400, 'INVALID_CODE', 'code: unknown, used, or issued for another site');
  return grant;
}

/** handlecode and handleLoginToken: a code from the identity provider becomes a portal session. */
function exchangeCode({ state, body, origin, sessionId, setCookie }: Context<'handleCode'>) {
  const grant = takeGrant(state, body.code, origin);
  if (body.state !== grant.state) fail(400, 'INVALID_STATE', 'state: not the state the code was issued with');
  const login = decodeLoginState(body.state) ?? fail(400, 'INVALID_STATE', 'state: not a login state of this portal');
  if (!state.loginTokens.delete(login.loginToken)) fail(400, 'INVALID_LOGIN_TOKEN', 'state: its login token was never issued or is used');
  const persona = personaById(grant.personaId) ?? fail(400, 'INVALID_CODE', 'code: its user no longer exists');
  if (persona.userId !== body.schibstedId) fail(400, 'USER_MISMATCH', `schibstedId: the code belongs to another user than ${body.schibstedId}`);
  // A new login never inherits an older session id (no session fixation).
  if (sessionId) state.portalSessions.delete(sessionId);
  const sid = randomId();
  state.portalSessions.set(sid, persona.userId);
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
  return [new URL(title.brand.minsideUrl).hostname, new URL(title.brand.pageUrl).hostname, title.baseUrl, `www.${title.baseUrl}`];
}

export const retrieveTitleCode: Route<'retrieveTitleCode'> = {
  access: 'public',
  handle({ state, body }) {
    const { hostname } = new URL(body.url);
    // On this machine every host is the served title, as it is for the identity config.
    if (isLocalHost(hostname)) return { titleCode: state.title.titleCode };
    const title = state.titles.find((candidate) => hostsOf(candidate).includes(hostname));
    return { titleCode: title?.titleCode ?? fail(404, 'TITLE_NOT_FOUND', `url: no title is served on ${hostname}`) };
  },
};

function lookUp(titles: readonly TitleConfig[], titleCode: string): TitleConfig {
  try {
    return findTitle(titles, titleCode);
  } catch (error) {
    if (error instanceof TitleConfigError) fail(404, 'TITLE_NOT_FOUND', error.message);
    throw error;
  }
}

export const title: Route<'title'> = {
  access: 'public',
  handle({ state, params }) {
    const { titleCode, name, brand } = lookUp(state.titles, params.titleCode);
    return { titleCode, name, titleDomain: brand.titleDomain, pageUrl: brand.pageUrl, minsideUrl: brand.minsideUrl };
  },
};
