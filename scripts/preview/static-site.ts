// Serves one built title site as its host would (the target it was built for, `--target`): on Netlify files first,
// then `_redirects` (rewrite, redirect or 404 page); on Cloudflare Pages `_redirects` first, then the files, a page's
// `.html` address and a trailing slash answered with a 308 to the address without, and /404.html for the rest with
// 404; on S3 + CloudFront the rules of `_cloudfront.json` (its viewer-request function, object metadata, response
// headers policy and 404 page). Headers on every response; text compressed with brotli or gzip, and an ETag
// answered with 304. scripts/host-parity.ts checks the Pages behaviour against Pages' own runtime.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ERROR_CACHE } from '../../src/domain/routing/cdn-rules.ts';
import { CLOUDFRONT_FILE, type CdnTarget } from '../lib/cdn-targets.ts';
import {
  fillPattern,
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type Redirect,
} from './cdn-files.ts';

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

/** Text compresses; images such as PNG already are, and would only cost time. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

/** Below this a compressed body saves less than its headers cost (CDNs draw the line at about 1 KB too). */
export const MIN_COMPRESS_BYTES = 1024;

/** What Cloudflare Pages sends for a file no `_headers` rule gives a Cache-Control (checked by scripts/host-parity.ts). */
export const PAGES_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/** Files the CDN never serves. */
const HIDDEN = new Set(['/_headers', '/_redirects', `/${CLOUDFRONT_FILE}`]);

/**
 * The host a built site is for, from its rule files: `_cloudfront.json` is S3 + CloudFront's; a `_redirects` without
 * the catch-all 404 is Cloudflare Pages' (which serves /404.html by itself); otherwise Netlify's.
 */
export async function siteTarget(root: string): Promise<CdnTarget> {
  if (
    await stat(path.join(root, CLOUDFRONT_FILE)).then(
      () => true,
      () => false,
    )
  )
    return 's3-cloudfront';
  const redirects = await readFile(path.join(root, '_redirects'), 'utf8');
  return parseRedirects(redirects).some((rule) => rule.status === 404) ? 'netlify' : 'cloudflare-pages';
}

/** `_cloudfront.json`'s rules as the preview applies them (scripts/lib/cdn-targets.ts writes it). */
function cloudfrontRules(text: string): { redirects: Redirect[]; headers: HeaderRule[] } {
  const config = JSON.parse(text) as {
    responseHeaders: Record<string, string>;
    cacheControl: Record<string, string>;
    redirects: Redirect[];
  };
  return {
    redirects: config.redirects,
    headers: [
      { pattern: '/*', headers: Object.entries(config.responseHeaders) },
      ...Object.entries(config.cacheControl).map(([pattern, value]): HeaderRule => ({
        pattern,
        headers: [['Cache-Control', value]],
      })),
    ],
  };
}

export type Encoding = 'br' | 'gzip';

/**
 * The coding to send for an `Accept-Encoding` header: the acceptable one (q > 0, named or through `*`) with the
 * highest q, brotli on a tie as it is smaller; undefined for none (identity).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (...names: string[]) =>
    names.map((name) => weights.get(name)).find((w) => w !== undefined) ?? weights.get('*') ?? 0;
  const candidates: [Encoding, number][] = [
    ['br', weightOf('br')],
    ['gzip', weightOf('gzip', 'x-gzip')],
  ];
  // Stable sort: brotli stays first among equals.
  const [best] = candidates.filter(([, weight]) => weight > 0).sort((a, b) => b[1] - a[1]);
  return best?.[0];
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 6, as a CDN's on-the-fly compression: 11 takes some thirty times as long for ~7 % fewer bytes.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

/** A file as read once: its bytes, the hash its ETags are made of, and each coding made the first time it is asked for. */
interface CachedFile {
  /** Which version of the file this is: a rebuild replaces the file, and so the inode, mtime or size. */
  version: string;
  read: Promise<{ bytes: Buffer; hash: string }>;
  /** undefined where compressing does not make the body smaller. */
  encoded: Map<Encoding, Promise<Buffer | undefined>>;
}

interface Found {
  file: string;
  info: Stats;
}

export interface StaticSite {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** `target`: the host to serve as; by default the one the site's rule files are for (`siteTarget`). */
export async function openStaticSite(root: string, { target }: { target?: CdnTarget } = {}): Promise<StaticSite> {
  const host = target ?? (await siteTarget(root));
  /** `_redirects` and `_headers` (or `_cloudfront.json`), read again when a rebuild has replaced them. */
  let rules: { version: string; redirects: Redirect[]; headers: HeaderRule[] } | undefined;
  async function currentRules() {
    const files =
      host === 's3-cloudfront'
        ? [path.join(root, CLOUDFRONT_FILE)]
        : [path.join(root, '_redirects'), path.join(root, '_headers')];
    const version = (await Promise.all(files.map((file) => stat(file)))).map(versionOf).join('|');
    if (rules?.version !== version) {
      const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
      rules = {
        version,
        ...(host === 's3-cloudfront'
          ? cloudfrontRules(texts[0]!)
          : { redirects: parseRedirects(texts[0]!), headers: parseHeaders(texts[1]!) }),
      };
    }
    return rules;
  }
  await currentRules();

  const cache = new Map<string, CachedFile>();
  /** Files do not change while the preview serves them, except by a rebuild, which gives them a new version. */
  function cached({ file, info }: Found): CachedFile {
    const version = versionOf(info);
    let entry = cache.get(file);
    if (entry?.version !== version) {
      const read = readFile(file).then((bytes) => ({
        bytes,
        hash: createHash('sha256').update(bytes).digest('base64url').slice(0, 27),
      }));
      entry = { version, read, encoded: new Map() };
      cache.set(file, entry);
      forgetOnFailure(file, entry, read);
    }
    return entry;
  }
  function forgetOnFailure(file: string, entry: CachedFile, work: Promise<unknown>): void {
    work.catch(() => {
      if (cache.get(file) === entry) cache.delete(file);
    });
  }
  function encodedBody(file: string, entry: CachedFile, encoding: Encoding): Promise<Buffer | undefined> {
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = entry.read.then(async ({ bytes }) => {
        const encoded = await compressors[encoding](bytes);
        return encoded.length < bytes.length ? encoded : undefined;
      });
      entry.encoded.set(encoding, body);
      forgetOnFailure(file, entry, body);
    }
    return body;
  }

  /** The file a URL path names: `/a` serves `a.html` (or, in a site of the older shape, `a/index.html`, as `/a/` does); never outside the root. */
  async function fileFor(pathname: string): Promise<Found | undefined> {
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
    // Netlify keeps /404 for its 404 answer (the preview's tests hold it); Pages serves the page there.
    const page = normalized.endsWith('/') || (normalized === '/404' && host === 'netlify') ? [] : [`${candidate}.html`];
    for (const file of [candidate, ...page, path.join(candidate, 'index.html')]) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return { file, info };
    }
    return undefined;
  }

  /**
   * The one address of a page asked for at another (Pages and CloudFront): `/a.html` and `/a/` for the page
   * `a.html` are `/a`, `/index.html` is `/`; undefined when the path is a page's own address or no page's.
   */
  async function canonicalPath(pathname: string): Promise<string | undefined> {
    const exists = async (file: string) => (await fileFor(file))?.file === path.join(root, file);
    if (pathname.endsWith('/index.html') && (await exists(pathname))) return pathname.slice(0, -'index.html'.length);
    // The CloudFront function leaves /404.html as it is (the error response fetches it); Pages moves it to /404.
    if (
      pathname.endsWith('.html') &&
      !(host === 's3-cloudfront' && pathname === '/404.html') &&
      (await exists(pathname))
    )
      return pathname.slice(0, -'.html'.length);
    if (pathname.length > 1 && pathname.endsWith('/') && (await exists(`${pathname.slice(0, -1)}.html`)))
      return pathname.slice(0, -1);
    return undefined;
  }

  function send(
    res: ServerResponse,
    req: IncomingMessage,
    headerRules: HeaderRule[],
    status: number,
    pathname: string,
    body?: Buffer,
    type?: string,
  ): void {
    for (const rule of headerRules) {
      if (matchPattern(rule.pattern, pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    // Pages' own default for what no rule gives a lifetime (its pages, /_words/): asked again each time, with an ETag.
    if (host === 'cloudflare-pages' && (status === 200 || status === 304) && !res.hasHeader('Cache-Control'))
      res.setHeader('Cache-Control', PAGES_DEFAULT_CACHE);
    // An error answer is never kept: a path's rule (a site built with `/_astro/*`, say) is for the file that is there.
    if (status >= 400) res.setHeader('Cache-Control', ERROR_CACHE);
    if (type) res.setHeader('Content-Type', type);
    // A 304 has no body, and says nothing of one.
    if (status !== 304) res.setHeader('Content-Length', body?.length ?? 0);
    res.statusCode = status;
    res.end(req.method === 'HEAD' || status === 304 ? undefined : body);
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    headerRules: HeaderRule[],
    status: number,
    found: Found,
    pathname: string,
  ) {
    const extension = path.extname(found.file);
    const entry = cached(found);
    const { bytes, hash } = await entry.read;
    const negotiated = COMPRESSIBLE.has(extension) && bytes.length >= MIN_COMPRESS_BYTES;
    const encoding = negotiated ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const encoded = encoding && (await encodedBody(found.file, entry, encoding));
    // Each coding is its own representation, so it has its own strong ETag.
    const etag = `"${hash}${encoded ? `-${encoding}` : ''}"`;
    if (negotiated) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('ETag', etag);
      if (noneMatchHits(req.headers['if-none-match'], etag)) return send(res, req, headerRules, 304, pathname);
    }
    if (encoded) res.setHeader('Content-Encoding', encoding);
    send(res, req, headerRules, status, pathname, encoded || bytes, TYPES[extension] ?? 'application/octet-stream');
  }

  return {
    async handle(req, res) {
      const { redirects, headers } = await currentRules();
      // Appended, not resolved: a request for //x is a path here, never a host.
      const url = new URL(`http://preview.local${req.url ?? '/'}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, req, headers, 405, url.pathname, Buffer.from('Method Not Allowed'));
        return;
      }
      const redirect = (status: number, location: string) => {
        res.setHeader('Location', location);
        return send(res, req, headers, status, url.pathname);
      };
      // Netlify: a page's address with a trailing slash is a 301 to the address without (its "pretty URLs" for a.html).
      if (
        host === 'netlify' &&
        url.pathname.length > 1 &&
        url.pathname.endsWith('/') &&
        (await fileFor(`${url.pathname.slice(0, -1)}.html`))
      ) {
        return redirect(301, url.pathname.slice(0, -1) + url.search);
      }
      // Netlify serves a file before any rule; Pages and CloudFront apply the rules first.
      const found = host === 'netlify' ? await fileFor(url.pathname) : undefined;
      if (found) return serveFile(req, res, headers, 200, found, url.pathname);

      for (const rule of redirects) {
        const values = matchPattern(rule.from, url.pathname);
        if (!values) continue;
        const target = fillPattern(rule.to, values);
        if (rule.status === 301 || rule.status === 302) {
          // Like the CDN, a redirect keeps the request's query string.
          res.setHeader('Location', target + url.search);
          return send(res, req, headers, rule.status, url.pathname);
        }
        const rewritten = await fileFor(new URL(target, url).pathname);
        if (rewritten) return serveFile(req, res, headers, rule.status, rewritten, url.pathname);
      }
      if (host !== 'netlify') {
        // A page has one address: Pages answers the others with a 308, the CloudFront function (cdn-targets.ts) with a 301.
        const canonical = await canonicalPath(url.pathname);
        if (canonical !== undefined) return redirect(host === 'cloudflare-pages' ? 308 : 301, canonical + url.search);
        const file = await fileFor(url.pathname);
        if (file) return serveFile(req, res, headers, 200, file, url.pathname);
        // Both hosts answer what no file and no rule serves with the site's own 404 page.
        const notFound = await fileFor('/404.html');
        if (notFound) return serveFile(req, res, headers, 404, notFound, url.pathname);
      }
      send(res, req, headers, 404, url.pathname, Buffer.from('Not Found'), 'text/plain; charset=utf-8');
    },
  };
}

function versionOf(info: Stats): string {
  return `${info.ino}:${info.mtimeMs}:${info.size}`;
}

export type { HeaderRule };
