// The DESIGN budgets and the goals of issues 9, 15, 27 and 45, measured: the full build both ways (one pass vs one `astro build`
// per title), a one-line text change built with --changed, four shards one after another, the gzipped JS each kind
// of page loads (and each page against issue 45's weight goals), Lighthouse on a phone for the main pages (TBT judged
// on a quiet machine only), and the same pages' LCP under applied throttling against the static page's, by the goal
// of what each page's largest element is (home, its own text, the user's data).
//   npm run bench                          everything
//   npm run bench -- --skip-baseline       without the slow way of building
//   npm run bench -- --only lighthouse     one part (build, upload, scale, weight, lighthouse, lcp; comma-separated for more)
//   npm run bench -- --only scale --synthetic 600   the build of 600 made-up titles: time, peak open files, peak memory
// A measurement, not a test: missed goals are printed, and only a broken measurement exits non-zero.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES, routeOutputFile, type Route } from '../src/domain/routing/routes.ts';
import { buildTitles, DIST, MANIFEST } from './build-titles.ts';
import { deployPlan } from './lib/deploy-plan.ts';
import { filesIn } from './lib/files.ts';
import { readManifest } from './lib/manifest.ts';
import { LCP_GOALS, runAppliedLcp, summarizeAppliedLcp, THROTTLING_LABEL } from './lib/applied-lcp.ts';
import { runLighthouse, type AuditedPage } from './lib/lighthouse-audit.ts';
import { BrokenMeasurement } from './lib/phone-browser.ts';
import {
  formatGoal,
  formatMeasure,
  goalName,
  median,
  QUIET_INDEX,
  verdictOf,
  type GoalKey,
} from './lib/lighthouse-summary.ts';
import { pageScriptBytes, WEIGHT_GOALS, weightVerdict, type WeightVerdict } from './lib/page-weight.ts';
import { openFileLimit, watchProcessTree } from './lib/process-tree.ts';
import { syntheticProject } from './lib/synthetic-titles.ts';
import { ROOT } from './lib/titles.ts';

const BUDGET = {
  uploadShare: 0.1,
  fullBuildSeconds: 60,
  minSpeedup: 5,
  staticPageKb: 5,
  interactivePageKb: 90,
  withLibrariesKb: 120,
  changedShareOfFull: 0.1,
  secondsPerTitle: 0.12,
  peakRssBytes: 2 * 1024 ** 3,
};
const PARTS = ['build', 'upload', 'scale', 'weight', 'lighthouse', 'lcp'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    'skip-baseline': { type: 'boolean' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    synthetic: { type: 'string', default: '600' },
  },
});
const only = values.only
  ?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown?.length) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set<Part>((only as Part[] | undefined) ?? PARTS);
const runs = Number(values.runs);
const synthetic = Number(values.synthetic);
if (!Number.isInteger(synthetic) || synthetic < 1) {
  console.error('--synthetic takes a number of titles ≥ 1');
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(port) || port < 0) {
  console.error('--runs takes a whole number ≥ 1, --port a port number (0: any free one)');
  process.exit(2);
}

const TITLE = 'ADR';
const site = path.join(DIST, TITLE);
const quiet = () => {};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** The parts that read the built site without building it first build just ADR when it is missing. */
async function ensureSite(): Promise<void> {
  if (existsSync(path.join(site, 'index.html'))) return;
  console.log(`No built site in dist-titles/${TITLE}; building it (npm run build -- --title ${TITLE})…`);
  await buildTitles({ codes: [TITLE], log: quiet });
}

async function buildPart(): Promise<void> {
  console.log('Building every title in one pass, twice…');
  let titleCount = 0;
  const passes = [];
  for (let run = 0; run < 2; run++)
    passes.push(await timed(async () => (titleCount = (await buildTitles({ log: quiet })).length)));
  // The faster of the two is the reference: the first pays for cold caches the builds below find warm.
  const onePass = Math.min(...passes);
  console.log(
    `  ${titleCount} titles in ${passes.map((seconds) => `${seconds.toFixed(1)} s`).join(', then ')} (budget ≤ ${BUDGET.fullBuildSeconds} s)`,
  );

  console.log('\nA one-line change to a text, built with --changed and planned for deploy:');
  await oneLineChange(ONE_TITLE_TEXT, "one title's own FAQ", onePass);
  await oneLineChange(SHARED_TEXT, 'a default FAQ every title shows', onePass);

  console.log('\nFour shards of a CI matrix, run one after another on this machine:');
  const shardSeconds: number[] = [];
  for (const index of [1, 2, 3, 4])
    shardSeconds.push(await timed(() => buildTitles({ shard: { index, count: 4 }, log: quiet })));
  const shardTotal = shardSeconds.reduce((a, b) => a + b, 0);
  console.log(
    `  ${shardSeconds.map((seconds, i) => `${i + 1}/4 ${seconds.toFixed(1)} s`).join(', ')}: ${shardTotal.toFixed(1)} s in all, ` +
      `${(shardTotal / onePass).toFixed(2)}× the full build (overhead ${(shardTotal - onePass).toFixed(1)} s); on 4 machines at once about ${Math.max(...shardSeconds).toFixed(1)} s`,
  );
  if (values['skip-baseline']) return;

  console.log('\nBuilding every title with one `astro build` each (baseline)…');
  const perTitle = await timed(() => buildTitles({ onePerTitle: true, log: quiet }));
  console.log(`  ${titleCount} titles in ${perTitle.toFixed(1)} s`);
  const ratio = perTitle / onePass;
  console.log(
    `\nOne pass is ${ratio.toFixed(1)}× faster than one build per title (budget ≥ ${BUDGET.minSpeedup}×) ${ratio >= BUDGET.minSpeedup ? 'ok' : 'UNDER'}`,
  );
  // Leave the shipped output behind, not the baseline's.
  await buildTitles({ log: quiet });
}

/** A title's own FAQ answer (Fjordenes Tidende's), and a default one every title shows. */
const ONE_TITLE_TEXT = 'publications/fjordenestidende/content/faq/90-lokalt.md';
const SHARED_TEXT = 'src/content/faq/02-glemt-passord.md';

/**
 * Appends a sentence to the first line of `file`'s answer, builds with --changed and plans the deploy against the
 * manifest before; then puts the file back and builds again, so the bench leaves the sites as it found them.
 */
async function oneLineChange(file: string, what: string, fullBuild: number): Promise<void> {
  const full = path.join(ROOT, file);
  const original = await readFile(full, 'utf8');
  const before = await readManifest(MANIFEST);
  let rebuilt: string[] = [];
  let seconds: number;
  try {
    // The first line after the frontmatter's closing ---.
    await writeFile(full, original.replace(/^(---\n[\s\S]*?\n---\n+)(.*)$/m, '$1$2 Endret av benchen.'));
    seconds = await timed(
      async () => (rebuilt = (await buildTitles({ changed: true, log: quiet })).map((title) => title.titleCode)),
    );
  } finally {
    await writeFile(full, original);
  }
  const after = await readManifest(MANIFEST);
  const plan = after ? deployPlan(before, after, { from: 'before', to: 'after' }) : undefined;
  await buildTitles({ changed: true, log: quiet });
  const share = seconds / fullBuild;
  const titles = rebuilt.length === 1 ? `1 title (${rebuilt[0]})` : `${rebuilt.length} titles`;
  console.log(
    `  ${what} (${file}): --changed rebuilt ${titles} in ${seconds.toFixed(1)} s = ${(share * 100).toFixed(0)} % of the full build ` +
      `(goal < ${BUDGET.changedShareOfFull * 100} %) ${share < BUDGET.changedShareOfFull ? 'ok' : 'MISSED'}; ` +
      `deploy plan: ${plan?.totals.upload ?? '?'} file${plan?.totals.upload === 1 ? '' : 's'} to upload (${((plan?.totals.uploadBytes ?? 0) / 1024).toFixed(1)} KB), ${plan?.totals.delete ?? '?'} to delete`,
  );
}

/** A real one-word change of the words (a cancellation reason, on /avslutt-abonnement), wherever in src/i18n/ it is. */
const ONE_WORD = { from: "'Det er for dyrt'", to: "'Det er altfor dyrt'" };

/**
 * Issue 26's goal: a one-word change of src/i18n uploads ≤ 10 % of the bytes of all sites. Builds every title with
 * --changed before and after the change, plans the deploy between the two manifests, and says the bytes two ways:
 * each site uploading its own copy of every changed file, and each distinct file once (a host that stores files by
 * their content, or the bundles on one shared path for all titles; docs/operators.md). Puts the word back after.
 */
async function uploadPart(): Promise<void> {
  const i18n = path.join(ROOT, 'src/i18n');
  const files = (await filesIn(i18n)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  let file: string | undefined;
  for (const candidate of files)
    if ((await readFile(path.join(i18n, candidate), 'utf8')).includes(ONE_WORD.from)) file = path.join(i18n, candidate);
  if (!file)
    throw new Error(`No module of src/i18n/ has ${ONE_WORD.from} any more: choose another word in scripts/bench.ts`);
  console.log('Building every title as it is (--changed), then with one word changed…');
  await buildTitles({ changed: true, log: quiet });
  const before = await readManifest(MANIFEST);
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, original.replace(ONE_WORD.from, ONE_WORD.to));
    await buildTitles({ changed: true, log: quiet });
  } finally {
    await writeFile(file, original);
  }
  const after = await readManifest(MANIFEST);
  if (!before || !after) throw new Error('no manifest to compare');
  const plan = deployPlan(before, after, { from: 'before', to: 'after' });
  const total = Object.values(after.titles).reduce(
    (sum, title) => sum + Object.values(title.files).reduce((bytes, entry) => bytes + entry.size, 0),
    0,
  );
  const uploads = Object.values(plan.titles).flatMap((title) => title.upload);
  const distinct = new Map(uploads.map((upload) => [`${upload.path}\0${upload.hash}`, upload.size]));
  const distinctBytes = [...distinct.values()].reduce((a, b) => a + b, 0);
  const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  const share = (bytes: number) => `${((bytes / total) * 100).toFixed(bytes / total < 0.01 ? 2 : 1)} %`;
  const pages = [
    ...new Set(uploads.filter((upload) => upload.path.endsWith('.html')).map((upload) => upload.path)),
  ].sort();
  console.log(
    `  ${path.relative(ROOT, file)}: ${ONE_WORD.from} → ${ONE_WORD.to}; ${Object.keys(after.titles).length} sites, ${mb(total)} in all (each site's own files, as a first deploy uploads them)`,
  );
  console.log(
    `  each site uploading its own copy: ${uploads.length} files, ${mb(plan.totals.uploadBytes)} = ${share(plan.totals.uploadBytes)} (goal ≤ ${BUDGET.uploadShare * 100} %) ${plan.totals.uploadBytes <= BUDGET.uploadShare * total ? 'ok' : 'MISSED'}`,
  );
  const others = [...new Set(uploads.filter((upload) => !upload.path.endsWith('.html')).map((upload) => upload.path))];
  console.log(
    `  each distinct file once: ${distinct.size} file${distinct.size === 1 ? '' : 's'}, ${(distinctBytes / 1024).toFixed(1)} KB = ${share(distinctBytes)}`,
  );
  console.log(
    `  per site: ${pages.length === 0 ? 'no page' : `${pages.length} page${pages.length === 1 ? '' : 's'} (${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', …' : ''})`}; ${others.join(', ') || 'no other file'}`,
  );
  await buildTitles({ changed: true, log: quiet });
}

/**
 * The build of `synthetic` made-up titles in a throwaway copy of the project (scripts/lib/synthetic-titles.ts), as
 * an operator runs it, with its peak open files and memory (the build and its astro build together) sampled from
 * /proc; the goals are issue 26's: ≤ 0.12 s a title and ≤ 2 GB, bounded whatever the number of titles.
 */
/** A machine this quiet (1-minute load average) before the build is measuring the build alone. */
const QUIET_LOAD = 0.5;

/** The machine's load averages (1, 5, 15 minutes) and its cores: the parts that time pages say what they ran beside. */
const loadText = () =>
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/** Waits up to two minutes for the load to settle below QUIET_LOAD; returns the load it starts at. */
async function quietMachine(): Promise<number> {
  for (let waited = 0; loadavg()[0]! > QUIET_LOAD && waited < 120; waited += 5) {
    if (waited === 0)
      console.log(`  waiting for a quiet machine (load ${loadavg()[0]!.toFixed(2)}, ≤ ${QUIET_LOAD} wanted)…`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return loadavg()[0]!;
}

async function scalePart(): Promise<void> {
  console.log(`Making ${synthetic} synthetic titles in a temporary copy of the project…`);
  const root = await syntheticProject(synthetic);
  try {
    // The seconds a title are judged on a quiet machine only: other work on the shared cores would be measured too.
    const loadBefore = await quietMachine();
    const started = performance.now();
    const { NODE_ENV: _test, ...env } = process.env;
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-titles.ts'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const watch = watchProcessTree(child.pid!);
    let output = '';
    const batches: string[] = [];
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      batches.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.startsWith('astro build')),
      );
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const seconds = (performance.now() - started) / 1000;
    const peaks = await watch.stop();
    if (code !== 0)
      throw new Error(`the build of ${synthetic} synthetic titles failed (exit ${code}):\n${output.slice(-3000)}`);
    const perTitle = seconds / synthetic;
    const loadAfter = loadavg()[0]!;
    // The build keeps both cores busy itself (a load of about 2); more than a core's worth beside it is other work.
    const quiet = loadBefore <= QUIET_LOAD && loadAfter <= availableParallelism() + 1;
    const limit = await openFileLimit();
    const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(2);
    for (const line of batches) console.log(`  ${line}`);
    const verdict = !quiet
      ? 'not judged: the machine was not quiet'
      : perTitle <= BUDGET.secondsPerTitle
        ? 'ok'
        : 'MISSED';
    console.log(
      `  ${synthetic} titles in ${seconds.toFixed(1)} s = ${perTitle.toFixed(3)} s a title (goal ≤ ${BUDGET.secondsPerTitle} s) ${verdict}; load ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (1-minute average)`,
    );
    console.log(
      `  peak open files ${peaks.openFiles}${limit ? ` (the limit here: ${limit} per process)` : ''}; peak memory ${gb(peaks.rssBytes)} GB (goal ≤ ${gb(BUDGET.peakRssBytes)} GB) ${peaks.rssBytes <= BUDGET.peakRssBytes ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

// Page weight is measured on the one-pass output, which is what ships.
async function weightPart(): Promise<void> {
  await ensureSite();
  const kinds = new Map<string, { route: Route; kb: number; vendorKb: number; loads: string[] }[]>();
  const verdicts: { route: Route; interactive: boolean; verdict: WeightVerdict }[] = [];
  const later: { route: Route; kb: number; libraries: string[] }[] = [];
  const libraries = new Map<string, { kb: number; pages: string[] }>();
  for (const route of ROUTES) {
    const file = routeOutputFile(route);
    const html = await readFile(path.join(site, file), 'utf8');
    // Static pages carry only the shell script; anything that checks a session or hydrates is interactive.
    const interactive = html.includes('<astro-island') || html.includes('data-hold-spinner');
    const kind = interactive ? 'interactive' : 'static';
    const scripts = await pageScriptBytes(site, html);
    const loads = [...scripts.libraries].filter(([, library]) => !library.onDemand).map(([name]) => name);
    verdicts.push({ route, interactive, verdict: weightVerdict(scripts) });
    kinds.set(kind, [
      ...(kinds.get(kind) ?? []),
      { route, kb: scripts.firstParty / 1024, vendorKb: scripts.vendor / 1024, loads },
    ]);
    const lazy = [...scripts.libraries].filter(([, library]) => library.onDemand).map(([name]) => name);
    if (scripts.onDemand > 0) later.push({ route, kb: scripts.onDemand / 1024, libraries: lazy });
    for (const [name, library] of scripts.libraries) {
      const entry = libraries.get(name) ?? { kb: library.bytes / 1024, pages: [] };
      entry.pages.push(route.path + (library.onDemand ? ' (on demand)' : ''));
      libraries.set(name, entry);
    }
  }
  console.log(`First-party JS per page, gzipped (title ${TITLE}); libraries (vendor-* chunks) beside it:`);
  for (const [kind, pages] of kinds) {
    const heaviest = pages.reduce((a, b) => (b.kb > a.kb ? b : a));
    const heaviestTotal = pages.reduce((a, b) => (b.kb + b.vendorKb > a.kb + a.vendorKb ? b : a));
    const budget = kind === 'interactive' ? BUDGET.interactivePageKb : BUDGET.staticPageKb;
    console.log(
      `  ${kind.padEnd(12)} ${String(pages.length).padStart(3)} pages, heaviest ${heaviest.kb.toFixed(2)} KB (${heaviest.route.path}), budget ≤ ${budget} KB ${heaviest.kb <= budget ? 'ok' : 'OVER'}` +
        `; with libraries at most ${(heaviestTotal.kb + heaviestTotal.vendorKb).toFixed(2)} KB (${heaviestTotal.route.path})` +
        (kind === 'interactive'
          ? `, goal ≤ ${BUDGET.withLibrariesKb} KB ${heaviestTotal.kb + heaviestTotal.vendorKb <= BUDGET.withLibrariesKb ? 'ok' : 'MISSED'}`
          : ''),
    );
  }
  printWeightGoals(verdicts);
  // What each page pays for: the pages that load the same libraries together, each with its own code beside them.
  console.log(
    "What each page loads with it, gzipped: the libraries it shares with other pages, then each page's own code:",
  );
  const bySet = new Map<string, { vendorKb: number; pages: { route: Route; kb: number }[] }>();
  for (const page of [...kinds.values()].flat()) {
    const key = page.loads.sort().join(', ') || 'no library';
    const group = bySet.get(key) ?? { vendorKb: page.vendorKb, pages: [] };
    group.pages.push(page);
    bySet.set(key, group);
  }
  for (const [names, { vendorKb, pages }] of [...bySet].sort(([, a], [, b]) => b.vendorKb - a.vendorKb)) {
    const own = pages.sort((a, b) => b.kb - a.kb).map(({ route, kb }) => `${route.path} ${kb.toFixed(1)}`);
    console.log(`  ${vendorKb.toFixed(1).padStart(5)} KB ${names}\n      + ${own.join(', ')}`);
  }
  console.log('Loaded on demand (a dynamic import, when the user first needs it), gzipped:');
  for (const { route, kb, libraries: names } of later)
    console.log(
      `  ${route.path.padEnd(24)} ${kb.toFixed(2).padStart(6)} KB${names.length ? ` (${names.join(', ')})` : ''}`,
    );
  if (later.length === 0) console.log('  none');
  // Which pages pay for each library: a library only some pages use must stay on those pages.
  console.log(`Libraries, gzipped, and the pages that load them (of ${ROUTES.length}):`);
  for (const [name, { kb, pages }] of [...libraries].sort(([a], [b]) => a.localeCompare(b))) {
    const where = pages.length > 6 ? `${pages.length} pages` : pages.join(', ');
    console.log(`  ${name.padEnd(28)} ${kb.toFixed(2).padStart(6)} KB  ${where}`);
  }
}

/** Issue 45's weight goals, page by page: each interactive page on a line, heaviest first; the static pages at once. */
function printWeightGoals(pages: readonly { route: Route; interactive: boolean; verdict: WeightVerdict }[]): void {
  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  const interactive = pages.filter((page) => page.interactive).sort((a, b) => b.verdict.ownKb - a.verdict.ownKb);
  const width = Math.max(...interactive.map(({ route }) => route.path.length)) + 2;
  console.log(
    `Issue 45's goals per page, gzipped: our own code ≤ ${WEIGHT_GOALS.ownKb} KB, with its libraries ≤ ${WEIGHT_GOALS.withLibrariesKb} KB:`,
  );
  for (const { route, verdict } of interactive)
    console.log(
      `  ${route.path.padEnd(width)}ours ${verdict.ownKb.toFixed(1).padStart(5)} KB ${mark(verdict.ownMet).padEnd(7)}` +
        `with libraries ${verdict.withLibrariesKb.toFixed(1).padStart(6)} KB ${mark(verdict.withLibrariesMet)}`,
    );
  const statics = pages.filter((page) => !page.interactive);
  const missed = pages.filter(({ verdict }) => !verdict.ownMet || !verdict.withLibrariesMet);
  if (statics.length > 0) {
    const heaviest = statics.reduce((a, b) => (b.verdict.withLibrariesKb > a.verdict.withLibrariesKb ? b : a));
    const met = statics.every(({ verdict }) => verdict.ownMet && verdict.withLibrariesMet);
    console.log(
      `  ${statics.length} static pages, the heaviest ${heaviest.verdict.withLibrariesKb.toFixed(1)} KB in all (${heaviest.route.path}): ${mark(met)}`,
    );
  }
  console.log(
    `  ${pages.length - missed.length} of ${pages.length} pages meet both${missed.length > 0 ? `; missed on ${missed.map(({ route }) => route.path).join(', ')}` : ''}.`,
  );
}

const COLUMNS: GoalKey[] = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls'];
const HEADINGS: Record<GoalKey, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'best pr.',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
};
const WIDTH = 16;

function printLighthouse(pages: AuditedPage[]): void {
  const pageWidth = Math.max(...pages.map(({ target }) => target.path.length)) + 2;
  const row = (first: string, cells: string[], last: string) =>
    `  ${first.padEnd(pageWidth)}${cells.map((cell) => cell.padEnd(WIDTH)).join('')}${last}`;
  console.log(`\nLighthouse, median of ${runs} runs per page (mobile, simulated throttling; title ${TITLE}):`);
  console.log(
    row('page', [...COLUMNS.map((key) => HEADINGS[key]), 'CPU index'], 'JS gzipped: ours + libraries = total'),
  );
  console.log(
    row(
      'goal',
      [...COLUMNS.map(formatGoal), `≥ ${QUIET_INDEX} for TBT`],
      `(≤ ${WEIGHT_GOALS.ownKb} KB ours, ≤ ${WEIGHT_GOALS.withLibrariesKb} KB in all)`,
    ),
  );
  for (const { target, summary, scripts } of pages) {
    // "n/j": not judged, the machine was busy (TBT measures the other work on its cores too).
    const cells = COLUMNS.map((key) => {
      const verdict = verdictOf(summary, key);
      return `${formatMeasure(key, summary.median[key])} ${verdict === 'met' ? 'ok' : verdict === 'MISSED' ? verdict : 'n/j'}`;
    });
    const index = summary.benchmarkIndex.length > 0 ? String(Math.round(median(summary.benchmarkIndex))) : '?';
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      row(
        target.path,
        [...cells, index],
        `${kb(scripts.firstParty)} + ${kb(scripts.vendor)} = ${kb(scripts.firstParty + scripts.vendor)} KB`,
      ),
    );
  }
  const unjudged = pages.filter(({ summary }) => summary.unjudged.length > 0);
  if (unjudged.length > 0)
    console.log(
      `  n/j: TBT not judged on ${unjudged.length} of ${pages.length} pages, whose runs' median CPU index was below ${QUIET_INDEX} (a busy machine).`,
    );
  console.log('\n  Each run (perf, LCP s, TBT ms, CLS), and who looked:');
  for (const { target, summary } of pages) {
    const each = (format: (run: (typeof summary.runs)[number]) => string) => summary.runs.map(format).join('/');
    console.log(
      `  ${target.path.padEnd(pageWidth)}perf ${each((r) => r.performance.toFixed(2))}, LCP ${each((r) => (r.lcpMs / 1000).toFixed(1))}, ` +
        `TBT ${each((r) => String(Math.round(r.tbtMs)))}, CLS ${each((r) => r.cls.toFixed(3))}; ${target.what}, ${target.persona ? `signed in as ${target.persona}` : 'not signed in'}`,
    );
  }
  // The machine is shared: the signed-in pages' LCP against the static page's in the same run says more than seconds.
  const statics = pages.filter(({ target }) => !target.persona).map(({ summary }) => summary.median.lcpMs);
  const signedIn = pages.filter(({ target }) => target.persona);
  const staticLcp = statics.length > 0 ? median(statics) : 0;
  if (staticLcp > 0 && signedIn.length > 0) {
    const ratios = signedIn.map(({ summary }) => summary.median.lcpMs / staticLcp);
    console.log(
      `  LCP signed in / static in this run: median ${median(ratios).toFixed(2)}×, at most ${Math.max(...ratios).toFixed(2)}× ` +
        `(${signedIn[ratios.indexOf(Math.max(...ratios))]!.target.path}; static ${(staticLcp / 1000).toFixed(2)} s).`,
    );
  }
  const indexes = pages.flatMap(({ summary }) => summary.benchmarkIndex);
  if (indexes.length > 0) {
    console.log(
      `  Lighthouse's CPU benchmark index over the runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))}); ` +
        'the lower, the busier the machine was, and TBT and the performance score suffer first.',
    );
  }
  const missed = pages.filter(({ summary }) => summary.missed.length > 0);
  if (missed.length === 0) {
    console.log('\nEvery goal met.');
    return;
  }
  console.log('\nWhy goals were missed (from the run with the median performance score):');
  for (const { target, summary } of missed) {
    console.log(`  ${target.path}: missed ${summary.missed.map(goalName).join(', ')}`);
    for (const line of summary.findings) console.log(`    ${line}`);
  }
}

async function lighthousePart(): Promise<void> {
  await ensureSite();
  const built = statSync(path.join(site, 'index.html')).mtime;
  const reportDir = path.join(ROOT, '.tmp/lighthouse');
  console.log(
    `Lighthouse on dist-titles/${TITLE} (built ${built.toLocaleString('nb-NO')}), ${runs} runs per page; load ${loadText()}…`,
  );
  const seconds = await timed(async () => {
    const pages = await runLighthouse({ siteDir: site, titleCode: TITLE, runs, port, reportDir, log: console.log });
    printLighthouse(pages);
  });
  console.log(
    `\nLighthouse took ${seconds.toFixed(0)} s; the JSON reports are in ${path.relative(ROOT, reportDir)}/ (open one in https://googlechrome.github.io/lighthouse/viewer/).`,
  );
}

async function lcpPart(): Promise<void> {
  await ensureSite();
  console.log(
    `LCP under applied throttling on dist-titles/${TITLE} (${THROTTLING_LABEL}; cold cache, session kept), ${runs} runs per page; load ${loadText()}…`,
  );
  const seconds = await timed(async () => {
    const rows = summarizeAppliedLcp(
      await runAppliedLcp({ siteDir: site, titleCode: TITLE, runs, port, log: console.log }),
    );
    const pageWidth = Math.max(...rows.map(({ path }) => path.length)) + 2;
    const goals = Object.entries(LCP_GOALS)
      .map(([kind, goal]) => `${kind} ≤ ${goal}×`)
      .join(', ');
    console.log(`\n  Goals by what the largest element is (issue 45): ${goals} the static page's.`);
    console.log(
      `  ${'page'.padEnd(pageWidth)}${'kind'.padEnd(10)}${'LCP'.padEnd(9)}${'× static'.padEnd(10)}${'goal'.padEnd(8)}${''.padEnd(8)}the LCP element (median run)`,
    );
    for (const { path: page, kind, medianMs, ratio, goal, met, element } of rows) {
      const times = ratio === undefined ? '' : `${ratio.toFixed(2)}×`;
      const verdict = ratio === undefined ? '' : met ? 'met' : 'MISSED';
      console.log(
        `  ${page.padEnd(pageWidth)}${kind.padEnd(10)}${`${(medianMs / 1000).toFixed(2)} s`.padEnd(9)}${times.padEnd(10)}` +
          `${(goal === undefined ? '' : `≤ ${goal}×`).padEnd(8)}${verdict.padEnd(8)}${element}`,
      );
    }
    const missed = rows.filter(({ met }) => !met);
    console.log(
      `  ${rows.length - missed.length} of ${rows.length} pages met their goal${missed.length > 0 ? `; missed: ${missed.map(({ path }) => path).join(', ')}` : ''}.`,
    );
  });
  console.log(`\nThe LCP part took ${seconds.toFixed(0)} s.`);
}

try {
  let first = true;
  for (const part of PARTS) {
    if (!parts.has(part)) continue;
    if (!first) console.log('');
    first = false;
    await {
      build: buildPart,
      upload: uploadPart,
      scale: scalePart,
      weight: weightPart,
      lighthouse: lighthousePart,
      lcp: lcpPart,
    }[part]();
  }
} catch (error) {
  const broken = error instanceof BrokenMeasurement;
  console.error(
    `\nThe bench broke${broken ? ' (the measurement, not a goal)' : ''}: ${broken ? error.message : ((error as Error).stack ?? String(error))}`,
  );
  process.exit(1);
}
