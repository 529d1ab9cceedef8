// Every route of the route table, as each e2e title's built site serves it: its status, the title's name in
// <title>, the title's brand class, the route's own heading, and the access and role note its guard decides from. The browser walks one title signed in
// (tests/e2e/routes.spec.ts: what the guard and the scripts then show); the titles' differences are all here. And
// every built page of one title is valid HTML (html-validate's recommended rules).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isGuarded, ROUTES } from '../../src/domain/routing/routes.ts';
import { nbRoutes } from '../../src/i18n/nb/routes.ts';
import { samplePath, SITES } from '../../tests/e2e/sites.ts';
import { listenPreview, type Preview } from '../../tests/support/backend.ts';
import { ROOT } from '../lib/titles.ts';

/** The page's own headings (not the hidden one its error state shows). */
const headings = (html: string) => [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((match) => match[1]);

describe.each(SITES.map((site) => [site.titleCode, site] as const))('%s: every route as built', (titleCode, site) => {
  let preview: Preview;
  beforeAll(async () => {
    preview = await listenPreview({ titleCode, siteDir: path.join(ROOT, 'dist-titles', titleCode) });
  });
  afterAll(() => preview.close());

  test.each(ROUTES.map((route) => [route.path, route] as const))('%s', async (routePath, route) => {
    const response = await fetch(preview.base + samplePath(routePath));
    expect(response.status).toBe(routePath === '/404' ? 404 : 200);
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Min Side - ${site.title.name}`);
    expect(/<html[^>]* class="([^"]*)"/.exec(html)?.[1]).toBe(site.title.brand.htmlClass);
    expect(headings(html)).toEqual([nbRoutes[route.path].heading]);
    // What the guard decides from (its decision for every route and visitor: src/domain/routing/guard-decision.test.ts).
    const body = /<body([^>]*)>/.exec(html)?.[1] ?? '';
    expect(/ data-access="([^"]*)"/.exec(body)?.[1]).toBe(route.access);
    expect(/ data-role-note="([^"]*)"/.exec(body)?.[1]).toBe(route.note);
    expect(/<script type="module" src="[^"]*\/GuardScript\.astro[^"]*"/.test(html)).toBe(isGuarded(route));
  });

  test.each(['1', '998877', 'A-12'])('the invoice page is one page for every invoice number: %s', async (invoiceNo) => {
    const response = await fetch(`${preview.base}/betal-faktura/${invoiceNo}`);
    expect(response.status).toBe(200);
    expect(headings(await response.text())).toEqual(['Betal faktura']);
  });

  test.each(['/endre-betalingsmetode/verify', '/legg-til-betalingskort/verify'])(
    'the payment verify child %s exists',
    async (child) => {
      expect((await fetch(preview.base + child)).status).toBe(200);
    },
  );
});

// Every built page of one title is valid HTML by html-validate's recommended rules (a tel: link's text in
// non-breaking spaces, no <style> in the body, …). The titles share their markup but for words and brand, so one
// title stands for all; ADR, the one with play, has every page.
describe('ADR: every built page is valid HTML', () => {
  const siteDir = path.join(ROOT, 'dist-titles', 'ADR');
  // The form pages' prepared forms (issue 45) are React's server markup, beside Astro's: two serialisers, each valid
  // HTML in its own style. So the rules on how a valid attribute or void element is written take either: React writes
  // the DOM's names (`noValidate`, `autoComplete`; HTML's names know no case) with `=""` on a boolean, `<input/>` (as
  // html-validate's own prettier preset allows), and useId's ids (`_r1_`: HTML 5 asks only for no space). Every rule
  // of what is valid, accessible and safe stays as recommended.
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'void-style': 'off',
      'valid-id': ['error', { relaxed: true }],
    },
  });

  test('html-validate:recommended finds nothing', async () => {
    const pages = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
    expect(pages.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(await readFile(path.join(siteDir, page), 'utf8'), page);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(`${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
    // About 3 s for ADR's pages alone; beside the e2e phase on two cores, twice that and more.
  }, 30_000);
});
