// @vitest-environment jsdom
// The vector-image loader over real HTTP: one GET per address, each error of spec section 8, and the sanitising.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSvg, SVG_ERRORS } from './svg-loader.ts';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none"/></svg>';
const FILES: Record<string, { status: number; body: string }> = {
  '/icon.svg': { status: 200, body: ICON },
  '/moved.svg': { status: 302, body: '' },
  '/missing.svg': { status: 404, body: 'Not found' },
  '/broken.svg': { status: 500, body: ICON },
  '/page.html': { status: 200, body: '<!doctype html><p>Not an image</p>' },
  '/empty.svg': { status: 200, body: '' },
  '/two.svg': { status: 200, body: `${ICON}${ICON}` },
  '/hostile.svg': {
    status: 200,
    body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><a href="javascript:alert(3)"><path d="M0 0h1v1z"/></a></svg>',
  },
};

let server: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const file = FILES[req.url ?? ''] ?? { status: 404, body: '' };
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (file.status === 302) res.setHeader('Location', '/icon.svg');
    res.statusCode = file.status;
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('loadSvg', () => {
  it('gives the SVG, and asks for an address once however often it is wanted', async () => {
    const [first, second] = await Promise.all([loadSvg(`${base}/icon.svg`), loadSvg(`${base}/icon.svg`)]);
    expect(first).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/);
    expect(first).toContain('stroke="currentColor"');
    expect(second).toBe(first);
    expect(await loadSvg(`${base}/icon.svg`)).toBe(first);
    expect(asked.filter((url) => url === '/icon.svg')).toHaveLength(1);
  });

  it('follows a redirect (3xx is a status the spec accepts)', async () => {
    expect(await loadSvg(`${base}/moved.svg`)).toMatch(/^<svg/);
  });

  it.each([
    ['a 404', '/missing.svg'],
    ['a 500, even with an SVG body', '/broken.svg'],
  ])(`%s is "${SVG_ERRORS.failed}"`, async (_, path) => {
    await expect(loadSvg(`${base}${path}`)).rejects.toThrow(SVG_ERRORS.failed);
  });

  it(`a network failure is "${SVG_ERRORS.failed}", and the next ask tries again`, async () => {
    const nowhere = 'http://127.0.0.1:9/nothing.svg';
    await expect(loadSvg(nowhere)).rejects.toThrow(SVG_ERRORS.failed);
    await expect(loadSvg(nowhere)).rejects.toThrow(SVG_ERRORS.failed);
  });

  it.each([
    ['an HTML page', '/page.html'],
    ['an empty file', '/empty.svg'],
    ['two images in one', '/two.svg'],
  ])(`%s is "${SVG_ERRORS.invalid}"`, async (_, path) => {
    await expect(loadSvg(`${base}${path}`)).rejects.toThrow(SVG_ERRORS.invalid);
  });

  it('takes out script, event handlers, foreign objects and javascript: links before anything is inlined', async () => {
    const svg = await loadSvg(`${base}/hostile.svg`);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('<path d="M0 0h1v1z"');
    for (const hostile of ['onload', '<script', 'alert', 'foreignObject', 'iframe', 'javascript:'])
      expect(svg).not.toContain(hostile);
  });
});
