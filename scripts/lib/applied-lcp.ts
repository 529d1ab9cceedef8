// Issue 27's second measure of how soon a page paints: the LCP a phone's browser reports under applied throttling
// (Lighthouse's own phone: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s down), from a cold HTTP cache with the session kept,
// for the Lighthouse pages. Lighthouse simulates its throttling from an unthrottled load, in which every script has
// arrived before the first paint; here the network is slow for real, so the figure shows which pages paint their
// largest element from the HTML and which wait for the scripts and the data. A signed-in page's LCP is compared with
// the static page's in the same run (the machine is shared), against the goal of its kind (issue 45, LCP_GOALS).
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Page } from 'puppeteer-core';
import { createPreviewServer } from '../preview/server.ts';
import { TARGETS, type AuditTarget, type PageKind } from './lighthouse-audit.ts';
import { median } from './lighthouse-summary.ts';
import { BrokenMeasurement, close, launchChromium, listen, visitorPage } from './phone-browser.ts';

/**
 * Issue 45: a signed-in page's LCP at most this many times the static page's, by what its largest element is: home's
 * frame; the page's own text, which can paint with its HTML; the user's data, which needs the answers and React.
 */
export const LCP_GOALS: Record<Exclude<PageKind, 'static'>, number> = { home: 1.5, ownText: 2, userData: 3 };

/** Lighthouse's mobile profile (slow 4G, a mid-range phone), applied rather than simulated. */
const PHONE = throttling.mobileSlow4G;
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

/** The profile as the bench prints it. */
export const THROTTLING_LABEL = `${PHONE.cpuSlowdownMultiplier}× CPU, ${PHONE.rttMs} ms RTT, ${(PHONE.throughputKbps / 1024).toFixed(1)} Mbit/s`;

/** One load's LCP and what its element was (tag, class and the start of its text). */
export interface AppliedLcp {
  ms: number;
  element: string;
}

export interface AppliedLcpPage {
  target: AuditTarget;
  runs: AppliedLcp[];
}

/** The largest contentful paint of the page as loaded, read from the browser's own entries. */
const READ_LCP = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entry = list.getEntries().at(-1);
  const element = entry.element;
  resolve({ ms: entry.startTime, element: element ? (element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).trim().split(/\\s+/).join('.') : '') + ' "' + (element.textContent ?? '').trim().slice(0, 40) + '"') : '' });
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;

async function throttledLoad(page: Page, url: string): Promise<AppliedLcp> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: bytesPerSecond(PHONE.throughputKbps),
      uploadThroughput: bytesPerSecond(PHONE.uploadThroughputKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    if (page.url() !== url)
      throw new BrokenMeasurement(
        `Loaded ${url} but the page ended on ${page.url()}: a lost session, or a persona this page sends elsewhere?`,
      );
    return (await page.evaluate(READ_LCP)) as AppliedLcp;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
}

/** Loads every target `runs` times (round by round, as the Lighthouse part) and reads each load's LCP. */
export async function runAppliedLcp({
  siteDir,
  titleCode,
  runs,
  port,
  log,
}: {
  siteDir: string;
  titleCode: string;
  runs: number;
  port: number;
  log: (line: string) => void;
}): Promise<AppliedLcpPage[]> {
  const server = await createPreviewServer({ titleCode, siteDir });
  const origin = `http://127.0.0.1:${await listen(server, port)}`;
  const browser = await launchChromium();
  try {
    const visitors = new Map<string | null, Page>();
    for (const persona of new Set(TARGETS.map((target) => target.persona)))
      visitors.set(persona, await visitorPage(browser, origin, persona));
    const pages: AppliedLcpPage[] = TARGETS.map((target) => ({ target, runs: [] }));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const lcp = await throttledLoad(visitors.get(page.target.persona)!, origin + page.target.path);
        page.runs.push(lcp);
        log(`  run ${run}/${runs} ${page.target.path.padEnd(22)} LCP ${(lcp.ms / 1000).toFixed(2)} s`);
      }
    }
    return pages;
  } finally {
    await browser.close();
    await close(server);
  }
}

export interface AppliedLcpRow {
  path: string;
  kind: PageKind;
  medianMs: number;
  /** The median LCP over the static pages' median; undefined for a static page. */
  ratio: number | undefined;
  /** The most times the static page's its kind may take (LCP_GOALS); undefined for a static page. */
  goal: number | undefined;
  met: boolean;
  /** The element of the run whose LCP was the median. */
  element: string;
}

/** Each page's median LCP, and a signed-in page's ratio to the static pages' against the goal of its kind. */
export function summarizeAppliedLcp(pages: readonly AppliedLcpPage[]): AppliedLcpRow[] {
  const medianRun = (runs: readonly AppliedLcp[]) =>
    [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)]!;
  const statics = pages.filter(({ target }) => target.kind === 'static').map(({ runs }) => medianRun(runs).ms);
  if (statics.length === 0) throw new Error('No static page to compare with');
  const staticMs = median(statics);
  return pages.map(({ target: { path, kind }, runs }) => {
    const { ms, element } = medianRun(runs);
    const ratio = kind === 'static' ? undefined : ms / staticMs;
    const goal = kind === 'static' ? undefined : LCP_GOALS[kind];
    const met = ratio === undefined || goal === undefined || ratio <= goal;
    return { path, kind, medianMs: ms, ratio, goal, met, element };
  });
}
