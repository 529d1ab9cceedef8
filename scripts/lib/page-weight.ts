// Which JavaScript a built page makes the browser load, and how much: inline scripts, external scripts and every
// module they import, gzipped — split into our own code (the DESIGN budgets) and the libraries', which
// astro.config.mjs puts in chunks named vendor-{package}.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\bsrc="([^"]+)"/;
const COMPONENT_URL = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
// Static imports only (`import"./a.js"`, `…from"./a.js"`): a dynamic import() loads later, on demand.
const IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g;

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

const VENDOR_CHUNK = /\/_astro\/vendor-[^/]+\.js$/;

export interface PageModules {
  /** Modules the page's own tags name: script src, island component and renderer. */
  named: string[];
  /** Every module the page loads: those named and all they import statically, transitively. */
  imported: string[];
  /** The page's inline scripts. */
  inline: string[];
}

/** A module's static imports, read once per file and URL. */
const importsCache = new Map<string, Promise<{ code: string; imports: string[] }>>();

function readModule(siteDir: string, url: string) {
  const key = path.join(siteDir, url);
  let read = importsCache.get(key);
  if (!read) {
    read = readFile(key, 'utf8').then((code) => ({
      code,
      imports: [...code.matchAll(IMPORT)].map(([, imported]) => path.posix.resolve(path.posix.dirname(url), imported!)),
    }));
    importsCache.set(key, read);
  }
  return read;
}

export async function pageModules(siteDir: string, html: string): Promise<PageModules> {
  const named = new Set<string>();
  const inline: string[] = [];
  const queue: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes ?? '')) continue;
    const src = SRC.exec(attributes ?? '')?.[1];
    if (src) named.add(src);
    else if (body?.trim()) {
      inline.push(body);
      for (const [, imported] of body.matchAll(IMPORT)) queue.push(imported!);
    }
  }
  for (const [, url] of html.matchAll(COMPONENT_URL)) named.add(url!);
  queue.push(...named);

  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    queue.push(...(await readModule(siteDir, url)).imports);
  }
  return { named: [...named], imported: [...seen].sort(), inline };
}

export interface PageScripts {
  /** Our own code: inline scripts and every chunk that is not a library's. */
  firstParty: number;
  /** Libraries from node_modules (React, the identity SDK, ky, …). */
  vendor: number;
}

/** Gzipped bytes of all JS one page loads, each file counted once. */
export async function pageScriptBytes(siteDir: string, html: string): Promise<PageScripts> {
  const { imported, inline } = await pageModules(siteDir, html);
  const bytes: PageScripts = { firstParty: inline.reduce((sum, body) => sum + gzipped(body), 0), vendor: 0 };
  for (const url of imported) {
    const { code } = await readModule(siteDir, url);
    bytes[VENDOR_CHUNK.test(url) ? 'vendor' : 'firstParty'] += gzipped(code);
  }
  return bytes;
}
