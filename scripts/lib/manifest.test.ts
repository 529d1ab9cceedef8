// The build manifest and change detection: what makes a title count as changed, and why it is said to be; the
// manifest's files as written and read; and the inputs read from the real repository.
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, test } from 'vitest';
import {
  buildScripts,
  inputHash,
  inputSet,
  readBuildInputs,
  sha256,
  type BuildInputs,
  type FileHashes,
} from './build-inputs.ts';
import {
  changedTitles,
  describeChanges,
  manifestJson,
  readManifest,
  siteFileEntries,
  titleEntry,
  updatedManifest,
  writeManifest,
  type Manifest,
} from './manifest.ts';
import { loadTitles, ROOT } from './titles.ts';
import { portalTitles } from '../../src/domain/title/registry.ts';

const h = (text: string) => sha256(text);

const SHARED: FileHashes = { 'src/a.ts': h('a'), 'src/b.ts': h('b') };
const OWN: Record<string, FileHashes> = {
  ADR: { 'publications/adressa/title.json': h('adr') },
  FT: {
    'publications/fjordenestidende/title.json': h('ft'),
    'publications/fjordenestidende/content/faq/90-lokalt.md': h('faq'),
  },
};

function inputsOf(shared: FileHashes, own: Record<string, FileHashes>): BuildInputs {
  return {
    shared: inputSet(shared),
    titles: new Map(Object.entries(own).map(([code, files]) => [code, inputSet(files)])),
  };
}

/** The manifest a build of `inputs` writes (files as given). */
function builtManifest(inputs: BuildInputs): Manifest {
  const entries = Object.fromEntries(
    [...inputs.titles.keys()].map((code) => [
      code,
      titleEntry(inputs, code, { 'index.html': { size: 1, hash: h(code) } }),
    ]),
  );
  return updatedManifest(undefined, entries, [...inputs.titles.keys()], inputs.shared);
}

describe('inputSet and inputHash', () => {
  it('hash the files whatever order they come in, and change with any file', () => {
    expect(inputSet({ b: h('2'), a: h('1') }).hash).toBe(inputSet({ a: h('1'), b: h('2') }).hash);
    expect(inputSet({ a: h('1'), b: h('3') }).hash).not.toBe(inputSet({ a: h('1'), b: h('2') }).hash);
    // A renamed file is a change even with the same bytes.
    expect(inputSet({ c: h('1') }).hash).not.toBe(inputSet({ a: h('1') }).hash);
    expect(inputHash('x', 'y')).not.toBe(inputHash('y', 'x'));
  });
});

describe('describeChanges', () => {
  test.each([
    [{ a: h('1') }, { a: h('1') }, []],
    [{ a: h('1') }, { a: h('2') }, ['a changed']],
    [{ a: h('1') }, { a: h('1'), b: h('2') }, ['b added']],
    [{ a: h('1'), b: h('2') }, { b: h('2') }, ['a removed']],
    [{ b: h('1'), a: h('1') }, { c: h('1'), a: h('2') }, ['a changed', 'b removed', 'c added']],
  ])('%j → %j', (before, after, expected) => {
    expect(describeChanges(before, after)).toEqual(expected);
  });
});

describe('changedTitles', () => {
  const before = inputsOf(SHARED, OWN);
  const previous = builtManifest(before);
  const everySite = () => true;
  const reasonsAgainst = (
    manifest: Manifest | undefined,
    inputs: BuildInputs,
    siteExists: (titleCode: string) => boolean = everySite,
  ) =>
    Object.fromEntries(
      changedTitles(manifest, inputs, siteExists).rebuild.map(({ titleCode, reason }) => [titleCode, reason]),
    );
  const reasons = (inputs: BuildInputs) => reasonsAgainst(previous, inputs);

  test.each<[string, BuildInputs, Record<string, string>]>([
    ['nothing changed', before, {}],
    [
      'a text override of one title',
      inputsOf(SHARED, {
        ...OWN,
        FT: { ...OWN.FT, 'publications/fjordenestidende/content/faq/90-lokalt.md': h('faq!') },
      }),
      { FT: 'publications/fjordenestidende/content/faq/90-lokalt.md changed' },
    ],
    [
      'a new file in a title folder',
      inputsOf(SHARED, { ...OWN, ADR: { ...OWN.ADR, 'publications/adressa/content/faq/91-ny.md': h('ny') } }),
      { ADR: 'publications/adressa/content/faq/91-ny.md added' },
    ],
    [
      'a file gone from a title folder',
      inputsOf(SHARED, { ...OWN, FT: { 'publications/fjordenestidende/title.json': h('ft') } }),
      { FT: 'publications/fjordenestidende/content/faq/90-lokalt.md removed' },
    ],
    [
      'shared code',
      inputsOf({ ...SHARED, 'src/b.ts': h('b2') }, OWN),
      { ADR: 'shared sources changed: src/b.ts changed', FT: 'shared sources changed: src/b.ts changed' },
    ],
    [
      'a new title',
      inputsOf(SHARED, { ...OWN, NEW: { 'publications/ny/title.json': h('new') } }),
      { NEW: 'not in the last build' },
    ],
  ])('%s', (_what, inputs, expected) => {
    expect(reasons(inputs)).toEqual(expected);
  });

  it('names at most three changed files and counts the rest', () => {
    const shared = { ...SHARED, 'src/c.ts': h('c'), 'src/d.ts': h('d'), 'src/e.ts': h('e') };
    expect(reasons(inputsOf(shared, OWN)).ADR).toBe(
      'shared sources changed: src/c.ts added, src/d.ts added, src/e.ts added',
    );
    expect(reasons(inputsOf({ ...shared, 'src/f.ts': h('f') }, OWN)).ADR).toBe(
      'shared sources changed: src/c.ts added, src/d.ts added, src/e.ts added and 1 more',
    );
  });

  it('rebuilds everything without a manifest, and a title whose site is gone', () => {
    expect(reasonsAgainst(undefined, before)).toEqual({
      ADR: 'no earlier build to compare with (no manifest)',
      FT: 'no earlier build to compare with (no manifest)',
    });
    expect(reasonsAgainst(previous, before, (code) => code !== 'FT')).toEqual({
      FT: 'its site is missing from dist-titles/',
    });
  });

  it('compares each title with the sources it was built from, after a build of only some titles', () => {
    // A shared change, then `--title ADR`: ADR is current, FT still stems from the old sources.
    const after = inputsOf({ ...SHARED, 'src/a.ts': h('a2') }, OWN);
    const partial = updatedManifest(previous, { ADR: titleEntry(after, 'ADR', {}) }, ['ADR', 'FT'], after.shared);
    expect(Object.keys(partial.shared).sort()).toEqual([before.shared.hash, after.shared.hash].sort());
    expect(reasonsAgainst(partial, after)).toEqual({ FT: 'shared sources changed: src/a.ts changed' });
  });
});

describe('updatedManifest', () => {
  const inputs = inputsOf(SHARED, OWN);
  const previous = builtManifest(inputs);

  it('replaces the titles built, keeps the rest, and drops titles no longer in the registry', () => {
    const rebuilt = titleEntry(inputs, 'FT', { 'index.html': { size: 2, hash: h('new') } });
    const next = updatedManifest(previous, { FT: rebuilt }, ['ADR', 'FT'], inputs.shared);
    expect(next.titles).toEqual({ ADR: previous.titles.ADR, FT: rebuilt });
    expect(Object.keys(updatedManifest(previous, {}, ['FT'], inputs.shared).titles)).toEqual(['FT']);
  });

  it('keeps only the shared sources some title was built from', () => {
    const later = inputsOf({ 'src/a.ts': h('other') }, OWN);
    const next = updatedManifest(
      previous,
      Object.fromEntries(['ADR', 'FT'].map((code) => [code, titleEntry(later, code, {})])),
      ['ADR', 'FT'],
      later.shared,
    );
    expect(Object.keys(next.shared)).toEqual([later.shared.hash]);
  });
});

describe('the manifest file', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'minside-manifest-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is written with sorted keys, so the same build gives the same bytes, and reads back', async () => {
    const manifest = builtManifest(inputsOf(SHARED, OWN));
    const reversed: Manifest = { ...manifest, titles: Object.fromEntries(Object.entries(manifest.titles).reverse()) };
    expect(manifestJson(reversed)).toBe(manifestJson(manifest));
    const file = path.join(await tempDir(), 'manifest.json');
    await writeManifest(file, manifest);
    expect(await readManifest(file)).toEqual(manifest);
  });

  it('is undefined when missing, and an error naming the file and field when it is not a manifest', async () => {
    const dir = await tempDir();
    expect(await readManifest(path.join(dir, 'none.json'))).toBeUndefined();
    await writeFile(path.join(dir, 'broken.json'), '{"version":1,');
    await expect(readManifest(path.join(dir, 'broken.json'))).rejects.toThrow(/broken\.json: not valid JSON/);
    await writeFile(
      path.join(dir, 'wrong.json'),
      JSON.stringify({ version: 1, shared: {}, titles: { ADR: { inputHash: 'x' } } }),
    );
    await expect(readManifest(path.join(dir, 'wrong.json'))).rejects.toThrow(
      /wrong\.json: not a build manifest: titles\.ADR\.inputHash: a SHA-256 in hex/,
    );
  });

  it("lists a site's files with size and hash, by /-separated path, hard links read once", async () => {
    const site = await tempDir();
    await mkdir(path.join(site, '_astro'));
    await mkdir(path.join(site, 'kundeservice'));
    await writeFile(path.join(site, 'index.html'), '<h1>Hei</h1>');
    await writeFile(path.join(site, 'kundeservice/index.html'), 'FAQ');
    await writeFile(path.join(site, '_astro/app.js'), 'x');
    const other = await tempDir();
    await link(path.join(site, '_astro/app.js'), path.join(other, 'app.js'));
    const cache = new Map<string, Promise<string>>();
    expect(await siteFileEntries(site, cache)).toEqual({
      '_astro/app.js': { size: 1, hash: h('x') },
      'index.html': { size: 12, hash: h('<h1>Hei</h1>') },
      'kundeservice/index.html': { size: 3, hash: h('FAQ') },
    });
    expect(cache.size).toBe(3);
    await siteFileEntries(other, cache);
    expect(cache.size).toBe(3);
  });
});

describe('the inputs of the real repository', async () => {
  const titles = portalTitles(await loadTitles());
  const inputs = await readBuildInputs(ROOT, titles);

  it('share the code, the default texts and the build, not the tests, the bench or the dev server', () => {
    const shared = Object.keys(inputs.shared.files);
    for (const file of [
      'src/content/faq/01-logge-inn.md',
      'src/components/screens/FaqPage.astro',
      'astro.config.mjs',
      'package-lock.json',
      'scripts/build-titles.ts',
      'scripts/lib/module-preload.ts',
    ]) {
      expect(shared, file).toContain(file);
    }
    expect(shared.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    for (const file of [
      'scripts/bench.ts',
      'scripts/lib/lighthouse-audit.ts',
      'scripts/preview/server.ts',
      'README.md',
      'package.json',
    ])
      expect(shared, file).not.toContain(file);
  });

  it('give each title its own folder: data, brand files and text overrides', () => {
    expect(Object.keys(inputs.titles.get('FT')!.files).sort()).toEqual([
      'publications/fjordenestidende/content/faq/90-lokalt.md',
      'publications/fjordenestidende/content/pages/student.md',
      'publications/fjordenestidende/favicon.svg',
      'publications/fjordenestidende/logo.svg',
      'publications/fjordenestidende/title.json',
    ]);
    expect(inputs.titles.size).toBe(titles.length);
  });

  it('follow the build through its imports into scripts/', async () => {
    expect(await buildScripts(ROOT)).toEqual(
      expect.arrayContaining([
        'scripts/build-titles.ts',
        'scripts/lib/site-files.ts',
        'scripts/lib/page-weight.ts',
        'scripts/preview/cdn-files.ts',
      ]),
    );
  });
});
