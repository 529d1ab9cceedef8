import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPreview, type Preview } from './test-helpers.ts';
import { startPreview as startBackend } from '../../tests/support/backend.ts';

let preview: Preview;

beforeAll(async () => {
  preview = await startPreview();
});

afterAll(() => preview.close());

describe('createPreviewServer: one origin, four parts', () => {
  test.each([
    ['/', 200, 'text/html; charset=utf-8'],
    ['/kundeservice', 200, 'text/html; charset=utf-8'],
    ['/nope', 404, 'text/html; charset=utf-8'],
    ['/api', 404, 'text/html; charset=utf-8'],
    ['/identity', 404, 'text/html; charset=utf-8'],
  ])('%s is the built site: %d', async (pathname, status, type) => {
    const response = await fetch(preview.base + pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toContain('<html lang="nb"');
  });

  test.each([
    ['/api/nope', 404, 'NOT_FOUND'],
    ['/identity/nope', 404, 'NOT_FOUND'],
    ['/__test/nope', 404, 'NOT_FOUND'],
  ])('%s is answered by its part in JSON: %d %s', async (pathname, status, code) => {
    const response = await fetch(preview.base + pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ code });
  });

  test.each([
    ['GET', '/__test/reset'],
    ['POST', '/__test/state'],
    ['GET', '/__test/fault'],
    ['GET', '/identity/login'],
    ['POST', '/identity/v2/session'],
  ])('%s %s → 405 naming the method to use', async (method, pathname) => {
    const response = await fetch(preview.base + pathname, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/^(GET|POST)$/);
    expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});

describe('the built site: only existing assets are cached for a year', () => {
  test('an asset the build made is immutable; a missing one under /_astro/ is a 404 that is not cached', async () => {
    const page = await (await fetch(preview.base + '/')).text();
    const asset = /(\/_astro\/[^"']+\.js)/.exec(page)?.[1];
    expect(asset).toBeDefined();
    const found = await fetch(preview.base + asset);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const missing of ['/_astro/missing.js', `${asset}.map`, '/_astro/']) {
      const response = await fetch(preview.base + missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('cache-control'), missing).toBe('no-store');
    }
  });
});

describe('the built site: cached, compressed and revalidated as on the CDN', () => {
  test.each([
    ['/', 'public, no-cache'],
    ['/kundeservice', 'public, no-cache'],
    ['/vilkaar/bedrift', 'public, no-cache'],
    ['/betal-faktura/123', 'public, no-cache'],
    ['/favicon.svg', 'public, max-age=300, must-revalidate'],
    ['/logo/www.adressa.no.svg', 'public, max-age=300, must-revalidate'],
  ])('%s: Cache-Control %s, an ETag, and 304 when it is unchanged', async (pathname, cache) => {
    const response = await fetch(preview.base + pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cache);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(preview.base + pathname, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('a page has one address: with a trailing slash it is a redirect there, keeping the query', async () => {
    const response = await fetch(preview.base + '/kundeservice/?x=1', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/kundeservice?x=1');
  });

  test('pages and bundles come compressed (fetch undoes it)', async () => {
    const page = await fetch(preview.base + '/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    const html = await page.text();
    expect(html).toContain('<html lang="nb"');
    const asset = /(\/_astro\/[^"']+\.js)/.exec(html)?.[1];
    const bundle = await fetch(preview.base + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('createPreviewServer without a site (tests/support/backend.ts)', () => {
  let backend: Preview;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  test.each(['/', '/kundeservice', '/api'])('%s is a plain 404 naming what is served', async (pathname) => {
    const response = await fetch(backend.base + pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(
      'Not Found: this server serves no site, only /api/, /identity/, /__test/, /provider/, /__stand-in/',
    );
  });

  test('its mounts answer as with a site', async () => {
    const response = await fetch(`${backend.base}/api/loginToken`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String) });
  });
});
