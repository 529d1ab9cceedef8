import { expect, it } from 'vitest';
import { onLoadFailure, reportLoadFailure } from './load-failures.ts';

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
