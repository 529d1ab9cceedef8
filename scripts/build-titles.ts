// Builds one static site per title: one Astro build renders every title at /{titleCode}/, then each
// title's pages are moved into dist-titles/{titleCode}/, given hard links to the shared bundles and its own logo
// and favicon; a few titles at a time.
//   npm run build                     every title with a code
//   npm run build -- --title ADR,AN   a subset
//   npm run build -- --one-build-per-title   the slow baseline the bench compares against
import { spawn } from 'node:child_process';
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { redirectsFile } from '../src/domain/routing/cdn-rules.ts';
import { logoPath, type TitleConfig } from '../src/domain/title/title-config.ts';
import { loadTitles, PUBLICATIONS_DIR, ROOT, selectTitles } from './lib/titles.ts';
import { assertSafeSvg, collectHashes, headersFile, type PageHashes } from './lib/site-files.ts';

export const DIST = path.join(ROOT, 'dist-titles');
const ASTRO_OUT = path.join(ROOT, '.build/astro');
/** A batch's shared bundles, moved out of Astro's output so the next `astro build` never touches what the sites link. */
const SHARED_ASSETS = path.join(ROOT, '.build/shared-astro');
/** Titles assembled at once: the work is file-system calls, so a few in flight keep the disk busy on 2 cores. */
const CONCURRENCY = 6;
const ASTRO_BIN = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');

export interface BuildOptions {
  codes?: string[];
  onePerTitle?: boolean;
  log?: (line: string) => void;
}

export async function buildTitles({ codes = [], onePerTitle = false, log = console.log }: BuildOptions = {}): Promise<TitleConfig[]> {
  const titles = selectTitles(await loadTitles(), codes);
  await mkdir(DIST, { recursive: true });
  const batches = onePerTitle ? titles.map((title) => [title]) : [titles];
  let done = 0;
  for (const batch of batches) {
    const started = performance.now();
    await astroBuild(batch.map((title) => title.titleCode));
    const built = performance.now();
    const assets = await takeSharedAssets();
    await eachLimited(batch, CONCURRENCY, async (title) => {
      const pages = await assembleSite(title, assets);
      log(`[${String(++done).padStart(2)}/${titles.length}] ${title.titleCode.padEnd(4)} ${title.name}: ${pages} pages → dist-titles/${title.titleCode}/`);
    });
    await rm(SHARED_ASSETS, { recursive: true, force: true });
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    if (!onePerTitle) log(`astro build ${seconds(started, built)} s, sites assembled in ${seconds(built, performance.now())} s`);
  }
  return titles;
}

function astroBuild(codes: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ASTRO_BIN, 'build', '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, MINSIDE_TITLES: codes.join(','), ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code})`))));
  });
}

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Moves the batch's `_astro/` out of Astro's output; returns its files, relative to it. */
async function takeSharedAssets(): Promise<string[]> {
  await rm(SHARED_ASSETS, { recursive: true, force: true });
  await rename(path.join(ASTRO_OUT, '_astro'), SHARED_ASSETS);
  const entries = await readdir(SHARED_ASSETS, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(SHARED_ASSETS, path.join(entry.parentPath, entry.name)));
}

/** `.build/` is scratch, rebuilt every time, so a title's pages are moved, not copied (copied across devices). */
async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true });
  }
}

/**
 * The bundles are the same for every title: each site gets hard links to one set of files (a copy where the file
 * system cannot link, as across devices). Nothing writes to them in place: a build removes a site before
 * assembling it again.
 */
async function linkAssets(assets: readonly string[], into: string): Promise<void> {
  const dirs = new Set(assets.map((asset) => path.dirname(path.join(into, asset))));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  await Promise.all(
    assets.map(async (asset) => {
      const from = path.join(SHARED_ASSETS, asset);
      const to = path.join(into, asset);
      await link(from, to).catch(() => copyFile(from, to));
    }),
  );
}

/** Lifts /{titleCode}/ out of the Astro output into the title's own site; returns the number of pages. */
async function assembleSite(title: TitleConfig, assets: readonly string[]): Promise<number> {
  const site = path.join(DIST, title.titleCode);
  await rm(site, { recursive: true, force: true });
  await moveDir(path.join(ASTRO_OUT, title.titleCode), site);
  // CDNs serve /404.html for a 404 status.
  await rename(path.join(site, '404/index.html'), path.join(site, '404.html'));
  await Promise.all([linkAssets(assets, path.join(site, '_astro')), rm(path.join(site, '404'), { recursive: true }), writeBrandFiles(title, site)]);

  const files = await siteFiles(site);
  const pages = files.filter((file) => file.endsWith('.html'));
  const hashes: PageHashes = { script: new Set(), style: new Set() };
  // Sets, written sorted: the order the pages are read in does not matter.
  await Promise.all(pages.map(async (page) => collectHashes(await readFile(path.join(site, page), 'utf8'), hashes)));

  const urlPaths = files.map((file) => '/' + file.split(path.sep).join('/'));
  await Promise.all([
    writeFile(path.join(site, '_headers'), headersFile(title, hashes, urlPaths)),
    writeFile(path.join(site, '_redirects'), redirectsFile()),
  ]);
  return pages.length;
}

/** The title's logo and favicon, checked to be safe SVG. */
async function writeBrandFiles(title: TitleConfig, site: string): Promise<void> {
  const brandDir = path.join(PUBLICATIONS_DIR, title.publication);
  const svgs = [
    ['logo.svg', logoPath(title)],
    ['favicon.svg', '/favicon.svg'],
  ] as const;
  await Promise.all(
    svgs.map(async ([from, to]) => {
      const svg = await readFile(path.join(brandDir, from), 'utf8');
      assertSafeSvg(svg, `publications/${title.publication}/${from}`);
      await mkdir(path.dirname(path.join(site, to)), { recursive: true });
      await writeFile(path.join(site, to), svg);
    }),
  );
}

/** Every file of a site, relative to it, sorted. */
async function siteFiles(site: string): Promise<string[]> {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)))
    .sort();
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { title: { type: 'string' }, 'one-build-per-title': { type: 'boolean' } } });
  const started = performance.now();
  try {
    const titles = await buildTitles({
      codes: values.title?.split(',').map((code) => code.trim()).filter(Boolean),
      onePerTitle: values['one-build-per-title'],
    });
    console.log(`Built ${titles.length} title sites in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`\nBuild failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
