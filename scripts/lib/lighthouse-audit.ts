// Lighthouse on the built site, as a phone user meets it: the preview server in-process, Chromium through
// puppeteer-core, signed in as a persona the way a user signs in (./phone-browser.ts), and Lighthouse's Node API on
// that signed-in page: mobile, simulated throttling, a cold HTTP cache each run.
// Run by `npm run bench` (scripts/bench.ts); what it prints comes from ./lighthouse-summary.ts.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { findRoute, routeOutputFile, type RoutePath } from '../../src/domain/routing/routes.ts';
import { createPreviewServer } from '../preview/server.ts';
import { BrokenMeasurement, close, launchChromium, listen, visitorPage } from './phone-browser.ts';
import { pageScriptBytes, type PageScripts } from './page-weight.ts';
import { CATEGORIES, measuresOf, summarizePage, type LhrLike, type PageSummary } from './lighthouse-summary.ts';

/**
 * What a page's largest element is, which sets its LCP goal against the static page's (issue 45): `home`, whose
 * frame holds it; `ownText`, the page's own words (a field's hint, the title's cut-off rule, an offer); `userData`,
 * the user's own (a notice with their end date, their first invoice, their family); `static`, the page compared with.
 */
export type PageKind = 'home' | 'ownText' | 'userData' | 'static';

/** A page to audit and who looks at it: a persona id, or `null` for a visitor who is not signed in. */
export interface AuditTarget {
  path: RoutePath;
  what: string;
  persona: string | null;
  kind: PageKind;
}

export const TARGETS: readonly AuditTarget[] = [
  { path: '/', what: 'home', persona: 'digital', kind: 'home' },
  // The notice with the day the subscription ends.
  { path: '/avslutt-abonnement', what: 'cancel form', persona: 'digital', kind: 'userData' },
  // The birthdate field's hint.
  { path: '/endre-profil', what: 'profile form', persona: 'digital', kind: 'ownText' },
  // The first invoice.
  { path: '/fakturaoversikt', what: 'invoice list', persona: 'digital', kind: 'userData' },
  // The family's members and invitations.
  { path: '/familiedeling', what: 'family sharing', persona: 'family-owner', kind: 'userData' },
  // The paper pages: the address form (its postal register loads on demand) and the vacation form with its calendar;
  // the first's largest text is its purpose line, the second's the title's cut-off rule.
  { path: '/leveringsadresse', what: 'delivery address form', persona: 'paper', kind: 'ownText' },
  { path: '/endre-avislevering', what: 'vacation form', persona: 'paper', kind: 'ownText' },
  // Someone who holds a subscription is sent on to /allerede-abonnent, so the order page needs a buyer. An offer's
  // name and price.
  { path: '/bestill-abonnement', what: 'order page', persona: 'no-subscription', kind: 'ownText' },
  // A public page, as a first visitor meets it.
  { path: '/kundeservice', what: 'customer service (static)', persona: null, kind: 'static' },
];

export interface LighthouseOptions {
  /** The built title, e.g. dist-titles/ADR. */
  siteDir: string;
  titleCode: string;
  /** Runs per page; the summary takes the median. */
  runs: number;
  /** Port for the preview server; 0 takes any free one. */
  port: number;
  /** Where each run's JSON report goes (emptied first); none when undefined. */
  reportDir?: string;
  log: (line: string) => void;
}

export interface AuditedPage {
  target: AuditTarget;
  summary: PageSummary;
  scripts: PageScripts;
}

const reportName = (target: AuditTarget, run: number) =>
  `${target.path === '/' ? 'home' : target.path.slice(1).replaceAll('/', '_')}-${run}.json`;

/** One Lighthouse run on `page`, from a cold HTTP cache but with the session kept. */
async function audit(page: Page, url: string): Promise<{ lhr: LhrLike; json: string }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
      // Keeps the sign-in (cookies, the SDK's storage); the cache was cleared above.
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new BrokenMeasurement(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new BrokenMeasurement(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A guarded page that sent the browser to login (or anywhere else) measured another page.
  if (lhr.finalDisplayedUrl !== url || page.url() !== url) {
    throw new BrokenMeasurement(
      `Audited ${url} but the page ended on ${lhr.finalDisplayedUrl} (now ${page.url()}): a lost session, or a persona this page sends elsewhere?`,
    );
  }
  try {
    measuresOf(lhr);
  } catch (error) {
    throw new BrokenMeasurement((error as Error).message);
  }
  return { lhr, json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) };
}

/** Audits every target `runs` times (round by round, so a busy moment of the machine spreads over pages). */
export async function runLighthouse({
  siteDir,
  titleCode,
  runs,
  port,
  reportDir,
  log,
}: LighthouseOptions): Promise<AuditedPage[]> {
  const server = await createPreviewServer({ titleCode, siteDir });
  const origin = `http://127.0.0.1:${await listen(server, port)}`;
  let browser: Browser | undefined;
  try {
    if (reportDir) {
      await rm(reportDir, { recursive: true, force: true });
      await mkdir(reportDir, { recursive: true });
    }
    browser = await launchChromium();
    log(`  preview on ${origin}, ${await browser.version()}`);

    const visitors = new Map<string | null, Page>();
    for (const persona of new Set(TARGETS.map((target) => target.persona))) {
      visitors.set(persona, await visitorPage(browser, origin, persona));
      log(`  ${persona ? `signed in as ${persona}` : 'a visitor who is not signed in'}`);
    }

    const lhrs = new Map<AuditTarget, LhrLike[]>(TARGETS.map((target) => [target, []]));
    for (let run = 1; run <= runs; run++) {
      for (const target of TARGETS) {
        const started = performance.now();
        const { lhr, json } = await audit(visitors.get(target.persona)!, origin + target.path);
        lhrs.get(target)!.push(lhr);
        if (reportDir) await writeFile(path.join(reportDir, reportName(target, run)), json);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log(
          `  run ${run}/${runs} ${target.path.padEnd(22)} ${seconds.padStart(4)} s, performance ${lhr.categories.performance?.score?.toFixed(2)}`,
        );
      }
    }

    return await Promise.all(
      TARGETS.map(async (target) => {
        const route = findRoute(target.path);
        if (!route) throw new Error(`No route ${target.path}`);
        const html = await readFile(path.join(siteDir, routeOutputFile(route)), 'utf8');
        return { target, summary: summarizePage(lhrs.get(target)!), scripts: await pageScriptBytes(siteDir, html) };
      }),
    );
  } finally {
    await browser?.close();
    await close(server);
  }
}
