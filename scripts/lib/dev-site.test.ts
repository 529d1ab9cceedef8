// How the dev server maps the addresses of a title's site onto Astro's pages, as the CDN serves the built site.
import path from 'node:path';
import { expect, test } from 'vitest';
import { findTitle } from '../../src/domain/title/registry.ts';
import { DEV_POLICY, devAnswer } from './dev-site.ts';
import { contentSecurityPolicy } from './site-files.ts';
import { loadTitles, PUBLICATIONS_DIR } from './titles.ts';

const title = findTitle(await loadTitles(), 'FT');
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

test.each([
  ['/', HTML, { kind: 'page', url: '/FT/' }],
  ['/kundeservice', HTML, { kind: 'page', url: '/FT/kundeservice' }],
  ['/kundeservice/', HTML, { kind: 'page', url: '/FT/kundeservice' }],
  ['/callback?code=abc&state=xyz', HTML, { kind: 'page', url: '/FT/callback?code=abc&state=xyz' }],
  ['/vilkaar/bedrift', HTML, { kind: 'page', url: '/FT/vilkaar/bedrift' }],
  // The CDN's rewrites: one page for every invoice number, and the SMS link page.
  ['/betal-faktura/1000123', HTML, { kind: 'page', url: '/FT/betal-faktura/_' }],
  ['/t/kundeservice?x=1', HTML, { kind: 'page', url: '/FT/t?x=1' }],
  ['/order-timeout?x=1', HTML, { kind: 'redirect', location: '/bestilling-feilet?x=1', status: 301 }],
  ['/finnes-ikke', HTML, { kind: 'page', url: '/FT/404' }],
  ['/favicon.svg', '*/*', { kind: 'brand', file: path.join(PUBLICATIONS_DIR, 'fjordenestidende/favicon.svg') }],
  [
    `/logo/${title.brand.titleDomain}.svg`,
    '*/*',
    { kind: 'brand', file: path.join(PUBLICATIONS_DIR, 'fjordenestidende/logo.svg') },
  ],
  // Vite's and Astro's own requests go through untouched.
  ['/@vite/client', '*/*', { kind: 'pass' }],
  ['/src/client/shell.ts?astro&type=script', '*/*', { kind: 'pass' }],
  ['/.astro/vite/deps/react.js?v=1', '*/*', { kind: 'pass' }],
  ['/finnes-ikke.js', '*/*', { kind: 'pass' }],
])('%s', (url, accept, answer) => {
  expect(devAnswer(title, url, accept)).toEqual(answer);
});

test("the dev server's pages carry the sites' own image policy, so an image a built site blocks is blocked in dev too", () => {
  expect(DEV_POLICY).toBe("img-src 'self' data:");
  expect(contentSecurityPolicy(title, { script: new Set(), style: new Set() }).split('; ')).toContain(DEV_POLICY);
});
