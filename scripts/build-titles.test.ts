// The build is deterministic: the same input gives byte-identical sites, whichever way they are built.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_CACHE, BRAND_CACHE, PAGE_CACHE } from '../src/domain/routing/cdn-rules.ts';
import { ROUTES, routeOutputFile } from '../src/domain/routing/routes.ts';
import { portalTitles } from '../src/domain/title/registry.ts';
import { buildTitles, DIST, MANIFEST } from './build-titles.ts';
import { readBuildInputs } from './lib/build-inputs.ts';
import { changedTitles, readManifest } from './lib/manifest.ts';
import { pageModules } from './lib/page-weight.ts';
import { loadTitles, PUBLICATIONS_DIR, ROOT } from './lib/titles.ts';
import { matchPattern, parseHeaders } from './preview/cdn-files.ts';

const ISLAND_ID = /(?<=<astro-island )uid="[^"]*"/g;

/**
 * Each file's hash. Astro's island ids (`<astro-island uid>`) hash the component's absolute path, so a page's differ
 * between two checkouts of the same sources: `npm test`'s build is made in the checkout, these tests run in a copy.
 * The ids are left out of a page's hash (the island's markup and props are in it, and what a uid hashes besides).
 */
async function fingerprint(site: string): Promise<Record<string, string>> {
  const files = (await readdir(site, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sums = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const bytes = await readFile(file);
      const content = file.endsWith('.html') ? bytes.toString('utf8').replace(ISLAND_ID, 'uid=""') : bytes;
      return [path.relative(site, file), createHash('sha256').update(content).digest('hex')] as const;
    }),
  );
  return Object.fromEntries(sums.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Whether dist-titles/ holds FT as the sources here would build it: `npm test` hard-links its own build (all titles in
 * one pass, from the command line) into the copy these tests run in, so they need not build it again.
 */
async function builtFromTheseSources(titleCode: string): Promise<boolean> {
  const inputs = await readBuildInputs(ROOT, portalTitles(await loadTitles()));
  const manifest = await readManifest(MANIFEST).catch(() => undefined);
  const { rebuild } = changedTitles(manifest, inputs, (code) => existsSync(path.join(DIST, code, 'index.html')));
  return !rebuild.some((title) => title.titleCode === titleCode);
}

describe('build-titles', () => {
  it('gives byte-identical output for the same input, in one pass, one build per title, or from the command line', async () => {
    // From the command line in one pass, as an operator runs it: without the test runner's NODE_ENV=test, which once
    // gave libraries' development code. The run's build when it is there; else FT and INN here.
    if (!(await builtFromTheseSources('FT'))) {
      const { NODE_ENV: _testEnv, ...env } = process.env;
      execFileSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-titles.ts', '--title', 'FT,INN'],
        { cwd: ROOT, env, stdio: 'ignore' },
      );
    }
    const first = await fingerprint(path.join(DIST, 'FT'));
    expect(Object.keys(first).length).toBeGreaterThan(60);
    // One build per title, through the API in the test runner.
    await buildTitles({ codes: ['FT'], onePerTitle: true, log: () => {} });
    expect(await fingerprint(path.join(DIST, 'FT'))).toEqual(first);
  }, 120_000);

  // Reads the FT site the test above built.
  it("gives every path the site serves one Cache-Control in _headers, by the file's kind, and a missing file none", async () => {
    const site = path.join(DIST, 'FT');
    const rules = parseHeaders(await readFile(path.join(site, '_headers'), 'utf8'));
    const files = Object.keys(await fingerprint(site))
      .map((file) => '/' + file.split(path.sep).join('/'))
      .filter((file) => file !== '/_headers' && file !== '/_redirects');
    const cacheOf = (pathname: string) =>
      rules
        .filter((rule) => matchPattern(rule.pattern, pathname))
        .flatMap((rule) => rule.headers.filter(([name]) => name === 'Cache-Control').map(([, value]) => value));

    const kinds = new Set<string>();
    for (const file of files) {
      // The words keep their names when they change (/_words/), so they are asked again like pages.
      const kind = file.startsWith('/_astro/')
        ? ASSET_CACHE
        : file.endsWith('.html') || file.startsWith('/_words/')
          ? PAGE_CACHE
          : BRAND_CACHE;
      kinds.add(kind);
      // A page at its own address too: /kundeservice.html at /kundeservice, /index.html at /.
      const address =
        file === '/index.html' ? '/' : file.endsWith('.html') ? file.slice(0, -'.html'.length) : undefined;
      const paths = [file, ...(address ? [address] : [])];
      for (const pathname of paths) expect(cacheOf(pathname), pathname).toEqual([kind]);
    }
    expect(kinds).toEqual(new Set([ASSET_CACHE, PAGE_CACHE, BRAND_CACHE]));
    expect(files.filter((file) => file.startsWith('/_words/')).length).toBeGreaterThan(0);
    for (const file of ['/favicon.svg', '/index.html', '/404.html']) expect(files).toContain(file);
    expect(files.some((file) => /^\/logo\/[^/]+\.svg$/.test(file))).toBe(true);

    // Pages a rewrite serves for any path under it; and nothing for a file that is not there.
    for (const pathname of ['/t/kundeservice', '/betal-faktura/123'])
      expect(cacheOf(pathname), pathname).toEqual([PAGE_CACHE]);
    for (const pathname of ['/nope', '/nope/', '/_astro/missing.js', '/logo/missing.svg', '/vilkaar/nope'])
      expect(cacheOf(pathname), pathname).toEqual([]);
  });

  // Reads the FT site the first test built.
  it('makes each page name every module it loads up front, and load only the libraries it uses', async () => {
    const site = path.join(DIST, 'FT');
    const modulesOf = async (page: string) => {
      const html = await readFile(path.join(site, page), 'utf8');
      const { imported } = await pageModules(site, html);
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href);
      expect(preloaded.sort(), page).toEqual(imported.filter((url) => url.endsWith('.js')).sort());
      return imported.flatMap((url) => /\/vendor-([\w-]+)\./.exec(url)?.[1] ?? []).sort();
    };
    // A signed-in page without a form, one with a form, a public page with an island (no SDK until a 401), a static page.
    const signedIn = ['ky', 'nanostores', 'nanostores-react', 'react', 'schibsted-account-sdk-browser', 'valibot'];
    expect(await modulesOf('index.html')).toEqual(signedIn.sort());
    expect(await modulesOf('bestill-abonnement.html')).toEqual(
      [...signedIn, 'react-hook-form', 'hookform-resolvers'].sort(),
    );
    expect(await modulesOf('winback.html')).toEqual(
      signedIn.filter((name) => name !== 'schibsted-account-sdk-browser').sort(),
    );
    expect(await modulesOf('kundeservice.html')).toEqual(['nanostores']);
  });

  it.each([
    [
      'sharing',
      ['/administrer-bedrift', '/bedrift', '/deling-akseptert', '/familiedeling', '/verifiser-familiemedlem'],
    ],
    ['student', ['/student-kvittering', '/student-kvittering2', '/student-verifisering', '/student-verifisering2']],
    // Issue 42: the area chunks come from the folders (astro.config.mjs, areaChunkOf), not from path lists.
    ['privacy', ['/samtykke2', '/samtykke3', '/schibstedDeleteGateway', '/schibstedTakeoutGateway']],
    // Consent, analytics and monitoring come on demand once a page has loaded (issue 14), on no page's first load:
    // an order rule kept among the analytics rules once put them on every page that loads the shared chunk.
    ['measurement', []],
  ])('loads the %s chunk (its rules, words, stores and calls) on its pages only', async (chunk, pages) => {
    const site = path.join(DIST, 'FT');
    const loading: string[] = [];
    for (const route of ROUTES) {
      const html = await readFile(path.join(site, routeOutputFile(route)), 'utf8');
      if ((await pageModules(site, html)).imported.some((url) => new RegExp(`/${chunk}\\.[\\w-]+\\.js$`).test(url)))
        loading.push(route.path);
    }
    expect(loading.sort()).toEqual(pages);
  });

  // Two chunks that import each other run one before the other is ready: a form schema moved into the shared chunk
  // once made `app` and `privacy` import each other, and every page failed at "Logg inn" (issue 23).
  it('has no chunk that imports itself back through others', async () => {
    const site = path.join(DIST, 'FT');
    const chunks = (await readdir(site, { recursive: true })).filter((file) =>
      /^(_astro|_words)\/[^/]+\.js$/.test(file),
    );
    const imports = new Map<string, string[]>();
    for (const chunk of chunks) {
      const code = await readFile(path.join(site, chunk), 'utf8');
      const statics = [...code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(([, to]) =>
        path.posix.join(path.posix.dirname(chunk), to!),
      );
      imports.set(chunk, statics);
    }
    expect(chunks.length).toBeGreaterThan(20);
    expect([...imports.values()].flat().length).toBeGreaterThan(chunks.length);
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (chunk: string, trail: string[]) => {
      if (trail.includes(chunk)) return void cycles.push([...trail.slice(trail.indexOf(chunk)), chunk].join(' → '));
      if (done.has(chunk)) return;
      for (const imported of imports.get(chunk) ?? []) visit(imported, [...trail, chunk]);
      done.add(chunk);
    };
    for (const chunk of chunks) visit(chunk, []);
    expect(cycles).toEqual([]);
  });

  it('refuses an unknown title code with the registry error', async () => {
    await expect(buildTitles({ codes: ['NOPE'], log: () => {} })).rejects.toThrow(
      'No publication config found for titleCode NOPE',
    );
  });

  it('says an unknown flag in one line with the flags there are, not as a stack trace', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-titles.ts', '--titel', 'FT'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "Unknown option '--titel'\nUsage: npm run build -- [one of: --title ADR,AN | --changed | --shard 2/4 | --merge DIR…] [--target netlify|cloudflare-pages|s3-cloudfront] [--one-build-per-title] (docs/operators.md)\n",
    );
  }, 30_000);

  // Reads the FT site the first test built. A logo that fails the build's SVG check stops it after Astro has
  // rendered FT, half-way through assembling its site: the site and the manifest stay as they were.
  it('leaves the site and the manifest as they were when a build fails half-way, named twice or not', async () => {
    const before = await fingerprint(path.join(DIST, 'FT'));
    const manifest = await readFile(MANIFEST, 'utf8');
    const logo = path.join(PUBLICATIONS_DIR, 'fjordenestidende/logo.svg');
    const original = await readFile(logo, 'utf8');
    try {
      await writeFile(logo, original.replace('<svg ', '<svg onload="alert(1)" '));
      await expect(buildTitles({ codes: ['FT', 'FT'], log: () => {} })).rejects.toThrow(
        'publications/fjordenestidende/logo.svg: SVG must not contain scripts',
      );
    } finally {
      await writeFile(logo, original);
    }
    expect(await fingerprint(path.join(DIST, 'FT'))).toEqual(before);
    expect(JSON.parse(await readFile(MANIFEST, 'utf8')).titles.FT).toEqual(JSON.parse(manifest).titles.FT);
  }, 120_000);
});
