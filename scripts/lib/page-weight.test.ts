// What a page loads with it and what only on demand, on a made-up site of four modules.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageModules, pageScriptBytes, WEIGHT_GOALS, weightVerdict } from './page-weight.ts';

let site: string;
const HTML =
  '<script type="module" src="/_astro/page.js"></script><astro-island component-url="/_astro/island.js"></astro-island>';

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  await mkdir(path.join(site, '_astro'));
  const files: Record<string, string> = {
    'page.js': 'import"./shared.js";',
    'island.js':
      'import{a}from"./shared.js";const open=()=>import("./calendar.js");const postal=()=>import(`./postal.js`);',
    'shared.js': 'export const a=1;',
    'calendar.js': 'import"./vendor-flatpickr.AbC123.js";const more=()=>import("./shared.js");',
    'vendor-flatpickr.AbC123.js': 'export default "x".repeat(100);',
    'postal.js': 'export default {};',
  };
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(site, '_astro', name), code);
});

describe('pageModules', () => {
  it('separates what loads with the page from what a dynamic import fetches later', async () => {
    const modules = await pageModules(site, HTML);
    expect(modules.imported).toEqual(['/_astro/island.js', '/_astro/page.js', '/_astro/shared.js']);
    // shared.js is loaded already, so asking for it again later costs nothing.
    // Rolldown writes some dynamic imports with backticks.
    expect(modules.onDemand).toEqual([
      '/_astro/calendar.js',
      '/_astro/postal.js',
      '/_astro/vendor-flatpickr.AbC123.js',
    ]);
  });

  it('counts on-demand bytes apart, and names the library it brings', async () => {
    const bytes = await pageScriptBytes(site, HTML);
    expect(bytes.vendor).toBe(0);
    expect(bytes.onDemand).toBeGreaterThan(0);
    expect([...bytes.libraries]).toEqual([['flatpickr', { bytes: expect.any(Number), onDemand: true }]]);
  });
});

describe('weightVerdict', () => {
  const kb = (n: number) => n * 1024;

  it('holds our own code to 55 KB and the page with its libraries to 150 KB, each at its goal met', () => {
    expect(WEIGHT_GOALS).toEqual({ ownKb: 55, withLibrariesKb: 150 });
    expect(weightVerdict({ firstParty: kb(55), vendor: kb(95) })).toEqual({
      ownKb: 55,
      withLibrariesKb: 150,
      ownMet: true,
      withLibrariesMet: true,
    });
  });

  it('misses each goal on its own just above it', () => {
    expect(weightVerdict({ firstParty: kb(55) + 1, vendor: kb(10) })).toMatchObject({
      ownMet: false,
      withLibrariesMet: true,
    });
    expect(weightVerdict({ firstParty: kb(40), vendor: kb(110) + 1 })).toMatchObject({
      ownMet: true,
      withLibrariesMet: false,
    });
  });
});
