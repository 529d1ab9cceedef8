// The one reader of publications/*/title.json for node code (build scripts, preview server, tests); the Astro
// build reads the same files through src/domain/title/catalog.ts, since it must see them through Vite.
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findTitle, parseTitles, portalTitles, type RawTitleEntry } from '../../src/domain/title/registry.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PUBLICATIONS_DIR = path.join(ROOT, 'publications');

/** `publications/{slug}/title.json`, the entry's source in error messages. */
const sourceOf = (slug: string) => `publications/${slug}/title.json`;

function entry(slug: string, text: string): RawTitleEntry {
  const source = sourceOf(slug);
  try {
    return { source, data: JSON.parse(text) as unknown };
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * The title folders: those with a title.json. A folder without one (a misspelt text override folder) is no title;
 * the content check refuses it, naming the title it most likely meant.
 */
const titleSlugs = (entries: Dirent[]) =>
  entries
    .filter((d) => d.isDirectory() && existsSync(path.join(ROOT, sourceOf(d.name))))
    .map((d) => d.name)
    .sort();

/** Every title entry as read, before validation (`npm run new-title` checks a new one among them). */
export async function loadTitleEntries(): Promise<RawTitleEntry[]> {
  const slugs = titleSlugs(await readdir(PUBLICATIONS_DIR, { withFileTypes: true }));
  return Promise.all(slugs.map(async (slug) => entry(slug, await readFile(path.join(ROOT, sourceOf(slug)), 'utf8'))));
}

/** Every title entry, validated. */
export async function loadTitles(): Promise<TitleConfig[]> {
  return parseTitles(await loadTitleEntries());
}

/** The same, for code that must have the titles at import time (Playwright's test list). */
export function loadTitlesSync(): TitleConfig[] {
  const slugs = titleSlugs(readdirSync(PUBLICATIONS_DIR, { withFileTypes: true }));
  return parseTitles(slugs.map((slug) => entry(slug, readFileSync(path.join(ROOT, sourceOf(slug)), 'utf8'))));
}

/** Portal titles, narrowed to `codes` when given (each once); an unknown code is an error, not a silent skip. */
export function selectTitles(all: TitleConfig[], codes: string[]): TitleConfig[] {
  const titles = portalTitles(all);
  if (codes.length === 0) return titles;
  return [...new Set(codes)].map((code) => findTitle(titles, code));
}
