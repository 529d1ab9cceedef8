import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { LOAD_FAILURE_EVENT, loadOnDemand, onLoadFailure, reportLoadFailure } from './load-failures.ts';

it('a listener hears every failure once: those before it started and those after', () => {
  const early = new Error('Failed to fetch dynamically imported module: /_astro/session.js');
  reportLoadFailure(early);
  const heard: unknown[] = [];
  const stop = onLoadFailure((error) => heard.push(error));
  expect(heard).toEqual([early]);
  const late = new Error('Unable to preload CSS for /_astro/Vacation.css');
  reportLoadFailure(late);
  expect(heard).toEqual([early, late]);
  stop();
  reportLoadFailure(new Error('after stop'));
  expect(heard).toEqual([early, late]);
});

it('an on-demand import that fails fires the preload-error event with its error and still fails for its caller', async () => {
  const page = new EventTarget();
  vi.stubGlobal('dispatchEvent', page.dispatchEvent.bind(page));
  const fired: unknown[] = [];
  page.addEventListener(LOAD_FAILURE_EVENT, (event) => fired.push((event as Event & { payload?: unknown }).payload));
  const missing = new TypeError('Failed to fetch dynamically imported module: /_astro/measurement.js');
  await expect(loadOnDemand(() => Promise.reject(missing))).rejects.toBe(missing);
  await expect(loadOnDemand(() => Promise.resolve({ ready: true }))).resolves.toEqual({ ready: true });
  expect(fired).toEqual([missing]);
  vi.unstubAllGlobals();
});

it('every on-demand import in the browser code goes through loadOnDemand, so no failure goes unseen', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const bare = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `src/${file}:${index + 1}` })),
    )
    .filter(
      ({ line }) =>
        /\bimport\(/.test(line) &&
        !/^\s*(\/\/|\*)/.test(line) &&
        !/typeof import\(/.test(line) &&
        !/loadOnDemand\(\(\) => import\(/.test(line),
    )
    .map(({ at }) => at);
  expect(bare).toEqual([]);
});
