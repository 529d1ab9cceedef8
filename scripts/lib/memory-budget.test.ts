// The builds start by memory: another `astro build` only when what the build holds leaves room for one.
import { expect, it } from 'vitest';
import { ASTRO_BUILD_BYTES, MEMORY_BUDGET_BYTES, mayStartBuild, untilMemoryAllows } from './memory-budget.ts';

const GB = 1024 ** 3;

it('starts another build only while one more fits the 2 GB budget, and always the first', () => {
  expect(MEMORY_BUDGET_BYTES).toBeLessThan(2 * GB);
  expect(mayStartBuild(0.9 * GB, 1)).toBe(true);
  // One build (0.85 GB) and a batch's assembly (0.4 GB) running: a second build would pass the budget.
  expect(mayStartBuild(1.25 * GB, 1, 1)).toBe(false);
  expect(mayStartBuild(MEMORY_BUDGET_BYTES - ASTRO_BUILD_BYTES, 1)).toBe(true);
  expect(mayStartBuild(5 * GB, 0, 0)).toBe(true);
  // Just started, they hold little yet, but grow: each counts at what it grows to (1,000 titles: two builds and an
  // assembly side by side peaked at 2.23 GB).
  expect(mayStartBuild(0.3 * GB, 1, 1)).toBe(false);
  expect(mayStartBuild(0.3 * GB, 1, 0)).toBe(true);
  expect(mayStartBuild(0.3 * GB, 2, 0)).toBe(false);
});

it('waits until the memory held falls, or nothing else runs', async () => {
  const held = [1.6 * GB, 1.5 * GB, 0.8 * GB];
  let looked = 0;
  let started = 0;
  const start = () => started++;
  await untilMemoryAllows({ builds: () => 1, assemblies: () => 0, start }, 1, async () => held[looked++]!);
  expect([looked, started]).toEqual([3, 1]);
  let busy = 1;
  await untilMemoryAllows({ builds: () => busy--, assemblies: () => 0, start }, 1, async () => 3 * GB);
  expect([busy, started]).toEqual([-1, 2]);
});

it('two slots asking at once with no room for two start one build, and the other waits for it to end', async () => {
  let building = 0;
  const under = { builds: () => building, assemblies: () => 0, start: () => building++ };
  let second = false;
  const first = untilMemoryAllows(under, 1, async () => 1.2 * GB);
  const waiting = untilMemoryAllows(under, 1, async () => 1.2 * GB).then(() => (second = true));
  await first;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect([building, second]).toEqual([1, false]);
  building--;
  await waiting;
  expect(building).toBe(1);
});
