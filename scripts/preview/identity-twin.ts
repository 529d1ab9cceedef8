// A local stand-in for the identity provider, answering what the real browser SDK asks (authorize, session
// check, logout, user context, the simplified login widget's script) with the test personas, so login runs end to
// end without the internet; and the provider's data pages, where a download or deletion of one's data is asked for.
// Like the real provider it keeps two sessions: this site's (what the session check reads, ended by logout) and the
// browser's provider-wide one, which outlives a logout here: the user-context lookup reads it, so a visitor who
// logged out is still known, and offered "Fortsett som …".
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { browserScript, serve } from './browser-script.ts';
import {
  clearedCookie,
  mediaType,
  queryOf,
  readBody,
  readCookies,
  redirect,
  requestOrigin,
  routeEndpoints,
  sendHtml,
  sendJson,
  sessionCookie,
} from './backend/http.ts';
import { CALLBACK_PATH } from '../../src/domain/auth/identity-config.ts';
import { isServedHost } from './backend/hosts.ts';
import { PERSONAS, personaById, uuidOf, type Persona } from './backend/personas.ts';
import { randomId, type State } from './backend/state.ts';
import { PAGE_CSP } from './html-page.ts';
import { dataQuestionPage, dataRequestPage, loginPage, refusalPage } from './identity-pages.ts';
import { DATA_PAGE_PATH, type DataRequestKind } from '../../src/domain/privacy/data-pages.ts';

export const TWIN_PREFIX = '/identity/';
export const TWIN_COOKIE = 'twin_sid';
export const PROVIDER_COOKIE = 'twin_sso';
const WIDGET = path.join(import.meta.dirname, 'stand-ins', 'simplified-login-widget');

/** Seconds the SDK may cache a session answer (spec section 9: 300 s by default). */
const EXPIRES_IN = 300;

function parsed(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An absolute URL on the site the request came to. */
function isOnSite(raw: string, origin: string): boolean {
  return parsed(raw)?.origin === origin;
}

/**
 * The only place a code may be sent: the served site's /callback on the request's own origin (a query is
 * kept, as registered redirect URIs may carry one; a fragment never is), like a provider's registered URI.
 */
function isSiteCallback(raw: string, origin: string): boolean {
  const url = parsed(raw);
  return (
    url !== undefined &&
    url.origin === origin &&
    url.pathname === CALLBACK_PATH &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

function refuse(res: ServerResponse, reason: string, status = 400): void {
  sendHtml(res, status, refusalPage(reason), { headers: { 'Content-Security-Policy': PAGE_CSP } });
}

/** Why the provider would refuse this authorize request, or undefined when it is fine. */
function authorizeProblem(query: URLSearchParams, origin: string, clientId: string): string | undefined {
  if (query.get('client_id') !== clientId) return 'client_id mangler eller hører ikke til denne avisen.';
  if (query.get('response_type') !== 'code') return 'response_type må være «code».';
  if (!(query.get('scope') ?? '').split(/\s+/).includes('openid')) return 'scope må inneholde «openid».';
  if (!query.get('state')) return 'state mangler.';
  if (!isSiteCallback(query.get('redirect_uri') ?? '', origin))
    return 'redirect_uri må være innloggingsadressen (/callback) på dette nettstedet.';
  return undefined;
}

/** Same-site requests only: another site must never read who is signed in. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = requestOrigin(req);
  if (req.headers.origin !== origin) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
}

/** The real service's answer without a session; the SDK only looks at the 400 (and caches it as "signed out"). */
function noSession(req: IncomingMessage, res: ServerResponse): void {
  sendJson(
    res,
    400,
    {
      error: { code: 400, type: 'UserException', description: 'No session found!' },
      response: {
        result: false,
        serverTime: Math.floor(Date.now() / 1000),
        expiresIn: EXPIRES_IN,
        baseDomain: new URL(requestOrigin(req)).hostname,
      },
    },
    { headers: corsHeaders(req) },
  );
}

function sessionAnswer(persona: Persona, req: IncomingMessage) {
  const uuid = uuidOf(persona);
  return {
    result: true,
    userStatus: 'connected',
    userId: Number(persona.userId),
    uuid,
    sp_id: Buffer.from(JSON.stringify({ userId: persona.userId, uuid })).toString('base64url'),
    displayName: `${persona.givenName} ${persona.familyName}`,
    givenName: persona.givenName,
    familyName: persona.familyName,
    expiresIn: EXPIRES_IN,
    serverTime: Math.floor(Date.now() / 1000),
    baseDomain: new URL(requestOrigin(req)).hostname,
  };
}

export function createIdentityTwin(state: State) {
  const clientId = state.title.brand.spidCredential.clientId;

  function sessionPersona(req: IncomingMessage): Persona | undefined {
    const sid = readCookies(req)[TWIN_COOKIE];
    const personaId = sid ? state.twinSessions.get(sid) : undefined;
    return personaId ? personaById(personaId) : undefined;
  }

  /** Whom the provider knows in this browser: its provider-wide session, or this site's (which implies one). */
  function knownPersona(req: IncomingMessage): Persona | undefined {
    const sso = readCookies(req)[PROVIDER_COOKIE];
    const personaId = sso ? state.twinProviderSessions.get(sso) : undefined;
    return (personaId ? personaById(personaId) : undefined) ?? sessionPersona(req);
  }

  /** A login of `persona`: new sessions here and provider-wide, and the code and state sent to the site's /callback. */
  function grant(
    req: IncomingMessage,
    res: ServerResponse,
    persona: Persona,
    redirectUri: string,
    loginState: string,
  ): void {
    const cookies = readCookies(req);
    if (cookies[TWIN_COOKIE]) state.twinSessions.delete(cookies[TWIN_COOKIE]);
    if (cookies[PROVIDER_COOKIE]) state.twinProviderSessions.delete(cookies[PROVIDER_COOKIE]);
    const sid = randomId();
    const sso = randomId();
    state.twinSessions.set(sid, persona.id);
    state.twinProviderSessions.set(sso, persona.id);
    const code = randomId();
    state.twinCodes.set(code, { personaId: persona.id, redirectUri, state: loginState });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', loginState);
    redirect(res, target.href, { cookies: [sessionCookie(TWIN_COOKIE, sid), sessionCookie(PROVIDER_COOKIE, sso)] });
  }

  const served = isServedHost(state.title);

  /**
   * Logout may lead back to this site or to the served title's own https sites (its front page): on the default
   * port, without user info.
   */
  function mayLeaveTo(raw: string, origin: string): boolean {
    if (isOnSite(raw, origin)) return true;
    const baseUrl = state.title.baseUrl;
    const url = parsed(raw);
    if (!url || url.protocol !== 'https:' || url.port || url.username || url.password) return false;
    return url.hostname === baseUrl || url.hostname.endsWith(`.${baseUrl}`);
  }

  function authorize(req: IncomingMessage, res: ServerResponse): void {
    const query = queryOf(req);
    const problem = authorizeProblem(query, requestOrigin(req), clientId);
    if (problem) return refuse(res, problem);
    // The user the provider knows, named as the hint (the widget's "Fortsett som …"), is signed in at once, as
    // single sign-on does; "Ikke deg?" asks with prompt=login, and gets the login page.
    const known = knownPersona(req);
    if (known && query.get('login_hint') === uuidOf(known) && query.get('prompt') !== 'login') {
      return grant(req, res, known, query.get('redirect_uri')!, query.get('state')!);
    }
    const html = loginPage({
      titleName: state.title.name,
      personas: PERSONAS,
      redirectUri: query.get('redirect_uri')!,
      state: query.get('state')!,
    });
    sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (mediaType(req) !== 'application/x-www-form-urlencoded')
      return refuse(res, 'Skjemaet må sendes som vanlig skjema.');
    const persona = personaById(form.get('persona') ?? '');
    const redirectUri = form.get('redirect_uri') ?? '';
    const loginState = form.get('state') ?? '';
    if (!persona) return refuse(res, 'Ukjent testperson.');
    if (!isSiteCallback(redirectUri, requestOrigin(req)))
      return refuse(res, 'redirect_uri må være innloggingsadressen (/callback) på dette nettstedet.');
    if (!loginState) return refuse(res, 'state mangler.');
    grant(req, res, persona, redirectUri, loginState);
  }

  function session(req: IncomingMessage, res: ServerResponse): void {
    const persona = sessionPersona(req);
    if (!persona) return noSession(req, res);
    sendJson(res, 200, sessionAnswer(persona, req), { headers: corsHeaders(req) });
  }

  function logout(req: IncomingMessage, res: ServerResponse): void {
    const target = queryOf(req).get('redirect_uri') ?? '';
    if (!mayLeaveTo(target, requestOrigin(req)))
      return refuse(res, 'redirect_uri er ikke en adresse innloggingen kan sende deg tilbake til.');
    const persona = sessionPersona(req);
    const sid = readCookies(req)[TWIN_COOKIE];
    if (sid) state.twinSessions.delete(sid);
    // The provider-wide session stays, as the real provider's does: the user is still known to it.
    // Back-channel logout (as OIDC's): ending the identity session ends the user's portal sessions too, so a
    // portal logout call that failed does not leave a session working behind the user's back.
    if (persona)
      for (const [portalSid, session] of state.portalSessions)
        if (session.userId === persona.userId) state.portalSessions.delete(portalSid);
    redirect(res, target, { cookies: [clearedCookie(TWIN_COOKIE)] });
  }

  /** Whom the provider knows in this browser, signed in here or not: what the simplified login widget offers. */
  function userContext(req: IncomingMessage, res: ServerResponse): void {
    const persona = knownPersona(req);
    if (!persona) return noSession(req, res);
    const answer = {
      identifier: uuidOf(persona),
      display_text: `${persona.givenName} ${persona.familyName}`,
      client_name: state.title.name,
    };
    sendJson(res, 200, answer, { headers: corsHeaders(req) });
  }

  /**
   * The provider's data pages (issue 14): for the served title's client only, coming from this site, with the user
   * signed in at the twin. Opening one (GET) only asks; the request is recorded (`dataRequests` in /__test/state)
   * and confirmed only on the page's own answer: a same-site POST (its Origin this site's) with `bekreft=ja`, so
   * another site can neither link nor post anyone into a deletion.
   */
  function dataPageProblem(fields: URLSearchParams, req: IncomingMessage): string | undefined {
    if (fields.get('client_id') !== clientId) return 'client_id mangler eller hører ikke til denne avisen.';
    if (!isSiteCallback(fields.get('redirect_uri') ?? '', requestOrigin(req)))
      return 'redirect_uri må være innloggingsadressen (/callback) på dette nettstedet.';
    if (!sessionPersona(req)) return 'Du må være logget inn for å bestille eller slette dataene dine.';
    return undefined;
  }

  function askData(kind: DataRequestKind) {
    return (req: IncomingMessage, res: ServerResponse): void => {
      const query = queryOf(req);
      const problem = dataPageProblem(query, req);
      if (problem) return refuse(res, problem);
      const persona = sessionPersona(req)!;
      const html = dataQuestionPage({
        kind,
        name: persona.givenName,
        email: persona.email,
        clientId,
        redirectUri: query.get('redirect_uri')!,
        backTo: new URL('/', requestOrigin(req)).href,
      });
      sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
    };
  }

  function answerData(kind: DataRequestKind) {
    return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const form = new URLSearchParams(await readBody(req));
      if (req.headers.origin !== requestOrigin(req))
        return refuse(res, 'Forespørselen må sendes fra denne siden.', 403);
      if (mediaType(req) !== 'application/x-www-form-urlencoded')
        return refuse(res, 'Skjemaet må sendes som vanlig skjema.');
      const problem = dataPageProblem(form, req);
      if (problem) return refuse(res, problem);
      if (form.get('bekreft') !== 'ja') return refuse(res, 'Du må bekrefte med knappen på siden.');
      const persona = sessionPersona(req)!;
      state.dataRequests.push({ kind, userId: persona.userId, clientId, at: state.clock.now().toISOString() });
      const html = dataRequestPage({
        kind,
        name: persona.givenName,
        email: persona.email,
        backTo: new URL('/', requestOrigin(req)).href,
      });
      sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
    };
  }

  const endpoints = routeEndpoints(
    TWIN_PREFIX,
    {
      [DATA_PAGE_PATH.takeout]: [
        { method: 'GET', handle: askData('takeout') },
        { method: 'POST', handle: answerData('takeout') },
      ],
      [DATA_PAGE_PATH.delete]: [
        { method: 'GET', handle: askData('delete') },
        { method: 'POST', handle: answerData('delete') },
      ],
      'oauth/authorize': { method: 'GET', handle: authorize },
      login: { method: 'POST', handle: login },
      'v2/session': { method: 'GET', handle: session },
      logout: { method: 'GET', handle: logout },
      'user-context': { method: 'GET', handle: userContext },
      'simplified-login-widget': {
        method: 'GET',
        handle: serve('text/javascript; charset=utf-8', () => browserScript(`${WIDGET}.ts`)),
      },
      'simplified-login-widget.css': {
        method: 'GET',
        handle: serve('text/css; charset=utf-8', () => readFile(`${WIDGET}.css`, 'utf8')),
      },
    },
    'the identity twin has no such endpoint',
  );

  return async function onServedHostsOnly(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The preview server refuses other hosts for everything; the twin holds to it on its own too, as the provider does.
    if (!served(req)) return refuse(res, 'Innloggingen svarer ikke på denne adressen.');
    await endpoints(req, res);
  };
}
