// Signing in as a test persona through the real SDK, the identity twin and the reference backend.
import { expect, type Page } from '@playwright/test';
import { PERSONAS, type Persona } from '../../scripts/preview/backend/personas.ts';
import type { Route } from '../../src/domain/routing/routes.ts';
import type { Site } from './sites.ts';

/** On the twin's login page: pick the persona whose button is labelled `label`. */
export async function pickPersona(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Velg testperson' })).toBeVisible();
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Opens `path`, logs in with the header's "Logg inn" and picks the persona; waits until back on the site. */
export async function signInFrom(page: Page, site: Site, path: string, personaLabel: string): Promise<void> {
  await page.goto(site.origin + path);
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('link', { name: 'Logg inn' }).click();
  await pickPersona(page, personaLabel);
  await page.waitForURL((url) => url.origin === site.origin && url.pathname !== '/callback');
}

export const isTwinLogin = (url: URL, site: Site) => url.origin === site.origin && url.pathname === '/identity/oauth/authorize';

export function persona(id: string): Persona {
  const found = PERSONAS.find((p) => p.id === id);
  if (!found) throw new Error(`No persona ${id}`);
  return found;
}

/** Signs in as the persona from the FAQ page (a public page) and stays there. */
export async function signInAs(page: Page, site: Site, personaId: string): Promise<void> {
  await signInFrom(page, site, '/kundeservice', persona(personaId).label);
  await expect(page).toHaveURL(`${site.origin}/kundeservice`);
}

/** The heading a signed-in user sees on a route whose role note refuses them (the guard's role rules). */
export const REFUSAL_HEADINGS: Record<NonNullable<Route['note']>, string> = {
  admin: 'Bare for bedriftens administratorer',
  invited: 'Lenken er ikke komplett',
  verification: 'Lenken er ikke komplett',
  family: 'Abonnementet ditt kan ikke deles',
};
