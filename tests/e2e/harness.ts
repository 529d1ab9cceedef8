// What every e2e spec does to the reference backend and to each page it checks: reset, inject a fault, read the
// backend's state, the axe sweep with one set of WCAG tags, and a screenshot for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from './session.ts';
import type { Site } from './sites.ts';

export type Fault = {
  call: string;
  kind: 'status' | 'slow' | 'timeout' | 'malformed';
  status?: number;
  delayMs?: number;
  times?: number;
  retryAfter?: string;
};

/**
 * Back to the seed: every persona as the twin and backend start, but whoever is signed in stays so, for the
 * sessions `signInAs` reuses (session.ts).
 */
export async function resetBackend(page: Page, site: Site): Promise<void> {
  expect((await page.request.post(`${site.origin}/__test/reset`, { data: { keepSessions: true } })).ok()).toBe(true);
}

/**
 * Holds the page's requests to URLs matching `pattern` until `release()`: a backend that answers late for exactly as
 * long as a test looks at the page meanwhile, rather than for a fixed time that a loaded machine may outlast or
 * that every run waits out. Requests after the release go through at once.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The backend answers the next call(s) of `fault.call` with the fault instead. */
export async function injectFault(page: Page, site: Site, fault: Fault): Promise<void> {
  expect((await page.request.post(`${site.origin}/__test/fault`, { data: fault })).ok()).toBe(true);
}

/** The backend's whole state (GET /__test/state), typed by the caller as far as it reads it. */
export async function backendState<T = Record<string, unknown>>(page: Page, site: Site): Promise<T> {
  return (await (await page.request.get(`${site.origin}/__test/state`)).json()) as T;
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (DESIGN: an axe sweep with WCAG 2.2 AA tags). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No axe violations on the page as it is now; each one is listed as `label: rule targets`. Axe runs in the page
 * itself (legacy mode): the default opens a second page for every sweep, which cost three times the CPU. Legacy
 * mode leaves out frames of other origins, so the sweep first makes sure there are none.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const { origin } = new URL(page.url());
  const otherOrigins = page
    .frames()
    .filter((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  expect(
    otherOrigins.map((frame) => frame.url()),
    `${label}: frames axe would leave out`,
  ).toEqual([]);
  // AxeBuilder evaluates axe's 650 KB source twice an analysis (about 0.25 s each here): it is put in once per
  // document, and the builder given a source that does nothing. Only the violations are kept whole (`resultTypes`),
  // which is all this reads. An analysis took 0.35–0.4 s instead of 0.75–0.85 s, and 0.1 s instead of 0.7–0.8 s again
  // on the same page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // options() replaces the run options, so it comes before withTags(), which adds the tags to them.
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode();
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Both clocks stand still at `iso` (an ISO 8601 instant with its offset, e.g. '2026-11-23T11:59:00+01:00'): the
 * backend's (re-seeding the personas from it) and the page's `Date`, so the cut-off and "today" are the same on
 * both sides at any hour the test runs (sessions stay, as with `resetBackend`). Call before the first navigation;
 * `resetBackend` frees the backend's clock.
 */
export async function setClock(page: Page, site: Site, iso: string): Promise<void> {
  expect(
    (await page.request.post(`${site.origin}/__test/clock`, { data: { now: iso, keepSessions: true } })).ok(),
  ).toBe(true);
  await page.clock.setFixedTime(new Date(iso));
}

/**
 * Issue 14: this browser context uses the preview's stand-ins for the consent manager, analytics and monitoring
 * (POST /__stand-in/on sets the cookie the portal reads on local hosts), so their real adapters run.
 */
export async function useStandIns(page: Page, site: Site): Promise<void> {
  expect((await page.request.post(`${site.origin}/__stand-in/on`, { maxRedirects: 0 })).status()).toBe(302);
}

/**
 * A subscriber's own browser with the stand-ins on, signed in, at `path`, the consent manager asking. The stand-ins
 * are on before the sign-in: analytics runs on this machine in any case (dev mode, into its stand-in), and with the
 * consent manager asking from the first page nothing is sent before the visitor has chosen.
 */
export async function subscriberWithStandIns(browser: Browser, site: Site, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useStandIns(page, site);
  await signInAs(page, site, 'digital', null);
  await page.goto(site.origin + path);
  await expect(page.getByRole('dialog', { name: 'Vi bryr oss om personvernet ditt' })).toBeVisible();
  return page;
}

/**
 * Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user moves through the page; fails when
 * it is not reached within `max` presses (a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of Tab`).toBeFocused();
}

/**
 * A screenshot in test-results/ for a person to look at, taken only when asked for (`E2E_SCREENSHOTS=1`): a full-page
 * one costs about 0.6 s of CPU, more than a page load (docs/testing.md).
 */
export async function lookAt(target: Page | Locator, file: string, { fullPage = false } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const path = `test-results/${file}`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
