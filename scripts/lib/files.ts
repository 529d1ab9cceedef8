// Listing a folder's files, as the build, the manifest and the input hashes all need it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` (recursively), relative to it, `/`-separated and sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
