// The build is deterministic: the same input gives byte-identical sites, whichever way they are built.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTitles, DIST } from './build-titles.ts';

async function fingerprint(site: string): Promise<Record<string, string>> {
  const files = (await readdir(site, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sums = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(site, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const;
    }),
  );
  return Object.fromEntries(sums.sort(([a], [b]) => a.localeCompare(b)));
}

describe('build-titles', () => {
  it('gives byte-identical output for the same input, in one pass or one build per title', async () => {
    const quiet = () => {};
    await buildTitles({ codes: ['FT', 'INN'], log: quiet });
    const first = await fingerprint(path.join(DIST, 'FT'));
    await buildTitles({ codes: ['FT'], onePerTitle: true, log: quiet });
    const second = await fingerprint(path.join(DIST, 'FT'));
    expect(Object.keys(first).length).toBeGreaterThan(60);
    expect(second).toEqual(first);
  }, 120_000);

  it('refuses an unknown title code with the registry error', async () => {
    await expect(buildTitles({ codes: ['NOPE'], log: () => {} })).rejects.toThrow('No publication config found for titleCode NOPE');
  });
});
