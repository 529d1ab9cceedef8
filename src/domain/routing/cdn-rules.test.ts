import { describe, expect, it, test } from 'vitest';
import { ASSET_CACHE, assetCacheRules, redirectRules, redirectsFile, type RedirectRule } from './cdn-rules.ts';
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
    ['SMS links are served by the /t/ page', ['/t/*', '/t/', '200']],
    ['invoice links are served by the built invoice page', ['/betal-faktura/*', '/betal-faktura/_/', '200']],
  ])('%s', (_what, row) => {
    expect(rows).toContainEqual(row);
  });

  it('rewrites /betal-faktura/* to the page the :ariaInvoiceNo route is built to', () => {
    expect(invoiceRoute).toBeDefined();
    const rewrite = rows.find(([from]) => from === '/betal-faktura/*');
    expect(rewrite?.[1]).toBe(`/${routeOutputPath(invoiceRoute!)}/`);
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
      expect(rows.some(([from, to, status]) => from === r.path.replace(/\/:.*$/, '/*') && to === `/${routeOutputPath(r)}/` && status === '200')).toBe(true);
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
