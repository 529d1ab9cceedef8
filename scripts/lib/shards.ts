// Splitting the titles over N machines (`--shard 2/4`) and joining what they built (`--merge`): each shard
// builds a contiguous run of the titles in registry order, and the merge takes every shard's sites and manifest
// only when together they are every title, built from these very sources.
import { builtFrom, type BuildInputs } from './build-inputs.ts';
import { describeChanges, listChanges, type Manifest, type TitleEntry } from './manifest.ts';

export interface Shard {
  /** 1-based, as CI matrices count. */
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, such as 2/4; found "${text}"`);
  return { index, count };
}

/** The shard's part of `items`: runs of equal length (±1) in order, so shards of one matrix never overlap. */
export function shardOf<T>(items: readonly T[], { index, count }: Shard): T[] {
  const start = Math.floor(((index - 1) * items.length) / count);
  const end = Math.floor((index * items.length) / count);
  return items.slice(start, end);
}

export interface ShardOutput {
  /** Where the shard's output is, as given on the command line. */
  dir: string;
  manifest: Manifest;
}

export interface MergePlan {
  manifest: Manifest;
  /** Which shard's folder each title's site is taken from. */
  sources: Map<string, string>;
}

/** What differs between the sources a shard's title was built from and this checkout's, in files. */
function sourceDifference(manifest: Manifest, entry: TitleEntry, inputs: BuildInputs, titleCode: string): string {
  if (entry.shared !== inputs.shared.hash) {
    const shared = manifest.shared[entry.shared];
    return shared
      ? `shared sources differ: ${listChanges(describeChanges(shared, inputs.shared.files))}`
      : 'shared sources differ (its manifest does not list them)';
  }
  return `its own files differ: ${listChanges(describeChanges(entry.inputs, inputs.titles.get(titleCode)!.files))}`;
}

/**
 * Joins the shards' manifests, or throws naming every problem: a title two shards built differently, a title no
 * shard built, or one built from other sources than `inputs`, said once per shard and difference with the files
 * that differ (a shard of another commit, or of a checkout with a change).
 */
export function mergeShardManifests(shards: readonly ShardOutput[], inputs: BuildInputs): MergePlan {
  const problems: string[] = [];
  const titles: Record<string, TitleEntry> = {};
  const sources = new Map<string, string>();
  for (const { dir, manifest } of shards) {
    const otherSources = new Map<string, string[]>();
    for (const [titleCode, entry] of Object.entries(manifest.titles)) {
      if (!inputs.titles.has(titleCode)) {
        problems.push(`${dir}: ${titleCode} is not a title of this checkout`);
        continue;
      }
      if (!builtFrom(entry, inputs, titleCode)) {
        const difference = sourceDifference(manifest, entry, inputs, titleCode);
        otherSources.set(difference, [...(otherSources.get(difference) ?? []), titleCode]);
        continue;
      }
      const earlier = sources.get(titleCode);
      // The same inputs give byte-identical sites, so a title two shards built alike may come from either.
      if (earlier && JSON.stringify(titles[titleCode]!.files) !== JSON.stringify(entry.files)) {
        problems.push(`${titleCode} is in both ${earlier} and ${dir}, with different files`);
        continue;
      }
      if (earlier) continue;
      titles[titleCode] = entry;
      sources.set(titleCode, dir);
    }
    for (const [difference, codes] of otherSources) {
      problems.push(
        `${dir}: ${codes.length > 1 && codes.length === Object.keys(manifest.titles).length ? `all its ${codes.length} titles were` : `${codes.join(', ')} ${codes.length === 1 ? 'was' : 'were'}`} built from other sources than this checkout's: ${difference}`,
      );
    }
  }
  // A title a shard built from other sources is said above, not again as missing.
  const misbuilt = new Set(shards.flatMap(({ manifest }) => Object.keys(manifest.titles)));
  const missing = [...inputs.titles.keys()].filter((titleCode) => !sources.has(titleCode) && !misbuilt.has(titleCode));
  if (missing.length > 0)
    problems.push(`no shard built ${missing.join(', ')} (did a shard fail, or is one missing from the list?)`);
  if (problems.length > 0) throw new Error(`Cannot merge the shards:\n- ${problems.join('\n- ')}`);

  const shared = Object.fromEntries(
    shards.flatMap(({ manifest }) => Object.entries(manifest.shared)).filter(([hash]) => hash === inputs.shared.hash),
  );
  return { manifest: { version: 1, shared, titles }, sources };
}
