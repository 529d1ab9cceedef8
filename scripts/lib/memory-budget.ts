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

/** What a batch's assembly (a worker linking and hashing a finished batch's sites) grows to. */
export const ASSEMBLY_BYTES = Math.round(0.4 * 1024 ** 3);

/**
 * Whether another `astro build` may start while the tree holds `heldBytes`, with `builds` builds and `assemblies`
 * assemblies running. One just started holds little yet but grows: each is counted at least at what it grows to, or
 * a build started beside another that has just begun passes the budget with it (1,000 titles: two builds and an
 * assembly side by side peaked at 2.23 GB). With nothing running, one build always goes ahead.
 */
export function mayStartBuild(
  heldBytes: number,
  builds: number,
  assemblies = 0,
  budget = MEMORY_BUDGET_BYTES,
): boolean {
  if (builds + assemblies === 0) return true;
  const growing = builds * ASTRO_BUILD_BYTES + assemblies * ASSEMBLY_BYTES;
  return Math.max(heldBytes, growing) + ASTRO_BUILD_BYTES <= budget;
}

/** The builds under way, as the gate counts them. */
export interface Builds {
  /** The `astro build`s started (perhaps not yet grown). */
  builds(): number;
  /** The assemblies of finished batches running now. */
  assemblies(): number;
  /** Counts a build as started: called in the same turn as the check that let it, so no other check comes between. */
  start(): void;
}

/** Waits until another build may start, looking every `everyMs`, and counts it as started (`start`) then. */
export async function untilMemoryAllows(
  under: Builds,
  everyMs = 250,
  held: () => Promise<number> = () => treeMemory(process.pid),
): Promise<void> {
  while (!mayStartBuild(await held(), under.builds(), under.assemblies()))
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  under.start();
}
