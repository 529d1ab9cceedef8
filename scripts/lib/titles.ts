// Reads publications/*/title.json from disk for the build scripts (the Astro build reads the same files).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findTitle, parseTitles, portalTitles } from '../../src/domain/title/registry.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PUBLICATIONS_DIR = path.join(ROOT, 'publications');

export async function loadTitles(): Promise<TitleConfig[]> {
  const slugs = (await readdir(PUBLICATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  const entries = await Promise.all(
    slugs.sort().map(async (slug) => {
      const source = `publications/${slug}/title.json`;
      const text = await readFile(path.join(ROOT, source), 'utf8');
      try {
        return { source, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
      }
    }),
  );
  return parseTitles(entries);
}

/** Portal titles, narrowed to `codes` when given; an unknown code is an error, not a silent skip. */
export function selectTitles(all: TitleConfig[], codes: string[]): TitleConfig[] {
  const titles = portalTitles(all);
  if (codes.length === 0) return titles;
  return codes.map((code) => findTitle(titles, code));
}
