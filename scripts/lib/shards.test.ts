// Shards of a CI matrix: every title in exactly one shard, and a merge that takes the shards' work only when it
// is complete and from these sources.
import { describe, expect, it, test } from 'vitest';
import { inputSet, sha256, type BuildInputs } from './build-inputs.ts';
import { titleEntry, updatedManifest, type Manifest } from './manifest.ts';
import { mergeShardManifests, parseShard, shardOf } from './shards.ts';

describe('parseShard', () => {
  test.each([
    ['2/4', { index: 2, count: 4 }],
    ['1/1', { index: 1, count: 1 }],
    [' 4/4 ', { index: 4, count: 4 }],
  ])('%s', (text, shard) => {
    expect(parseShard(text)).toEqual(shard);
  });

  test.each(['0/4', '5/4', '2', '2/0', 'a/b', '-1/4', '1.5/4'])('refuses %s', (text) => {
    expect(() => parseShard(text)).toThrow(`--shard takes i/n with 1 ≤ i ≤ n, such as 2/4; found "${text}"`);
  });
});

describe('shardOf', () => {
  const titles = Array.from({ length: 56 }, (_, i) => `T${i}`);

  test.each([1, 2, 3, 4, 5, 7, 56, 60])(
    '%i shards hold every title exactly once, in runs of equal length ±1',
    (count) => {
      const shards = Array.from({ length: count }, (_, i) => shardOf(titles, { index: i + 1, count }));
      expect(shards.flat()).toEqual(titles);
      const sizes = shards.map((shard) => shard.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    },
  );
});

describe('mergeShardManifests', () => {
  const h = (text: string) => sha256(text);
  const inputs: BuildInputs = {
    shared: inputSet({ 'src/a.ts': h('a') }),
    titles: new Map(
      ['ADR', 'FT', 'INN'].map((code) => [code, inputSet({ [`publications/${code}/title.json`]: h(code) })]),
    ),
  };
  const shardManifest = (codes: string[], from = inputs, file = 'index.html'): Manifest =>
    updatedManifest(
      undefined,
      Object.fromEntries(codes.map((code) => [code, titleEntry(from, code, { [file]: { size: 1, hash: h(code) } })])),
      codes,
      from.shared,
    );

  it('joins shards that together hold every title, and says where each site is', () => {
    const { manifest, sources } = mergeShardManifests(
      [
        { dir: 'shard-1', manifest: shardManifest(['ADR', 'FT']) },
        { dir: 'shard-2', manifest: shardManifest(['INN']) },
      ],
      inputs,
    );
    expect(Object.keys(manifest.titles).sort()).toEqual(['ADR', 'FT', 'INN']);
    expect(Object.keys(manifest.shared)).toEqual([inputs.shared.hash]);
    expect([...sources]).toEqual([
      ['ADR', 'shard-1'],
      ['FT', 'shard-1'],
      ['INN', 'shard-2'],
    ]);
  });

  it('takes a title two shards built alike from the first', () => {
    const { sources } = mergeShardManifests(
      [
        { dir: 'a', manifest: shardManifest(['ADR', 'FT', 'INN']) },
        { dir: 'b', manifest: shardManifest(['INN']) },
      ],
      inputs,
    );
    expect(sources.get('INN')).toBe('a');
  });

  it('refuses a missing shard, a title built differently twice, and a shard of other sources, naming each', () => {
    const other: BuildInputs = { ...inputs, shared: inputSet({ 'src/a.ts': h('a2') }) };
    expect(() => mergeShardManifests([{ dir: 'shard-1', manifest: shardManifest(['ADR']) }], inputs)).toThrow(
      'Cannot merge the shards:\n- no shard built FT, INN (did a shard fail, or is one missing from the list?)',
    );
    expect(() =>
      mergeShardManifests(
        [
          { dir: 'shard-1', manifest: shardManifest(['ADR', 'FT']) },
          { dir: 'shard-2', manifest: shardManifest(['FT', 'INN'], inputs, 'other.html') },
        ],
        inputs,
      ),
    ).toThrow('- FT is in both shard-1 and shard-2, with different files');
    expect(() =>
      mergeShardManifests(
        [
          { dir: 'shard-1', manifest: shardManifest(['ADR', 'FT']) },
          { dir: 'shard-2', manifest: shardManifest(['INN'], other) },
        ],
        inputs,
      ),
    ).toThrow(
      "Cannot merge the shards:\n- shard-2: INN was built from other sources than this checkout's: shared sources differ: src/a.ts changed",
    );
  });

  it('says a shard of other sources once, with the files that differ, not once per title', () => {
    const other: BuildInputs = { shared: inputSet({ 'src/a.ts': h('a2'), 'src/b.ts': h('b') }), titles: inputs.titles };
    const ownChange: BuildInputs = {
      ...inputs,
      titles: new Map([...inputs.titles, ['ADR', inputSet({ 'publications/ADR/title.json': h('ADR2') })]]),
    };
    const refusal = () =>
      mergeShardManifests(
        [
          { dir: 'shard-1', manifest: shardManifest(['ADR'], ownChange) },
          { dir: 'shard-2', manifest: shardManifest(['FT', 'INN'], other) },
        ],
        inputs,
      );
    expect(refusal).toThrow(
      "Cannot merge the shards:\n- shard-1: ADR was built from other sources than this checkout's: its own files differ: publications/ADR/title.json changed\n" +
        "- shard-2: all its 2 titles were built from other sources than this checkout's: shared sources differ: src/a.ts changed, src/b.ts removed",
    );
  });
});
