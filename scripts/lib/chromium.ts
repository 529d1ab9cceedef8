// Which Chromium the tests and the bench drive. Playwright cannot download its own browser here, so Debian's
// (scripts/ensure-chromium installs both builds); CHROMIUM_PATH overrides both choices.
import { existsSync } from 'node:fs';

/** Debian's full browser: the bench (Lighthouse, the LCP under applied throttling), and the tests that need what only a full browser has (the back/forward cache). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's headless shell: the same engine without the browser's windowing, as Playwright's own headless runs use. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The e2e tests' browser: the headless shell where there is one (the invoice journeys took 40 % less CPU in it), else
 * the full browser, else undefined for Playwright's own download.
 */
export const testChromiumPath = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((candidate) => existsSync(candidate));

/** The full browser, where there is one; undefined where only Playwright's own download is. */
export const fullChromiumPath = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
