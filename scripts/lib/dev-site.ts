// Astro's dev server as one title's site, the way the CDN serves the built one: pages at their own paths
// (/kundeservice, where Astro renders /ADR/kundeservice), the CDN's redirects, the title's logo and favicon, the
// 404 page for an unknown address, and the preview's /api/, /identity/, /__test/ and /provider/ in front, so
// login works against the identity twin as in the preview.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { leadingRules } from '../../src/domain/routing/cdn-rules.ts';
import { findRoute, routeOutputPath } from '../../src/domain/routing/routes.ts';
import { logoPath, type TitleConfig } from '../../src/domain/title/title-config.ts';
import { fillPattern, matchPattern } from '../preview/cdn-files.ts';
import { failed, type Mounts } from '../preview/server.ts';
import { contentProblems, formatProblem } from './content-check.ts';
import { PUBLICATIONS_DIR, ROOT } from './titles.ts';

/** What the dev server does with a request. */
export type DevAnswer =
  /** Astro renders the title's page at `url` (under /{titleCode}/); an unknown address gets the 404 page. */
  | { kind: 'page'; url: string }
  | { kind: 'redirect'; location: string; status: number }
  /** A brand file, read from the title's publication folder on every request so a new logo shows at once. */
  | { kind: 'brand'; file: string }
  /** Everything else is Vite's and Astro's own (modules, styles, HMR). */
  | { kind: 'pass' };

/** The CDN's rules but its catch-all 404, which only a page request gets here (Vite serves the rest). */
const REDIRECTS = leadingRules();

/** Where Astro renders a path of the title's site. */
function pageUrl(title: TitleConfig, outputPath: string, search: string): string {
  return `/${title.titleCode}/${outputPath}${search}`;
}

/** `url` is the request's path and query; `accept` its Accept header. */
export function devAnswer(title: TitleConfig, url: string, accept: string | undefined): DevAnswer {
  const { pathname, search } = new URL(url, 'http://dev.invalid');
  if (pathname === '/favicon.svg') return { kind: 'brand', file: path.join(PUBLICATIONS_DIR, title.publication, 'favicon.svg') };
  if (pathname === logoPath(title)) return { kind: 'brand', file: path.join(PUBLICATIONS_DIR, title.publication, 'logo.svg') };

  const route = findRoute(pathname);
  if (route) return { kind: 'page', url: pageUrl(title, routeOutputPath(route), search) };
  for (const rule of REDIRECTS) {
    const values = matchPattern(rule.from, pathname);
    if (!values) continue;
    const target = fillPattern(rule.to, values);
    if (rule.status === 200) return { kind: 'page', url: pageUrl(title, target.replace(/^\/|\/$/g, ''), search) };
    return { kind: 'redirect', location: target + search, status: rule.status };
  }
  // A browser asking for a page that does not exist (module and asset requests do not accept HTML). Astro's dev
  // server answers it with status 200, where the CDN says 404.
  if (accept?.includes('text/html')) return { kind: 'page', url: pageUrl(title, '404', '') };
  return { kind: 'pass' };
}

/** Checks the texts and says in the terminal what the build would refuse; the page shows the text anyway. */
async function reportContent(logger: AstroIntegrationLogger): Promise<void> {
  const problems = await contentProblems(ROOT).catch((error: unknown) => {
    logger.error(`The content checks could not run: ${(error as Error).message}`);
    return undefined;
  });
  if (!problems) return;
  if (problems.length === 0) logger.info('The texts pass the content checks.');
  else logger.warn(`The build would refuse these texts until they are fixed:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`);
}

const TEXTS = /^(src\/content|publications\/[^/]+\/content)\//;

/** One save can fire several file events; the check runs once they settle, after the page has reloaded. */
const CHECK_DELAY_MS = 300;

export function devSite(title: TitleConfig, mounts: Mounts): AstroIntegration {
  return {
    name: 'minside-dev-site',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        void reportContent(logger);
        let pending: NodeJS.Timeout | undefined;
        server.watcher.on('all', (_event, file) => {
          if (!TEXTS.test(path.relative(ROOT, file).split(path.sep).join('/'))) return;
          clearTimeout(pending);
          pending = setTimeout(() => void reportContent(logger), CHECK_DELAY_MS);
        });
        // Added here, before Astro's own handlers, so the page paths are rewritten before Astro routes them.
        server.middlewares.use((req, res, next) => {
          const mount = mounts.handlerFor(req);
          if (mount) return void mount(req, res).catch((error: unknown) => failed(res, error));
          const answer = devAnswer(title, req.url ?? '/', req.headers.accept);
          if (answer.kind === 'pass') return next();
          if (answer.kind === 'redirect') {
            res.writeHead(answer.status, { Location: answer.location }).end();
            return;
          }
          if (answer.kind === 'brand') {
            readFile(answer.file)
              .then((svg) => res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).end(svg))
              .catch((error: unknown) => failed(res, error));
            return;
          }
          req.url = answer.url;
          next();
        });
      },
    },
  };
}
