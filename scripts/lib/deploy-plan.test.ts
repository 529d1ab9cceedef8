// The deploy plan between two manifests: only what differs is uploaded, in an order that never lets a page go
// live before what it loads, and a bundle's name never gets other bytes.
import { describe, expect, it } from 'vitest';
import { sha256 } from './build-inputs.ts';
import { deployPlan, destructiveChanges } from './deploy-plan.ts';
import type { FileEntry, Manifest } from './manifest.ts';

const file = (text: string): FileEntry => ({ size: text.length, hash: sha256(text) });

/** A manifest of sites given as { titleCode: { path: contents } }; inputs do not matter to a plan. */
function manifest(sites: Record<string, Record<string, string>>): Manifest {
  const titles = Object.fromEntries(
    Object.entries(sites).map(([code, files]) => [
      code,
      { inputHash: sha256(code), shared: sha256('shared'), inputs: {}, files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, file(text)])) },
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
const uploads = (plan: ReturnType<typeof deployPlan>, code: string) => plan.titles[code]?.upload.map((entry) => entry.path);

describe('deployPlan', () => {
  it('uploads nothing when nothing changed', () => {
    const plan = deployPlan(manifest({ ADR: SITE }), manifest({ ADR: SITE }), names);
    expect(plan.titles).toEqual({});
    expect(plan.unchanged).toEqual(['ADR']);
    expect(plan.totals).toEqual({ upload: 0, uploadBytes: 0, delete: 0, retire: 0 });
  });

  it('uploads just the page a one-line text change touched, with its size and hash', () => {
    const plan = deployPlan(manifest({ ADR: SITE, FT: SITE }), manifest({ ADR: SITE, FT: { ...SITE, 'kundeservice/index.html': 'faq!' } }), names);
    expect(plan.titles).toEqual({ FT: { status: 'changed', upload: [{ path: 'kundeservice/index.html', ...file('faq!') }], delete: [], retire: [] } });
    expect(plan.unchanged).toEqual(['ADR']);
    expect(plan.totals).toEqual({ upload: 1, uploadBytes: 4, delete: 0, retire: 0 });
  });

  it('uploads new bundles first and pages last, and retires the bundles the new pages no longer name', () => {
    const next = { ...SITE, 'index.html': 'home2', '_astro/app.B2.js': 'app2', _headers: 'headers2', 'logo/www.adressa.no.svg': '<svg2/>' } as Record<string, string>;
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
    expect(uploads(plan, 'NEW')).toEqual(['_astro/app.A1.js', 'logo/www.adressa.no.svg', '_headers', '_redirects', 'index.html', 'kundeservice/index.html']);
    expect(plan.titles.OLD).toEqual({ status: 'removed', upload: [], delete: ['_astro/app.A1.js', '_headers', '_redirects', 'index.html', 'kundeservice/index.html', 'logo/www.adressa.no.svg'], retire: [] });
    const first = deployPlan(undefined, manifest({ ADR: SITE }), { from: null, to: names.to });
    expect(first.from).toBeNull();
    expect(uploads(first, 'ADR')).toHaveLength(6);
  });

  it('never uploads a bundle again under the same name: other bytes there are refused', () => {
    expect(() => deployPlan(manifest({ ADR: SITE }), manifest({ ADR: { ...SITE, '_astro/app.A1.js': 'changed' } }), names)).toThrow(
      'Bundles changed their bytes under the same name, which browsers and the CDN keep for a year; refusing to plan: ADR/_astro/app.A1.js',
    );
  });
});

describe('destructiveChanges', () => {
  const refusals = (before: Manifest, after: Manifest) => destructiveChanges(deployPlan(before, after, names), before, after);

  it('refuses manifests with no title in common, naming both sides', () => {
    expect(refusals(manifest({ ADR: SITE, FT: SITE }), manifest({ INN: SITE }))).toEqual([
      "old.json and dist-titles/manifest.json have no title in common (deployed: ADR, FT; built: INN): is old.json the manifest of this CDN's last deploy?",
    ]);
  });

  it('refuses taking a title down whole, and a site losing most of its files', () => {
    const half = { 'index.html': 'home', _headers: 'headers', _redirects: 'redirects' };
    // Half of ADR's files go, which is not most of them; FT goes whole.
    expect(refusals(manifest({ ADR: SITE, FT: SITE }), manifest({ ADR: half }))).toEqual(['FT would be taken down: all 6 files of its site deleted, as dist-titles/manifest.json has no FT']);
    expect(refusals(manifest({ ADR: SITE }), manifest({ ADR: { _headers: 'headers' } }))).toEqual([
      'ADR would lose 5 of its 6 files (83 %): _redirects, index.html, kundeservice/index.html, …',
    ]);
  });

  it('lets an ordinary deploy and a first deploy through', () => {
    expect(refusals(manifest({ ADR: SITE }), manifest({ ADR: { ...SITE, 'index.html': 'new' }, FT: SITE }))).toEqual([]);
    expect(destructiveChanges(deployPlan(undefined, manifest({ ADR: SITE }), names), undefined, manifest({ ADR: SITE }))).toEqual([]);
  });
});
