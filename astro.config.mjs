// One Astro build renders every selected title at /{titleCode}/...; scripts/build-titles.ts splits the
// output into one self-contained site per title. MINSIDE_TITLES (comma-separated codes) narrows the build.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { modulePreload } from './scripts/lib/module-preload.ts';

export default defineConfig({
  outDir: '.build/astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), modulePreload()],
  // Hashes every script and style Astro renders into a <meta> CSP; the build copies them into _headers.
  security: { csp: true },
  devToolbar: { enabled: false },
  vite: { plugins: [chunks()] },
});

/**
 * The browser's chunks, shaped like the layers (see README), so a page makes few requests and loads only the
 * libraries it uses:
 *   vendor-{package}  one per library, without its dependencies (or the form library would ride along with
 *                     valibot onto every page); packages that only ever load together share one (FAMILY)
 *   shell             the stores the static shell reads on every page
 *   identity          the session check over the account SDK, which public pages load alone for the header
 *   login-rules       the pure login rules it shares with the app (callback path, login state, return URLs): in
 *                     either, the other would pull in the SDK or the API client where they are not needed
 *   temporary-keys    the visit's source and the simplified login widget's keys and rules (the SMS-link page, the
 *                     widget's offer on public pages, the subscription events)
 *   sharing           family sharing and business access: rules, words, stores and calls only their five pages load
 *   student           the student flow's rules, words, store and calls, which only the student pages load (the
 *                     contract's list of the two ways stays in `app`, or every page would load this chunk)
 *   app               the rules, words, API client and stores the islands and the guard share
 *   ui                the islands' shared parts (fields, alerts, buttons)
 * Each island and boot script stays its own entry. The bench tells our code from the libraries by the name.
 */
function chunks() {
  return {
    name: 'minside-chunks',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      const rolldown = config.build.rolldownOptions;
      // What rolldown asks for when a group leaves its modules' dependencies out.
      rolldown.preserveEntrySignatures = 'allow-extension';
      rolldown.output = {
        ...rolldown.output,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: vendorChunkName, test: /node_modules/, priority: 3 },
            { name: 'shell', test: SHELL_STORES, priority: 2 },
            { name: 'identity', test: SESSION_CHECK, priority: 2 },
            { name: 'login-rules', test: LOGIN_RULES, priority: 2 },
            { name: 'temporary-keys', test: TEMPORARY_KEYS, priority: 2 },
            { name: 'sharing', test: SHARING, priority: 2 },
            { name: 'student', test: STUDENT, priority: 2 },
            // Issue 14 (see MEASUREMENT below).
            { name: 'measurement', test: MEASUREMENT, priority: 2 },
            { name: 'consent', test: CONSENT, priority: 2 },
            { name: 'privacy', test: PRIVACY, priority: 2 },
            { name: 'maintenance', test: MAINTENANCE, priority: 2 },
            { name: 'svg-loader', test: SVG_LOADER, priority: 2 },
            { name: 'analytics-events', test: ANALYTICS_EVENTS, priority: 2 },
            { name: 'app', test: /\/src\/(api|stores|domain|i18n)\//, priority: 1 },
            { name: 'ui', test: /\/src\/islands\/shared\//, priority: 1 },
          ],
        },
      };
    },
  };
}

const SHELL_STORES = /\/src\/(stores\/(session|page|spinner|page-error|brand|load-failures)|domain\/auth\/unauthorized)\.ts$/;

const SESSION_CHECK = /\/src\/identity\/(identity|session-check)\.ts$/;
const STUDENT = /\/src\/(domain\/student\/(?!eligibility)[\w-]+|i18n\/nb-student|stores\/student|api\/student)\.ts$/;
const SHARING = /\/src\/(domain\/sharing\/(invitation-list|invite-report)\.ts$|i18n\/nb-sharing\.ts$|stores\/(family-sharing|business-admin|invitation-answer)\.ts$|api\/sharing\.ts$)/;
/**
 * Issue 14. `measurement`: the consent, analytics and monitoring adapters with their rules, which every page imports
 * on demand once it has loaded (the monitoring SDK stays a chunk of its own, imported later still). `consent`: what
 * the consent manager said, which the privacy settings page reads at once and the adapters later. `privacy`: the
 * words, store and rules of the privacy pages. `maintenance`: the few rules and words of /maintenance, a static page,
 * which the guard also uses. `analytics-events`: the subscription events analytics reports, apart because the stores
 * that make them are in `app` and the adapter that sends them is on demand (static pages load neither).
 */
const ANALYTICS_EVENTS = /\/src\/(stores\/analytics-events|domain\/analytics\/article)\.ts$/;
const MEASUREMENT = /\/src\/((consent|analytics|monitoring)\/|client\/measurement\.ts$|domain\/(analytics\/(?!article)|monitoring\/)|domain\/measurement\/(settings|csp)\.ts$)/;
const CONSENT = /\/src\/(stores\/consent|domain\/privacy\/consent|domain\/measurement\/hosts)\.ts$/;
const PRIVACY = /\/src\/(i18n\/nb-privacy|stores\/marketing-consent|api\/consent|domain\/privacy\/(marketing-consent|data-pages))\.ts$/;
/** The vector-image loader, which brings the sanitiser: imported on demand by the icons, never with the islands' parts. */
const SVG_LOADER = /\/src\/islands\/shared\/svg-loader\.ts$/;
const MAINTENANCE = /\/src\/(domain\/routing\/maintenance|i18n\/nb-maintenance)\.ts$/;
const LOGIN_RULES = /\/src\/domain\/(auth\/(identity-config|login-state|user)|routing\/return-url)\.ts$/;
/** The visit's source and the simplified login widget's keys, with the widget's rules: the SMS-link page and the widget's offer on public pages load them, nothing more. */
const TEMPORARY_KEYS = /\/src\/(stores\/temporary-keys|domain\/auth\/simplified-login)\.ts$/;

/** Packages that never load one without the other. */
const FAMILY = { 'react-dom': 'react', scheduler: 'react', 'tiny-emitter': 'schibsted-account-sdk-browser' };

/** `/x/node_modules/@scope/pkg/dist/a.js` → `vendor-scope-pkg`. */
function vendorChunkName(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.slice(id.lastIndexOf('node_modules/')));
  if (!match) return null;
  const name = match[1].replace('@', '').replace('/', '-');
  return `vendor-${FAMILY[name] ?? name}`;
}
