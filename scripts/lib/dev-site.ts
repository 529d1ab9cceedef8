// Astro's dev server as one title's site, the way the CDN serves the built one: pages at their own paths
// (/kundeservice, where Astro renders /ADR/kundeservice), the CDN's redirects, the title's logo and favicon, the
// 404 page for an unknown address, and the preview's /api/, /identity/, /__test/ and /provider/ in front, so
// login works against the identity twin as in the preview. The content check's problems show in the terminal and
// in the page (scripts/lib/dev-panel.ts), which also keeps open the FAQ questions an editor has open.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { leadingRules } from '../../src/domain/routing/cdn-rules.ts';
import { findRoute, routeOutputPath } from '../../src/domain/routing/routes.ts';
import { logoPath, type TitleConfig } from '../../src/domain/title/title-config.ts';
import { fillPattern, matchPattern } from '../preview/cdn-files.ts';
import { failed, type Mounts } from '../preview/server.ts';
import { contentProblems, errorsOf, formatProblem, warningsOf, type ContentProblem } from './content-check.ts';
import { PROBLEMS_EVENT, PROBLEMS_PATH } from './dev-events.ts';
import { IMAGE_SOURCES } from './site-files.ts';
import { PUBLICATIONS_DIR, ROOT } from './titles.ts';

/** The part of the sites' Content-Security-Policy the dev server applies to its pages: where images may come from. */
export const DEV_POLICY = `img-src ${IMAGE_SOURCES}`;

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
  if (pathname === '/favicon.svg')
    return { kind: 'brand', file: path.join(PUBLICATIONS_DIR, title.publication, 'favicon.svg') };
  if (pathname === logoPath(title))
    return { kind: 'brand', file: path.join(PUBLICATIONS_DIR, title.publication, 'logo.svg') };

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

/** The problems as the page shows them. */
function forPage(problems: readonly ContentProblem[]) {
  return { errors: errorsOf(problems).map(formatProblem), warnings: warningsOf(problems).map(formatProblem) };
}

/**
 * Checks the texts and says what the build would refuse, in the terminal (only when it changed, so a page load says
 * nothing new) and in the open pages; the page shows the text anyway.
 */
function contentReporter(logger: AstroIntegrationLogger, server: ViteDevServer) {
  let current: ContentProblem[] = [];
  let said: string | undefined;
  const check = async () => {
    const problems = await contentProblems(ROOT).catch((error: unknown) => {
      logger.error(`The content checks could not run: ${(error as Error).message}`);
      return undefined;
    });
    if (!problems) return;
    current = problems;
    const { errors, warnings } = forPage(problems);
    const summary = [
      errors.length > 0
        ? `The build would refuse these texts until they are fixed:\n${errors.map((line) => `  ${line}`).join('\n')}`
        : 'The texts pass the content checks.',
      ...(warnings.length > 0
        ? [`Warnings (the build goes on):\n${warnings.map((line) => `  ${line}`).join('\n')}`]
        : []),
    ].join('\n');
    if (summary === said) return;
    said = summary;
    if (errors.length > 0) logger.warn(summary);
    else logger.info(summary);
    server.environments.client.hot.send(PROBLEMS_EVENT, forPage(problems));
  };
  return { check, current: () => forPage(current) };
}

const TEXTS = /^(src\/content|publications\/[^/]+\/content)\//;

/** One save can fire several file events; the check runs once they settle, after the page has reloaded. */
const CHECK_DELAY_MS = 300;

/**
 * What the dev server does not watch: the output of a build running beside it (tens of thousands of files, each
 * once a line in the terminal) and the tests' and tools' scratch folders.
 */
export const UNWATCHED = [
  '**/dist-titles/**',
  '**/.build/**',
  '**/test-results/**',
  '**/playwright-report/**',
  '**/.tmp/**',
];

/**
 * A file counts as saved once it has kept its size this long. A save that empties the file and then writes it (as
 * Node's writeFile does, and editors that save in place) fires two changes; the watcher passes on only the first
 * of two within 50 ms, and Astro read the emptied file at it and never the text, when the machine was busy.
 */
const SAVED = { stabilityThreshold: 100, pollInterval: 25 };

export function devSite(title: TitleConfig, mounts: Mounts): AstroIntegration {
  return {
    name: 'minside-dev-site',
    hooks: {
      'astro:config:setup': ({ injectScript, updateConfig }) => {
        injectScript('page', `import ${JSON.stringify(path.join(ROOT, 'scripts/lib/dev-panel.ts'))};`);
        updateConfig({ vite: { server: { watch: { ignored: UNWATCHED, awaitWriteFinish: SAVED } } } });
      },
      'astro:server:setup': ({ server, logger }) => {
        const content = contentReporter(logger, server);
        void content.check();
        let pending: NodeJS.Timeout | undefined;
        server.watcher.on('all', (_event, file) => {
          if (!TEXTS.test(path.relative(ROOT, file).split(path.sep).join('/'))) return;
          clearTimeout(pending);
          pending = setTimeout(() => void content.check(), CHECK_DELAY_MS);
        });
        // Added here, before Astro's own handlers, so the page paths are rewritten before Astro routes them.
        server.middlewares.use((req, res, next) => {
          if (req.url === PROBLEMS_PATH) {
            res
              .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
              .end(JSON.stringify(content.current()));
            return;
          }
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
              .then((svg) =>
                res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).end(svg),
              )
              .catch((error: unknown) => failed(res, error));
            return;
          }
          // The sites' image policy on every page, so an image a built site would block is blocked here too (the
          // rest of the sites' policy would block Vite's own inline scripts).
          res.setHeader('Content-Security-Policy', DEV_POLICY);
          req.url = answer.url;
          next();
        });
      },
    },
  };
}
