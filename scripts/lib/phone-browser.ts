// The bench's browser on a phone, as a user meets the built site: the preview server in-process, Debian's Chromium
// through puppeteer-core, and a page per visitor, signed in the way a user signs in (menu, "Logg inn", the persona on
// the identity twin). Used by the Lighthouse audit and the LCP under applied throttling (scripts/bench.ts).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PERSONAS } from '../preview/backend/personas.ts';
import { DEBIAN_CHROMIUM, fullChromiumPath } from './chromium.ts';

/** A measurement that did not measure what it set out to (a login redirect, a Lighthouse error): not a missed goal. */
export class BrokenMeasurement extends Error {}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone the sign-in happens on, so the header shows its "Meny" button; Lighthouse applies its own emulation. */
const PHONE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function personaLabel(id: string): string {
  const persona = PERSONAS.find((p) => p.id === id);
  if (!persona) throw new Error(`No persona ${id} in scripts/preview/backend/personas.ts`);
  return persona.label;
}

/** Polls until `test` holds for the page's URL; a navigation in between is fine. */
async function waitForUrl(page: Page, test: (url: URL) => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!test(new URL(page.url()))) {
    if (Date.now() > until) throw new BrokenMeasurement(`Timed out waiting for ${what}; the page is at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in as a user does: the header's menu, "Logg inn", the persona on the identity twin's page, back on the site. */
async function signIn(page: Page, origin: string, personaId: string): Promise<void> {
  const label = personaLabel(personaId);
  await page.goto(`${origin}/kundeservice`, { waitUntil: 'load' });
  await page.locator('::-p-aria([name="Meny"][role="button"])').click();
  await page.locator('::-p-aria([name="Logg inn"][role="link"])').click();
  await waitForUrl(page, (url) => url.pathname === '/identity/oauth/authorize', 'the identity twin');
  await page.locator('::-p-aria([name="Velg testperson"][role="heading"])').wait();
  await page.locator(`::-p-aria([name=${JSON.stringify(label)}][role="button"])`).click();
  await waitForUrl(
    page,
    (url) => url.origin === origin && url.pathname === '/kundeservice',
    `the return to /kundeservice as ${personaId}`,
  );
}

/** A page in a browser context of its own: signed in as `persona`, or a visitor who is not signed in. */
export async function visitorPage(browser: Browser, origin: string, persona: string | null): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE_VIEWPORT);
  if (persona) await signIn(page, origin, persona);
  return page;
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = fullChromiumPath();
  if (!executablePath || !existsSync(executablePath))
    throw new BrokenMeasurement(`No Chromium at ${executablePath ?? DEBIAN_CHROMIUM}; set CHROMIUM_PATH`);
  // A pipe, not a debugging port: nothing else on this machine can reach the browser.
  return puppeteer.launch({
    executablePath,
    headless: true,
    pipe: true,
    args: CHROMIUM_ARGS,
    defaultViewport: PHONE_VIEWPORT,
  });
}
