// dist-titles/manifest.json: what each built site holds (every file's path, size and hash) and what it was built
// from (the hash of its inputs), so the next build can rebuild only what changed and a deploy can upload only
// what differs.
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { builtFrom, inputHash, sha256, type BuildInputs, type FileHashes } from './build-inputs.ts';
import { cdnTarget, CDN_TARGETS, type CdnTarget } from './cdn-targets.ts';
import { eachLimited, filesIn, FILES_AT_ONCE } from './files.ts';

const HASH = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex'));
const FileHashesSchema = v.record(v.string(), HASH);

const FileEntrySchema = v.object({ size: v.pipe(v.number(), v.integer(), v.minValue(0)), hash: HASH });

const TitleEntrySchema = v.object({
  /** The title's inputs in one hash: the shared sources' hash and its own folder's. */
  inputHash: HASH,
  /** The hash of the shared sources it was built from, a key of the manifest's `shared`. */
  shared: HASH,
  /** Its own folder's files (publications/{slug}/…) and their hashes. */
  inputs: FileHashesSchema,
  /** Every file of dist-titles/{titleCode}/, by path within the site. */
  files: v.record(v.string(), FileEntrySchema),
  /** The host whose rule files the site carries (`--target`); absent in manifests written before it was recorded. */
  target: v.optional(v.picklist(CDN_TARGETS)),
});

const ManifestSchema = v.object({
  version: v.literal(1),
  /** The shared sources (files and hashes) of each build a listed title comes from, by their hash. */
  shared: v.record(HASH, FileHashesSchema),
  titles: v.record(v.string(), TitleEntrySchema),
});

export type FileEntry = v.InferOutput<typeof FileEntrySchema>;
export type TitleEntry = v.InferOutput<typeof TitleEntrySchema>;
export type Manifest = v.InferOutput<typeof ManifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

/** The manifest at `file`, or undefined when there is none; one that cannot be read is an error naming the file. */
export async function readManifest(file: string): Promise<Manifest | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(ManifestSchema, data);
  if (!result.success) {
    const [issue] = result.issues;
    throw new Error(`${file}: not a build manifest: ${v.getDotPath(issue) ?? '(top level)'}: ${issue.message}`);
  }
  return result.output;
}

/** Keys in sorted order at every level, so the same build always writes the same bytes. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

export function manifestJson(manifest: Manifest): string {
  return JSON.stringify(sortedKeys(manifest), null, 1) + '\n';
}

/** Written aside and renamed into place: an interrupted write never leaves half a manifest. */
export async function writeManifest(file: string, manifest: Manifest): Promise<void> {
  await writeFile(`${file}.tmp`, manifestJson(manifest));
  await rename(`${file}.tmp`, file);
}

/**
 * Hashes of files by inode: the sites hard-link one set of bundles, so each bundle is read once however many
 * sites hold it.
 */
export type HashCache = Map<string, Promise<string>>;

/**
 * Every file of a site, by its path within the site (`/`-separated, sorted), with size and hash; `known` gives
 * those the caller has just read or written (the build's pages), which are not read again.
 */
export async function siteFileEntries(
  site: string,
  cache: HashCache = new Map(),
  known: ReadonlyMap<string, FileEntry> = new Map(),
): Promise<Record<string, FileEntry>> {
  const files: (readonly [string, FileEntry])[] = [];
  await eachLimited(await filesIn(site), FILES_AT_ONCE, async (name) => {
    const entry = known.get(name);
    if (entry) {
      files.push([name, entry]);
      return;
    }
    const file = path.join(site, name);
    const info = await stat(file);
    const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
    let hash = cache.get(key);
    if (!hash) {
      hash = readFile(file).then(sha256);
      cache.set(key, hash);
    }
    files.push([name, { size: info.size, hash: await hash }]);
  });
  return Object.fromEntries(files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A freshly built title's entry; `target` the host its rule files are for. */
export function titleEntry(
  inputs: BuildInputs,
  titleCode: string,
  files: Record<string, FileEntry>,
  target: CdnTarget = cdnTarget(),
): TitleEntry {
  const own = inputs.titles.get(titleCode);
  if (!own) throw new Error(`No inputs read for ${titleCode}`);
  return {
    inputHash: inputHash(inputs.shared.hash, own.hash),
    shared: inputs.shared.hash,
    inputs: own.files,
    files,
    target,
  };
}

/**
 * The manifest after a build: the titles just built replace their entries, titles no longer in the registry
 * (`portalCodes`) are dropped, and the rest stay as they were; shared sources no title refers to are dropped.
 */
export function updatedManifest(
  previous: Manifest | undefined,
  built: Record<string, TitleEntry>,
  portalCodes: readonly string[],
  shared: { hash: string; files: FileHashes },
): Manifest {
  const kept = Object.entries(previous?.titles ?? {}).filter(
    ([code]) => portalCodes.includes(code) && !(code in built),
  );
  const titles = Object.fromEntries([...kept, ...Object.entries(built)]);
  const sources = { ...previous?.shared, [shared.hash]: shared.files };
  const referenced = new Set(Object.values(titles).map((entry) => entry.shared));
  return {
    version: 1,
    shared: Object.fromEntries(Object.entries(sources).filter(([hash]) => referenced.has(hash))),
    titles,
  };
}

/** `src/a.ts changed`, `src/b.ts added`, `src/c.ts removed`: how two sets of input files differ. */
export function describeChanges(before: FileHashes, after: FileHashes): string[] {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return files.flatMap((file) => {
    if (!(file in before)) return [`${file} added`];
    if (!(file in after)) return [`${file} removed`];
    return before[file] === after[file] ? [] : [`${file} changed`];
  });
}

export interface Rebuild {
  titleCode: string;
  reason: string;
}

export interface ChangedTitles {
  rebuild: Rebuild[];
  unchanged: string[];
}

/** At most this many changed files are named in a reason; the rest are counted. */
const NAMED_CHANGES = 3;

export function listChanges(changes: readonly string[]): string {
  const named = changes.slice(0, NAMED_CHANGES).join(', ');
  return changes.length > NAMED_CHANGES ? `${named} and ${changes.length - NAMED_CHANGES} more` : named;
}

/**
 * Which titles a build must make again, and why: every title when the shared sources changed since it was built,
 * a title whose own folder changed, one the last manifest does not list, and one whose site is gone.
 */
export function changedTitles(
  previous: Manifest | undefined,
  inputs: BuildInputs,
  siteExists: (titleCode: string) => boolean,
): ChangedTitles {
  const rebuild: Rebuild[] = [];
  const unchanged: string[] = [];
  for (const [titleCode, own] of inputs.titles) {
    const entry = previous?.titles[titleCode];
    let reason: string | undefined;
    if (!previous) reason = 'no earlier build to compare with (no manifest)';
    else if (!entry) reason = 'not in the last build';
    else if (entry.shared !== inputs.shared.hash) {
      const before = previous.shared[entry.shared];
      reason = `shared sources changed${before ? `: ${listChanges(describeChanges(before, inputs.shared.files))}` : ''}`;
    } else if (!builtFrom(entry, inputs, titleCode)) reason = listChanges(describeChanges(entry.inputs, own.files));
    else if (!siteExists(titleCode)) reason = 'its site is missing from dist-titles/';
    if (reason) rebuild.push({ titleCode, reason });
    else unchanged.push(titleCode);
  }
  return { rebuild, unchanged };
}
