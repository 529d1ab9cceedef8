// The rule files each kind of static host reads, and the limits each one documents, checked on every site a build
// makes (a site a host would refuse, or half apply, fails the build, naming the limit). The target is chosen with
// `npm run build -- --target …` (MINSIDE_CDN_TARGET for the build and deploy-plan alike); the default, `netlify`,
// is the output the sites always had.
import { parseHeaders, parseRedirects } from '../preview/cdn-files.ts';
import {
  ASSET_CACHE,
  BRAND_CACHE,
  leadingRules,
  redirectsFile,
  type HeaderRule,
  type RedirectRule,
} from '../../src/domain/routing/cdn-rules.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';
import { headersFile, securityHeaders, type PageHashes } from './site-files.ts';

export const CDN_TARGETS = ['netlify', 'cloudflare-pages', 's3-cloudfront'] as const;
export type CdnTarget = (typeof CDN_TARGETS)[number];

export const CDN_TARGET_ENV = 'MINSIDE_CDN_TARGET';

/** The output the sites always had. */
export const DEFAULT_CDN_TARGET: CdnTarget = 'netlify';

/** `name` as a target, or an error naming the targets there are (a misspelt target never falls back to the default). */
export function parseCdnTarget(name: string): CdnTarget {
  if (!(CDN_TARGETS as readonly string[]).includes(name))
    throw new Error(`--target takes ${CDN_TARGETS.join(', ')}; found "${name}"`);
  return name as CdnTarget;
}

/** The target a build makes, from the environment (the build's --target sets it). */
export function cdnTarget(env: Readonly<Record<string, string | undefined>> = process.env): CdnTarget {
  return parseCdnTarget(env[CDN_TARGET_ENV] ?? DEFAULT_CDN_TARGET);
}

/** The S3 + CloudFront rules in one file the deploy tool reads: what it sets as object metadata and distribution config. */
export const CLOUDFRONT_FILE = '_cloudfront.json';

/**
 * Cloudflare Pages: 100 rules at most, so the cache rules are folded into patterns. Pages needs no rule for the
 * pages themselves: its default for every file is `public, max-age=0, must-revalidate` with an ETag, which is what
 * `PAGE_CACHE` asks. A pattern also matches a missing file, which the one-rule-per-file design avoided; on Pages it
 * does no harm, as a deploy goes live whole (no page is served before the bundles it names).
 */
function foldedHeadersFile(title: TitleConfig, hashes: PageHashes): string {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: securityHeaders(title, hashes) },
    { pattern: '/_astro/*', headers: [['Cache-Control', ASSET_CACHE]] },
    { pattern: '/logo/*', headers: [['Cache-Control', BRAND_CACHE]] },
    { pattern: '/favicon.svg', headers: [['Cache-Control', BRAND_CACHE]] },
  ];
  return (
    rules.flatMap((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)]).join('\n') +
    '\n'
  );
}

/** The rule files of one site for `target`, by file name. `filePaths`: every file of the site as URL paths. */
export function cdnFiles(
  target: CdnTarget,
  title: TitleConfig,
  hashes: PageHashes,
  filePaths: readonly string[],
): Record<string, string> {
  if (target === 'netlify') return { _headers: headersFile(title, hashes, filePaths), _redirects: redirectsFile() };
  // Pages follows a redirect even where a file exists, so the catch-all 404 would answer every path; it serves
  // /404.html for a missing file by itself.
  if (target === 'cloudflare-pages')
    return { _headers: foldedHeadersFile(title, hashes), _redirects: redirectsFile(leadingRules()) };
  const rules = parseHeaders(headersFile(title, hashes, filePaths));
  const cacheControl = Object.fromEntries(
    rules
      .filter((rule) => rule.pattern !== '/*')
      .map((rule) => [rule.pattern, rule.headers.find(([name]) => name === 'Cache-Control')![1]]),
  );
  const config = {
    responseHeaders: Object.fromEntries(securityHeaders(title, hashes)),
    cacheControl,
    redirects: leadingRules(),
    notFound: { path: '/404.html', status: 404 },
    viewerRequestFunction: viewerRequestFunction(leadingRules()),
  };
  return { [CLOUDFRONT_FILE]: JSON.stringify(config, null, 1) + '\n' };
}

/**
 * The CloudFront Function (viewer request, runtime cloudfront-js-2.0) that serves the site's addresses from S3 as
 * Netlify and Pages serve them: the redirects and rewrites of `_redirects`, a page's other addresses (`/a/`,
 * `/a.html`, `/index.html`) a 301 to its one address, and `/a` fetched as the object `a.html`, `/` as `index.html`.
 * What is then missing, S3 answers 403 or 404, which the distribution's custom error response turns into /404.html
 * with 404. Written into `_cloudfront.json` for the deploy tool to publish as the distribution's function.
 */
export function viewerRequestFunction(rules: readonly RedirectRule[]): string {
  return `var RULES = ${JSON.stringify(rules.map(({ from, to, status }) => ({ from, to, status })))};
function query(request) {
  var parts = [];
  for (var name in request.querystring) {
    var field = request.querystring[name];
    var values = field.multiValue ? field.multiValue : [field];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}
function moved(status, location) {
  return { statusCode: status, statusDescription: status === 301 ? 'Moved Permanently' : 'Found', headers: { location: { value: location } } };
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  for (var i = 0; i < RULES.length; i++) {
    var rule = RULES[i];
    var prefix = rule.from.slice(-2) === '/*' ? rule.from.slice(0, -1) : undefined;
    if (prefix ? uri.indexOf(prefix) !== 0 : uri !== rule.from) continue;
    if (rule.status !== 200) return moved(rule.status, rule.to + query(request));
    request.uri = rule.to + '.html';
    return request;
  }
  if (uri.slice(-11) === '/index.html') return moved(301, uri.slice(0, -10) + query(request));
  if (uri.slice(-5) === '.html' && uri !== '/404.html') return moved(301, uri.slice(0, -5) + query(request));
  if (uri.length > 1 && uri.slice(-1) === '/') return moved(301, uri.slice(0, -1) + query(request));
  if (uri === '/') request.uri = '/index.html';
  else if (uri.split('/').pop().indexOf('.') < 0) request.uri = uri + '.html';
  return request;
}
`;
}

/** What each host documents (docs/operators.md cites the pages). */
export const HOST_LIMITS = {
  netlify: { source: 'https://docs.netlify.com/routing/headers/ (no limit on the number of rules)' },
  'cloudflare-pages': {
    source: 'https://developers.cloudflare.com/pages/configuration/headers/ and /pages/configuration/redirects/',
    headerRules: 100,
    headerLineChars: 2000,
    staticRedirects: 2000,
    dynamicRedirects: 100,
    redirectLineChars: 1000,
  },
  's3-cloudfront': {
    source: 'https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html',
    contentSecurityPolicyChars: 1783,
  },
} as const;

/** Each way the site's rule files break `target`'s documented limits; none when the host takes them as they are. */
export function hostLimitProblems(target: CdnTarget, files: Record<string, string>): string[] {
  if (target === 'netlify')
    return files._headers && files._redirects ? [] : ['a Netlify site needs _headers and _redirects'];
  if (target === 'cloudflare-pages') {
    const limits = HOST_LIMITS['cloudflare-pages'];
    const problems: string[] = [];
    const headers = files._headers ?? '';
    const rules = parseHeaders(headers).length;
    if (rules > limits.headerRules)
      problems.push(`_headers has ${rules} rules; Cloudflare Pages applies at most ${limits.headerRules}`);
    const longest = Math.max(0, ...headers.split('\n').map((line) => line.length));
    if (longest > limits.headerLineChars)
      problems.push(`_headers has a line of ${longest} characters; Cloudflare Pages allows ${limits.headerLineChars}`);
    const redirects = parseRedirects(files._redirects ?? '');
    const dynamic = redirects.filter((rule) => /[*:]/.test(rule.from)).length;
    if (dynamic > limits.dynamicRedirects)
      problems.push(`_redirects has ${dynamic} dynamic rules; Cloudflare Pages allows ${limits.dynamicRedirects}`);
    if (redirects.length - dynamic > limits.staticRedirects)
      problems.push(
        `_redirects has ${redirects.length - dynamic} static rules; Cloudflare Pages allows ${limits.staticRedirects}`,
      );
    if (redirects.some((rule) => rule.from === '/*' && rule.status === 404))
      problems.push(
        '_redirects ends in a catch-all 404, which Cloudflare Pages would follow for every path, files included',
      );
    const longestRedirect = Math.max(0, ...(files._redirects ?? '').split('\n').map((line) => line.length));
    if (longestRedirect > limits.redirectLineChars)
      problems.push(
        `_redirects has a rule of ${longestRedirect} characters; Cloudflare Pages allows ${limits.redirectLineChars}`,
      );
    return problems;
  }
  const config = JSON.parse(files[CLOUDFRONT_FILE] ?? '{}') as { responseHeaders?: Record<string, string> };
  const csp = config.responseHeaders?.['Content-Security-Policy'] ?? '';
  const limit = HOST_LIMITS['s3-cloudfront'].contentSecurityPolicyChars;
  return csp.length > limit
    ? [`the Content-Security-Policy is ${csp.length} characters; a CloudFront response headers policy holds ${limit}`]
    : [];
}
