// The preview against a host's own runtime: one built site, given the rule files of `cloudflare-pages`, served by
// `wrangler pages dev` (Cloudflare's workerd, the runtime Pages serves from, run locally and offline) and by the
// preview, and the answers to the same addresses compared: status, Location, and the security and cache headers.
// scripts/host-parity.ts runs it (npm run test:hosts); docs/operators.md says what it proves.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';
import { logoPath } from '../../src/domain/title/title-config.ts';
import { openStaticSite } from '../preview/static-site.ts';
import { cdnFiles, CLOUDFRONT_FILE, type CdnTarget } from './cdn-targets.ts';
import { filesIn } from './files.ts';
import { collectHashes, type PageHashes } from './site-files.ts';
import { ROOT } from './titles.ts';

/** The headers compared: what the site's rule files and the host decide (not the date, the ETag's form or the body). */
export const COMPARED_HEADERS = [
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
] as const;

/** Pinned, so the runtime's behaviour is the same from run to run (wrangler's own version is pinned in package.json). */
export const COMPATIBILITY_DATE = '2025-01-01';

/**
 * The site's rule files for `target`, made from its pages as the build makes them (cdnFiles, with the inline
 * scripts' hashes read from the pages), in place of the ones it has: the pages and bundles are the same for
 * every target.
 */
export async function retarget(site: string, title: TitleConfig, target: CdnTarget): Promise<void> {
  const files = (await filesIn(site)).filter((file) => !['_headers', '_redirects', CLOUDFRONT_FILE].includes(file));
  const hashes: PageHashes = { script: new Set(), style: new Set() };
  for (const page of files.filter((file) => file.endsWith('.html')))
    collectHashes(await readFile(path.join(site, page), 'utf8'), hashes);
  await Promise.all(
    ['_headers', '_redirects', CLOUDFRONT_FILE].map((file) => rm(path.join(site, file), { force: true })),
  );
  const rules = cdnFiles(
    target,
    title,
    hashes,
    files.map((file) => `/${file}`),
  );
  await Promise.all(Object.entries(rules).map(([name, text]) => writeFile(path.join(site, name), text)));
}

/** At least 30 addresses of every kind: pages as the site writes them, old and other shapes, rewrites, redirects, bundles, words, brand files, unknown ones. */
export async function parityAddresses(site: string, title: TitleConfig): Promise<string[]> {
  const assets = (await readdir(path.join(site, '_astro')))
    .sort()
    .slice(0, 3)
    .map((file) => `/_astro/${file}`);
  const words = (await readdir(path.join(site, '_words')))
    .sort()
    .slice(0, 2)
    .map((file) => `/_words/${file}`);
  return [
    // Pages at the addresses the site writes.
    '/',
    '/kundeservice',
    '/vilkaar',
    '/vilkaar/bedrift',
    '/fakturaoversikt',
    '/endre-profil',
    '/bestill-abonnement?kampanje=sommer',
    '/callback?code=abc&state=xyz',
    // Rewrites: the SMS link's page, one invoice page for every number.
    '/t/kundeservice',
    '/t/betal-faktura/1000123?x=1',
    '/t',
    '/t/',
    '/betal-faktura/1000123',
    // Redirects, and old and other shapes of a page's address.
    '/order-timeout',
    '/order-timeout?kilde=sms',
    '/kundeservice/',
    '/kundeservice.html',
    '/kundeservice/index.html',
    '/vilkaar/bedrift/',
    '/index.html',
    '/endre-profil.html?a=1',
    // Bundles, words, brand files.
    ...assets,
    ...words,
    '/favicon.svg',
    logoPath(title),
    // What no site has, and the files no host serves.
    '/finnes-ikke',
    '/finnes-ikke/',
    '/_astro/finnes-ikke.js',
    '/vilkaar/finnes-ikke',
    '/404',
    '/404.html',
    '/_headers',
    '/_redirects',
  ];
}

export interface Answer {
  status: number;
  /** The Location's path and query (hosts write it absolute or not). */
  location?: string;
  /** The body's SHA-256, for a page or file served (200, and the 404 page): the same file, not just the same status. */
  body?: string;
  headers: Partial<Record<(typeof COMPARED_HEADERS)[number], string>>;
}

export async function answerAt(base: string, address: string): Promise<Answer> {
  const response = await fetch(base + address, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const body =
    response.status === 200 || response.status === 404
      ? createHash('sha256').update(bytes).digest('hex').slice(0, 16)
      : undefined;
  const location = response.headers.get('location');
  const headers: Answer['headers'] = {};
  for (const name of COMPARED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return {
    status: response.status,
    ...(body ? { body } : {}),
    ...(location ? { location: (({ pathname, search }) => pathname + search)(new URL(location, base)) } : {}),
    headers,
  };
}

/** The rule files: no host serves them. `wrangler pages dev` answers them with a bare 502, Pages itself with a 404. */
const RULE_FILES = new Set(['/_headers', '/_redirects']);

/** How two answers to `address` differ, each said on a line; none when they agree. */
export function differences(address: string, host: Answer, preview: Answer): string[] {
  if (RULE_FILES.has(address)) {
    return host.status >= 400 && preview.status >= 400
      ? []
      : [
          `${address}: served (status ${host.status} on the host, ${preview.status} in the preview); no host serves its rule files`,
        ];
  }
  const lines: string[] = [];
  if (host.status !== preview.status)
    lines.push(`${address}: status ${host.status} on the host, ${preview.status} in the preview`);
  if (host.body !== preview.body)
    lines.push(
      `${address}: another body on the host (${host.body ?? 'none'}) than in the preview (${preview.body ?? 'none'})`,
    );
  if (host.location !== preview.location)
    lines.push(
      `${address}: Location ${host.location ?? '(none)'} on the host, ${preview.location ?? '(none)'} in the preview`,
    );
  for (const name of COMPARED_HEADERS) {
    if (host.headers[name] !== preview.headers[name])
      lines.push(
        `${address}: ${name} "${host.headers[name] ?? '(none)'}" on the host, "${preview.headers[name] ?? '(none)'}" in the preview`,
      );
  }
  return lines;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Served {
  base: string;
  close(): Promise<void>;
}

/** `wrangler pages dev` serving `site`, once it says it is ready; the log is kept for an error. */
export async function servePages(site: string, scratch: string): Promise<Served> {
  const port = await freePort();
  const wrangler = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      site,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--log-level',
      'info',
    ],
    {
      cwd: scratch,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Offline: no metrics, no update check; its state and logs in the scratch folder.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: path.join(scratch, 'wrangler-logs'),
        XDG_CONFIG_HOME: path.join(scratch, 'config'),
        NO_COLOR: '1',
        CI: 'true',
      },
    },
  );
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev did not start in 60 s:\n${log}`)), 60_000);
    const hear = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler pages dev stopped (exit ${code}):\n${log}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The preview's static site alone (no backend: every compared address is the site's). */
export async function servePreview(site: string): Promise<Served> {
  const static_ = await openStaticSite(site);
  const server: Server = createServer((req, res) => void static_.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ParityReport {
  addresses: number;
  differences: string[];
  /** Each address's answer on the host, for the report. */
  answers: [string, Answer][];
}

/** Copies the built `builtSite`, gives it Pages' rule files, and compares the host with the preview at every address. */
export async function pagesParity(builtSite: string, title: TitleConfig): Promise<ParityReport> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'minside-host-parity-'));
  const site = path.join(scratch, 'site');
  let pages: Served | undefined;
  let preview: Served | undefined;
  try {
    await cp(builtSite, site, { recursive: true });
    await retarget(site, title, 'cloudflare-pages');
    [pages, preview] = await Promise.all([servePages(site, scratch), servePreview(site)]);
    const addresses = await parityAddresses(site, title);
    const answers: [string, Answer][] = [];
    const found: string[] = [];
    for (const address of addresses) {
      const [host, ours] = await Promise.all([answerAt(pages.base, address), answerAt(preview.base, address)]);
      answers.push([address, host]);
      found.push(...differences(address, host, ours));
    }
    return { addresses: addresses.length, differences: found, answers };
  } finally {
    await Promise.all([pages?.close(), preview?.close()]);
    await rm(scratch, { recursive: true, force: true });
  }
}
