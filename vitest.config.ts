import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Code that keeps state in its modules for a page (stores, islands, the API client): each of these test files gets
 * modules of its own, as the browser gives each page. The rest (rules, scripts, the reference backend over HTTP)
 * share each worker's modules, which saves importing the backend and the titles again for every file: most of the
 * unit tests' time. A file that stubs globals or mocks modules belongs with the first.
 */
const OWN_MODULES = ['src/**/*.test.ts'];
const SHARED_MODULES = [
  'src/domain/**/*.test.ts',
  'src/i18n/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];

/**
 * Tests that run `astro build` or write publications/ and dist-titles/: two Astro builds in one checkout would
 * overwrite each other's scratch files, and the other tests read what these write. So they run one at a time,
 * after all the rest.
 */
const BUILDS = ['scripts/build-titles.test.ts', 'scripts/incremental-build.test.ts', 'scripts/new-title.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: SHARED_MODULES,
          exclude: [...configDefaults.exclude, ...BUILDS],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'page-state',
          include: OWN_MODULES,
          exclude: [...configDefaults.exclude, ...SHARED_MODULES],
          // One reference backend per worker for the whole run, rather than one imported and started per file.
          globalSetup: ['tests/support/shared-backends.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      { test: { name: 'builds', include: BUILDS, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
