import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (Playwright cannot download its own here); CHROMIUM_PATH overrides. Its headless shell first, as
// Playwright's own headless runs do: the same engine without the browser's windowing, it ran the invoice journeys on
// 40 % less CPU than the full browser in headless mode. Else the full browser, else Playwright's own download.
const DEBIAN_CHROMIUMS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
const chromiumPath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((candidate) => existsSync(candidate));

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
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // A trace costs a third of the suite's CPU when recorded for every test: only for a failed test's retry (CI).
    trace: 'on-first-retry',
  },
  // No webServer: each worker serves the built sites itself (tests/e2e/fixtures.ts).
});
