// The builds start by memory: another `astro build` only when what the build holds leaves room for one.
import { expect, it } from 'vitest';
import { ASTRO_BUILD_BYTES, MEMORY_BUDGET_BYTES, mayStartBuild, untilMemoryAllows } from './memory-budget.ts';

const GB = 1024 ** 3;

it('starts another build only while one more fits the 2 GB budget, and always the first', () => {
  expect(MEMORY_BUDGET_BYTES).toBeLessThan(2 * GB);
  expect(mayStartBuild(0.9 * GB, 1)).toBe(true);
  // One build (0.85 GB) and a batch's assembly (0.4 GB) running: a second build would pass the budget.
  expect(mayStartBuild(1.25 * GB, 2)).toBe(false);
  expect(mayStartBuild(MEMORY_BUDGET_BYTES - ASTRO_BUILD_BYTES, 1)).toBe(true);
  expect(mayStartBuild(5 * GB, 0)).toBe(true);
});

it('waits until the memory held falls, or nothing else runs', async () => {
  const held = [1.6 * GB, 1.5 * GB, 0.8 * GB];
  let looked = 0;
  await untilMemoryAllows(
    () => 1,
    1,
    async () => held[looked++]!,
  );
  expect(looked).toBe(3);
  let busy = 1;
  await untilMemoryAllows(
    () => busy--,
    1,
    async () => 3 * GB,
  );
  expect(busy).toBe(-1);
});
