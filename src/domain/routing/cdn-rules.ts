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
    to: `/${routeOutputPath(route)}/`,
    status: 200 as const,
  }));
  return [
    { from: '/order-timeout', to: '/bestilling-feilet', status: 301 },
    // The /t/ page works out the target itself, so a hostile path can never become an off-site Location.
    { from: '/t/*', to: '/t/', status: 200 },
    ...parameterised,
    { from: '/*', to: '/404.html', status: 404 },
  ];
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

/** What an error answer carries (the preview applies it; a CDN's default for errors is as short). */
export const ERROR_CACHE = 'no-store';

const ASSET_PATH = /^\/_astro\/[^*:\s]+$/;

/**
 * One rule per asset the build made, never `/_astro/*`: a CDN applies a wildcard rule to a missing asset's 404
 * as well, and a 404 cached for a year would keep a page broken long after the file is deployed.
 */
export function assetCacheRules(assetPaths: readonly string[]): HeaderRule[] {
  for (const assetPath of assetPaths) {
    if (!ASSET_PATH.test(assetPath)) throw new Error(`An asset cache rule needs a file path under /_astro/ without * or :, not "${assetPath}"`);
  }
  return [...assetPaths].sort().map((pattern) => ({ pattern, headers: [['Cache-Control', ASSET_CACHE]] }));
}
