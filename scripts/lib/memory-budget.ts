// How many `astro build`s run at once, by memory rather than by count (issue 44): 1,000 titles in batches of at
// most 300, two builds side by side with the assembly of a finished batch beside them, peaked at 2.15 GB against the
// project's 2 GB. A build now starts only when what the build's process tree holds, plus what an `astro build`
// grows to, fits the budget, or when nothing else runs (one build always goes ahead). Linux only (/proc); elsewhere
// the builds start as before, two at once.
import { treeMemory } from './process-tree.ts';

/** The project's limit for a build (docs/operators.md, "600 titles on one machine"), less a tenth for the measuring's lag. */
export const MEMORY_BUDGET_BYTES = Math.round(2 * 1024 ** 3 * 0.9);

/**
 * What one `astro build` grows to with its heap capped (ASTRO_HEAP_MB): 0.73 GB for 5 titles, 0.82 GB for 600
 * (measured, docs/operators.md), so a little more than the larger.
 */
export const ASTRO_BUILD_BYTES = Math.round(0.85 * 1024 ** 3);

/** Whether another `astro build` may start while the tree holds `heldBytes` and `busy` builds or assemblies run. */
export function mayStartBuild(heldBytes: number, busy: number, budget = MEMORY_BUDGET_BYTES): boolean {
  return busy === 0 || heldBytes + ASTRO_BUILD_BYTES <= budget;
}

/** Waits until another build may start (`busy()`: builds and assemblies running now), looking every `everyMs`. */
export async function untilMemoryAllows(
  busy: () => number,
  everyMs = 250,
  held: () => Promise<number> = () => treeMemory(process.pid),
): Promise<void> {
  while (!mayStartBuild(await held(), busy())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
