// Listing a folder's files, as the build, the manifest and the input hashes all need it, and working through many
// files a few at a time, so the files open at once and the bytes held stay bounded however many titles there are.
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` (recursively), relative to it, `/`-separated and sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Files read or written at once when working through a site's pages or a build's sites. */
export const FILES_AT_ONCE = 32;

/**
 * Hard links to each of `files` of `from` in `into` (a copy where the file system cannot link, as across devices):
 * the bundles are the same for every title, so each site links one set of them. Nothing writes to them in place: a
 * build removes a site before assembling it again.
 */
export async function linkTree(from: string, into: string, files: readonly string[]): Promise<void> {
  const dirs = new Set(files.map((file) => path.dirname(path.join(into, file))));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  // A few at a time: across devices each link is a copy, which holds files open.
  await eachLimited(files, FILES_AT_ONCE, async (file) => {
    const source = path.join(from, file);
    const target = path.join(into, file);
    await link(source, target).catch(() => copyFile(source, target));
  });
}

/**
 * Copies of each of `files` of `from` in `into`, sharing nothing with `from` (a clone where the file system can,
 * else a copy), so a later write in `from` never changes `into`. A file whose source is a hard link to one copied
 * before (`copies`, by device and inode, shared across calls) is linked to that copy: the sites of one merge share
 * one set of bundles, as a build's do.
 */
export async function copyTree(
  from: string,
  into: string,
  files: readonly string[],
  copies: Map<string, Promise<string>>,
): Promise<void> {
  const dirs = new Set(files.map((file) => path.dirname(path.join(into, file))));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  await eachLimited(files, FILES_AT_ONCE, async (file) => {
    const source = path.join(from, file);
    const target = path.join(into, file);
    const info = await stat(source);
    const key = `${info.dev}:${info.ino}`;
    const first = copies.get(key);
    if (first) {
      const copied = await first;
      await link(copied, target).catch(() => copyFile(copied, target));
      return;
    }
    const copying = copyFile(source, target, constants.COPYFILE_FICLONE).then(() => target);
    copies.set(key, copying);
    await copying;
  });
}
