import { defineConfig, devices } from '@playwright/test';
import { testChromiumPath } from './scripts/lib/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A whole journey (two trips to the provider, axe twice) takes ~10 s on a quiet machine and past 30 s on a loaded
  // 2-core one, as CI's can be: time enough for a journey, while a hang still ends the test.
  timeout: 60_000,
  // CI shows only the tail of the output: dots while running, then every failure in full at the end.
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // One context and page per worker, which Playwright resets between tests (cookies, cache, the storage of every
    // origin visited, routes, init scripts, the clock, emulation): a new page starts a renderer, about 0.5 s of CPU
    // a test. What the reset leaves (granted permissions, history, listeners on the page) no test relies on
    // (docs/testing.md).
    reuseContext: true,
    // A trace costs a third of the suite's CPU when recorded for every test: only for a failed test's retry (CI).
    trace: 'on-first-retry',
  },
  // No webServer: each worker serves the built sites itself (tests/e2e/fixtures.ts).
});
