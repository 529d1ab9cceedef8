import { describe, expect, it, test } from 'vitest';
import {
  ASSET_CACHE,
  assetCacheRules,
  BRAND_CACHE,
  cacheRules,
  PAGE_CACHE,
  redirectRules,
  redirectsFile,
  type RedirectRule,
} from './cdn-rules.ts';
import { ROUTES, routeOutputPath } from './routes.ts';

/** The `_redirects` file as [from, to, status] rows. */
function fileRows(text: string): [string, string, string][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
      return [from, to, status];
    });
}

const invoiceRoute = ROUTES.find((r) => r.path === '/betal-faktura/:ariaInvoiceNo');

describe('the _redirects file', () => {
  const text = redirectsFile();
  const rows = fileRows(text);

  test.each<[string, [string, string, string]]>([
    ['order timeout goes to the failed-order page', ['/order-timeout', '/bestilling-feilet', '301']],
    // At the page's own address, so no host answers the rewrite with a redirect to a trailing slash.
    ['SMS links are served by the /t page', ['/t/*', '/t', '200']],
    ['invoice links are served by the built invoice page', ['/betal-faktura/*', '/betal-faktura/_', '200']],
  ])('%s', (_what, row) => {
    expect(rows).toContainEqual(row);
  });

  it('rewrites /betal-faktura/* to the page the :ariaInvoiceNo route is built to', () => {
    expect(invoiceRoute).toBeDefined();
    const rewrite = rows.find(([from]) => from === '/betal-faktura/*');
    expect(rewrite?.[1]).toBe(`/${routeOutputPath(invoiceRoute!)}`);
    expect(rewrite?.[2]).toBe('200');
  });

  it('ends with the 404 catch-all, so it never shadows another rule', () => {
    expect(rows.at(-1)).toEqual(['/*', '/404.html', '404']);
    expect(rows.filter(([from]) => from === '/*')).toHaveLength(1);
  });

  it('has one rule per line and ends with a newline', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(rows).toHaveLength(redirectRules().length);
  });

  it('never redirects off the site', () => {
    for (const [, to] of rows) expect(to).toMatch(/^\/(?![/\\])/);
  });

  it('rewrites every parameterised route', () => {
    for (const r of ROUTES.filter((route) => route.path.includes('/:'))) {
      expect(
        rows.some(
          ([from, to, status]) =>
            from === r.path.replace(/\/:.*$/, '/*') && to === `/${routeOutputPath(r)}` && status === '200',
        ),
      ).toBe(true);
    }
  });
});

describe('redirectsFile', () => {
  it('writes given rules in their order', () => {
    const rules: RedirectRule[] = [
      { from: '/a', to: '/b', status: 302 },
      { from: '/*', to: '/404.html', status: 404 },
    ];
    expect(fileRows(redirectsFile(rules))).toEqual([
      ['/a', '/b', '302'],
      ['/*', '/404.html', '404'],
    ]);
  });
});

describe('the year-long cache of built assets', () => {
  const rules = assetCacheRules(['/_astro/b.Xy1.js', '/_astro/a.Q2.css']);

  it('is one rule per file that exists, sorted, never a wildcard a missing file would also match', () => {
    expect(rules).toEqual([
      { pattern: '/_astro/a.Q2.css', headers: [['Cache-Control', ASSET_CACHE]] },
      { pattern: '/_astro/b.Xy1.js', headers: [['Cache-Control', ASSET_CACHE]] },
    ]);
    expect(rules.some((rule) => rule.pattern.includes('*'))).toBe(false);
    expect(ASSET_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a path outside /_astro/ or with a pattern character in it', () => {
    expect(() => assetCacheRules(['/index.html'])).toThrow(/\/_astro\//);
    expect(() => assetCacheRules(['/_astro/*'])).toThrow(/\/_astro\//);
    expect(() => assetCacheRules(['/_astro/:x.js'])).toThrow(/\/_astro\//);
  });
});

describe('the cache lifetime of every file', () => {
  const files = [
    '/index.html',
    '/404.html',
    '/kundeservice.html',
    '/vilkaar/bedrift.html',
    '/t.html',
    '/betal-faktura/_.html',
    '/favicon.svg',
    '/logo/www.adressa.no.svg',
    '/_astro/app.B1x.js',
    '/_words/i18n-nb.js',
    '/_headers',
    '/_redirects',
  ];
  const rules = cacheRules(files);
  const lifetime = (pattern: string) => rules.find((rule) => rule.pattern === pattern)?.headers;

  test.each([
    ['/', PAGE_CACHE],
    ['/index.html', PAGE_CACHE],
    ['/404.html', PAGE_CACHE],
    ['/kundeservice', PAGE_CACHE],
    ['/kundeservice.html', PAGE_CACHE],
    ['/vilkaar/bedrift', PAGE_CACHE],
    ['/t', PAGE_CACHE],
    ['/t/*', PAGE_CACHE],
    ['/betal-faktura/*', PAGE_CACHE],
    ['/favicon.svg', BRAND_CACHE],
    ['/logo/www.adressa.no.svg', BRAND_CACHE],
    ['/_astro/app.B1x.js', ASSET_CACHE],
    // Same name when a word changes: asked again, like a page.
    ['/_words/i18n-nb.js', PAGE_CACHE],
  ])('%s: %s', (pattern, value) => {
    expect(lifetime(pattern)).toEqual([['Cache-Control', value]]);
  });

  it('names each path once, and a page a rewrite serves only by the rewrite', () => {
    const patterns = rules.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.filter((pattern) => pattern.startsWith('/t/') || pattern.startsWith('/betal-faktura'))).toEqual([
      '/betal-faktura/*',
      '/t/*',
    ]);
  });

  it('has no wildcard but the rewrites, which answer 200 for every path under them', () => {
    expect(
      rules.filter((rule) => rule.pattern.includes('*') || rule.pattern.includes(':')).map((rule) => rule.pattern),
    ).toEqual(['/betal-faktura/*', '/t/*']);
  });

  it('gives the CDN files no rule', () => {
    expect(lifetime('/_headers')).toBeUndefined();
    expect(lifetime('/_redirects')).toBeUndefined();
  });

  it('revalidates pages, keeps brand files briefly, bundles for a year', () => {
    expect(PAGE_CACHE).toBe('public, no-cache');
    expect(BRAND_CACHE).toBe('public, max-age=300, must-revalidate');
  });

  it('refuses a file name a CDN would read as a pattern', () => {
    expect(() => cacheRules(['/a:b.html'])).toThrow('A cache rule needs a file path without * or :, not "/a:b.html"');
  });
});
