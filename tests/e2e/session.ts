// Signing in as a test persona through the real SDK, the identity twin and the reference backend; and reusing that
// session: each persona signs in for real once per worker and site, and later tests of the worker start with its
// session cookies (docs/testing.md, "Signing in").
import { expect, type Cookie, type Page } from '@playwright/test';
import { PERSONAS, type Persona } from '../../scripts/preview/backend/personas.ts';
import { BROWSER_COOKIE, PORTAL_COOKIE } from '../../scripts/preview/backend/session-routes.ts';
import { PROVIDER_COOKIE, TWIN_COOKIE } from '../../scripts/preview/identity-twin.ts';
import type { Route } from '../../src/domain/routing/routes.ts';
import type { Site } from './sites.ts';

/** On the twin's login page: pick the persona whose button is labelled `label`. */
export async function pickPersona(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Velg testperson' })).toBeVisible();
  await page.getByRole('button', { name: label, exact: true }).click();
}

/**
 * Opens `path`, logs in with the header's "Logg inn" and picks the persona; waits until back on the site. A real
 * login every time: for the tests about logging in. The session it makes is kept for `signInAs`.
 */
export async function signInFrom(page: Page, site: Site, path: string, personaLabel: string): Promise<void> {
  await page.goto(site.origin + path);
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('link', { name: 'Logg inn' }).click();
  await pickPersona(page, personaLabel);
  await page.waitForURL((url) => url.origin === site.origin && url.pathname !== '/callback');
  const signedIn = PERSONAS.find((candidate) => candidate.label === personaLabel);
  if (signedIn) await keepSession(page, site, signedIn.id);
}

export const isTwinLogin = (url: URL, site: Site) =>
  url.origin === site.origin && url.pathname === '/identity/oauth/authorize';

export function persona(id: string): Persona {
  const found = PERSONAS.find((p) => p.id === id);
  if (!found) throw new Error(`No persona ${id}`);
  return found;
}

/**
 * The cookies a login leaves: the twin's session on this site and the provider-wide one, the portal's session and
 * the browser's id for login tokens.
 */
const SESSION_COOKIES = [TWIN_COOKIE, PROVIDER_COOKIE, PORTAL_COOKIE, BROWSER_COOKIE];

/**
 * Sessions of this worker (its own servers: fixtures.ts), by site and persona. The harness's reset keeps who is
 * signed in (`keepSessions`), so a session lasts until a test ends it: a logout, a new login in its browser, or
 * half an hour unused.
 */
const sessions = new Map<string, Cookie[]>();
const sessionKey = (site: Site, personaId: string) => `${site.origin} ${personaId}`;

async function keepSession(page: Page, site: Site, personaId: string): Promise<void> {
  const cookies = (await page.context().cookies(site.origin)).filter((cookie) => SESSION_COOKIES.includes(cookie.name));
  if (await isSignedInAs(page, site, personaId)) sessions.set(sessionKey(site, personaId), cookies);
}

/** Whether the session cookies of the page's browser sign the persona in, at the twin and at the portal both. */
async function isSignedInAs(page: Page, site: Site, personaId: string): Promise<boolean> {
  const response = await page.request.get(`${site.origin}/__test/session`);
  expect(response.ok()).toBe(true);
  const { portal, twin } = (await response.json()) as { portal: string | null; twin: string | null };
  return twin === personaId && portal === persona(personaId).userId;
}

/**
 * Signs in as the persona and opens `path` (the FAQ page unless told), for tests whose subject is not the login:
 * with the persona's session of this worker when it is still alive, else through the twin as `signInFrom` does.
 * With `path` null it opens no page when the session is kept (a test that opens its own page next saves a page
 * load); after a real login the browser is on the FAQ page.
 */
export async function signInAs(
  page: Page,
  site: Site,
  personaId: string,
  path: string | null = '/kundeservice',
): Promise<void> {
  const kept = sessions.get(sessionKey(site, personaId));
  if (kept) {
    await page.context().addCookies(kept);
    if (await isSignedInAs(page, site, personaId)) {
      if (path !== null) await page.goto(site.origin + path);
      return;
    }
    sessions.delete(sessionKey(site, personaId));
  }
  // A login sent with another persona's kept cookies would end that session (no session fixation), so without them.
  await page.context().clearCookies({ name: new RegExp(`^(${SESSION_COOKIES.join('|')})$`) });
  await signInFrom(page, site, '/kundeservice', persona(personaId).label);
  await expect(page).toHaveURL(`${site.origin}/kundeservice`);
  if (path !== null && path !== '/kundeservice') await page.goto(site.origin + path);
}

/** The heading a signed-in user sees on a route whose role note refuses them (the guard's role rules). */
export const REFUSAL_HEADINGS: Record<NonNullable<Route['note']>, string> = {
  admin: 'Bare for bedriftens administratorer',
  invited: 'Lenken er ikke komplett',
  verification: 'Lenken er ikke komplett',
  family: 'Abonnementet ditt kan ikke deles',
};
