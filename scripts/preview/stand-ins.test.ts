// The preview's stand-ins over real HTTP (issue 14): the switch a browser turns them on with (its own site only),
// the consent manager's and the analytics SDK's scripts as classic scripts, the collectors bounded, and the identity
// twin's data pages, which check what the real provider would before recording a request.
import { expect, it } from 'vitest';
import ts from 'typescript';
import { CLIENT_ID, newLoginState, previewPerFile, twinLogin } from '../../tests/support/backend.ts';
import { personaById } from './backend/personas.ts';
import { COLLECTED_MAX } from './stand-ins.ts';

const server = previewPerFile();

const state = async () =>
  (await (await fetch(`${server.base}/__test/state`)).json()) as {
    analyticsEvents: unknown[];
    monitoringEvents: { intake: string }[];
    dataRequests: { kind: string; userId: string; clientId: string }[];
  };

it('the switch sets and clears the cookie the portal reads, and answers only its own site', async () => {
  const on = await fetch(`${server.base}/__stand-in/on?tilbake=/kundeservice`, { method: 'POST', redirect: 'manual' });
  expect(on.status).toBe(302);
  expect(on.headers.get('location')).toBe('/kundeservice');
  expect(on.headers.get('set-cookie')).toBe('minside_stand_ins=1; Path=/; SameSite=Lax');
  const off = await fetch(`${server.base}/__stand-in/off?tilbake=//evil.example`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(off.headers.get('location')).toBe('/__stand-in/');
  for (const hostile of ['/\\evil.example', '/.//evil.example', 'https://evil.example/']) {
    const back = await fetch(`${server.base}/__stand-in/on?tilbake=${encodeURIComponent(hostile)}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/__stand-in/');
  }
  expect(off.headers.get('set-cookie')).toBe('minside_stand_ins=; Path=/; SameSite=Lax; Max-Age=0');
  for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
    string,
    string
  >[]) {
    expect((await fetch(`${server.base}/__stand-in/on`, { method: 'POST', headers, redirect: 'manual' })).status).toBe(
      403,
    );
  }
  const page = await fetch(`${server.base}/__stand-in/`, { headers: { cookie: 'minside_stand_ins=1' } });
  expect(await page.text()).toContain('Nå er de <strong>på</strong>');
});

it.each([
  [
    'cmp/wrapperMessagingWithoutDetection.js',
    ['_sp_queue', 'loadPrivacyManagerModal', 'onConsentReady', 'CMP:', '_cmp_'],
  ],
  ['pulse/pulse.min.js', ['sendBeacon', 'trackPageView', 'requiresAdvertisingOptIn']],
])('%s is served as a classic script of the surface the adapter uses', async (file, surface) => {
  const response = await fetch(`${server.base}/__stand-in/${file}`);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const code = await response.text();
  for (const name of surface) expect(code).toContain(name);
  // A classic script: no import or export, and it parses.
  expect(code).not.toMatch(/^\s*(import|export)\b/m);
  const parsed = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS) as ts.SourceFile & {
    parseDiagnostics: unknown[];
  };
  expect(parsed.parseDiagnostics).toEqual([]);
});

it('keeps what analytics beacons and monitoring sends, bounded, and forgets it on reset', async () => {
  const beacon = JSON.stringify({ type: 'View', object: { id: 'x' } });
  expect(
    (
      await fetch(`${server.base}/__stand-in/pulse/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: beacon,
      })
    ).status,
  ).toBe(204);
  const batch = [{ type: 'view' }, { type: 'resource' }].map((event) => JSON.stringify(event)).join('\n');
  const forward = encodeURIComponent('/api/v2/rum?ddsource=browser');
  expect(
    (await fetch(`${server.base}/__stand-in/rum?ddforward=${forward}`, { method: 'POST', body: batch })).status,
  ).toBe(202);
  expect((await state()).analyticsEvents).toEqual([{ type: 'View', object: { id: 'x' } }]);
  expect((await state()).monitoringEvents).toEqual([
    { intake: 'rum', event: { type: 'view' } },
    { intake: 'rum', event: { type: 'resource' } },
  ]);
  // A page left open for days cannot fill the server's memory.
  const many = Array.from({ length: 300 }, (_, i) => JSON.stringify({ i })).join('\n');
  for (let round = 0; round < Math.ceil(COLLECTED_MAX / 300) + 1; round++)
    await fetch(`${server.base}/__stand-in/pulse/events`, { method: 'POST', body: many });
  expect((await state()).analyticsEvents).toHaveLength(COLLECTED_MAX);
  expect(
    (await fetch(`${server.base}/__stand-in/pulse/events`, { method: 'POST', body: 'x'.repeat(70_000) })).status,
  ).toBe(413);
  await server.reset();
  expect((await state()).analyticsEvents).toEqual([]);
});

/** A persona signed in at the twin: its cookie. */
async function twinSession(personaId: string): Promise<string> {
  return (await twinLogin(server.base, personaId, await newLoginState(server.base))).twinCookie;
}

const dataPage = (kind: 'download-data' | 'delete-account', query: Record<string, string>, cookie?: string) =>
  fetch(`${server.base}/identity/profile-pages/privacy/${kind}?${new URLSearchParams(query)}`, {
    headers: cookie ? { cookie } : {},
  });

/** The answer on a data page's question, as its button sends it: a form POST from the page (Origin: this site). */
const answerDataPage = (
  kind: 'download-data' | 'delete-account',
  fields: Record<string, string>,
  cookie?: string,
  origin: string | null = server.base,
) =>
  fetch(`${server.base}/identity/profile-pages/privacy/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie && { cookie }),
      ...(origin !== null && { origin }),
    },
    body: new URLSearchParams(fields),
  });

it('the twin confirms a data download or deletion for the signed-in user, and records it', async () => {
  const cookie = await twinSession('digital');
  const query = { client_id: CLIENT_ID, redirect_uri: `${server.base}/callback`, response_type: 'code' };
  const answer = { client_id: CLIENT_ID, redirect_uri: `${server.base}/callback`, bekreft: 'ja' };
  const question = await dataPage('download-data', query, cookie);
  expect(question.status).toBe(200);
  expect(await question.text()).toMatch(
    /<button type="submit" name="bekreft" value="ja">Ja, send meg dataene<\/button>/,
  );
  expect((await state()).dataRequests).toEqual([]);
  const takeout = await answerDataPage('download-data', answer, cookie);
  expect(takeout.status).toBe(200);
  expect(takeout.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(await takeout.text()).toContain('Vi har mottatt bestillingen din');
  expect(await (await dataPage('delete-account', query, cookie)).text()).toContain('Ja, slett kontoen min');
  const deletion = await (await answerDataPage('delete-account', answer, cookie)).text();
  expect(deletion).toContain('Betalingshistorikken må vi ta vare på i 5 år');
  expect(deletion).toContain(`href="${server.base}/"`);
  const { userId } = personaById('digital')!;
  expect((await state()).dataRequests).toEqual([
    { kind: 'takeout', userId, clientId: CLIENT_ID, at: expect.any(String) },
    { kind: 'delete', userId, clientId: CLIENT_ID, at: expect.any(String) },
  ]);
});

it.each([
  ['another client', { client_id: 'another-client', redirect_uri: 'SITE/callback' }, true, 'client_id'],
  [
    'a foreign redirect_uri',
    { client_id: CLIENT_ID, redirect_uri: 'https://evil.example/callback' },
    true,
    'redirect_uri',
  ],
  [
    'another page of the site as redirect_uri',
    { client_id: CLIENT_ID, redirect_uri: 'SITE/kundeservice' },
    true,
    'redirect_uri',
  ],
  ['nobody signed in at the twin', { client_id: CLIENT_ID, redirect_uri: 'SITE/callback' }, false, 'logget inn'],
])('the twin refuses a data page with %s, and records nothing', async (_, query, signedIn, reason) => {
  const cookie = signedIn ? await twinSession('digital') : undefined;
  const response = await dataPage(
    'delete-account',
    { ...query, redirect_uri: query.redirect_uri.replace('SITE', server.base) },
    cookie,
  );
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(reason);
  expect((await state()).dataRequests).toEqual([]);
});

it('opening the deletion page, from any site, only asks: nothing is recorded (issue 25)', async () => {
  const cookie = await twinSession('digital');
  const query = { client_id: CLIENT_ID, redirect_uri: `${server.base}/callback`, response_type: 'code' };
  const crossSite = await fetch(
    `${server.base}/identity/profile-pages/privacy/delete-account?${new URLSearchParams(query)}`,
    { headers: { cookie, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' } },
  );
  expect(crossSite.status).toBe(200);
  expect(await crossSite.text()).toContain('Vil du slette kontoen din?');
  expect((await state()).dataRequests).toEqual([]);
});

it.each([
  ['from another site', { bekreft: 'ja' }, 'https://evil.example', 403, 'fra denne siden'],
  ['without an Origin', { bekreft: 'ja' }, null, 403, 'fra denne siden'],
  ['without the confirmation', {}, 'SITE', 400, 'bekrefte'],
  ['with another client', { bekreft: 'ja', client_id: 'another-client' }, 'SITE', 400, 'client_id'],
] as const)(
  'a deletion posted %s is refused, and nothing is recorded (issue 25)',
  async (_, fields, origin, status, reason) => {
    const cookie = await twinSession('digital');
    const response = await answerDataPage(
      'delete-account',
      { client_id: CLIENT_ID, redirect_uri: `${server.base}/callback`, ...fields },
      cookie,
      origin === 'SITE' ? server.base : origin,
    );
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(reason);
    expect((await state()).dataRequests).toEqual([]);
  },
);
