import { Identity } from '@schibsted/account-sdk-browser/identity.js';
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { PERSONAS, personaById, uuidOf } from './backend/personas.ts';
import { request } from 'node:http';
import {
  authorizeUrl,
  callApi,
  CLIENT_ID,
  cookieFrom,
  newLoginState,
  postForm,
  signIn,
  twinLogin,
  previewPerFile,
} from '../../tests/support/backend.ts';

const server = previewPerFile();

const digital = personaById('digital')!;

/** `SITE` in a test value stands for the served site's origin, known only once the server listens. */
function onSite(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.replace(/^SITE/, server.base)]));
}

function getSession(cookie?: string, origin?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return fetch(`${server.base}/identity/v2/session?tabId=12345`, { headers });
}

describe('GET /identity/oauth/authorize', () => {
  it('shows an accessible bokmål page with one button per persona, carrying redirect_uri and state', async () => {
    const response = await fetch(authorizeUrl(server.base, { state: 'abc' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<title>Logg inn – testpersoner</title>');
    expect(html).toMatch(/<main>\s*<h1>Velg testperson<\/h1>/);
    expect(html).toContain('<form method="post" action="/identity/login">');
    expect(html).toContain(`<input type="hidden" name="redirect_uri" value="${server.base}/callback">`);
    expect(html).toContain('<input type="hidden" name="state" value="abc">');
    expect(html.match(/<button type="submit" name="persona"/g)).toHaveLength(PERSONAS.length);
    for (const persona of PERSONAS) {
      expect(html).toContain(
        `value="${persona.id}" aria-describedby="beskrivelse-${persona.id}">${persona.label}</button>`,
      );
      expect(html).toContain(`<p id="beskrivelse-${persona.id}">${persona.givenName} ${persona.familyName}: `);
    }
  });

  it('escapes what it echoes, so a state cannot inject markup', async () => {
    const html = await (await fetch(authorizeUrl(server.base, { state: '"><script>alert(1)</script>' }))).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  test.each([
    ['a foreign redirect_uri', { redirect_uri: 'https://evil.example/callback' }],
    ['a protocol-relative redirect_uri', { redirect_uri: '//evil.example/callback' }],
    ['a relative redirect_uri', { redirect_uri: '/callback' }],
    ['the same host on another port', { redirect_uri: 'http://127.0.0.1:1/callback' }],
    ['another page of the site', { redirect_uri: '/kundeservice' }],
    ['another page of the site, absolute', { redirect_uri: 'SITE/kundeservice' }],
    ['a page under /callback', { redirect_uri: 'SITE/callback/x' }],
    ['the site root', { redirect_uri: 'SITE/' }],
    ['a wrong client_id', { client_id: 'another-client' }],
    ['an empty client_id', { client_id: '' }],
    ['an empty state', { state: '' }],
    ['response_type token', { response_type: 'token' }],
    ['a scope without openid', { scope: 'offline_access' }],
  ])('refuses %s with a 400 page', async (_, overrides) => {
    const response = await fetch(authorizeUrl(server.base, onSite(overrides)));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>Innloggingen ble avvist</h1>');
    expect(html).not.toContain('name="persona"');
  });
});

describe('POST /identity/login', () => {
  it('starts a twin session and sends the code and the state, URL-encoded, to redirect_uri', async () => {
    const state = 'a b&c=d/é?#';
    const response = await postForm(`${server.base}/identity/login`, {
      persona: 'digital',
      redirect_uri: `${server.base}/callback?x=1`,
      state,
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${server.base}/callback`);
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('twin_sid='))!;
    expect(setCookie).toMatch(/^twin_sid=[\w-]+; HttpOnly; SameSite=Lax; Path=\/$/);
  });

  it('issues a different code on every login', async () => {
    const first = await twinLogin(server.base, 'digital', 's');
    const second = await twinLogin(server.base, 'digital', 's');
    expect(first.code).not.toBe(second.code);
  });

  test.each([
    ['an unknown persona', { persona: 'nobody' }],
    ['a foreign redirect_uri', { redirect_uri: 'https://evil.example/callback' }],
    ['a redirect_uri on the site but not /callback', { redirect_uri: 'SITE/kundeservice' }],
    ['a redirect_uri to the site root', { redirect_uri: 'SITE/' }],
    ['an empty state', { state: '' }],
  ])('refuses %s with a 400 page', async (_, overrides) => {
    const response = await postForm(`${server.base}/identity/login`, {
      persona: 'digital',
      redirect_uri: `${server.base}/callback`,
      state: 's',
      ...onSite(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(cookieFrom(response.headers, 'twin_sid')).toBeUndefined();
  });

  it('refuses a body that is not a form', async () => {
    const response = await fetch(`${server.base}/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'digital', redirect_uri: `${server.base}/callback`, state: 's' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /identity/v2/session', () => {
  it('answers the signed-in persona as the SDK expects', async () => {
    const { twinCookie } = await twinLogin(server.base, 'digital', 's');
    const response = await getSession(twinCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      result: true,
      userStatus: 'connected',
      userId: Number(digital.userId),
      displayName: 'Marte Solberg',
      givenName: 'Marte',
      familyName: 'Solberg',
      expiresIn: 300,
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.sp_id).toEqual(expect.any(String));
    expect(Math.abs((body.serverTime as number) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('answers 400 "No session found!" without a session, as the real service does', async () => {
    for (const cookie of [undefined, 'twin_sid=forged']) {
      const response = await getSession(cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 400, type: 'UserException', description: 'No session found!' },
        response: { result: false, expiresIn: 300 },
      });
    }
  });

  it('lets the portal origin read the answer with credentials, and no other origin', async () => {
    const own = await getSession(undefined, server.base);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.base);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await getSession(undefined, 'https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('forgets sessions on reset', async () => {
    const { twinCookie } = await twinLogin(server.base, 'digital', 's');
    await server.reset();
    expect((await getSession(twinCookie)).status).toBe(400);
  });
});

describe('GET /identity/user-context', () => {
  it('names the signed-in persona and the title, and is 400 without a session', async () => {
    const { twinCookie } = await twinLogin(server.base, 'digital', 's');
    const response = await fetch(`${server.base}/identity/user-context`, { headers: { cookie: twinCookie } });
    expect(await response.json()).toEqual({
      identifier: expect.any(String),
      display_text: 'Marte Solberg',
      client_name: 'Adresseavisen',
    });
    expect((await fetch(`${server.base}/identity/user-context`)).status).toBe(400);
  });
});

describe('the provider-wide session behind the simplified login widget', () => {
  const logout = (cookie: string) =>
    fetch(`${server.base}/identity/logout?redirect_uri=${encodeURIComponent(`${server.base}/`)}`, {
      headers: { cookie },
      redirect: 'manual',
    });

  it('outlives a logout of the site: the session check finds nobody, the user-context lookup still knows the user', async () => {
    const { twinCookie, providerCookie } = await twinLogin(server.base, 'digital', 's');
    const cookie = `${twinCookie}; ${providerCookie}`;
    expect((await logout(cookie)).headers.getSetCookie()).not.toContainEqual(expect.stringMatching(/^twin_sso=/));
    expect((await getSession(cookie)).status).toBe(400);
    const context = await fetch(`${server.base}/identity/user-context`, { headers: { cookie } });
    expect(await context.json()).toEqual({
      identifier: uuidOf(digital),
      display_text: 'Marte Solberg',
      client_name: 'Adresseavisen',
    });
    await server.reset();
    expect((await fetch(`${server.base}/identity/user-context`, { headers: { cookie } })).status).toBe(400);
  });

  it('signs the known user in at once when the login names them as the hint (single sign-on), and asks anew for prompt=login', async () => {
    const { twinCookie, providerCookie } = await twinLogin(server.base, 'digital', 's');
    const cookie = `${twinCookie}; ${providerCookie}`;
    await logout(cookie);
    const straight = await fetch(authorizeUrl(server.base, { state: 'widget', login_hint: uuidOf(digital) }), {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(straight.status).toBe(302);
    const back = new URL(straight.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${server.base}/callback`);
    expect(back.searchParams.get('state')).toBe('widget');
    expect(back.searchParams.get('code')).toMatch(/.+/);
    const signedIn = cookieFrom(straight.headers, 'twin_sid')!;
    expect((await getSession(signedIn)).status).toBe(200);

    const askAnew: Record<string, string>[] = [
      { login_hint: uuidOf(digital), prompt: 'login' },
      { login_hint: uuidOf(personaById('paper')!) },
      { login_hint: '' },
    ];
    for (const overrides of askAnew) {
      const asked = await fetch(authorizeUrl(server.base, { state: 'widget', ...overrides }), {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('<h1>Velg testperson</h1>');
    }
    // A hint alone, with no session the provider knows, signs nobody in.
    const stranger = await fetch(authorizeUrl(server.base, { state: 'widget', login_hint: uuidOf(digital) }), {
      redirect: 'manual',
    });
    expect(stranger.status).toBe(200);
  });

  it("serves the widget's script and its stylesheet", async () => {
    const script = await fetch(`${server.base}/identity/simplified-login-widget?client_id=${CLIENT_ID}`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(code).toContain('openSimplifiedLoginWidget');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const css = await fetch(`${server.base}/identity/simplified-login-widget.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.simplified-login');
  });
});

describe('GET /identity/logout', () => {
  test.each([
    ['the site itself', (origin: string) => `${origin}/`],
    ["the title's front page", () => 'https://www.adressa.no/'],
    ["another of the title's https sites", () => 'https://tv.adressa.no/'],
  ])('ends the session and goes on to %s', async (_, target) => {
    const { twinCookie } = await twinLogin(server.base, 'digital', 's');
    const response = await fetch(
      `${server.base}/identity/logout?redirect_uri=${encodeURIComponent(target(server.base))}`,
      { headers: { cookie: twinCookie }, redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target(server.base));
    expect(response.headers.getSetCookie()).toContain('twin_sid=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0');
    expect((await getSession(twinCookie)).status).toBe(400);
  });

  test.each([
    ['https://evil.example/'],
    ['http://www.adressa.no/'],
    ['https://adressa.no.evil.example/'],
    ['javascript:alert(1)'],
    [''],
  ])('refuses to lead to %j', async (target) => {
    const response = await fetch(`${server.base}/identity/logout?redirect_uri=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

/** What the SDK needs of a browser window: storage, and fetch with the cookies a browser would keep. */
function browserWindow() {
  const jar = new Map<string, string>();
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  return {
    jar,
    window: {
      location: { href: '' },
      sessionStorage: storage(),
      localStorage: storage(),
      fetch: (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
        return fetch(url, { ...init, headers });
      },
    },
  };
}

describe('the real account SDK against the twin', () => {
  let browser: ReturnType<typeof browserWindow>;
  let sdk: Identity;

  beforeEach(() => {
    browser = browserWindow();
    // RESTClient takes `window.fetch` from the global window.
    vi.stubGlobal('window', browser.window);
    // env and sessionDomain end in "/": the SDK resolves its paths with new URL('v2/session', server.base), which
    // would drop a last segment without one.
    const twin = `${server.base}/identity/`;
    sdk = new Identity({
      clientId: CLIENT_ID,
      env: twin,
      sessionDomain: twin,
      redirectUri: `${server.base}/callback`,
      window: browser.window as never,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function signInAtTwin(): Promise<void> {
    const response = await fetch(
      sdk.loginUrl({ state: await newLoginState(server.base), scope: 'openid offline_access' }),
    );
    expect(response.status).toBe(200);
    const { twinCookie } = await twinLogin(server.base, 'digital', 's');
    const [name, value] = twinCookie.split('=') as [string, string];
    browser.jar.set(name, value);
    sdk.clearCachedUserSession();
  }

  it('sees nobody signed in: isLoggedIn is false and hasSession fails', async () => {
    expect(await sdk.isLoggedIn()).toBe(false);
    await expect(sdk.hasSession()).rejects.toThrow('HasSession failed');
    expect(await sdk.getUserContextData()).toBeNull();
  });

  it('builds an authorize URL the twin accepts', async () => {
    const url = new URL(sdk.loginUrl({ state: 'xyz', scope: 'openid offline_access' }));
    expect(url.origin + url.pathname).toBe(`${server.base}/identity/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${server.base}/callback`,
      response_type: 'code',
      state: 'xyz',
    });
    expect((await fetch(url)).status).toBe(200);
  });

  it('reads the signed-in persona after login', async () => {
    await signInAtTwin();
    expect(await sdk.isLoggedIn()).toBe(true);
    const user = await sdk.getUser();
    expect(user).toMatchObject({ userId: Number(digital.userId), givenName: 'Marte', familyName: 'Solberg' });
    expect(await sdk.getUserId()).toBe(Number(digital.userId));
    expect(await sdk.getUserContextData()).toMatchObject({ display_text: 'Marte Solberg' });
  });

  it('logs out through the logout URL it builds', async () => {
    await signInAtTwin();
    const response = await browser.window.fetch(sdk.logoutUrl('https://www.adressa.no/'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.adressa.no/');
    sdk.clearCachedUserSession();
    expect(await sdk.isLoggedIn()).toBe(false);
  });
});

describe('the twin checks redirect targets and the Host header like the real provider', () => {
  /** A GET with the Host header set by hand (fetch always sends the URL's own host). */
  function getWithHost(pathAndQuery: string, host: string): Promise<{ status: number; location?: string }> {
    const { port } = new URL(server.base);
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: pathAndQuery, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const authorizePath = (origin: string) => {
    const url = new URL(authorizeUrl(server.base, { redirect_uri: `${origin}/callback` }));
    return url.pathname + url.search;
  };

  test.each([
    ['evil.example'],
    ['evil.example:80'],
    ['localhost.evil.example'],
    ['adressa.no.evil.example'],
    ['10.0.0.1'],
  ])('refuses Host %s on every endpoint', async (host) => {
    for (const path of [
      authorizePath(`http://${host}`),
      '/identity/v2/session',
      '/identity/user-context',
      `/identity/logout?redirect_uri=${encodeURIComponent(`http://${host}/`)}`,
    ]) {
      const reply = await getWithHost(path, host);
      // The preview server refuses a foreign Host for everything it serves (backend/hosts.ts), before the twin sees it.
      expect(reply.status, path).toBe(421);
      expect(reply.location, path).toBeUndefined();
    }
  });

  test.each([
    ['localhost'],
    ['localhost:4400'],
    ['127.0.0.1:4400'],
    ['[::1]:4400'],
    ['minside.adressa.no'],
    ['www.adressa.no'],
  ])('accepts Host %s', async (host) => {
    expect((await getWithHost(authorizePath(`http://${host}`), host)).status).toBe(200);
  });

  test.each([
    ['https://www.adressa.no:8443/'],
    ['https://user@www.adressa.no/'],
    ['https://www.adressa.no@evil.example/'],
  ])('logout refuses to lead to %j', async (target) => {
    const response = await fetch(`${server.base}/identity/logout?redirect_uri=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('logout ends every portal session of the user (back-channel logout), and no one else’s', async () => {
    const { code, state, twinCookie } = await twinLogin(server.base, 'digital', await newLoginState(server.base));
    const signedIn = await callApi(server.base, 'handleCode', { body: { code, state, schibstedId: digital.userId } });
    const portalCookie = cookieFrom(signedIn.headers, 'minside_sid')!;
    const secondDevice = await signIn(server.base, 'digital');
    const someoneElse = await signIn(server.base, 'paper');
    const account = (cookie: string, spidId: string) =>
      callApi(server.base, 'getAccount', { params: { spidId }, cookie });
    expect((await account(portalCookie, digital.userId)).status).toBe(200);

    const response = await fetch(
      `${server.base}/identity/logout?redirect_uri=${encodeURIComponent('https://www.adressa.no/')}`,
      { headers: { cookie: twinCookie }, redirect: 'manual' },
    );
    expect(response.status).toBe(302);

    expect((await account(portalCookie, digital.userId)).status).toBe(401);
    expect((await account(secondDevice.cookie, digital.userId)).status).toBe(401);
    expect((await account(someoneElse.cookie, someoneElse.userId)).status).toBe(200);
  });
});
