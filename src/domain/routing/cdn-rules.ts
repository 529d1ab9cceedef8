// The CDN's `_redirects` file, derived from the route table, and the caching rules of `_headers`; the preview
// server applies the same files.
import { ROUTES, routeOutputPath } from './routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
}

/** Rules in the order a CDN applies them: the first match wins; an existing file is served before any rule. */
export function redirectRules(): RedirectRule[] {
  const parameterised = ROUTES.filter((route) => route.path.includes('/:')).map((route) => ({
    from: route.path.replace(/\/:.*$/, '/*'),
    to: `/${routeOutputPath(route)}`,
    status: 200 as const,
  }));
  return [
    { from: '/order-timeout', to: '/bestilling-feilet', status: 301 },
    // The /t/ page works out the target itself, so a hostile path can never become an off-site Location.
    { from: '/t/*', to: '/t', status: 200 },
    ...parameterised,
    { from: '/*', to: '/404.html', status: 404 },
  ];
}

/** The rules that lead somewhere, without the catch-all 404: where a link to `/order-timeout` or `/t/…` lands. */
export function leadingRules(): RedirectRule[] {
  return redirectRules().filter((rule) => rule.status !== 404);
}

export function redirectsFile(rules: RedirectRule[] = redirectRules()): string {
  return rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n') + '\n';
}

/** A `_headers` rule: the headers every response for a path matching `pattern` gets. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Built assets have content hashes in their names, so each one can be cached for good. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Pages are asked for again on every use (a 304 when unchanged, thanks to the ETag): a page names the hashed bundles
 * of its own deploy, so a page kept after the next deploy could load bundles that are gone.
 */
export const PAGE_CACHE = 'public, no-cache';

/**
 * The logo and the favicon keep their names from deploy to deploy, but nothing depends on their bytes: five minutes
 * without asking spares the header's logo a round trip on every page of a visit, and a new logo reaches everyone
 * within five minutes. (The brand colours are in each page itself.)
 */
export const BRAND_CACHE = 'public, max-age=300, must-revalidate';

/**
 * Where the build puts the chunks whose names stay when their bytes change (the words, astro.config.mjs): served
 * like pages, asked again each time, never `immutable`.
 */
export const WORDS_DIR = '_words';

/** What an error answer carries (the preview applies it; a CDN's default for errors is as short). */
export const ERROR_CACHE = 'no-store';

const ASSET_PATH = /^\/_astro\/[^*:\s]+$/;
const SITE_PATH = /^\/[^*:\s]*$/;

/** The CDN files themselves, never served. */
const NOT_SERVED = new Set(['/_headers', '/_redirects']);

/**
 * One rule per asset the build made, never `/_astro/*`: a CDN applies a wildcard rule to a missing asset's 404
 * as well, and a 404 cached for a year would keep a page broken long after the file is deployed.
 */
export function assetCacheRules(assetPaths: readonly string[]): HeaderRule[] {
  for (const assetPath of assetPaths) {
    if (!ASSET_PATH.test(assetPath))
      throw new Error(`An asset cache rule needs a file path under /_astro/ without * or :, not "${assetPath}"`);
  }
  return [...assetPaths].sort().map((pattern) => ({ pattern, headers: [['Cache-Control', ASSET_CACHE]] }));
}

/**
 * The paths a file is served at: a page `/a.html` also at `/a` (the address the site writes), the home page
 * `/index.html` at `/`; a page of the older shape `/a/index.html` at `/a/` and `/a` too.
 */
function servedAt(filePath: string): string[] {
  if (filePath.endsWith('/index.html')) {
    const dir = filePath.slice(0, -'index.html'.length);
    return dir === '/' ? ['/', filePath] : [dir, dir.slice(0, -1), filePath];
  }
  if (filePath.endsWith('.html')) return [filePath.slice(0, -'.html'.length), filePath];
  return [filePath];
}

/**
 * A Cache-Control rule for every path a file of the site is served at (`filePaths`: every file, as URL paths), by
 * kind: bundles for a year, pages revalidated, brand files five minutes. Each path is named, except where a
 * rewrite (`/t/*`) serves one page for a whole prefix, which gets the page's rule once; so no rule matches a missing
 * file, and no path matches two rules (a CDN joins the values of every rule that matches).
 */
export function cacheRules(
  filePaths: readonly string[],
  rewrites: readonly RedirectRule[] = redirectRules(),
): HeaderRule[] {
  const served = filePaths.filter((filePath) => !NOT_SERVED.has(filePath));
  const assets = served.filter((filePath) => filePath.startsWith('/_astro/'));
  const lifetimes = new Map<string, string>();
  for (const filePath of served.filter((filePath) => !filePath.startsWith('/_astro/'))) {
    if (!SITE_PATH.test(filePath)) throw new Error(`A cache rule needs a file path without * or :, not "${filePath}"`);
    const lifetime = filePath.endsWith('.html') || filePath.startsWith(`/${WORDS_DIR}/`) ? PAGE_CACHE : BRAND_CACHE;
    for (const at of servedAt(filePath)) {
      const rewrite = rewrites.find(
        (rule) => rule.status === 200 && rule.from.endsWith('/*') && at.startsWith(rule.from.slice(0, -1)),
      );
      const pattern = rewrite?.from ?? at;
      const before = lifetimes.get(pattern);
      if (before !== undefined && before !== lifetime)
        throw new Error(`Two cache lifetimes for ${pattern}: ${before} and ${lifetime}`);
      lifetimes.set(pattern, lifetime);
    }
  }
  // A rewrite to a page outside its own prefix (`/t/*` to `/t`) serves that page's lifetime for the whole prefix.
  for (const rule of rewrites) {
    const lifetime = lifetimes.get(rule.to);
    if (rule.status === 200 && rule.from.endsWith('/*') && lifetime !== undefined && !lifetimes.has(rule.from))
      lifetimes.set(rule.from, lifetime);
  }
  const named = [...lifetimes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    ...named.map(([pattern, lifetime]): HeaderRule => ({ pattern, headers: [['Cache-Control', lifetime]] })),
    ...assetCacheRules(assets),
  ];
}
