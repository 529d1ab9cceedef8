// Assembling a built batch: each title's pages lifted out of the batch's Astro output into a site of its own, with
// hard links to the shared bundles, its logo and favicon, the module preloads and the CDN's rule files, staged aside
// for build-titles.ts to swap in. A batch is assembled in a worker thread (assembly-worker.ts): the work is
// JavaScript as much as file-system calls (reading, rewriting and hashing every page), so two batches that finish
// rendering together are assembled on both cores, not one after the other on the build's main thread.
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WORDS_DIR } from '../../src/domain/routing/cdn-rules.ts';
import { logoPath, type TitleConfig } from '../../src/domain/title/title-config.ts';
import { sha256, type BuildInputs } from './build-inputs.ts';
import { cdnFiles, cdnTarget, hostLimitProblems } from './cdn-targets.ts';
import { eachLimited, filesIn, FILES_AT_ONCE, linkTree } from './files.ts';
import { siteFileEntries, titleEntry, type FileEntry, type HashCache, type TitleEntry } from './manifest.ts';
import { withIslandStyleInHead } from './island-style.ts';
import { withModulePreloads } from './module-preload.ts';
import { assertSafeSvg, collectHashes, type PageHashes } from './site-files.ts';
import { PUBLICATIONS_DIR } from './titles.ts';

/** Titles assembled at once: much of the work is file-system calls, so a few in flight keep the disk busy. */
const TITLES_AT_ONCE = 6;

export interface AssemblyJob {
  batch: TitleConfig[];
  /** The batch's Astro output, one folder per title beside the shared bundles. */
  built: string;
  /** Where each title's site is assembled: `{staging}/{titleCode}`. */
  staging: string;
  inputs: BuildInputs;
}

/** Assembles every title of the batch and returns their manifest entries; `assembled` hears of each site when it is done. */
export async function assembleBatch(
  { batch, built, staging, inputs }: AssemblyJob,
  assembled: (titleCode: string, pages: number) => void,
): Promise<Record<string, TitleEntry>> {
  const assets = await sharedAssets(built);
  const cache: HashCache = new Map();
  const entries: Record<string, TitleEntry> = {};
  await eachLimited(batch, TITLES_AT_ONCE, async (title) => {
    const staged = path.join(staging, title.titleCode);
    const { pages, known } = await assembleSite(title, built, assets, staged);
    entries[title.titleCode] = titleEntry(inputs, title.titleCode, await siteFileEntries(staged, cache, known));
    assembled(title.titleCode, pages);
  });
  return entries;
}

/** What the worker says: a site done, then all the entries. */
export type AssemblyMessage = { site: string; pages: number } | { entries: Record<string, TitleEntry> };

/** `assembleBatch` in a worker thread of its own; a failure there rejects with its error. */
export function assembleBatchInWorker(
  job: AssemblyJob,
  assembled: (titleCode: string, pages: number) => void,
): Promise<Record<string, TitleEntry>> {
  return new Promise((resolve, reject) => {
    // Node runs the TypeScript itself (type stripping), in a test runner as from the command line.
    const worker = new Worker(new URL('./assembly-worker.ts', import.meta.url), { workerData: job });
    let entries: Record<string, TitleEntry> | undefined;
    worker.on('message', (message: AssemblyMessage) => {
      if ('entries' in message) entries = message.entries;
      else assembled(message.site, message.pages);
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      entries ? resolve(entries) : reject(new Error(`assembling ${job.batch.length} sites stopped (exit ${code})`)),
    );
  });
}

/** The folders of files every title shares: the hashed bundles and the words under stable names. */
const SHARED_DIRS = ['_astro', WORDS_DIR];

/**
 * The files of the batch's shared folders, by their path in a site (`_astro/x.js`), with size and hash: read once
 * for the batch, as every site links the same files.
 */
async function sharedAssets(built: string): Promise<Map<string, FileEntry>> {
  const lists = await Promise.all(
    SHARED_DIRS.map((dir) =>
      filesIn(path.join(built, dir)).then(
        (files) => files.map((file) => `${dir}/${file}`),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      ),
    ),
  );
  const assets = new Map<string, FileEntry>();
  await eachLimited(lists.flat(), FILES_AT_ONCE, async (file) => {
    const bytes = await readFile(path.join(built, file));
    assets.set(file, { size: bytes.length, hash: sha256(bytes) });
  });
  return assets;
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
 * Lifts /{titleCode}/ out of the batch's Astro output `built` into the title's own site at `site`, with links to the
 * batch's shared `assets`; returns the number of pages and the entries of the files it linked, read or wrote, for
 * the manifest.
 */
async function assembleSite(
  title: TitleConfig,
  built: string,
  assets: ReadonlyMap<string, FileEntry>,
  site: string,
): Promise<{ pages: number; known: Map<string, FileEntry> }> {
  await rm(site, { recursive: true, force: true });
  await mkdir(path.dirname(site), { recursive: true });
  await moveDir(path.join(built, title.titleCode), site);
  // Astro's `file` format writes the title's home /{titleCode}/ beside its folder, as {titleCode}.html. (CDNs serve
  // /404.html for a 404 status, which the format writes as it is.)
  await rename(path.join(built, `${title.titleCode}.html`), path.join(site, 'index.html'));
  await Promise.all([linkTree(built, site, [...assets.keys()]), writeBrandFiles(title, site)]);

  const files = await filesIn(site);
  const pages = files.filter((file) => file.endsWith('.html'));
  const hashes: PageHashes = { script: new Set(), style: new Set() };
  const known = new Map(assets);
  // Sets, written sorted: the order the pages are read in does not matter.
  await eachLimited(pages, FILES_AT_ONCE, async (page) => {
    // The modules a page loads are looked up in the batch's output, which every site of the batch shares.
    const html = withIslandStyleInHead(await withModulePreloads(await readFile(path.join(site, page), 'utf8'), built));
    const bytes = Buffer.from(html);
    await writeFile(path.join(site, page), bytes);
    known.set(page, { size: bytes.length, hash: sha256(bytes) });
    collectHashes(html, hashes);
  });

  const urlPaths = files.map((file) => '/' + file.split(path.sep).join('/'));
  const target = cdnTarget();
  const rules = cdnFiles(target, title, hashes, urlPaths);
  const beyond = hostLimitProblems(target, rules);
  if (beyond.length > 0)
    throw new Error(`${title.titleCode}: the site breaks ${target}'s documented limits:\n- ${beyond.join('\n- ')}`);
  await Promise.all(
    Object.entries(rules).map(async ([name, text]) => {
      const bytes = Buffer.from(text);
      await writeFile(path.join(site, name), bytes);
      known.set(name, { size: bytes.length, hash: sha256(bytes) });
    }),
  );
  return { pages: pages.length, known };
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
