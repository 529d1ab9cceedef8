// Which JavaScript a built page makes the browser load, and how much: inline scripts, external scripts and every
// module they import, gzipped — split into our own code (the DESIGN budgets) and the libraries', which
// astro.config.mjs puts in chunks named vendor-{package}.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\bsrc="([^"]+)"/;
const COMPONENT_URL = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
// Static imports (`import"./a.js"`, `…from"./a.js"`) load with the page; a dynamic import("./a.js") (quoted or in backticks, as Rolldown writes it) later, on demand.
const IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]\s*\)/g;

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

const VENDOR_CHUNK = /\/_astro\/vendor-[^/]+\.js$/;

export interface PageModules {
  /** Modules the page's own tags name: script src, island component and renderer. */
  named: string[];
  /** Every module the page loads: those named and all they import statically, transitively. */
  imported: string[];
  /** The page's inline scripts. */
  inline: string[];
  /** Modules only a dynamic import() reaches (with all they import), loaded when the user needs them. */
  onDemand: string[];
}

/** A module's static imports, read once per file and URL. */
const importsCache = new Map<string, Promise<{ code: string; imports: string[]; dynamicImports: string[] }>>();

function readModule(siteDir: string, url: string) {
  const key = path.join(siteDir, url);
  let read = importsCache.get(key);
  if (!read) {
    const resolve = (matches: IterableIterator<RegExpMatchArray>) =>
      [...matches].map(([, imported]) => path.posix.resolve(path.posix.dirname(url), imported!));
    read = readFile(key, 'utf8').then((code) => ({
      code,
      imports: resolve(code.matchAll(IMPORT)),
      dynamicImports: resolve(code.matchAll(DYNAMIC_IMPORT)),
    }));
    importsCache.set(key, read);
  }
  return read;
}

export async function pageModules(siteDir: string, html: string): Promise<PageModules> {
  const named = new Set<string>();
  const inline: string[] = [];
  const entries: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes ?? '')) continue;
    const src = SRC.exec(attributes ?? '')?.[1];
    if (src) named.add(src);
    else if (body?.trim()) {
      inline.push(body);
      for (const [, imported] of body.matchAll(IMPORT)) entries.push(imported!);
    }
  }
  for (const [, url] of html.matchAll(COMPONENT_URL)) named.add(url!);
  entries.push(...named);
  return { named: [...named], inline, ...(await reachableFrom(siteDir, entries)) };
}

/**
 * What `entries` load, by the set of them: the pages of a build start from a few dozen sets, so each graph is
 * walked once, not once a page (36,000 pages for 600 titles).
 */
const reachableCache = new Map<string, Promise<Pick<PageModules, 'imported' | 'onDemand'>>>();

function reachableFrom(
  siteDir: string,
  entries: readonly string[],
): Promise<Pick<PageModules, 'imported' | 'onDemand'>> {
  const key = `${siteDir}\n${[...new Set(entries)].sort().join('\n')}`;
  let reached = reachableCache.get(key);
  if (!reached) {
    reached = walkModules(siteDir, entries);
    reachableCache.set(key, reached);
  }
  return reached;
}

async function walkModules(
  siteDir: string,
  entries: readonly string[],
): Promise<Pick<PageModules, 'imported' | 'onDemand'>> {
  const queue = [...entries];
  const seen = new Set<string>();
  const dynamic: string[] = [];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    const { imports, dynamicImports } = await readModule(siteDir, url);
    queue.push(...imports);
    dynamic.push(...dynamicImports);
  }
  // What the dynamic imports reach, statically or through further dynamic imports, that the page has not loaded.
  const later = new Set<string>();
  while (dynamic.length > 0) {
    const url = dynamic.pop()!;
    if (seen.has(url) || later.has(url) || !url.startsWith('/')) continue;
    later.add(url);
    const { imports, dynamicImports } = await readModule(siteDir, url);
    dynamic.push(...imports, ...dynamicImports);
  }
  return { imported: [...seen].sort(), onDemand: [...later].sort() };
}

export interface PageScripts {
  /** Our own code: inline scripts and every chunk that is not a library's. */
  firstParty: number;
  /** Libraries from node_modules (React, the identity SDK, ky, …). */
  vendor: number;
  /** Loaded later by a dynamic import (a calendar, a postal register), first-party and libraries together. */
  onDemand: number;
  /** Gzipped bytes of each library chunk the page loads, with the page or on demand, by package (`flatpickr`). */
  libraries: Map<string, { bytes: number; onDemand: boolean }>;
}

/** `/_astro/vendor-react-hook-form.EizrTWw1.js` → `react-hook-form`. */
const libraryOf = (url: string) => /\/vendor-([^/]+?)\.[^./]+\.js$/.exec(url)?.[1] ?? path.posix.basename(url);

/** Gzipped bytes of all JS one page loads, each file counted once. */
export async function pageScriptBytes(siteDir: string, html: string): Promise<PageScripts> {
  const { imported, inline, onDemand } = await pageModules(siteDir, html);
  const bytes: PageScripts = {
    firstParty: inline.reduce((sum, body) => sum + gzipped(body), 0),
    vendor: 0,
    onDemand: 0,
    libraries: new Map(),
  };
  for (const [urls, later] of [
    [imported, false],
    [onDemand, true],
  ] as const) {
    for (const url of urls) {
      const size = gzipped((await readModule(siteDir, url)).code);
      if (later) bytes.onDemand += size;
      else bytes[VENDOR_CHUNK.test(url) ? 'vendor' : 'firstParty'] += size;
      if (VENDOR_CHUNK.test(url)) bytes.libraries.set(libraryOf(url), { bytes: size, onDemand: later });
    }
  }
  return bytes;
}

/** Issue 45's goals for any page, gzipped: our own code, and our own with the libraries it loads (not on demand). */
export const WEIGHT_GOALS = { ownKb: 55, withLibrariesKb: 150 } as const;

export interface WeightVerdict {
  ownKb: number;
  withLibrariesKb: number;
  ownMet: boolean;
  withLibrariesMet: boolean;
}

/** A page's weight against WEIGHT_GOALS; what it loads on demand counts when the user needs it, not here. */
export function weightVerdict({ firstParty, vendor }: Pick<PageScripts, 'firstParty' | 'vendor'>): WeightVerdict {
  const ownKb = firstParty / 1024;
  const withLibrariesKb = (firstParty + vendor) / 1024;
  return {
    ownKb,
    withLibrariesKb,
    ownMet: ownKb <= WEIGHT_GOALS.ownKb,
    withLibrariesMet: withLibrariesKb <= WEIGHT_GOALS.withLibrariesKb,
  };
}
