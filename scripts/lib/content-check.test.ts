// The content checks as an editor meets them: each kind of mistake in a text, the file and line it is reported on,
// and the repository's own texts passing.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import {
  checkContent,
  contentProblems,
  formatProblem,
  linkProblem,
  type Collection,
  type ContentFile,
  type SiteAnchors,
} from './content-check.ts';
import { ROOT } from './titles.ts';

const FAQ_HEAD = '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\norder: 1\n---\n';
const PAGE_HEAD = '---\ntitle: "Vilkår"\ndescription: "Om vilkårene."\nupdated: 2026-11-01\n---\n';

/** A text of `collection`, the default's or a title's, with a frontmatter that passes unless another is given. */
const text =
  (collection: Collection, passing: string) =>
  (name: string, body: string, owner = 'default', frontmatter = passing): ContentFile => ({
    path:
      owner === 'default'
        ? `src/content/${collection}/${name}.md`
        : `publications/${owner}/content/${collection}/${name}.md`,
    owner,
    collection,
    name,
    text: frontmatter + body,
  });
const faq = text('faq', FAQ_HEAD);
const page = text('pages', PAGE_HEAD);

/** The default texts every case starts from: two questions and the terms with two headings. */
const BASE = [
  faq('01-logge-inn', '\nKlikk på Logg inn.\n'),
  faq('02-glemt-passord', '\nBruk «Glemt passord».\n'),
  page('vilkaar', '\n## Avtalen\n\nTekst.\n\n## Angrerett\n\nTekst.\n'),
];

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
    [
      '/koble-brukr',
      'no page at /koble-brukr: did you mean /koble-bruker? (the pages are the routes in src/domain/routing/routes.ts)',
    ],
    [
      '/kundesenter',
      'no page at /kundesenter: did you mean /kundeservice? (the pages are the routes in src/domain/routing/routes.ts)',
    ],
    [
      '/vilkaar/privat',
      'no page at /vilkaar/privat: did you mean /vilkaar/bedrift? (the pages are the routes in src/domain/routing/routes.ts)',
    ],
    ['/profil', 'no page at /profil (the pages are the routes in src/domain/routing/routes.ts)'],
    // Pasted from Word: the address looks right, and would be /vilkaar%C2%A0 on every site.
    [
      '/vilkaar\u00a0',
      "the link's address has a non-breaking space in it (pasted from Word or a web page?), so it would go to /vilkaar%C2%A0, which no site has: delete the address and type it again: /vilkaar",
    ],
    [
      '/vil\u00adkaar',
      "the link's address has a soft hyphen in it (pasted from Word or a web page?), so it would go to /vil%C2%ADkaar, which no site has: delete the address and type it again: /vilkaar",
    ],
    [
      'https://www.posten.no/\u200b',
      "the link's address has a zero-width space in it (pasted from Word or a web page?), so it would go to https://www.posten.no/%E2%80%8B, which no site has: delete the address and type it again: https://www.posten.no/",
    ],
    [
      '/kundeservice#glemt',
      "no question with the anchor #glemt on /kundeservice (a question's anchor is its file name without the number: glemt-passord, logge-inn)",
    ],
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
    expect(
      problemsOf(
        faq(
          '03-lenker',
          '\nSe [vilkårene](/vilkaar#angrerett), [passord](/kundeservice#glemt-passord) og [posten](https://www.posten.no/).\n',
        ),
      ),
    ).toEqual([]);
  });

  test.each([
    [
      'a link to a route that does not exist',
      faq('03-x', '\nLes [her](/kundesenter).\n'),
      'src/content/faq/03-x.md:7: no page at /kundesenter',
    ],
    [
      'a FAQ anchor that does not exist',
      faq('03-x', '\nTekst.\n\nSe [svaret](/kundeservice#passord).\n'),
      'src/content/faq/03-x.md:9: no question with the anchor #passord',
    ],
    [
      'http to another site, as a link',
      faq('03-x', '\n[Posten](http://posten.no)\n'),
      'src/content/faq/03-x.md:7: a link to another site must use https: write https://posten.no',
    ],
    [
      'http to another site, as a bare www address (GFM makes it an http link)',
      faq('03-x', '\nSe www.posten.no.\n'),
      'src/content/faq/03-x.md:7: a link to another site must use https: write https://www.posten.no',
    ],
    [
      'http to another site, in a reference definition',
      faq('03-x', '\nSe [Posten][p].\n\n[p]: http://posten.no\n'),
      'src/content/faq/03-x.md:9: a link to another site must use https',
    ],
    [
      'http to another site, in raw HTML',
      faq('03-x', '\nSe\n<a href="http://posten.no">Posten</a>.\n'),
      'src/content/faq/03-x.md:8: a link to another site must use https',
    ],
    [
      "an image from another site, which the sites' CSP blocks",
      faq('03-x', '\n![Kart](https://kart.no/a.png)\n'),
      "src/content/faq/03-x.md:7: an image from another site is blocked on every site: the sites' Content-Security-Policy lets a page show images only from the site itself (img-src 'self' data:)",
    ],
    [
      'an image over http',
      faq('03-x', '\n![Kart](http://kart.no/a.png)\n'),
      'src/content/faq/03-x.md:7: an image from another site is blocked on every site',
    ],
    [
      'a local image, which no site publishes',
      faq('03-x', '\n![Kart](/bilder/kart.png)\n'),
      'src/content/faq/03-x.md:7: a text cannot show an image: the sites publish no images from the texts',
    ],
    [
      'an <img> in raw HTML',
      faq('03-x', '\n<img src="https://kart.no/a.png" alt="Kart">\n'),
      "src/content/faq/03-x.md:7: HTML is not allowed in a text, only markdown: <img> is left out of the page; a text cannot show an image: the sites' Content-Security-Policy blocks images",
    ],
    [
      'a non-breaking space in a link target',
      faq('03-x', '\nLes [vilkårene](/vilkaar\u00a0).\n'),
      "src/content/faq/03-x.md:7: the link's address has a non-breaking space in it (pasted from Word or a web page?), so it would go to /vilkaar%C2%A0",
    ],
    [
      'a soft hyphen in a word',
      faq('03-x', '\nTekst.\n\nAbon\u00adnement.\n'),
      'src/content/faq/03-x.md:9: the line has a soft hyphen, invisible here (pasted from Word or a web page?), in "Abonnement": the site would carry it',
    ],
    [
      'a zero-width space in a word',
      faq('03-x', '\nData\u200bvern.\n'),
      'src/content/faq/03-x.md:7: the line has a zero-width space, invisible here (pasted from Word or a web page?), in "Datavern"',
    ],
    [
      'a zero-width joiner in the frontmatter',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvor\u200ddan?"\ncategory: "Abonnement"\norder: 3\n---\n'),
      'src/content/faq/03-x.md:2: the line has a zero-width joiner',
    ],
    [
      '### and a non-breaking space, which shows as text',
      page('personvern', '\n##\u00a0Hva\n\nTekst.\n'),
      'src/content/pages/personvern.md:7: the line starts like a heading (##), but the space after ## is a non-breaking space (pasted from Word?), so the page shows "##\u00a0Hva" as text: replace it with an ordinary space',
    ],
    [
      'a list item with a non-breaking space',
      faq('03-x', '\n-\u00a0punkt\n'),
      'src/content/faq/03-x.md:7: the line starts like a list item (-), but the space after - is a non-breaking space',
    ],
    [
      'a frontmatter value in typographic quotes',
      page(
        'personvern',
        '\nTekst.\n',
        'default',
        '---\ntitle: “Personvern”\ndescription: "Om."\nupdated: 2026-11-01\n---\n',
      ),
      'src/content/pages/personvern.md:2: frontmatter field "title": the value is in typographic quotes (“…”, as Word writes them), which become part of it: write title: "Personvern" with straight quotes',
    ],
    [
      'a category in typographic quotes, named as the cause',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncategory: ‘Abonnement’\norder: 3\n---\n'),
      'src/content/faq/03-x.md:3: frontmatter field "category": the value is in typographic quotes (‘…’, as Word writes them), which become part of it: write category: "Abonnement" with straight quotes',
    ],
    [
      'a heading level that skips',
      page('personvern', '\n## Hva\n\n#### Detaljer\n'),
      'src/content/pages/personvern.md:9: heading level skips from h2 to h4: use ### (h3) here',
    ],
    [
      'an h1 in a page text',
      page('personvern', '\n# Personvern\n'),
      "src/content/pages/personvern.md:7: heading level h1 is too high here: the page's title is its h1, so start at ## (h2)",
    ],
    [
      'an h2 in a FAQ answer',
      faq('03-x', '\n## Svar\n\nTekst.\n'),
      "src/content/faq/03-x.md:7: heading level h2 is too high here: the answer sits under its category's h2, so start at ### (h3)",
    ],
    [
      'an empty FAQ answer',
      faq('03-x', '\n\n'),
      'src/content/faq/03-x.md:6: the answer is empty: write it below the frontmatter',
    ],
    [
      'a FAQ answer that is only a comment',
      faq('03-x', '\n<!-- kommer -->\n'),
      'src/content/faq/03-x.md:6: the answer is empty',
    ],
    [
      'a question without a question mark',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan"\ncategory: "Abonnement"\norder: 3\n---\n'),
      'src/content/faq/03-x.md:2: frontmatter field "question": Invalid string: must end with "?"',
    ],
    [
      'an unknown category',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\norder: 3\ncategory: "Annet"\n---\n'),
      'src/content/faq/03-x.md:4: frontmatter field "category": Invalid option',
    ],
    [
      'a missing field, on the opening line',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\n---\n'),
      'src/content/faq/03-x.md:1: frontmatter field "order" is missing: add a line order: 10 (a number: lower comes first)',
    ],
    [
      'a missing category, with its choices',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\norder: 3\n---\n'),
      'src/content/faq/03-x.md:1: frontmatter field "category" is missing: add a line category: Abonnement (one of Abonnement, Betaling, Levering, Innlogging og bruker, Familie og bedrift)',
    ],
    [
      'a misspelt field, on its own line',
      faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncatgory: "Abonnement"\norder: 3\n---\n'),
      'src/content/faq/03-x.md:3: frontmatter field "catgory" is not one a text has: did you mean "category"? Write category: "Abonnement"',
    ],
    [
      'a misspelt field, mended with the value typed',
      page(
        'personvern',
        '\nTekst.\n',
        'default',
        '---\ntitel: "Personvern"\ndescription: "Om."\nupdated: 2026-11-01\n---\n',
      ),
      'src/content/pages/personvern.md:2: frontmatter field "titel" is not one a text has: did you mean "title"? Write title: "Personvern"',
    ],
    [
      'a field no text has',
      faq(
        '03-x',
        '\nTekst.\n',
        'default',
        '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\norder: 3\nforfatter: Kari\n---\n',
      ),
      'src/content/faq/03-x.md:5: frontmatter field "forfatter" is not one a text has (its fields: question, category, order, lang): remove the line',
    ],
    [
      'a script in an answer',
      faq('03-x', '\nTekst.\n\n<script>alert(1)</script>\n'),
      'src/content/faq/03-x.md:9: HTML is not allowed in a text, only markdown: <script> is left out of the page; a text cannot run code',
    ],
    [
      'an event handler in an answer',
      faq('03-x', '\nTrykk <b onclick="steal()">her</b>.\n'),
      'src/content/faq/03-x.md:7: HTML is not allowed in a text, only markdown: <b> carrying an event handler (on…=) is left out of the page; write **fet**',
    ],
    [
      'an iframe in a page',
      page('personvern', '\nTekst.\n\n<iframe src="https://evil.example/"></iframe>\n'),
      'src/content/pages/personvern.md:9: HTML is not allowed in a text, only markdown: <iframe> is left out of the page; a text cannot embed another page: link to it',
    ],
    [
      'a form in a page',
      page('personvern', '\n<form action="https://evil.example/">\n<input name="kort">\n</form>\n'),
      'src/content/pages/personvern.md:8: HTML is not allowed in a text, only markdown: <input> is left out of the page; a text cannot hold a form',
    ],
    [
      'a style that breaks the page',
      faq('03-x', '\n<div style="position:fixed;inset:0">Tekst</div>\n'),
      'src/content/faq/03-x.md:7: HTML is not allowed in a text, only markdown: <div> carrying a style is left out of the page',
    ],
    [
      'frontmatter that is not YAML',
      page('personvern', '\nTekst.\n', 'default', '---\ntitle: "Personvern\ndescription: x\n---\n'),
      'src/content/pages/personvern.md:3: frontmatter is not valid YAML',
    ],
    [
      'no frontmatter at all',
      page('personvern', 'Tekst.\n', 'default', ''),
      'src/content/pages/personvern.md:1: no frontmatter',
    ],
    [
      'two questions with one anchor',
      faq('12-glemt-passord', '\nTekst.\n'),
      'src/content/faq/12-glemt-passord.md:1: another question has the anchor #glemt-passord too (src/content/faq/02-glemt-passord.md): rename one file',
    ],
    [
      "a title's page text that replaces nothing",
      page('vilkar', '\nTekst.\n', 'adressa'),
      'publications/adressa/content/pages/vilkar.md:1: no page shows a text named "vilkar"',
    ],
  ])('reports %s with its file and line', (_what, file, expected) => {
    const problems = problemsOf(file);
    expect(
      problems.some((problem) => problem.startsWith(expected)),
      problems.join('\n'),
    ).toBe(true);
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
      'src/content/faq/03-x.md:7: no page at /kundesenter: did you mean /kundeservice? (the pages are the routes in src/domain/routing/routes.ts)',
    ]);
  });

  it("resolves a title's links against its own questions", () => {
    const own = faq('90-hytte', '\nSe [omlegging](/kundeservice#hytte-tips).\n', 'adressa');
    expect(problemsOf(own)).toEqual([
      "publications/adressa/content/faq/90-hytte.md:7: no question with the anchor #hytte-tips on /kundeservice (a question's anchor is its file name without the number: glemt-passord, hytte, logge-inn)",
    ]);
    expect(problemsOf(own, faq('91-hytte-tips', '\nTekst.\n', 'adressa'))).toEqual([]);
  });
});

describe('the check names a mistake once, and the one that matters', () => {
  it('says a missing opening --- as that, not as a heading', () => {
    expect(
      problemsOf(faq('03-x', 'question: "Hvordan?"\ncategory: "Abonnement"\norder: 3\n---\n\nTekst.\n', 'default', '')),
    ).toEqual([
      'src/content/faq/03-x.md:1: the opening --- line is missing: the text must start with a line of three dashes, ---, above its fields',
    ]);
  });

  it("says a value in typographic quotes once, as the cause, not as the schema's complaint", () => {
    expect(
      problemsOf(
        faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\norder: “3”\n---\n'),
      ),
    ).toEqual([
      'src/content/faq/03-x.md:4: frontmatter field "order": the value is in typographic quotes (“…”, as Word writes them), which become part of it: write order: "3" with straight quotes',
    ]);
  });

  it("says an invisible character in a link once, as the link's, and a non-breaking space in running text not at all", () => {
    expect(problemsOf(faq('03-x', '\nLes [vilkårene](/vilkaar\u200b) for kr\u00a099.\n'))).toEqual([
      "src/content/faq/03-x.md:7: the link's address has a zero-width space in it (pasted from Word or a web page?), so it would go to /vilkaar%E2%80%8B, which no site has: delete the address and type it again: /vilkaar",
    ]);
  });

  it('says a misspelt field once, where it is', () => {
    expect(
      problemsOf(
        faq('03-x', '\nTekst.\n', 'default', '---\nquestion: "Hvordan?"\ncatgory: "Abonnement"\norder: 3\n---\n'),
      ),
    ).toHaveLength(1);
  });

  it("counts one broken link in a default text once, though a title's own questions change its list of anchors", () => {
    const problems = problemsOf(
      faq('03-x', '\nSe [svaret](/kundeservice#passord).\n'),
      faq('90-hytte', '\nTekst.\n', 'adressa'),
    );
    expect(problems).toEqual([
      "src/content/faq/03-x.md:7: no question with the anchor #passord on /kundeservice (a question's anchor is its file name without the number: glemt-passord, logge-inn, x)",
    ]);
  });
});

describe('encodingProblems and sizeProblems', () => {
  const latin1 = Buffer.from(
    '---\nquestion: "Hvordan?"\ncategory: "Abonnement"\norder: 1\n---\n\nHusk å sjekke søppelpost.\n',
    'latin1',
  );
  const file = (bytes: Buffer): ContentFile => ({
    path: 'src/content/faq/03-x.md',
    owner: 'default',
    collection: 'faq',
    name: '03-x',
    bytes,
    text: bytes.toString('utf8'),
  });

  it('refuses a file that is not UTF-8 at the line of its first bad byte', () => {
    expect(checkContent([...BASE, file(latin1)]).map(formatProblem)).toEqual([
      'src/content/faq/03-x.md:7: the file is not UTF-8 (saved as Latin-1 or Windows-1252?), so "Husk \uFFFD sjekke s\uFFFDppelpost." would show on the site: save it again as UTF-8 (in VS Code: "Save with Encoding", then UTF-8) and write the lost letters (æ, ø, å) again',
    ]);
    expect(checkContent([...BASE, file(Buffer.from(latin1.toString('latin1'), 'utf8'))])).toEqual([]);
  });

  it('warns of a replacement character in valid UTF-8, and of a very long text', () => {
    const problems = problemsOf(
      faq('03-x', '\nHusk \uFFFD sjekke.\n'),
      faq('04-lang', `\n${'Lang tekst. '.repeat(20_000)}\n`),
    );
    expect(problems).toEqual([
      'src/content/faq/03-x.md:7: warning: the text has the replacement character \uFFFD, a letter lost when it was copied or converted: write the letter again',
      'src/content/faq/04-lang.md:1: warning: the text is 234 KB (more than 100 KB): every page view loads it all, so split it or shorten it',
    ]);
  });
});

describe('contentProblems on a folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'minside-content-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };
    await write('src/content/faq/01-logge-inn.md', `${FAQ_HEAD}\nKlikk på Logg inn.\n`);
    await write('publications/fjordenestidende/title.json', '{}');
    await write(
      'publications/fjordenestidende/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><text>FT</text></svg>',
    );
    await write('publications/fjordenestidene/content/faq/90-lokalt.md', `${FAQ_HEAD}\nTekst.\n`);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses a text folder that names no title, suggesting the nearest, and warns of a logo without a viewBox', async () => {
    expect((await contentProblems(root)).map(formatProblem)).toEqual([
      'publications/fjordenestidende/logo.svg:1: warning: the logo has no viewBox, so a browser draws it at its own size instead of scaling it to the header: add viewBox="0 0 W H" with its width and height',
      "publications/fjordenestidene/:1: no title.json here, so this folder is no title's and the build cannot read it: did you mean publications/fjordenestidende/? Move its files there",
    ]);
  });
});

describe("the repository's texts", () => {
  it('have no problems', async () => {
    expect((await contentProblems(ROOT)).map(formatProblem)).toEqual([]);
  });
});
