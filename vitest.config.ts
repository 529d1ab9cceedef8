import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'];

/**
 * Tests that run `astro build` or write publications/ and dist-titles/: two Astro builds in one checkout would
 * overwrite each other's scratch files, and the other tests read what these write. So they run one at a time,
 * after all the rest.
 */
const BUILDS = ['scripts/build-titles.test.ts', 'scripts/incremental-build.test.ts', 'scripts/new-title.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: INCLUDE, exclude: [...configDefaults.exclude, ...BUILDS], sequence: { groupOrder: 0 } } },
      { test: { name: 'builds', include: BUILDS, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
