// Serves one built title site as the CDN would: files first, then `_redirects` (rewrite, redirect or 404
// page), and `_headers` on every response.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ERROR_CACHE } from '../../src/domain/routing/cdn-rules.ts';
import { fillPattern, matchPattern, parseHeaders, parseRedirects, type HeaderRule, type Redirect } from './cdn-files.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files the CDN never serves. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

export interface StaticSite {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export async function openStaticSite(root: string): Promise<StaticSite> {
  const redirects = parseRedirects(await readFile(path.join(root, '_redirects'), 'utf8'));
  const headerRules = parseHeaders(await readFile(path.join(root, '_headers'), 'utf8'));

  /** The file a URL path names: `/a` and `/a/` serve `a/index.html`; never outside the root. */
  async function fileFor(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const normalized = path.normalize(decoded);
    // Checked after decoding and normalising: `/%5Fheaders`, `//_headers` and `/a/..%2F_headers` name it too.
    if (HIDDEN.has(normalized)) return undefined;
    const candidate = path.join(root, normalized);
    if (!candidate.startsWith(root + path.sep) && candidate !== root) return undefined;
    for (const file of [candidate, path.join(candidate, 'index.html')]) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return file;
    }
    return undefined;
  }

  function send(res: ServerResponse, req: IncomingMessage, status: number, pathname: string, body?: Buffer, type?: string): void {
    for (const rule of headerRules) {
      if (matchPattern(rule.pattern, pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    // An error answer is never kept: a path's rule (a site built with `/_astro/*`, say) is for the file that is there.
    if (status >= 400) res.setHeader('Cache-Control', ERROR_CACHE);
    if (type) res.setHeader('Content-Type', type);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string) {
    send(res, req, status, pathname, await readFile(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
  }

  return {
    async handle(req, res) {
      // Appended, not resolved: a request for //x is a path here, never a host.
      const url = new URL(`http://preview.local${req.url ?? '/'}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, req, 405, url.pathname, Buffer.from('Method Not Allowed'));
        return;
      }
      const file = await fileFor(url.pathname);
      if (file) return serveFile(req, res, 200, file, url.pathname);

      for (const rule of redirects as Redirect[]) {
        const values = matchPattern(rule.from, url.pathname);
        if (!values) continue;
        const target = fillPattern(rule.to, values);
        if (rule.status === 301 || rule.status === 302) {
          // Like the CDN, a redirect keeps the request's query string.
          res.setHeader('Location', target + url.search);
          return send(res, req, rule.status, url.pathname);
        }
        const rewritten = await fileFor(new URL(target, url).pathname);
        if (rewritten) return serveFile(req, res, rule.status, rewritten, url.pathname);
      }
      send(res, req, 404, url.pathname, Buffer.from('Not Found'), 'text/plain; charset=utf-8');
    },
  };
}

export type { HeaderRule };
