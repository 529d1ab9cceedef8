// The operators' path for real: a one-line change to one title's FAQ rebuilds that title alone and plans the
// upload of one page; shards' outputs merge into the same sites and manifest. Needs dist-titles/ (npm run build).
import { existsSync } from 'node:fs';
import { cp, link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTitles, DIST, MANIFEST, mergeShards } from './build-titles.ts';
import { deployPlan } from './lib/deploy-plan.ts';
import { MANIFEST_FILE, readManifest, updatedManifest, writeManifest, type Manifest } from './lib/manifest.ts';
import { shardOf } from './lib/shards.ts';
import { ROOT } from './lib/titles.ts';

const quiet = () => {};
const FAQ = path.join(ROOT, 'publications/fjordenestidende/content/faq/90-lokalt.md');

async function currentManifest(): Promise<Manifest> {
  const manifest = await readManifest(MANIFEST);
  if (!manifest) throw new Error('No dist-titles/manifest.json: run npm run build first');
  return manifest;
}

describe('npm run build -- --changed', () => {
  it('rebuilds only the title whose FAQ changed, says why, and plans the upload of that one page', async () => {
    // Whatever changed before this test is built first, so the change below is the only one.
    await buildTitles({ changed: true, log: quiet });
    const before = await currentManifest();
    const original = await readFile(FAQ, 'utf8');
    try {
      await writeFile(FAQ, original.replace('Ja. Skal du vere på hytta', 'Ja. Skal du vere på hytta i sommar'));
      const lines: string[] = [];
      const built = await buildTitles({ changed: true, log: (line) => lines.push(line) });
      expect(built.map((title) => title.titleCode)).toEqual(['FT']);
      expect(lines).toContain('FT   rebuilt: publications/fjordenestidende/content/faq/90-lokalt.md changed');
      expect(lines).toContain(`${Object.keys(before.titles).length - 1} titles unchanged.`);
      expect(await readFile(path.join(DIST, 'FT/kundeservice.html'), 'utf8')).toContain('på hytta i sommar');

      const plan = deployPlan(before, await currentManifest(), { from: 'before', to: 'after' });
      expect(Object.keys(plan.titles)).toEqual(['FT']);
      expect(plan.titles.FT!.upload.map((file) => file.path)).toEqual(['kundeservice.html']);
      expect(plan.titles.FT!.delete).toEqual([]);
    } finally {
      await writeFile(FAQ, original);
    }
    // Put back, the text gives the very same site again.
    expect((await buildTitles({ changed: true, log: quiet })).map((title) => title.titleCode)).toEqual(['FT']);
    expect((await currentManifest()).titles.FT).toEqual(before.titles.FT);
  }, 180_000);
});

describe('npm run build -- --merge', () => {
  let root: string | undefined;
  afterAll(() => root && rm(root, { recursive: true, force: true }));

  /** A shard's output as a CI job leaves it: its titles' sites (hard links to the real ones) and its manifest. */
  async function fakeShard(dir: string, manifest: Manifest, codes: string[]): Promise<string> {
    for (const code of codes) {
      for (const file of Object.keys(manifest.titles[code]!.files)) {
        await mkdir(path.dirname(path.join(dir, code, file)), { recursive: true });
        await link(path.join(DIST, code, file), path.join(dir, code, file));
      }
    }
    const titles = Object.fromEntries(codes.map((code) => [code, manifest.titles[code]!]));
    const shared = Object.values(titles)[0]!.shared;
    await writeManifest(
      path.join(dir, MANIFEST_FILE),
      updatedManifest(undefined, titles, codes, { hash: shared, files: manifest.shared[shared]! }),
    );
    return dir;
  }

  it('joins the shards into the same sites and manifest a full build gives, and refuses a broken shard', async () => {
    await buildTitles({ changed: true, log: quiet });
    const full = await currentManifest();
    const codes = Object.keys(full.titles).sort();
    root = await mkdtemp(path.join(tmpdir(), 'minside-shards-'));
    const shards = [];
    for (const index of [1, 2, 3])
      shards.push(await fakeShard(path.join(root, `shard-${index}`), full, shardOf(codes, { index, count: 3 })));

    const into = path.join(root, 'merged');
    const merged = await mergeShards(shards, { into, log: quiet });
    expect(merged.titles).toEqual(full.titles);
    expect(await readManifest(path.join(into, MANIFEST_FILE))).toEqual(merged);
    expect(await readFile(path.join(into, 'FT/kundeservice.html'))).toEqual(
      await readFile(path.join(DIST, 'FT/kundeservice.html')),
    );
    // Copies, not links to the shards' files: a later write in a shard's folder cannot change what is deployed.
    const shardOfFt = shards.find((dir) => existsSync(path.join(dir, 'FT')))!;
    for (const file of ['kundeservice.html', '_headers'])
      expect((await stat(path.join(into, 'FT', file))).ino).not.toBe(
        (await stat(path.join(shardOfFt, 'FT', file))).ino,
      );
    // The same shard twice is refused, not taken as two shards that built the same titles alike.
    await expect(mergeShards([shards[0]!, ...shards], { into, log: quiet })).rejects.toThrow(
      `Cannot merge the shards:\n- ${shards[0]} is given more than once`,
    );

    const withoutFirst = await mergeShards(shards.slice(1), { into, log: quiet }).catch(
      (error: Error) => error.message,
    );
    expect(withoutFirst).toMatch(
      /^Cannot merge the shards:\n- no shard built .* \(did a shard fail, or is one missing from the list\?\)$/,
    );
    for (const code of shardOf(codes, { index: 1, count: 3 })) expect(withoutFirst).toContain(code);
    // A page that came down broken (a copy, so the real site stays as it is).
    const page = path.join(shards[2]!, codes.at(-1)!, 'index.html');
    await rm(page);
    await cp(path.join(DIST, codes.at(-1)!, '404.html'), page);
    await expect(mergeShards(shards, { into, log: quiet })).rejects.toThrow(
      `${path.join(shards[2]!, codes.at(-1)!)}: its files are not what`,
    );
  }, 180_000);
});
