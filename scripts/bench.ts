// The DESIGN budgets, measured: the full build both ways (one pass vs one `astro build` per title) and the
// gzipped JS each kind of page loads.   npm run bench   (add -- --skip-baseline to skip the slow way)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES, routeOutputPath, type Route } from '../src/domain/routing/routes.ts';
import { buildTitles, DIST } from './build-titles.ts';
import { pageScriptBytes } from './lib/page-weight.ts';

const BUDGET = { fullBuildSeconds: 60, minSpeedup: 5, staticPageKb: 5, interactivePageKb: 90 };

const { values } = parseArgs({ options: { 'skip-baseline': { type: 'boolean' } } });
const quiet = () => {};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

console.log('Building every title in one pass…');
let titleCount = 0;
const onePass = await timed(async () => (titleCount = (await buildTitles({ log: quiet })).length));
console.log(`  ${titleCount} titles in ${onePass.toFixed(1)} s (budget ≤ ${BUDGET.fullBuildSeconds} s)`);

// Page weight is measured on the one-pass output, which is what ships.
const site = path.join(DIST, 'ADR');
const kinds = new Map<string, { route: Route; kb: number; vendorKb: number }[]>();
for (const route of ROUTES) {
  const file = route.path === '/404' ? '404.html' : path.join(routeOutputPath(route), 'index.html');
  const html = await readFile(path.join(site, file), 'utf8');
  // Static pages carry only the shell script; anything that checks a session or hydrates is interactive.
  const interactive = html.includes('<astro-island') || html.includes('data-hold-spinner');
  const kind = interactive ? 'interactive' : 'static';
  const { firstParty, vendor } = await pageScriptBytes(site, html);
  kinds.set(kind, [...(kinds.get(kind) ?? []), { route, kb: firstParty / 1024, vendorKb: vendor / 1024 }]);
}
console.log('\nFirst-party JS per page, gzipped (title ADR); libraries (vendor-* chunks) beside it:');
for (const [kind, pages] of kinds) {
  const heaviest = pages.reduce((a, b) => (b.kb > a.kb ? b : a));
  const heaviestTotal = pages.reduce((a, b) => (b.kb + b.vendorKb > a.kb + a.vendorKb ? b : a));
  const budget = kind === 'interactive' ? BUDGET.interactivePageKb : BUDGET.staticPageKb;
  console.log(
    `  ${kind.padEnd(12)} ${String(pages.length).padStart(3)} pages, heaviest ${heaviest.kb.toFixed(2)} KB (${heaviest.route.path}), budget ≤ ${budget} KB ${heaviest.kb <= budget ? 'ok' : 'OVER'}` +
      `; with libraries at most ${(heaviestTotal.kb + heaviestTotal.vendorKb).toFixed(2)} KB (${heaviestTotal.route.path})`,
  );
}

if (!values['skip-baseline']) {
  console.log('\nBuilding every title with one `astro build` each (baseline)…');
  const perTitle = await timed(() => buildTitles({ onePerTitle: true, log: quiet }));
  console.log(`  ${titleCount} titles in ${perTitle.toFixed(1)} s`);
  const ratio = perTitle / onePass;
  console.log(`\nOne pass is ${ratio.toFixed(1)}× faster than one build per title (budget ≥ ${BUDGET.minSpeedup}×) ${ratio >= BUDGET.minSpeedup ? 'ok' : 'UNDER'}`);
  // Leave the shipped output behind, not the baseline's.
  await buildTitles({ log: quiet });
}
