// Every common static host takes the sites as built for it: each target's rule files checked against that host's
// documented limits, for a site of every route, its bundles and brand files (as a build makes them).
import { describe, expect, it } from 'vitest';
import { ROUTES, routeOutputPath } from '../../src/domain/routing/routes.ts';
import { findTitle } from '../../src/domain/title/registry.ts';
import { cdnFiles, cdnTarget, CDN_TARGETS, CLOUDFRONT_FILE, hostLimitProblems } from './cdn-targets.ts';
import { loadTitles } from './titles.ts';

const title = findTitle(await loadTitles(), 'FT');
/** A site as the build makes it: every route's page, 90 bundles, the brand files; the hashes of its 12 inline scripts. */
const filePaths = [
  ...ROUTES.map((route) =>
    route.path === '/404' ? '/404.html' : route.path === '/' ? '/index.html' : `/${routeOutputPath(route)}.html`,
  ),
  ...Array.from({ length: 90 }, (_, i) => `/_astro/chunk${i}.A1b2C3d4.js`),
  '/favicon.svg',
  `/logo/${title.brand.titleDomain}.svg`,
];
const hashes = {
  script: new Set(Array.from({ length: 12 }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`)),
  style: new Set([`'sha256-${'s'.repeat(43)}='`]),
};

describe('cdnFiles', () => {
  it.each(CDN_TARGETS)('gives %s rule files within its documented limits', (target) => {
    expect(hostLimitProblems(target, cdnFiles(target, title, hashes, filePaths))).toEqual([]);
  });

  it('keeps the default (Netlify) output as it was, which Cloudflare Pages would refuse: a rule per served path', () => {
    const netlify = cdnFiles('netlify', title, hashes, filePaths);
    expect(Object.keys(netlify)).toEqual(['_headers', '_redirects']);
    expect(hostLimitProblems('cloudflare-pages', netlify)).toEqual([
      expect.stringMatching(/^_headers has \d{3} rules; Cloudflare Pages applies at most 100$/),
      '_redirects ends in a catch-all 404, which Cloudflare Pages would follow for every path, files included',
    ]);
  });

  it('folds the cache rules into patterns for Cloudflare Pages, with the same security headers', () => {
    const { _headers: folded } = cdnFiles('cloudflare-pages', title, hashes, filePaths);
    const { _headers: full } = cdnFiles('netlify', title, hashes, filePaths);
    expect(folded!.split('\n').filter((line) => line.startsWith('/'))).toEqual([
      '/*',
      '/_astro/*',
      '/logo/*',
      '/favicon.svg',
    ]);
    const csp = (text: string) => /Content-Security-Policy: (.*)/.exec(text)?.[1];
    expect(csp(folded!)).toBe(csp(full!));
  });

  it("says a Content-Security-Policy grown past a host's limit (a page with many more inline scripts)", () => {
    const many = {
      ...hashes,
      script: new Set(Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`)),
    };
    expect(hostLimitProblems('cloudflare-pages', cdnFiles('cloudflare-pages', title, many, filePaths))).toEqual([
      expect.stringMatching(/^_headers has a line of \d+ characters; Cloudflare Pages allows 2000$/),
    ]);
    expect(hostLimitProblems('s3-cloudfront', cdnFiles('s3-cloudfront', title, many, filePaths))).toEqual([
      expect.stringMatching(
        /^the Content-Security-Policy is \d+ characters; a CloudFront response headers policy holds 1783$/,
      ),
    ]);
  });

  it('gives S3 + CloudFront one file of object metadata, response headers and redirects', () => {
    const config = JSON.parse(cdnFiles('s3-cloudfront', title, hashes, filePaths)[CLOUDFRONT_FILE]!);
    expect(config.cacheControl['/_astro/chunk0.A1b2C3d4.js']).toBe('public, max-age=31536000, immutable');
    expect(config.cacheControl['/kundeservice']).toBe('public, no-cache');
    expect(config.cacheControl['/kundeservice.html']).toBe('public, no-cache');
    expect(Object.keys(config.responseHeaders)).toContain('Content-Security-Policy');
    expect(config.redirects.some((rule: { from: string }) => rule.from === '/order-timeout')).toBe(true);
  });

  it('gives S3 + CloudFront the viewer-request function that serves every address the site writes from its object, and the others a 301', () => {
    const config = JSON.parse(cdnFiles('s3-cloudfront', title, hashes, filePaths)[CLOUDFRONT_FILE]!);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the CloudFront Function's own source, as CloudFront does
    const handler = new Function(`${config.viewerRequestFunction}; return handler;`)() as (event: unknown) => {
      uri?: string;
      statusCode?: number;
      headers?: { location: { value: string } };
    };
    const viewer = (uri: string, querystring: Record<string, { value: string }> = {}) => {
      const answer = handler({ request: { uri, querystring, headers: {} } });
      return answer.statusCode ? `${answer.statusCode} ${answer.headers!.location.value}` : answer.uri;
    };
    expect(viewer('/')).toBe('/index.html');
    expect(viewer('/kundeservice')).toBe('/kundeservice.html');
    expect(viewer('/vilkaar/bedrift')).toBe('/vilkaar/bedrift.html');
    expect(viewer('/callback', { code: { value: 'abc' } })).toBe('/callback.html');
    expect(viewer('/t/betal-faktura/123')).toBe('/t.html');
    expect(viewer('/betal-faktura/1000123')).toBe('/betal-faktura/_.html');
    expect(viewer('/_astro/chunk0.A1b2C3d4.js')).toBe('/_astro/chunk0.A1b2C3d4.js');
    expect(viewer('/404.html')).toBe('/404.html');
    expect(viewer('/order-timeout', { kilde: { value: 'sms' } })).toBe('301 /bestilling-feilet?kilde=sms');
    expect(viewer('/kundeservice/')).toBe('301 /kundeservice');
    expect(viewer('/kundeservice.html', { a: { value: '1' } })).toBe('301 /kundeservice?a=1');
    expect(viewer('/index.html')).toBe('301 /');
  });

  it('refuses a target no host is made for', () => {
    expect(cdnTarget({})).toBe('netlify');
    expect(() => cdnTarget({ MINSIDE_CDN_TARGET: 'vercel' })).toThrow(
      '--target takes netlify, cloudflare-pages, s3-cloudfront; found "vercel"',
    );
  });
});
