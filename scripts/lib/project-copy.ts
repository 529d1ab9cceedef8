// A throwaway copy of the project, so work that writes the checkout's folders runs beside work that reads them: the
// files are copied (so the copy's ROOT is itself), the installed packages linked, and the built sites hard-linked
// (nothing rewrites a built file in place: a build swaps whole sites). The bench builds synthetic titles in one;
// `npm test` runs the unit and build tests in one while the e2e tests serve the checkout's sites.
import { cp, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesIn, linkTree } from './files.ts';
import { ROOT } from './titles.ts';

/** What the checkout holds besides its own files: packages, build output and scratch (all in .gitignore). */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist-titles', '.build', '.astro', '.tmp', 'test-results']);

export interface CopyOptions {
  /** The top-level files and folders to copy; by default all of the project's own. */
  entries?: readonly string[];
  /** Hard-link dist-titles/ into the copy. */
  withBuiltSites?: boolean;
}

/** Makes the copy in a new temporary folder named from `prefix`; returns its root. The caller removes it. */
export async function copyProject(
  prefix: string,
  { entries, withBuiltSites = false }: CopyOptions = {},
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  const copied = entries ?? (await readdir(ROOT)).filter((entry) => !NOT_COPIED.has(entry));
  await Promise.all(copied.map((entry) => cp(path.join(ROOT, entry), path.join(root, entry), { recursive: true })));
  await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (withBuiltSites) {
    const dist = path.join(ROOT, 'dist-titles');
    await linkTree(dist, path.join(root, 'dist-titles'), await filesIn(dist));
  }
  return root;
}
