// The content checks as an editor meets them: each kind of mistake in a text, the file and line it is reported on,
// and the repository's own texts passing.
import { describe, expect, it, test } from 'vitest';
import { checkContent, contentProblems, formatProblem, linkProblem, type Collection, type ContentFile, type SiteAnchors } from './content-check.ts';
import { ROOT } from './titles.ts';

const FAQ_HEAD = '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\norder: 1\n---\n';
const PAGE_HEAD = '---\ntitle: "Vilkår"\ndescription: "Om vilkårene."\nupdated: 2026-11-01\n---\n';

/** A text of `collection`, the default's or a title's, with a frontmatter that passes unless another is given. */
const text =
  (collection: Collection, passing: string) =>
  (name: string, body: string, owner = 'default', frontmatter = passing): ContentFile => ({
    path: owner === 'default' ? `src/content/${collection}/${name}.md` : `publications/${owner}/content/${collection}/${name}.md`,
    owner,
    collection,
    name,
    text: frontmatter + body,
  });
const faq = text('faq', FAQ_HEAD);
const page = text('pages', PAGE_HEAD);

/** The default texts every case starts from: two questions and the terms with two headings. */
const BASE = [faq('01-logge-inn', '\nKlikk på Logg inn.\n'), faq('02-glemt-passord', '\nBruk «Glemt passord».\n'), page('vilkaar', '\n## Avtalen\n\nTekst.\n\n## Angrerett\n\nTekst.\n')];

const problemsOf = (...files: ContentFile[]) => checkContent([...BASE, ...files]).map(formatProblem);

describe('linkProblem', () => {
  const anchors: SiteAnchors = new Map([
    ['/kundeservice', new Set(['logge-inn', 'glemt-passord'])],
    ['/vilkaar', new Set(['avtalen', 'angrerett'])],
  ]);
  test.each([
    ['/koble-bruker', undefined],
    ['/koble-bruker/', undefined],
    ['/bestill-abonnement?kampanje=sommer', undefined],
    ['/betal-faktura/1000123', undefined],
    ['/vilkaar/bedrift', undefined],
    ['/order-timeout', undefined],
    ['/t/kundeservice', undefined],
    ['/kundeservice#glemt-passord', undefined],
    ['/vilkaar#angrerett', undefined],
    ['#angrerett', undefined],
    ['https://www.adressa.no/', undefined],
    ['mailto:kundeservice@adressa.no', undefined],
    ['tel:+4772000000', undefined],
    ['/koble-brukr', 'no page at /koble-brukr (the pages are the routes in src/domain/routing/routes.ts)'],
    ['/vilkaar/privat', 'no page at /vilkaar/privat (the pages are the routes in src/domain/routing/routes.ts)'],
    ['/kundeservice#glemt', 'no question with the anchor #glemt on /kundeservice (a question\'s anchor is its file name without the number: glemt-passord, logge-inn)'],
    ['/vilkaar#oppsigelse', 'no heading with the id #oppsigelse on /vilkaar (its headings: angrerett, avtalen)'],
    ['#oppsigelse', 'no heading with the id #oppsigelse on this page (its headings: angrerett, avtalen)'],
    ['/endre-profil#navn', '/endre-profil has no anchors to link to: link to the page itself'],
    ['/order-timeout#x', '/order-timeout only redirects, so it has no anchors to link to'],
    ['http://www.adressa.no/', 'a link to another site must use https: write https://www.adressa.no/'],
    ['HTTP://posten.no', 'a link to another site must use https: write https://posten.no'],
    ['//www.adressa.no/', 'a link to another site must say https: write https://www.adressa.no/'],
    ['javascript:alert(1)', '"javascript:" links are not allowed: use https://, mailto: or tel:'],
    ['koble-bruker', 'write a link within the site from its root, like /koble-bruker'],
    ['../vilkaar', 'write a link within the site from its root, like /vilkaar'],
    ['  ', 'the link has no address'],
  ])('%s', (url, problem) => {
    expect(linkProblem(url, '/vilkaar', anchors)).toBe(problem);
  });
});

describe('checkContent', () => {
  it('passes texts without mistakes', () => {
    expect(problemsOf(faq('03-lenker', '\nSe [vilkårene](/vilkaar#angrerett), [passord](/kundeservice#glemt-passord) og [posten](https://www.posten.no/).\n'))).toEqual([]);
  });

  test.each([
    ['a link to a route that does not exist', faq('03-x', '\nLes [her](/kundesenter).\n'), 'src/content/faq/03-x.md:7: no page at /kundesenter'],
    ['a FAQ anchor that does not exist', faq('03-x', '\nTekst.\n\nSe [svaret](/kundeservice#passord).\n'), 'src/content/faq/03-x.md:9: no question with the anchor #passord'],
    ['http to another site, as a link', faq('03-x', '\n[Posten](http://posten.no)\n'), 'src/content/faq/03-x.md:7: a link to another site must use https: write https://posten.no'],
    ['http to another site, as a bare www address (GFM makes it an http link)', faq('03-x', '\nSe www.posten.no.\n'), 'src/content/faq/03-x.md:7: a link to another site must use https: write https://www.posten.no'],
    ['http to another site, in a reference definition', faq('03-x', '\nSe [Posten][p].\n\n[p]: http://posten.no\n'), 'src/content/faq/03-x.md:9: a link to another site must use https'],
    ['http to another site, in raw HTML', faq('03-x', '\nSe\n<a href="http://posten.no">Posten</a>.\n'), 'src/content/faq/03-x.md:8: a link to another site must use https'],
    ['an image over http', faq('03-x', '\n![Kart](http://kart.no/a.png)\n'), 'src/content/faq/03-x.md:7: a link to another site must use https'],
    ['a heading level that skips', page('personvern', '\n## Hva\n\n#### Detaljer\n'), 'src/content/pages/personvern.md:9: heading level skips from h2 to h4: use ### (h3) here'],
    ['an h1 in a page text', page('personvern', '\n# Personvern\n'), "src/content/pages/personvern.md:7: heading level h1 is too high here: the page's title is its h1, so start at ## (h2)"],
    ['an h2 in a FAQ answer', faq('03-x', '\n## Svar\n\nTekst.\n'), "src/content/faq/03-x.md:7: heading level h2 is too high here: the answer sits under its category's h2, so start at ### (h3)"],
    ['an empty FAQ answer', faq('03-x', '\n\n'), 'src/content/faq/03-x.md:6: the answer is empty: write it below the frontmatter'],
    ['a FAQ answer that is only a comment', faq('03-x', '\n<!-- kommer -->\n'), 'src/content/faq/03-x.md:6: the answer is empty'],
    ['a question without a question mark', faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan"\ncategory: "Abonnement"\norder: 3\n---\n'), 'src/content/faq/03-x.md:2: frontmatter field "question": Invalid string: must end with "?"'],
    ['an unknown category', faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\norder: 3\ncategory: "Annet"\n---\n'), 'src/content/faq/03-x.md:4: frontmatter field "category": Invalid option'],
    ['a missing field, on the opening line', faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\n---\n'), 'src/content/faq/03-x.md:1: frontmatter field "order": Invalid input: expected number, received undefined'],
    ['frontmatter that is not YAML', page('personvern', '\nTekst.\n', 'default', '---\ntitle: "Personvern\ndescription: x\n---\n'), 'src/content/pages/personvern.md:3: frontmatter is not valid YAML'],
    ['no frontmatter at all', page('personvern', 'Tekst.\n', 'default', ''), 'src/content/pages/personvern.md:1: no frontmatter'],
    ['two questions with one anchor', faq('12-glemt-passord', '\nTekst.\n'), 'src/content/faq/12-glemt-passord.md:1: another question has the anchor #glemt-passord too (src/content/faq/02-glemt-passord.md): rename one file'],
    ["a title's page text that replaces nothing", page('vilkar', '\nTekst.\n', 'adressa'), 'publications/adressa/content/pages/vilkar.md:1: no page shows a text named "vilkar"'],
  ])('reports %s with its file and line', (_what, file, expected) => {
    const problems = problemsOf(file);
    expect(problems.some((problem) => problem.startsWith(expected)), problems.join('\n')).toBe(true);
  });

  it("checks a default text's links against each title's own texts too", () => {
    const linking = faq('03-angre', '\nSe [angreretten](/vilkaar#angrerett).\n');
    // adressa's terms have no heading "Angrerett", so the default question's link breaks on adressa's site only.
    const problems = problemsOf(linking, page('vilkaar', '\n## Avtalen\n\nTekst.\n', 'adressa'));
    expect(problems).toEqual([
      'src/content/faq/03-angre.md:7: no heading with the id #angrerett on /vilkaar (its headings: avtalen) (on the site of adressa, whose own texts replace some defaults)',
    ]);
  });

  it('says a broken link every site shares once, without naming a title', () => {
    expect(problemsOf(faq('03-x', '\nSe [her](/kundesenter).\n'), faq('90-hytte', '\nTekst.\n', 'adressa'))).toEqual([
      'src/content/faq/03-x.md:7: no page at /kundesenter (the pages are the routes in src/domain/routing/routes.ts)',
    ]);
  });

  it("resolves a title's links against its own questions", () => {
    const own = faq('90-hytte', '\nSe [omlegging](/kundeservice#hytte-tips).\n', 'adressa');
    expect(problemsOf(own)).toEqual(['publications/adressa/content/faq/90-hytte.md:7: no question with the anchor #hytte-tips on /kundeservice (a question\'s anchor is its file name without the number: glemt-passord, hytte, logge-inn)']);
    expect(problemsOf(own, faq('91-hytte-tips', '\nTekst.\n', 'adressa'))).toEqual([]);
  });
});

describe("the repository's texts", () => {
  it('have no problems', async () => {
    expect((await contentProblems(ROOT)).map(formatProblem)).toEqual([]);
  });
});
