// How much JavaScript a built page makes the browser load: inline scripts, external scripts and every
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

export interface PageScripts {
  /** Our own code: inline scripts and every chunk that is not a library's. */
  firstParty: number;
  /** Libraries from node_modules (React, the identity SDK, ky, …). */
  vendor: number;
}

/** Gzipped bytes of all JS one page loads, each file counted once. */
export async function pageScriptBytes(siteDir: string, html: string): Promise<PageScripts> {
  const bytes: PageScripts = { firstParty: 0, vendor: 0 };
  const files = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes ?? '')) continue;
    const src = SRC.exec(attributes ?? '')?.[1];
    if (src) files.add(src);
    else if (body?.trim()) {
      bytes.firstParty += gzipped(body);
      for (const [, imported] of body.matchAll(IMPORT)) files.add(imported!);
    }
  }
  for (const [, url] of html.matchAll(COMPONENT_URL)) files.add(url!);

  const queue = [...files].filter((url) => url.startsWith('/'));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await readFile(path.join(siteDir, url), 'utf8');
    bytes[VENDOR_CHUNK.test(url) ? 'vendor' : 'firstParty'] += gzipped(code);
    for (const [, imported] of code.matchAll(IMPORT)) queue.push(path.posix.resolve(path.posix.dirname(url), imported!));
  }
  return bytes;
}
