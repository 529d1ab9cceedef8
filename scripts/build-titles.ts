// Builds one static site per title: one Astro build renders a batch of titles at /{titleCode}/, then each
// title's pages are moved into a site of its own, given hard links to the shared bundles and its own logo and
// favicon, a few titles at a time, in a worker thread per batch (lib/site-assembly.ts); each site is assembled
// aside and swapped into dist-titles/{titleCode}/ whole, so a failed or interrupted build leaves every site as it
// was or as it is now, never half. Every build checks the editors' texts first and records what each site holds and
// was built from in dist-titles/manifest.json.
//   npm run build                          every title with a code
//   npm run build -- --title ADR,AN        a subset
//   npm run build -- --changed             only the titles whose inputs changed since the last build, and why
//   npm run build -- --shard 2/4           the second quarter of the titles (one machine of a CI matrix)
//   npm run build -- --merge DIR…          join the shards' outputs (each DIR a shard's dist-titles) into dist-titles/
//   npm run build -- --target cloudflare-pages   rule files for that host (netlify, the default; s3-cloudfront)
//   npm run build -- --one-build-per-title the slow baseline the bench compares against
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, realpath, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portalTitles } from '../src/domain/title/registry.ts';
import type { TitleConfig } from '../src/domain/title/title-config.ts';
import { readBuildInputs, type BuildInputs } from './lib/build-inputs.ts';
import { contentProblems, ContentProblems, errorsOf, formatProblem } from './lib/content-check.ts';
import { copyTree, eachLimited } from './lib/files.ts';
import {
  changedTitles,
  MANIFEST_FILE,
  readManifest,
  siteFileEntries,
  updatedManifest,
  writeManifest,
  type HashCache,
  type Manifest,
  type TitleEntry,
} from './lib/manifest.ts';
import { mergeShardManifests, parseShard, shardOf, type Shard } from './lib/shards.ts';
import { loadTitles, ROOT, selectTitles } from './lib/titles.ts';
import { cdnTarget, CDN_TARGET_ENV, CDN_TARGETS } from './lib/cdn-targets.ts';
import { untilMemoryAllows } from './lib/memory-budget.ts';
import { assembleBatchInWorker } from './lib/site-assembly.ts';

export const DIST = path.join(ROOT, 'dist-titles');
export const MANIFEST = path.join(DIST, MANIFEST_FILE);
/** Astro's scratch: build slot n renders into .build/astro-{n}; a built batch is moved to .build/batch-{k}, assembled from there. */
const SCRATCH = path.join(ROOT, '.build');
/** Sites assembled aside, then swapped into dist-titles/ whole; and the sites they replace, until removed. */
const STAGING = path.join(SCRATCH, 'sites');
const REPLACED = path.join(SCRATCH, 'replaced');
/** Shards' sites checked and linked at once while merging: the work is file-system calls, so a few in flight keep the disk busy. */
const CONCURRENCY = 6;
/**
 * Titles one `astro build` renders at most. Batches let two builds run side by side and a built batch's sites be
 * assembled while the next batches render; each pays Astro's start and bundling again (~5 s), so they are not
 * smaller (docs/operators.md).
 */
export const BATCH_TITLES = 300;
/**
 * `astro build`s at once: each renders on one core, so two fill a 2-core machine; more would only share the cores
 * and add memory (each holds up to about 0.8 GB, see ASTRO_HEAP_MB).
 */
const PARALLEL_BUILDS = Math.min(2, availableParallelism());
/**
 * The heap one `astro build` may grow to. Left to itself, its heap grows with the pages it renders (about 5 MB a
 * title, garbage V8 has no reason to collect yet); capped, the garbage is collected and a build of 600 titles holds
 * about 0.8 GB.
 */
const ASTRO_HEAP_MB = 512;
/**
 * The young generation's semi-space: rendering makes short-lived garbage, and at 32 MB (the default is 16) less of it
 * outlives a scavenge into the capped old heap. Measured on 150 titles: about 15 % less CPU and 70 MB less memory;
 * 64 MB was slower again.
 */
const ASTRO_SEMI_SPACE_MB = 32;
const ASTRO_BIN = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');

export interface BuildOptions {
  codes?: string[];
  onePerTitle?: boolean;
  /** Only the titles whose inputs differ from the last manifest's. */
  changed?: boolean;
  shard?: Shard;
  log?: (line: string) => void;
}

export async function buildTitles({
  codes = [],
  onePerTitle = false,
  changed = false,
  shard,
  log = console.log,
}: BuildOptions = {}): Promise<TitleConfig[]> {
  if ([codes.length > 0, changed, shard !== undefined].filter(Boolean).length > 1)
    throw new Error('--title, --changed and --shard each choose the titles; give one of them');
  const problems = await contentProblems(ROOT);
  if (errorsOf(problems).length > 0) throw new ContentProblems(errorsOf(problems));
  for (const warning of problems) log(formatProblem(warning));
  const registry = await loadTitles();
  const portal = portalTitles(registry);
  const inputs = await readBuildInputs(ROOT, portal);
  // A full build replaces every entry, so it need not read a manifest it could not use; the others keep entries.
  const previous = await readManifest(MANIFEST).catch((error: unknown) => {
    if (changed) throw new Error(`${(error as Error).message}\nRun a full build (npm run build) to write a new one.`);
    return undefined;
  });

  let titles: TitleConfig[];
  if (changed) titles = changedSelection(portal, previous, inputs, log);
  else if (shard) titles = shardOf(portal, shard);
  else titles = selectTitles(registry, codes);
  if (shard)
    log(
      `Shard ${shard.index}/${shard.count}: ${titles.length} of ${portal.length} titles (${titles.map((title) => title.titleCode).join(', ')})`,
    );

  await mkdir(DIST, { recursive: true });
  await removeDroppedTitles(previous, inputs, log);
  const portalCodes = [...inputs.titles.keys()];
  let manifest = updatedManifest(previous, {}, portalCodes, inputs.shared);
  await writeManifest(MANIFEST, manifest);
  // After each batch its sites are swapped in and the manifest updated with them: the manifest always describes
  // the sites in dist-titles/ (a site swapped in just before an interruption is listed as built from its old
  // inputs, so the next --changed rebuilds it and deploy-plan refuses it as stale).
  await buildSites(
    titles,
    onePerTitle,
    log,
    async (entries) => {
      manifest = updatedManifest(manifest, entries, portalCodes, inputs.shared);
      await writeManifest(MANIFEST, manifest);
    },
    inputs,
  );
  return titles;
}

/** The titles `--changed` rebuilds, each said with its reason (one line for a change every title shares). */
function changedSelection(
  portal: readonly TitleConfig[],
  previous: Manifest | undefined,
  inputs: BuildInputs,
  log: (line: string) => void,
): TitleConfig[] {
  const { rebuild, unchanged } = changedTitles(previous, inputs, (code) =>
    existsSync(path.join(DIST, code, 'index.html')),
  );
  const reasons = new Set(rebuild.map(({ reason }) => reason));
  if (rebuild.length === portal.length && reasons.size === 1) log(`Every title is rebuilt: ${[...reasons][0]}.`);
  else for (const { titleCode, reason } of rebuild) log(`${titleCode.padEnd(4)} rebuilt: ${reason}`);
  log(
    rebuild.length === 0
      ? 'Nothing changed since the last build.'
      : `${unchanged.length} title${unchanged.length === 1 ? '' : 's'} unchanged.`,
  );
  const wanted = new Set(rebuild.map(({ titleCode }) => titleCode));
  return portal.filter((title) => wanted.has(title.titleCode));
}

/** A title gone from publications/ leaves dist-titles/ too, so the manifest and the folder agree. */
async function removeDroppedTitles(
  previous: Manifest | undefined,
  inputs: BuildInputs,
  log: (line: string) => void,
  dist = DIST,
): Promise<void> {
  for (const code of Object.keys(previous?.titles ?? {})) {
    if (inputs.titles.has(code)) continue;
    await rm(path.join(dist, code), { recursive: true, force: true });
    log(`${code.padEnd(4)} removed: no longer a title in publications/`);
  }
}

/** Titles in runs of at most `size`, as equal as can be. */
function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  return Array.from({ length: count }, (_, index) => shardOf(items, { index: index + 1, count }));
}

/**
 * Builds the titles batch by batch, two `astro build`s side by side (PARALLEL_BUILDS); each built batch's sites are
 * assembled aside and hashed for the manifest as soon as it is built, beside the other batches' rendering and
 * assembly (so the cores stay busy when two batches finish together), then swapped in whole and handed to `swapped`
 * with their manifest entries, one batch at a time. The first failure stops the builds still running; the batches
 * swapped in before it stay, as the manifest says.
 */
async function buildSites(
  titles: readonly TitleConfig[],
  onePerTitle: boolean,
  log: (line: string) => void,
  swapped: (entries: Record<string, TitleEntry>) => Promise<void>,
  inputs: BuildInputs,
): Promise<void> {
  if (titles.length === 0) return;
  // What a failed or interrupted build left: sites half assembled, batches built and not assembled.
  const leftovers = (await readdir(SCRATCH).catch(() => []))
    .filter((entry) => entry.startsWith('batch-'))
    .map((entry) => path.join(SCRATCH, entry));
  await Promise.all([STAGING, REPLACED, ...leftovers].map((dir) => rm(dir, { recursive: true, force: true })));
  const batches = batchesOf(titles, onePerTitle ? 1 : BATCH_TITLES);
  const running = new Set<ChildProcess>();
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => {
    failure ??= { error };
    for (const child of running) child.kill();
  };
  let done = 0;
  const names = new Map(titles.map((title) => [title.titleCode, title.name]));
  const assemblies: Promise<void>[] = [];
  // Swapping in and writing the manifest, one batch at a time: the manifest is rewritten whole each time.
  let swaps = Promise.resolve();
  const assemble = async (batch: readonly TitleConfig[], built: string, buildSeconds: string) => {
    if (failure) return;
    const started = performance.now();
    const entries = await assembleBatchInWorker(
      { batch: [...batch], built, staging: STAGING, inputs },
      (titleCode, pages) => {
        log(
          `[${String(++done).padStart(2)}/${titles.length}] ${titleCode.padEnd(4)} ${names.get(titleCode)}: ${pages} pages`,
        );
      },
    );
    const swappedIn = swaps.then(async () => {
      if (failure) return;
      for (const title of batch)
        await swapIn(path.join(STAGING, title.titleCode), path.join(DIST, title.titleCode), REPLACED);
      await swapped(entries);
    });
    swaps = swappedIn.catch(() => undefined);
    await swappedIn;
    await rm(built, { recursive: true, force: true });
    if (!onePerTitle)
      log(
        `astro build ${buildSeconds} s, ${batch.length} sites assembled and swapped into dist-titles/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
  };
  let next = 0;
  let assembling = 0;
  // Builds counted from the moment the gate lets them (running holds their process only once it is spawned).
  let building = 0;
  const slot = async (number: number) => {
    const outDir = path.join(SCRATCH, `astro-${number}`);
    while (!failure && next < batches.length) {
      // By memory, not by count: the second build waits while a batch's assembly holds what it would need.
      await untilMemoryAllows({ builds: () => building, assemblies: () => assembling, start: () => building++ });
      if (failure || next >= batches.length) {
        building--;
        break;
      }
      const index = next++;
      const batch = batches[index]!;
      const started = performance.now();
      try {
        await astroBuild(
          batch.map((title) => title.titleCode),
          outDir,
          path.join(SCRATCH, `astro-cache-${number}`),
          running,
        );
      } finally {
        building--;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // This slot's next build empties its folder, so the batch is moved aside (one rename) to be assembled.
      const built = path.join(SCRATCH, `batch-${index + 1}`);
      await rm(built, { recursive: true, force: true });
      await rename(outDir, built);
      assembling++;
      assemblies.push(
        assemble(batch, built, seconds)
          .catch(fail)
          .finally(() => assembling--),
      );
    }
  };
  const slots = Array.from({ length: onePerTitle ? 1 : Math.min(PARALLEL_BUILDS, batches.length) }, (_, index) =>
    slot(index + 1).catch(fail),
  );
  await Promise.all(slots);
  await Promise.all(assemblies);
  if (failure) throw failure.error;
}

/**
 * Puts the assembled site `staged` in the place of `live`: the old site is renamed aside, the new one renamed in,
 * the old one removed. Renames within one file system, so `live` is at every moment the old site or the new one
 * (or, for the instant between the two renames, missing, which the next --changed rebuilds).
 */
async function swapIn(staged: string, live: string, replaced: string): Promise<void> {
  const old = path.join(replaced, path.basename(live));
  await mkdir(replaced, { recursive: true });
  await rm(old, { recursive: true, force: true });
  await rename(live, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staged, live);
  await rm(old, { recursive: true, force: true });
}

export interface MergeOptions {
  /** Where the merged sites and manifest go: dist-titles/ unless a test says otherwise. */
  into?: string;
  log?: (line: string) => void;
}

/**
 * Joins the shards' outputs into dist-titles/: each of `dirs` is a shard's dist-titles (its manifest and sites).
 * Refuses unless together they hold every title, built from this checkout's sources, and every file is as its
 * manifest says (a broken artifact download). Sites are hard-linked, or copied across devices.
 */
export async function mergeShards(
  dirs: readonly string[],
  { into = DIST, log = console.log }: MergeOptions = {},
): Promise<Manifest> {
  const manifestFile = path.join(into, MANIFEST_FILE);
  // The same folder twice (or through a link) would pass as two shards that built the same titles alike.
  const real = await Promise.all(dirs.map((dir) => realpath(dir).catch(() => path.resolve(dir))));
  const twice = dirs.filter((_, index) => real.indexOf(real[index]!) !== index);
  if (twice.length > 0)
    throw new Error(`Cannot merge the shards:\n- ${twice.map((dir) => `${dir} is given more than once`).join('\n- ')}`);
  const outputs = await Promise.all(
    dirs.map(async (dir) => {
      const manifest = await readManifest(path.join(dir, MANIFEST_FILE));
      if (!manifest) throw new Error(`${dir}: no ${MANIFEST_FILE}; give each shard's dist-titles folder`);
      if (path.resolve(dir) === path.resolve(into))
        throw new Error(`${dir} is where the shards are merged to; copy each shard's output elsewhere first`);
      return { dir, manifest };
    }),
  );
  const inputs = await readBuildInputs(ROOT, portalTitles(await loadTitles()));
  const { manifest, sources } = mergeShardManifests(outputs, inputs);
  // Every shard is checked before anything in `into` is touched: a refused merge leaves it as it was.
  const cache: HashCache = new Map();
  const broken: string[] = [];
  await eachLimited([...sources], CONCURRENCY, async ([titleCode, dir]) => {
    const from = path.join(dir, titleCode);
    const found = await siteFileEntries(from, cache).catch(() => ({}));
    if (JSON.stringify(found) !== JSON.stringify(manifest.titles[titleCode]!.files))
      broken.push(`${from}: its files are not what ${path.join(dir, MANIFEST_FILE)} lists (a broken download?)`);
  });
  if (broken.length > 0) throw new Error(`Cannot merge the shards:\n- ${broken.sort().join('\n- ')}`);
  await mkdir(into, { recursive: true });
  // Copied aside, beside the sites, and swapped in whole. Copied, not linked: a site linked to a shard's folder would
  // change with a later write there, unseen by the manifest and so by the deploy plan. Each bundle is copied once and
  // linked between the merged sites, as a build links them.
  const staging = path.join(into, '.merging');
  await rm(staging, { recursive: true, force: true });
  const copies = new Map<string, Promise<string>>();
  await eachLimited([...sources], CONCURRENCY, ([titleCode, dir]) =>
    copyTree(
      path.join(dir, titleCode),
      path.join(staging, titleCode),
      Object.keys(manifest.titles[titleCode]!.files),
      copies,
    ),
  );
  // Swapped in once every site is staged: a later site's bundles are links to an earlier one's staged copies.
  await eachLimited([...sources], CONCURRENCY, ([titleCode]) =>
    swapIn(path.join(staging, titleCode), path.join(into, titleCode), path.join(staging, '.replaced')),
  );
  await rm(staging, { recursive: true, force: true });
  const previous = await readManifest(manifestFile).catch(() => undefined);
  await removeDroppedTitles(previous, inputs, log, into);
  await writeManifest(manifestFile, manifest);
  log(
    `Merged ${sources.size} titles from ${dirs.length} shard${dirs.length === 1 ? '' : 's'} into ${path.relative(ROOT, into) || into}/`,
  );
  return manifest;
}

/** Renders the titles `codes` into `outDir`; the process is in `running` while it runs, so a failure elsewhere can stop it. */
function astroBuild(codes: string[], outDir: string, cacheDir: string, running: Set<ChildProcess>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${ASTRO_HEAP_MB}`,
        `--max-semi-space-size=${ASTRO_SEMI_SPACE_MB}`,
        ASTRO_BIN,
        'build',
        '--silent',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        // NODE_ENV is set, not inherited: a test runner's `test` would give React's and nanostores' development code,
        // and so other bundles than `npm run build` writes for the same sources. Each build its own output and cache
        // folders (astro.config.mjs), so builds side by side never write the same file.
        env: {
          ...process.env,
          NODE_ENV: 'production',
          MINSIDE_TITLES: codes.join(','),
          MINSIDE_OUT_DIR: outDir,
          MINSIDE_CACHE_DIR: cacheDir,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
      },
    );
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`astro build failed (exit ${code})`));
    });
  });
}

const USAGE = `npm run build -- [one of: --title ADR,AN | --changed | --shard 2/4 | --merge DIR…] [--target ${CDN_TARGETS.join('|')}] [--one-build-per-title]`;

if (import.meta.main) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    let parsed;
    try {
      parsed = parseArgs({
        allowPositionals: true,
        options: {
          title: { type: 'string' },
          'one-build-per-title': { type: 'boolean' },
          changed: { type: 'boolean' },
          shard: { type: 'string' },
          merge: { type: 'boolean' },
          target: { type: 'string' },
        },
      });
    } catch (error) {
      // An unknown or incomplete flag: said in one line with the flags there are, not as a stack trace.
      console.error(`${(error as Error).message.split('. ')[0]}\nUsage: ${USAGE} (docs/operators.md)`);
      process.exit(2);
    }
    const { values, positionals } = parsed;
    // An input of every site (a changed target rebuilds them all), read from the environment by deploy-plan too.
    if (values.target !== undefined) process.env[CDN_TARGET_ENV] = values.target;
    cdnTarget();
    if (values.merge) {
      if (positionals.length === 0)
        throw new Error("--merge takes the shards' output folders: npm run build -- --merge shard-1 shard-2 …");
      await mergeShards(positionals);
      console.log(`Merged in ${seconds()} s`);
    } else {
      if (positionals.length > 0) throw new Error(`Unexpected ${positionals.join(' ')}: folders are only for --merge`);
      const titles = await buildTitles({
        codes: values.title
          ?.split(',')
          .map((code) => code.trim())
          .filter(Boolean),
        onePerTitle: values['one-build-per-title'],
        changed: values.changed,
        shard: values.shard === undefined ? undefined : parseShard(values.shard),
      });
      console.log(
        `Built ${titles.length} title site${titles.length === 1 ? '' : 's'} in ${seconds()} s; manifest in dist-titles/${MANIFEST_FILE}`,
      );
    }
  } catch (error) {
    console.error(`\nBuild failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
