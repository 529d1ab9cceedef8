// One Astro build renders every selected title at /{titleCode}/...; scripts/build-titles.ts splits the
// output into one self-contained site per title. MINSIDE_TITLES (comma-separated codes) narrows the build;
// MINSIDE_OUT_DIR and MINSIDE_CACHE_DIR give each of the builds it runs side by side folders of its own.
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { readdirSync } from 'node:fs';
import { editorMarkdownAllowList } from './scripts/lib/editor-markdown.ts';
import { WORDS_DIR } from './src/domain/routing/cdn-rules.ts';

/** Vite's module of the helper it wraps every dynamic import in (see onDemandImports). */
const PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;

export default defineConfig({
  outDir: process.env.MINSIDE_OUT_DIR ?? '.build/astro',
  cacheDir: process.env.MINSIDE_CACHE_DIR,
  output: 'static',
  trailingSlash: 'ignore',
  // Pages rendered a few at a time, not one after another: while one page's file is written the next renders (one
  // build of 150 titles, 9,300 pages, in 18–24 s instead of 33–39 s: docs/operators.md).
  // `file`: /kundeservice is kundeservice.html, which Netlify and Cloudflare Pages serve at /kundeservice with 200
  // (and CloudFront through its viewer-request function); as kundeservice/index.html, Pages answered every address
  // the site writes with a 308 to /kundeservice/ first (docs/operators.md, "How a CDN serves a site").
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 8 },
  integrations: [react()],
  // Hashes every script and style Astro renders into a <meta> CSP; the build copies them into _headers.
  security: { csp: true },
  devToolbar: { enabled: false },
  // Editors' texts through an allow-list: no HTML, script, style or javascript: link reaches a page (docs/editors.md).
  // No code highlighting: the texts are prose, and Shiki's inline styles would break the CSP.
  markdown: { processor: satteri({ hastPlugins: [editorMarkdownAllowList()] }), syntaxHighlight: false },
  // Vite's cache (the dev server's pre-bundled libraries) in the project's own folders, not node_modules/.vite: a copy
  // of the project links node_modules (scripts/lib/project-copy.ts), and a build in the copy, beside the e2e tests'
  // dev server, rewrote that server's libraries under it. Each build of build-titles.ts has a folder of its own.
  vite: {
    cacheDir: process.env.MINSIDE_CACHE_DIR ? `${process.env.MINSIDE_CACHE_DIR}/vite` : '.astro/vite',
    plugins: [chunks(), onDemandImports()],
  },
});

/**
 * The browser's chunks, shaped like the layers (see README), so a page makes few requests and loads only the
 * libraries it uses:
 *   vendor-{package}  one per library, without its dependencies (or the form library would ride along with
 *                     valibot onto every page); packages that only ever load together share one (FAMILY)
 *   shell             the stores the static shell reads on every page, the page's address, and what Vite
 *                     wraps on-demand imports in (onDemandImports)
 *   identity          the session check over the account SDK, which public pages load alone for the header
 *   login-rules       the pure login rules it shares with the app (callback path, login state, return URLs): in
 *                     either, the other would pull in the SDK or the API client where they are not needed
 *   temporary-keys    the visit's source and the simplified login widget's keys and rules (the SMS-link page, the
 *                     widget's offer on public pages, the subscription events)
 *   storage           the one door to the browser's storage with its keys, which the on-demand adapters (analytics,
 *                     consent, login) use on static pages too without bringing the app along
 *   {area}            one per feature area (a folder of src/islands/: sharing, student, privacy, …): the area's
 *                     rules, page models and calls that only its own islands use, and more than one of them, so only
 *                     its pages load them; what one island alone uses rides with that island (areaChunkOf, below)
 *   app               the rules, API client and stores the islands and the guard share, an area's among them as
 *                     soon as anything outside the area imports them
 *   ui                the islands' shared parts (fields, alerts, buttons)
 *   i18n-{module}     each module of src/i18n/ (the words), under a stable name in /_words/ (see below)
 * Each island and boot script stays its own entry. The bench tells our code from the libraries by the name.
 *
 * The words keep their file name when a word changes (`/_words/i18n-nb.js`, no hash), so a one-word change touches
 * that file and the pages that show the word, not every bundle that imports the words and every page that names
 * those (a hashed name changes its importers' bytes and so their hashes, up to every page). The price: the CDN
 * revalidates these files on each page load (`no-cache`, a 304 while unchanged) instead of keeping them a year.
 */
function chunks() {
  return {
    name: 'minside-chunks',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      // Vite preloads nothing for an on-demand import: the build names each page's modules up front instead
      // (scripts/lib/module-preload.ts). See onDemandImports below for the helper this leaves.
      config.build.modulePreload = false;
      const rolldown = config.build.rolldownOptions;
      // What rolldown asks for when a group leaves its modules' dependencies out.
      rolldown.preserveEntrySignatures = 'allow-extension';
      const hashedName = rolldown.output?.chunkFileNames ?? '[name].[hash].js';
      rolldown.output = {
        ...rolldown.output,
        chunkFileNames: (chunk) =>
          chunk.name.startsWith(WORDS_CHUNK)
            ? `${WORDS_DIR}/[name].js`
            : typeof hashedName === 'function'
              ? hashedName(chunk)
              : hashedName,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: wordsChunkName, test: WORDS, priority: 4 },
            { name: vendorChunkName, test: /node_modules/, priority: 3 },
            { name: 'shell', test: (id) => SHELL_STORES.test(id) || PRELOAD_HELPER.test(id), priority: 2 },
            { name: 'identity', test: SESSION_CHECK, priority: 2 },
            { name: 'login-rules', test: LOGIN_RULES, priority: 2 },
            { name: 'temporary-keys', test: TEMPORARY_KEYS, priority: 2 },
            { name: 'storage', test: STORAGE, priority: 2 },
            // Issue 14 (see MEASUREMENT below).
            { name: 'measurement', test: MEASUREMENT, priority: 2 },
            { name: 'consent', test: CONSENT, priority: 2 },
            { name: 'maintenance', test: MAINTENANCE, priority: 2 },
            { name: 'svg-loader', test: SVG_LOADER, priority: 2 },
            { name: 'analytics-events', test: ANALYTICS_EVENTS, priority: 2 },
            { name: areaChunkOf, test: (id) => RULES_MODELS_CALLS.test(id) && !ISLAND_FORMS.test(id), priority: 1 },
            { name: 'ui', test: /\/src\/islands\/shared\//, priority: 1 },
          ],
        },
      };
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper (0.9 KB gzipped, on every page, as the shell imports the
 * measurement on demand). With module preloads off (above) it is given nothing to preload, and what is left of its
 * work, telling the page that a module did not load, `loadOnDemand` does (src/stores/kit/load-failures.ts; a unit test
 * holds every dynamic import to it). So the helper is only the import itself, in the shell's chunk.
 */
function onDemandImports() {
  return {
    name: 'minside-on-demand-imports',
    enforce: 'pre',
    load: { filter: { id: PRELOAD_HELPER }, handler: () => 'export const __vitePreload = (load) => load();' },
  };
}

/**
 * A form's schema (`src/domain/<area>/<name>-form.ts`, `-forms.ts`) is in no group, so it rides with its island (or
 * the islands that share it) and no page without the form loads it. Not the order form: the contract and the
 * purchase store use its limits, so it is the app's. In `app`, the consent form once tied `app` to `privacy` both
 * ways, a cycle that leaves one of them half run (the build test finds such cycles).
 */
const ISLAND_FORMS = /\/src\/domain\/(?!purchase\/order-form)[\w-]+\/[\w-]+-forms?\.ts$/;

const SHELL_STORES =
  /\/src\/(stores\/kit\/(session|page|spinner|page-error|brand|load-failures|address)|domain\/auth\/unauthorized)\.ts$/;

const STORAGE = /\/src\/(stores\/kit\/browser-storage|domain\/storage\/stored-keys)\.ts$/;
const SESSION_CHECK = /\/src\/identity\/(identity|session-check)\.ts$/;

/** The rules, page models and calls: `app`, or an area's chunk (areaChunkOf). */
const RULES_MODELS_CALLS = /\/src\/(api|stores|domain)\//;
/** The feature areas: one folder each in src/islands/ (and the same name in every layer), but the islands' shared parts. */
const AREAS = readdirSync(new URL('./src/islands/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const AREA_OF = new RegExp(`/src/(?:domain/|stores/|api/)(${AREAS.join('|')})(?:/|\\.ts$|-)`);

/**
 * Issue 42: where a rule, page model or call goes, from where it is used. A module of an area (src/domain/{area}/,
 * src/stores/{area}/, src/api/{area}.ts or {area}-*.ts) that only the area's own code imports (its islands, its words,
 * its other modules) goes to the area's chunk, `{area}`, when several of the area's islands use it, and rides with
 * its island (no group) when one does; everything else is `app`. So a page loads an area's code only when it shows
 * the area (an island that another area's island imports, as home's pending purchase, takes what it uses to `app`),
 * a new area gets its chunk without a line here, and no chunk cycle can form: an area's chunk imports `app`, never the
 * other way, and never another area's.
 */
function areaChunkOf(id, ctx) {
  const area = AREA_OF.exec(id)?.[1];
  const islands = area ? islandsUsing(area, id, ctx, new Set()) : undefined;
  if (!islands) return 'app';
  return islands.size > 1 ? area : null;
}

/**
 * The area's islands (the page's entries) that import `id`, directly or through the area's own code; undefined when
 * anything else imports it. An import on demand from elsewhere does not count: it loads the area's chunk when it
 * runs, which is what it asks for (the family on home, src/islands/shared/use-family.ts).
 */
function islandsUsing(area, id, ctx, seen) {
  const found = new Set();
  if (seen.has(id)) return found;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return undefined;
  if (info.isEntry) found.add(id);
  const ownCode = new RegExp(`/src/(islands/${area}/|i18n/nb/${area}\\.ts$)`);
  for (const importer of info.importers) {
    if (!(ownCode.test(importer) || AREA_OF.exec(importer)?.[1] === area) || ISLAND_FORMS.test(importer)) return;
    const islands = islandsUsing(area, importer, ctx, seen);
    if (!islands) return;
    for (const island of islands) found.add(island);
  }
  return found;
}

/**
 * Issue 14. `measurement`: the consent, analytics and monitoring adapters with their rules, which every page imports
 * on demand once it has loaded (the monitoring SDK stays a chunk of its own, imported later still). `consent`: what
 * the consent manager said, which the privacy settings page reads at once and the adapters later (apart from the
 * privacy area's chunk, which only the privacy pages load). `maintenance`: the few rules of /maintenance, a static page, which the guard
 * also uses (the words of each are in their own i18n chunk). `analytics-events`: the subscription events analytics reports, apart because the stores
 * that make them are in `app` and the adapter that sends them is on demand (static pages load neither).
 */
const ANALYTICS_EVENTS = /\/src\/(stores\/kit\/analytics-events|domain\/analytics\/article)\.ts$/;
const MEASUREMENT =
  /\/src\/((consent|analytics|monitoring)\/|client\/measurement\.ts$|domain\/(analytics\/(?!article)|monitoring\/)|domain\/measurement\/(settings|csp)\.ts$)/;
const CONSENT = /\/src\/(stores\/privacy\/consent|domain\/privacy\/consent|domain\/measurement\/hosts)\.ts$/;
/** The vector-image loader, which brings the sanitiser: imported on demand by the icons, never with the islands' parts. */
const SVG_LOADER = /\/src\/islands\/shared\/svg-loader\.ts$/;
const MAINTENANCE = /\/src\/domain\/routing\/maintenance\.ts$/;
const LOGIN_RULES = /\/src\/domain\/(auth\/(identity-config|login-state|user)|routing\/return-url)\.ts$/;
/** The visit's source and the simplified login widget's keys, with the widget's rules: the SMS-link page and the widget's offer on public pages load them, nothing more. */
const TEMPORARY_KEYS = /\/src\/(stores\/kit\/temporary-keys|domain\/auth\/simplified-login)\.ts$/;

const WORDS = /\/src\/i18n\/.*\.ts$/;
const WORDS_CHUNK = 'i18n-';

/** `/x/src/i18n/nb/sharing.ts` → `i18n-nb-sharing`; `/x/src/i18n/nb/invoices.ts` → `i18n-nb-invoices`. */
function wordsChunkName(id) {
  const module = id.slice(id.lastIndexOf('/src/i18n/') + '/src/i18n/'.length, -'.ts'.length);
  return WORDS_CHUNK + module.replaceAll('/', '-');
}

/** Packages that never load one without the other. */
const FAMILY = { 'react-dom': 'react', scheduler: 'react', 'tiny-emitter': 'schibsted-account-sdk-browser' };

/** `/x/node_modules/@scope/pkg/dist/a.js` → `vendor-scope-pkg`. */
function vendorChunkName(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.slice(id.lastIndexOf('node_modules/')));
  if (!match) return null;
  const name = match[1].replace('@', '').replace('/', '-');
  return `vendor-${FAMILY[name] ?? name}`;
}
