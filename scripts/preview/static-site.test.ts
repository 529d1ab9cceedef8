import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { redirectsFile } from '../../src/domain/routing/cdn-rules.ts';
import { openStaticSite } from './static-site.ts';

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
};

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
  await writeFile(path.join(site, '_headers'), `/*\n  Content-Security-Policy: ${CSP}\n\n/_astro/*\n  Cache-Control: ${CACHE}\n`);
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
  test.each([['/_astro/missing.js'], ['/_astro/app.js.map'], ['/_astro/'], ['/_astro/deep/missing.css']])('%s → 404 with Cache-Control: no-store', async (pathname) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('<h1>not found</h1>');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
  });

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

  test.each([['/missing'], ['/missing/deep/'], ['/a/missing'], ['/404'], ['/a/index.html/']])('%s → 404 with the 404 page', async (pathname) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('<h1>not found</h1>');
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
  });
});

describe('openStaticSite: never serves what is not the site', () => {
  const hidden = [['/_headers'], ['/_redirects'], ['/_headers/'], ['/%5Fheaders'], ['/%5fredirects'], ['/a/..%2F_redirects'], ['/a%2F..%2F_headers']];

  test.each(hidden)('%s → 404', async (pathname) => {
    const reply = await get(pathname);
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('<h1>not found</h1>');
  });

  test.each([...hidden, ['//_headers'], ['//_redirects'], ['/./_headers']])('%s never returns the CDN files themselves', async (pathname) => {
    const { body } = await get(pathname);
    expect(body).not.toContain('Content-Security-Policy:');
    expect(body).not.toContain('/404.html');
  });

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
