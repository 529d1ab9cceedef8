// The preview server as one piece, shared by `npm run preview` and the tests: /api/ (reference backend),
// /identity/ (identity twin), /__test/ (test control), /provider/ (payment provider stand-in), /__stand-in/ (consent,
// analytics and monitoring stand-ins), and the built site for everything else. Without a site (tests of the
// backend, stores and API client) the rest is a 404.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { findTitle, portalTitles } from '../../src/domain/title/registry.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';
import { loadTitles } from '../lib/titles.ts';
import { API_PREFIX, createApi } from './backend/api.ts';
import { Faults } from './backend/faults.ts';
import { isServedHost } from './backend/hosts.ts';
import { closeIfBodyUnread, pathnameOf } from './backend/http.ts';
import { createState } from './backend/state.ts';
import { createIdentityTwin, TWIN_PREFIX } from './identity-twin.ts';
import { createPaymentProvider, PROVIDER_PREFIX } from './payment-provider.ts';
import { openStaticSite } from './static-site.ts';
import { createTestControl, TEST_PREFIX } from './test-control.ts';
import { createStandIns, STAND_IN_PREFIX } from './stand-ins.ts';

export interface PreviewOptions {
  /** The title to serve; its data comes from the registry in publications/. */
  titleCode: string;
  /** The title's built site, e.g. dist-titles/ADR; without one, only the mounts below answer. */
  siteDir?: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function failed(res: ServerResponse, error: unknown): void {
  console.error(error);
  // The answer may be half sent; then only closing the connection tells the client it failed.
  if (res.headersSent) return void res.destroy();
  closeIfBodyUnread(res);
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Internal Server Error');
}

/** A request for another host than the title's (see hosts.ts): nothing of the site or the backend answers it. */
function misdirected(res: ServerResponse): void {
  res.statusCode = 421;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end('Denne adressen hører ikke til Min side. Gå til avisens egen adresse for Min side.');
}

/** Where a server without a site sends everything its mounts do not answer. */
function noSite(prefixes: string[]): Handler {
  const text = `Not Found: this server serves no site, only ${prefixes.join(', ')}`;
  return (_req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(text);
    return Promise.resolve();
  };
}

export interface Mounts {
  /** The title served. */
  title: TitleConfig;
  prefixes: string[];
  /** The handler of the mount a request's path falls under; undefined for everything else (the site). */
  handlerFor(req: IncomingMessage): Handler | undefined;
}

/**
 * What the CDN does not have, for one title over one shared state: /api/, /identity/, /__test/, /provider/ and /__stand-in/.
 * The preview server puts the built site behind them; the dev server (scripts/dev.ts) Astro's.
 */
export async function createMounts(titleCode: string): Promise<Mounts> {
  const titles = portalTitles(await loadTitles());
  const state = createState(findTitle(titles, titleCode), titles);
  const faults = new Faults();
  const mounts: [string, Handler][] = [
    [API_PREFIX, createApi(state, faults)],
    [TWIN_PREFIX, createIdentityTwin(state)],
    [TEST_PREFIX, createTestControl(state, faults)],
    [PROVIDER_PREFIX, createPaymentProvider(state, faults)],
    [STAND_IN_PREFIX, createStandIns(state)],
  ];
  return {
    title: state.title,
    prefixes: mounts.map(([prefix]) => prefix),
    handlerFor: (req) => {
      const pathname = pathnameOf(req);
      return mounts.find(([prefix]) => pathname.startsWith(prefix))?.[1];
    },
  };
}

/** A server that is not listening yet; the caller picks host and port. */
export async function createPreviewServer({ titleCode, siteDir }: PreviewOptions): Promise<Server> {
  const mounts = await createMounts(titleCode);
  const site = siteDir === undefined ? undefined : await openStaticSite(siteDir);
  const fallback = site?.handle ?? noSite(mounts.prefixes);
  const served = isServedHost(mounts.title);
  const server = createServer((req, res) => {
    if (!served(req)) return misdirected(res);
    const handle = mounts.handlerFor(req) ?? fallback;
    handle(req, res).catch((error: unknown) => failed(res, error));
  });
  // Longer than the clients' own idle keep-alive (browsers, Playwright's request context): a server that closes an
  // idle connection first races the client's next request on it, which then fails with ECONNRESET (as CDNs do, 65 s).
  server.keepAliveTimeout = 65_000;
  return server;
}
