// The peak memory and open files of a process and everything it starts (the build and its `astro build`), read
// from /proc a few times a second: what the bench reports for a build of many titles. Linux only.
import { readdir, readFile } from 'node:fs/promises';

export interface TreePeaks {
  /** The most resident memory the tree held at once, in bytes (summed over its processes). */
  rssBytes: number;
  /** The most files (and sockets, pipes) its processes had open at once. */
  openFiles: number;
}

const PAGE_BYTES = 4096;

async function descendants(root: number): Promise<number[]> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

async function sample(root: number): Promise<TreePeaks> {
  let rssBytes = 0;
  let openFiles = 0;
  for (const pid of await descendants(root)) {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8').catch(() => '');
    rssBytes += Number(statm.split(' ')[1] ?? 0) * PAGE_BYTES;
    openFiles += (await readdir(`/proc/${pid}/fd`).catch(() => [])).length;
  }
  return { rssBytes, openFiles };
}

/** The resident memory the tree of `pid` holds now, in bytes; 0 where /proc cannot tell (not Linux). */
export async function treeMemory(pid: number): Promise<number> {
  return (await sample(pid)).rssBytes;
}

/** Samples the tree of `pid` until stopped; `stop()` gives the peaks seen. */
export function watchProcessTree(pid: number, everyMs = 200): { stop: () => Promise<TreePeaks> } {
  const peaks: TreePeaks = { rssBytes: 0, openFiles: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = await sample(pid);
      peaks.rssBytes = Math.max(peaks.rssBytes, now.rssBytes);
      peaks.openFiles = Math.max(peaks.openFiles, now.openFiles);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peaks;
    },
  };
}

/** The soft limit of open files per process here (`ulimit -n`). */
export async function openFileLimit(): Promise<number | undefined> {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '');
  const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
  return soft ? Number(soft) : undefined;
}
