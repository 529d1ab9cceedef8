// The deploy plan between two manifests: only what differs is uploaded, in an order that never lets a page go
// live before what it loads, and a bundle's name never gets other bytes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from './build-inputs.ts';
import { deployPlan, destructiveChanges, siteDrift, targetCheck, wideUploadNotes } from './deploy-plan.ts';
import type { FileEntry, Manifest } from './manifest.ts';

const file = (text: string): FileEntry => ({ size: text.length, hash: sha256(text) });

/** A manifest of sites given as { titleCode: { path: contents } }; inputs do not matter to a plan. */
function manifest(sites: Record<string, Record<string, string>>): Manifest {
  const titles = Object.fromEntries(
    Object.entries(sites).map(([code, files]) => [
      code,
      {
        inputHash: sha256(code),
        shared: sha256('shared'),
        inputs: {},
        files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, file(text)])),
      },
    ]),
  );
  return { version: 1, shared: {}, titles };
}

const SITE = {
  'index.html': 'home',
  'kundeservice/index.html': 'faq',
  '_astro/app.A1.js': 'app',
  'logo/www.adressa.no.svg': '<svg/>',
  _headers: 'headers',
  _redirects: 'redirects',
};
const names = { from: 'old.json', to: 'dist-titles/manifest.json' };
const uploads = (plan: ReturnType<typeof deployPlan>, code: string) =>
  plan.titles[code]?.upload.map((entry) => entry.path);

describe('deployPlan', () => {
  it('uploads nothing when nothing changed', () => {
    const plan = deployPlan(manifest({ ADR: SITE }), manifest({ ADR: SITE }), names);
    expect(plan.titles).toEqual({});
    expect(plan.unchanged).toEqual(['ADR']);
    expect(plan.totals).toEqual({ upload: 0, uploadBytes: 0, delete: 0, retire: 0 });
  });

  it('uploads just the page a one-line text change touched, with its size and hash', () => {
    const plan = deployPlan(
      manifest({ ADR: SITE, FT: SITE }),
      manifest({ ADR: SITE, FT: { ...SITE, 'kundeservice/index.html': 'faq!' } }),
      names,
    );
    expect(plan.titles).toEqual({
      FT: { status: 'changed', upload: [{ path: 'kundeservice/index.html', ...file('faq!') }], delete: [], retire: [] },
    });
    expect(plan.unchanged).toEqual(['ADR']);
    expect(plan.totals).toEqual({ upload: 1, uploadBytes: 4, delete: 0, retire: 0 });
  });

  it('uploads new bundles first and pages last, and retires the bundles the new pages no longer name', () => {
    const next = {
      ...SITE,
      'index.html': 'home2',
      '_astro/app.B2.js': 'app2',
      _headers: 'headers2',
      'logo/www.adressa.no.svg': '<svg2/>',
    } as Record<string, string>;
    delete next['_astro/app.A1.js'];
    const plan = deployPlan(manifest({ ADR: SITE }), manifest({ ADR: next }), names);
    expect(uploads(plan, 'ADR')).toEqual(['_astro/app.B2.js', 'logo/www.adressa.no.svg', '_headers', 'index.html']);
    expect(plan.titles.ADR!.retire).toEqual(['_astro/app.A1.js']);
    expect(plan.titles.ADR!.delete).toEqual([]);
  });

  it('deletes a page the new site no longer has', () => {
    const next: Record<string, string> = { ...SITE };
    delete next['kundeservice/index.html'];
    const plan = deployPlan(manifest({ ADR: SITE }), manifest({ ADR: next }), names);
    expect(plan.titles.ADR).toEqual({ status: 'changed', upload: [], delete: ['kundeservice/index.html'], retire: [] });
  });

  it('uploads every file of a new title (and of a first deploy) and deletes every file of a removed one', () => {
    const plan = deployPlan(manifest({ OLD: SITE }), manifest({ NEW: SITE }), names);
    expect(plan.titles.NEW!.status).toBe('added');
    expect(uploads(plan, 'NEW')).toEqual([
      '_astro/app.A1.js',
      'logo/www.adressa.no.svg',
      '_headers',
      '_redirects',
      'index.html',
      'kundeservice/index.html',
    ]);
    expect(plan.titles.OLD).toEqual({
      status: 'removed',
      upload: [],
      delete: [
        '_astro/app.A1.js',
        '_headers',
        '_redirects',
        'index.html',
        'kundeservice/index.html',
        'logo/www.adressa.no.svg',
      ],
      retire: [],
    });
    const first = deployPlan(undefined, manifest({ ADR: SITE }), { from: null, to: names.to });
    expect(first.from).toBeNull();
    expect(uploads(first, 'ADR')).toHaveLength(6);
  });

  it('never uploads a bundle again under the same name: other bytes there are refused', () => {
    expect(() =>
      deployPlan(manifest({ ADR: SITE }), manifest({ ADR: { ...SITE, '_astro/app.A1.js': 'changed' } }), names),
    ).toThrow(
      'Bundles changed their bytes under the same name, which browsers and the CDN keep for a year; refusing to plan: ADR/_astro/app.A1.js',
    );
  });
});

describe('destructiveChanges', () => {
  const refusals = (before: Manifest, after: Manifest) =>
    destructiveChanges(deployPlan(before, after, names), before, after);

  it('refuses manifests with no title in common, naming both sides', () => {
    expect(refusals(manifest({ ADR: SITE, FT: SITE }), manifest({ INN: SITE }))).toEqual([
      "old.json and dist-titles/manifest.json have no title in common (deployed: ADR, FT; built: INN): is old.json the manifest of this CDN's last deploy?",
    ]);
  });

  it('refuses taking a title down whole, and a site losing most of its files', () => {
    const half = { 'index.html': 'home', _headers: 'headers', _redirects: 'redirects' };
    // Half of ADR's files go, which is not most of them; FT goes whole.
    expect(refusals(manifest({ ADR: SITE, FT: SITE }), manifest({ ADR: half }))).toEqual([
      'FT would be taken down: all 6 files of its site deleted, as dist-titles/manifest.json has no FT',
    ]);
    expect(refusals(manifest({ ADR: SITE }), manifest({ ADR: { _headers: 'headers' } }))).toEqual([
      'ADR would lose 5 of its 6 files (83 %): _redirects, index.html, kundeservice/index.html, …',
    ]);
  });

  it('lets an ordinary deploy and a first deploy through', () => {
    expect(refusals(manifest({ ADR: SITE }), manifest({ ADR: { ...SITE, 'index.html': 'new' }, FT: SITE }))).toEqual(
      [],
    );
    expect(
      destructiveChanges(deployPlan(undefined, manifest({ ADR: SITE }), names), undefined, manifest({ ADR: SITE })),
    ).toEqual([]);
  });
});

describe('the plan for S3 + CloudFront', () => {
  const CLOUDFRONT = { 'index.html': 'home', '_astro/app.A1.js': 'app', '_cloudfront.json': '{"redirects":[]}' };

  it('never lists _cloudfront.json for upload or deletion: it is applied to the distribution when it changed', () => {
    const first = deployPlan(undefined, manifest({ ADR: CLOUDFRONT }), names);
    expect(uploads(first, 'ADR')).toEqual(['_astro/app.A1.js', 'index.html']);
    expect(first.titles.ADR!.apply?.map((entry) => entry.path)).toEqual(['_cloudfront.json']);
    const changed = deployPlan(
      manifest({ ADR: CLOUDFRONT }),
      manifest({ ADR: { ...CLOUDFRONT, '_cloudfront.json': '{"redirects":[1]}' } }),
      names,
    );
    expect(changed.titles.ADR).toEqual({
      status: 'changed',
      upload: [],
      delete: [],
      retire: [],
      apply: [{ path: '_cloudfront.json', ...file('{"redirects":[1]}') }],
    });
    expect(deployPlan(manifest({ ADR: CLOUDFRONT }), manifest({ ADR: CLOUDFRONT }), names).unchanged).toEqual(['ADR']);
    expect(deployPlan(manifest({ ADR: CLOUDFRONT }), manifest({}), names).titles.ADR!.delete).toEqual([
      '_astro/app.A1.js',
      'index.html',
    ]);
  });
});

describe('wideUploadNotes', () => {
  /** A manifest whose titles were built from the shared sources `shared` (file: contents). */
  function built(sites: Record<string, Record<string, string>>, shared: Record<string, string>): Manifest {
    const base = manifest(sites);
    const files = Object.fromEntries(Object.entries(shared).map(([name, text]) => [name, sha256(text)]));
    const hash = sha256(JSON.stringify(files));
    return {
      ...base,
      shared: { [hash]: files },
      titles: Object.fromEntries(
        Object.entries(base.titles).map(([code, entry]) => [code, { ...entry, shared: hash }]),
      ),
    };
  }
  const pages = (word: string) => ({
    'index.html': `home ${word} ${'x'.repeat(100)}`,
    'kundeservice/index.html': `faq ${word} ${'x'.repeat(100)}`,
    '_astro/app.A1.js': 'app',
  });

  it('says why most of the bytes are uploaded again: the shared source that changed, and where a word belongs', () => {
    const before = built(
      { ADR: pages('Laster'), FT: pages('Laster') },
      { 'src/i18n/nb.ts': 'Laster', 'src/app.ts': 'app' },
    );
    const after = built(
      { ADR: pages('Henter'), FT: pages('Henter') },
      { 'src/i18n/nb.ts': 'Henter', 'src/app.ts': 'app' },
    );
    const notes = wideUploadNotes(deployPlan(before, after, names), before, after);
    expect(notes).toEqual([
      "99 % of all the sites' bytes are uploaded again (4 files), as the shared sources every title is built from changed: src/i18n/nb.ts changed.",
      'src/i18n/nb.ts holds the words written into every page\'s HTML (the skip link, the spinner\'s text), so changing one rewrites every page of every title. A word only an island shows belongs in src/i18n/nb/<area>.ts, which only the pages that show it load (docs/operators.md, "Deploying").',
    ]);
  });

  it('says nothing for an ordinary plan, or a first deploy', () => {
    const before = built({ ADR: pages('a'), FT: pages('a') }, { 'src/i18n/nb.ts': 'a' });
    const after = built(
      { ADR: { ...pages('a'), 'kundeservice/index.html': 'faq!' }, FT: pages('a') },
      { 'src/i18n/nb.ts': 'a' },
    );
    expect(wideUploadNotes(deployPlan(before, after, names), before, after)).toEqual([]);
    expect(wideUploadNotes(deployPlan(undefined, after, names), undefined, after)).toEqual([]);
  });
});

describe('targetCheck', () => {
  const forTarget = (target: 'netlify' | 'cloudflare-pages' | undefined, codes = ['ADR', 'FT']) => {
    const base = manifest(Object.fromEntries(codes.map((code) => [code, SITE])));
    return Object.fromEntries(
      Object.entries(base.titles).map(([code, entry]) => [code, target ? { ...entry, target } : entry]),
    );
  };
  const withTitles = (titles: Manifest['titles']): Manifest => ({ version: 1, shared: {}, titles });

  it('names the target the sites were built for, and refuses another one asked for', () => {
    expect(targetCheck(withTitles(forTarget('cloudflare-pages')), undefined, 'dist-titles/manifest.json')).toEqual({
      target: 'cloudflare-pages',
      problems: [],
    });
    expect(
      targetCheck(withTitles(forTarget('cloudflare-pages')), 'cloudflare-pages', 'dist-titles/manifest.json').problems,
    ).toEqual([]);
    expect(
      targetCheck(withTitles(forTarget('netlify')), 'cloudflare-pages', 'dist-titles/manifest.json').problems,
    ).toEqual([
      "the sites in dist-titles/manifest.json were built for netlify, not cloudflare-pages: their rule files are netlify's, which cloudflare-pages would not apply or would serve as pages. Build for cloudflare-pages (npm run build -- --target cloudflare-pages), or plan for netlify",
    ]);
  });

  it('counts a manifest from before the target was recorded as the default, and refuses sites built for different hosts', () => {
    expect(targetCheck(withTitles(forTarget(undefined)), undefined, 'm.json')).toEqual({
      target: 'netlify',
      problems: [],
    });
    const mixed = withTitles({ ...forTarget('netlify', ['ADR']), ...forTarget('cloudflare-pages', ['FT', 'INN']) });
    expect(targetCheck(mixed, 'cloudflare-pages', 'm.json')).toEqual({
      target: undefined,
      problems: [
        'the sites in m.json were built for different hosts (cloudflare-pages: FT, INN; netlify: ADR): build them all for one with npm run build -- --target cloudflare-pages',
      ],
    });
  });
});

describe('siteDrift', () => {
  let dist: string | undefined;
  afterAll(() => dist && rm(dist, { recursive: true, force: true }));

  it('finds a file changed, added or missing since the manifest was written, which a plan from the manifest would not deploy', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'minside-drift-'));
    const site = { 'index.html': 'home', 'kundeservice/index.html': 'faq', _headers: 'headers' };
    for (const [name, text] of Object.entries(site)) {
      await mkdir(path.dirname(path.join(dist, 'ADR', name)), { recursive: true });
      await writeFile(path.join(dist, 'ADR', name), text);
    }
    const listed = manifest({ ADR: site });
    expect(await siteDrift(dist, listed)).toEqual([]);
    // A write in a shard folder the site was linked to, a stray file, a file gone.
    await writeFile(path.join(dist, 'ADR/kundeservice/index.html'), 'faq, changed after the build');
    await writeFile(path.join(dist, 'ADR/extra.html'), 'extra');
    await rm(path.join(dist, 'ADR/_headers'));
    expect(await siteDrift(dist, manifest({ ADR: site, FT: site }))).toEqual([
      'ADR/_headers is missing',
      'ADR/extra.html is not in the manifest',
      'ADR/kundeservice/index.html changed since the build',
      'FT/ is missing',
    ]);
  });
});
