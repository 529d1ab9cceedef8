import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { leadingRules, redirectsFile } from '../../src/domain/routing/cdn-rules.ts';
import { chooseEncoding, MIN_COMPRESS_BYTES, noneMatchHits, openStaticSite } from './static-site.ts';

const CSP = "default-src 'self'";
const CACHE = 'public, max-age=31536000, immutable';

const PAGES: Record<string, string> = {
  'index.html': '<h1>front</h1>',
  'a/index.html': '<h1>a</h1>',
  '404.html': '<h1>not found</h1>',
  't/index.html': '<h1>sms</h1>',
  'betal-faktura/_/index.html': '<h1>invoice</h1>',
  'bestilling-feilet/index.html': '<h1>failed</h1>',
  '_astro/app.js': 'console.log(1);',
  // Big enough to be worth compressing.
  '_astro/big.js': `export const words = [${Array.from({ length: 400 }, (_, i) => `"ord ${i}"`).join(', ')}];\n`,
  'big/index.html': `<h1>big</h1>${'<p>Abonnementet ditt fornyes automatisk.</p>'.repeat(60)}`,
  'rebuilt.txt': 'first build',
};

/** Already compressed: sent as it is, however large. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minside-static-site-'));
  const site = path.join(dir, 'site');
  // Files next to the site that a traversal must never reach.
  await writeFile(path.join(dir, 'package.json'), '{"secret":true}');
  await writeFile(path.join(dir, 'secret.txt'), 'secret');
  for (const [file, body] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), body);
  }
  await writeFile(path.join(site, 'logo.png'), PNG);
  await writeFile(
    path.join(site, '_headers'),
    `/*\n  Content-Security-Policy: ${CSP}\n\n/_astro/*\n  Cache-Control: ${CACHE}\n`,
  );
  await writeFile(path.join(site, '_redirects'), redirectsFile());

  const staticSite = await openStaticSite(site);
  server = createServer((req, res) => {
    staticSite.handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end('handler failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  await rm(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Headers;
  body: string;
}

async function get(pathname: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(base + pathname, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A request with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as sent: fetch would undo the compression. */
function rawRequest(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('openStaticSite: files', () => {
  test.each([
    ['/', '<h1>front</h1>'],
    ['/index.html', '<h1>front</h1>'],
    ['/a', '<h1>a</h1>'],
    ['/a/', '<h1>a</h1>'],
    ['/a/index.html', '<h1>a</h1>'],
    ['/t', '<h1>sms</h1>'],
  ])('%s → 200 with its page and the CSP header', async (pathname, body) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(body);
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('sends the cache header only under /_astro/, with the CSP header too', async () => {
    const asset = await get('/_astro/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers.get('cache-control')).toBe(CACHE);
    expect(asset.headers.get('content-security-policy')).toBe(CSP);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/a/')).headers.get('cache-control')).toBeNull();
  });
});

describe('openStaticSite: a missing asset is never cached for a year', () => {
  // The site's own _headers say /_astro/* (as older builds did): the 404 must still not be cacheable.
  test.each([['/_astro/missing.js'], ['/_astro/app.js.map'], ['/_astro/'], ['/_astro/deep/missing.css']])(
    '%s → 404 with Cache-Control: no-store',
    async (pathname) => {
      const reply = await get(pathname);
      expect(reply.status).toBe(404);
      expect(reply.body).toBe('<h1>not found</h1>');
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('content-security-policy')).toBe(CSP);
    },
  );

  it('HEAD of a missing asset is not cacheable either', async () => {
    const reply = await get('/_astro/missing.js', { method: 'HEAD' });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});

describe('openStaticSite: _redirects', () => {
  test.each([
    ['/order-timeout', '/bestilling-feilet'],
    ['/order-timeout?x=1', '/bestilling-feilet?x=1'],
    ['/order-timeout?x=1&y=%2F%2Fevil.com', '/bestilling-feilet?x=1&y=%2F%2Fevil.com'],
  ])('%s → 301 to %s, keeping the query', async (pathname, location) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe(location);
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
  });

  test.each([
    ['/t/anything?q=1', '<h1>sms</h1>'],
    ['/t/', '<h1>sms</h1>'],
    ['/t/betal-faktura/123', '<h1>sms</h1>'],
    ['/t//evil.com', '<h1>sms</h1>'],
    ['/betal-faktura/123', '<h1>invoice</h1>'],
    ['/betal-faktura/123?kid=1', '<h1>invoice</h1>'],
  ])('%s → 200 with the rewritten page, and no Location', async (pathname, body) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(body);
    expect(reply.headers.get('location')).toBeNull();
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
  });

  test.each([['/missing'], ['/missing/deep/'], ['/a/missing'], ['/404'], ['/a/index.html/']])(
    '%s → 404 with the 404 page',
    async (pathname) => {
      const reply = await get(pathname);
      expect(reply.status).toBe(404);
      expect(reply.body).toBe('<h1>not found</h1>');
      expect(reply.headers.get('content-security-policy')).toBe(CSP);
    },
  );
});

describe('openStaticSite: never serves what is not the site', () => {
  const hidden = [
    ['/_headers'],
    ['/_redirects'],
    ['/_headers/'],
    ['/%5Fheaders'],
    ['/%5fredirects'],
    ['/a/..%2F_redirects'],
    ['/a%2F..%2F_headers'],
  ];

  test.each(hidden)('%s → 404', async (pathname) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('<h1>not found</h1>');
  });

  test.each([...hidden, ['//_headers'], ['//_redirects'], ['/./_headers']])(
    '%s never returns the CDN files themselves',
    async (pathname) => {
      const { body } = await get(pathname);
      expect(body).not.toContain('Content-Security-Policy:');
      expect(body).not.toContain('/404.html');
    },
  );

  test.each([
    ['/../package.json'],
    ['/../secret.txt'],
    ['/../../../../etc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/%2e%2e/package.json'],
    ['/..%2Fpackage.json'],
    ['/%2F..%2Fsecret.txt'],
    ['/a/..%2F..%2Fsecret.txt'],
    ['/..%5Csecret.txt'],
    ['/%00'],
    ['/%E0%A4%A'],
  ])('%s → 404, not a file outside the site', async (rawPath) => {
    const reply = await rawGet(rawPath);
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('<h1>not found</h1>');
  });
});

describe('openStaticSite: methods', () => {
  test.each([['POST'], ['PUT'], ['DELETE']])('%s → 405', async (method) => {
    const reply = await get('/', { method });
    expect(reply.status).toBe(405);
    expect(reply.body).toBe('Method Not Allowed');
  });

  test.each([
    ['/', 200],
    ['/missing', 404],
  ])('HEAD %s → %d with headers and no body', async (pathname, status) => {
    const reply = await get(pathname, { method: 'HEAD' });
    expect(reply.status).toBe(status);
    expect(reply.body).toBe('');
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('chooseEncoding: what Accept-Encoding allows', () => {
  test.each<[string | undefined, 'br' | 'gzip' | undefined]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br ; q=0.2 , gzip ; Q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('noneMatchHits: If-None-Match against the ETag', () => {
  test.each<[string | undefined, boolean]>([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abc-br"', false],
    ['"ab"', false],
    ['*', true],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(noneMatchHits(header, '"abc"')).toBe(expected);
  });
});

describe('openStaticSite: compression', () => {
  const original = Buffer.from(PAGES['_astro/big.js']!);

  it('sends brotli where it is accepted, with its length and Vary', async () => {
    const reply = await rawRequest('/_astro/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(reply.body)).toEqual(original);
    expect(reply.headers['cache-control']).toBe(CACHE);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends gzip where brotli is not accepted', async () => {
    const reply = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(gunzipSync(reply.body)).toEqual(original);
  });

  test.each([[{}], [{ 'accept-encoding': 'identity' }], [{ 'accept-encoding': 'br;q=0, gzip;q=0' }]])(
    'sends the bytes as they are for %j',
    async (headers) => {
      const reply = await rawRequest('/_astro/big.js', headers);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(original.length);
      expect(reply.body).toEqual(original);
    },
  );

  it('compresses pages, and the 404 page', async () => {
    const page = await rawRequest('/big/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGES['big/index.html']);
    const missing = await rawRequest('/missing', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it(`leaves bodies under ${MIN_COMPRESS_BYTES} bytes alone, without Vary`, async () => {
    const reply = await rawRequest('/a/', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.body.toString()).toBe('<h1>a</h1>');
  });

  it('leaves an image that is compressed already alone, however large', async () => {
    const reply = await rawRequest('/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.body).toEqual(PNG);
  });

  it('answers HEAD with the headers GET would send, and no body', async () => {
    const get = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br' });
    const head = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('sends the same bytes every time', async () => {
    const [a, b] = await Promise.all([
      rawRequest('/_astro/big.js', { 'accept-encoding': 'br' }),
      rawRequest('/_astro/big.js', { 'accept-encoding': 'br' }),
    ]);
    expect(a.body).toEqual(b.body);
  });
});

describe('openStaticSite: ETag and 304', () => {
  it('gives each coding of a file its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (coding) => (await rawRequest('/_astro/big.js', { 'accept-encoding': coding })).headers.etag,
      ),
    );
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it('answers a matching If-None-Match with 304, no body and the caching headers', async () => {
    const first = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br' });
    const again = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(CACHE);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  test.each([
    ['a weak form of the tag', (tag: string) => `W/${tag}`, 304],
    ['a list holding the tag', (tag: string) => `"old", ${tag}`, 304],
    ['*', () => '*', 304],
    ['another tag', () => '"old"', 200],
  ])('If-None-Match with %s → %i', async (_what, header, status) => {
    const { etag } = (await rawRequest('/a/')).headers;
    const reply = await rawRequest('/a/', { 'if-none-match': header(etag!) });
    expect(reply.status).toBe(status);
    expect(reply.body.toString()).toBe(status === 200 ? '<h1>a</h1>' : '');
  });

  it("a tag of one coding does not stand for another's bytes", async () => {
    const br = await rawRequest('/_astro/big.js', { 'accept-encoding': 'br' });
    const gzip = await rawRequest('/_astro/big.js', { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('HEAD with a matching tag → 304', async () => {
    const { etag } = (await rawRequest('/')).headers;
    expect((await rawRequest('/', { 'if-none-match': etag! }, 'HEAD')).status).toBe(304);
  });

  it('a page served by a rewrite has the tag of its page', async () => {
    const page = await rawRequest('/t/');
    const rewritten = await rawRequest('/t/anything', { 'if-none-match': page.headers.etag! });
    expect(rewritten.status).toBe(304);
  });

  test.each([['/missing'], ['/_astro/missing.js']])('an error has no tag and is never a 304: %s', async (pathname) => {
    const reply = await rawRequest(pathname, { 'if-none-match': '*' });
    expect(reply.status).toBe(404);
    expect(reply.headers.etag).toBeUndefined();
  });
});

describe('openStaticSite: a rebuild while it serves', () => {
  it('serves the new bytes of a file, never the ones it kept', async () => {
    const file = path.join(dir, 'site', 'rebuilt.txt');
    const before = await rawRequest('/rebuilt.txt');
    expect(before.body.toString()).toBe('first build');
    // The same size: only the file's version tells them apart.
    await writeFile(file, 'other build');
    const after = await rawRequest('/rebuilt.txt', { 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe('other build');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // And a file replaced by a new one with more in it (as the build's move does), compressed anew.
    const big = path.join(dir, 'site', 'rebuilt-big.txt');
    await writeFile(big, 'a'.repeat(5000));
    expect(gunzipSync((await rawRequest('/rebuilt-big.txt', { 'accept-encoding': 'gzip' })).body).toString()).toBe(
      'a'.repeat(5000),
    );
    await rm(big);
    await writeFile(big, 'b'.repeat(6000));
    expect(gunzipSync((await rawRequest('/rebuilt-big.txt', { 'accept-encoding': 'gzip' })).body).toString()).toBe(
      'b'.repeat(6000),
    );
  });

  it('applies a new _headers', async () => {
    const headers = path.join(dir, 'site', '_headers');
    await writeFile(
      headers,
      `/*\n  Content-Security-Policy: ${CSP}\n\n/_astro/*\n  Cache-Control: ${CACHE}\n\n/rebuilt.txt\n  Cache-Control: public, no-cache\n`,
    );
    try {
      expect((await rawRequest('/rebuilt.txt')).headers['cache-control']).toBe('public, no-cache');
    } finally {
      await writeFile(headers, `/*\n  Content-Security-Policy: ${CSP}\n\n/_astro/*\n  Cache-Control: ${CACHE}\n`);
    }
  });
});

describe('openStaticSite as the host the site is built for', () => {
  const FILES: Record<string, string> = {
    'index.html': '<h1>front</h1>',
    'kundeservice.html': '<h1>faq</h1>',
    '404.html': '<h1>not found</h1>',
    't.html': '<h1>sms</h1>',
    'betal-faktura/_.html': '<h1>invoice</h1>',
    '_astro/app.A1.js': 'console.log(1);',
  };
  let root: string;
  const servers: Server[] = [];
  afterAll(async () => {
    for (const each of servers) await new Promise((resolve) => each.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  /** A site of Astro's `file` shape with `rules` as its rule files, served; answers as "status location-or-body cache-control". */
  async function hostOf(name: string, rules: Record<string, string>) {
    root ??= await mkdtemp(path.join(tmpdir(), 'minside-hosts-'));
    const site = path.join(root, name);
    for (const [file, body] of Object.entries({ ...FILES, ...rules })) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), body);
    }
    const served = await openStaticSite(site);
    const each = createServer((req, res) => void served.handle(req, res));
    servers.push(each);
    await new Promise<void>((resolve) => each.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(each.address() as AddressInfo).port}`;
    return async (pathname: string) => {
      const response = await fetch(at + pathname, { redirect: 'manual' });
      const body = await response.text();
      return `${response.status} ${response.headers.get('location') ?? body} ${response.headers.get('cache-control') ?? '-'}`;
    };
  }

  it("Cloudflare Pages (a _redirects without the catch-all): its rules first, a 308 to a page's one address, its default Cache-Control, the 404 page", async () => {
    const pages = await hostOf('pages', {
      _redirects: redirectsFile(leadingRules()),
      _headers: `/_astro/*\n  Cache-Control: ${CACHE}\n`,
    });
    expect(await pages('/kundeservice')).toBe('200 <h1>faq</h1> public, max-age=0, must-revalidate');
    expect(await pages('/kundeservice/?a=1')).toBe('308 /kundeservice?a=1 -');
    expect(await pages('/kundeservice.html')).toBe('308 /kundeservice -');
    expect(await pages('/index.html')).toBe('308 / -');
    expect(await pages('/t/')).toBe('200 <h1>sms</h1> public, max-age=0, must-revalidate');
    expect(await pages('/betal-faktura/123')).toBe('200 <h1>invoice</h1> public, max-age=0, must-revalidate');
    expect(await pages('/order-timeout')).toBe('301 /bestilling-feilet -');
    expect(await pages('/_astro/app.A1.js')).toBe(`200 console.log(1); ${CACHE}`);
    expect(await pages('/finnes-ikke')).toBe('404 <h1>not found</h1> no-store');
    expect(await pages('/_redirects')).toBe('404 <h1>not found</h1> no-store');
  });

  it("S3 + CloudFront (_cloudfront.json): its function's rewrites and 301s, the objects' Cache-Control, the 404 page", async () => {
    const config = {
      responseHeaders: { 'X-Frame-Options': 'DENY' },
      cacheControl: { '/kundeservice': 'public, no-cache', '/_astro/app.A1.js': CACHE },
      redirects: leadingRules(),
      notFound: { path: '/404.html', status: 404 },
    };
    const s3 = await hostOf('s3', { '_cloudfront.json': JSON.stringify(config) });
    expect(await s3('/kundeservice')).toBe('200 <h1>faq</h1> public, no-cache');
    expect(await s3('/kundeservice/')).toBe('301 /kundeservice -');
    expect(await s3('/kundeservice.html')).toBe('301 /kundeservice -');
    expect(await s3('/t/kundeservice')).toBe('200 <h1>sms</h1> -');
    expect(await s3('/order-timeout?x=1')).toBe('301 /bestilling-feilet?x=1 -');
    expect(await s3('/finnes-ikke')).toBe('404 <h1>not found</h1> no-store');
    expect(await s3('/_cloudfront.json')).toBe('404 <h1>not found</h1> no-store');
  });
});
