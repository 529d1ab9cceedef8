// Builds one static site per title: one Astro build renders every title at /{titleCode}/, then each
// title's pages are lifted into dist-titles/{titleCode}/ with the shared bundles and its own brand files.
//   npm run build                     every title with a code
//   npm run build -- --title ADR,AN   a subset
//   npm run build -- --one-build-per-title   the slow baseline the bench compares against
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { redirectsFile } from '../src/domain/routing/cdn-rules.ts';
import { logoPath, type TitleConfig } from '../src/domain/title/title-config.ts';
import { loadTitles, PUBLICATIONS_DIR, ROOT, selectTitles } from './lib/titles.ts';
import { assertSafeSvg, brandCss, collectHashes, headersFile, type PageHashes } from './lib/site-files.ts';

export const DIST = path.join(ROOT, 'dist-titles');
const ASTRO_OUT = path.join(ROOT, '.build/astro');
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
    await astroBuild(batch.map((title) => title.titleCode));
    for (const title of batch) {
      const pages = await assembleSite(title);
      log(`[${String(++done).padStart(2)}/${titles.length}] ${title.titleCode.padEnd(4)} ${title.name}: ${pages} pages → dist-titles/${title.titleCode}/`);
    }
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

/** Lifts /{titleCode}/ out of the Astro output into the title's own site; returns the number of pages. */
async function assembleSite(title: TitleConfig): Promise<number> {
  const site = path.join(DIST, title.titleCode);
  await rm(site, { recursive: true, force: true });
  await cp(path.join(ASTRO_OUT, title.titleCode), site, { recursive: true });
  await cp(path.join(ASTRO_OUT, '_astro'), path.join(site, '_astro'), { recursive: true });
  // CDNs serve /404.html for a 404 status.
  await rename(path.join(site, '404/index.html'), path.join(site, '404.html'));
  await rm(path.join(site, '404'), { recursive: true });

  const hashes: PageHashes = { script: new Set(), style: new Set() };
  const pages = await htmlFiles(site);
  for (const page of pages) collectHashes(await readFile(page, 'utf8'), hashes);

  const brandDir = path.join(PUBLICATIONS_DIR, title.publication);
  for (const [from, to] of [
    ['logo.svg', logoPath(title)],
    ['favicon.svg', '/favicon.svg'],
  ] as const) {
    const svg = await readFile(path.join(brandDir, from), 'utf8');
    assertSafeSvg(svg, `publications/${title.publication}/${from}`);
    await mkdir(path.dirname(path.join(site, to)), { recursive: true });
    await writeFile(path.join(site, to), svg);
  }
  await writeFile(path.join(site, 'brand.css'), brandCss(title));
  const assets = (await readdir(path.join(site, '_astro'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => '/' + path.relative(site, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  await writeFile(path.join(site, '_headers'), headersFile(title, hashes, assets));
  await writeFile(path.join(site, '_redirects'), redirectsFile());
  return pages.length;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
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
