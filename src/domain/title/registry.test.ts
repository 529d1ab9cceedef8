import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';
import type { TitleConfig } from './title-config.ts';
import {
  findTitle,
  PANEL_SURFACE,
  parseTitles,
  portalTitles,
  TitleConfigError,
  type RawTitleEntry,
} from './registry.ts';

type Fields = Record<string, unknown>;

interface Overrides {
  /** Top-level fields; a value of `undefined` removes the field. */
  top?: Fields;
  brand?: Fields;
  colours?: Fields;
}

function withoutUndefined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A minimal valid raw title entry (only required fields), with overrides. */
function rawTitle(overrides: Overrides = {}): Fields {
  return withoutUndefined({
    newsroom: 'adressa',
    publication: 'adressa',
    name: 'Adresseavisen',
    group: 'aag',
    titleCode: 'ADR',
    pulseProvider: 'adressa',
    sourcepointId: 1048,
    sourcepointPmId: 830001,
    ...overrides.top,
    brand: withoutUndefined({
      titleDomain: 'www.adressa.no',
      pageUrl: 'https://www.adressa.no/',
      // Each title's own, as the registry asks.
      minsideUrl: `https://minside.${(overrides.top?.publication as string | undefined) ?? 'adressa'}.no/`,
      customerCenterPhoneNumber: '07200 00 01',
      customerCenterEmail: 'kundeservice@adressa.no',
      organizationNumber: '900 079 192',
      companyName: 'Adresseavisen AS',
      postalAddress: 'Postboks 2500 Sluppen, 7004 Trondheim',
      spidCredential: { clientId: '4bdfb1a29ae76c8b04385447' },
      ...overrides.brand,
      colours: withoutUndefined({
        primary: '#0b2a4a',
        onPrimary: '#ffffff',
        accent: '#0a5aa8',
        onAccent: '#ffffff',
        ...overrides.colours,
      }),
    }),
  });
}

function entry(overrides: Overrides = {}, source = 'publications/adressa/title.json'): RawTitleEntry {
  return { source, data: rawTitle(overrides) };
}

function parseOne(overrides: Overrides = {}): TitleConfig {
  const [title] = parseTitles([entry(overrides)]);
  if (!title) throw new Error('parseTitles returned no title');
  return title;
}

/** The single error parseTitles throws for `entries`. */
function configError(entries: RawTitleEntry[]): TitleConfigError {
  try {
    parseTitles(entries);
  } catch (error) {
    if (error instanceof TitleConfigError) return error;
    throw error;
  }
  throw new Error('expected parseTitles to throw a TitleConfigError');
}

/** The problem lines of an error message (`- ...`). */
function problems(error: Error): string[] {
  return error.message
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
}

describe('parseTitles: defaults', () => {
  const title = parseOne();

  test.each<[string, (t: TitleConfig) => unknown, unknown]>([
    ['language', (t) => t.language, 'nb'],
    ['streamNewsroom (the publication slug)', (t) => t.streamNewsroom, 'adressa'],
    ['baseUrl ({publication}.no)', (t) => t.baseUrl, 'adressa.no'],
    ['playSubdomain', (t) => t.playSubdomain, 'tv'],
    ['hasPlay', (t) => t.hasPlay, false],
    ['hasNtbLiveLicense', (t) => t.hasNtbLiveLicense, false],
    ['hasVgLiveLicense', (t) => t.hasVgLiveLicense, false],
    ['hideEditorResponsibilityMark', (t) => t.hideEditorResponsibilityMark, false],
    ['hasPulse', (t) => t.hasPulse, true],
    ['deliveryCutOff', (t) => t.deliveryCutOff, '12:00'],
    ['brand.htmlClass (the publication slug)', (t) => t.brand.htmlClass, 'adressa'],
    ['brand.colours.background', (t) => t.brand.colours.background, '#ffffff'],
    ['brand.colours.text', (t) => t.brand.colours.text, '#1a1a1a'],
    ['playBaseUrl (no play)', (t) => t.playBaseUrl, undefined],
  ])('%s defaults', (_field, read, expected) => {
    expect(read(title)).toBe(expected);
  });

  it('derives defaults from the publication slug of each entry', () => {
    const other = parseOne({ top: { publication: 'nordlys', newsroom: 'nordlys' } });
    expect(other.streamNewsroom).toBe('nordlys');
    expect(other.baseUrl).toBe('nordlys.no');
    expect(other.brand.htmlClass).toBe('nordlys');
  });

  test.each<[string, Overrides, (t: TitleConfig) => unknown, unknown]>([
    ['language', { top: { language: 'nn' } }, (t) => t.language, 'nn'],
    ['streamNewsroom', { top: { streamNewsroom: 'adresseavisen' } }, (t) => t.streamNewsroom, 'adresseavisen'],
    ['baseUrl', { top: { baseUrl: 'sandbox.example.com' } }, (t) => t.baseUrl, 'sandbox.example.com'],
    ['hasPulse', { top: { hasPulse: false } }, (t) => t.hasPulse, false],
    ['hasNtbLiveLicense', { top: { hasNtbLiveLicense: true } }, (t) => t.hasNtbLiveLicense, true],
    ['hasVgLiveLicense', { top: { hasVgLiveLicense: true } }, (t) => t.hasVgLiveLicense, true],
    [
      'hideEditorResponsibilityMark',
      { top: { hideEditorResponsibilityMark: true } },
      (t) => t.hideEditorResponsibilityMark,
      true,
    ],
    ['deliveryCutOff', { top: { deliveryCutOff: '14:30' } }, (t) => t.deliveryCutOff, '14:30'],
    ['brand.htmlClass', { brand: { htmlClass: 'adressa-special' } }, (t) => t.brand.htmlClass, 'adressa-special'],
    ['brand.colours.background', { colours: { background: '#fafafa' } }, (t) => t.brand.colours.background, '#fafafa'],
    ['brand.colours.text', { colours: { text: '#000000' } }, (t) => t.brand.colours.text, '#000000'],
  ])('a given %s wins over the default', (_field, overrides, read, expected) => {
    expect(read(parseOne(overrides))).toBe(expected);
  });
});

describe('parseTitles: playBaseUrl', () => {
  test.each<[string, Overrides, string | undefined]>([
    ['www part replaced by tv', { top: { hasPlay: true } }, 'https://tv.adressa.no/'],
    ['playSubdomain play', { top: { hasPlay: true, playSubdomain: 'play' } }, 'https://play.adressa.no/'],
    [
      'page URL without www',
      { top: { hasPlay: true }, brand: { pageUrl: 'https://adressa.no/nyheter' } },
      'https://tv.adressa.no/',
    ],
    ['no play', { top: { hasPlay: false, playSubdomain: 'play' } }, undefined],
  ])('%s', (_case, overrides, expected) => {
    expect(parseOne(overrides).playBaseUrl).toBe(expected);
  });
});

describe('findTitle', () => {
  const titles = parseTitles([
    entry(),
    entry({ top: { publication: 'nordlys', name: 'Nordlys', titleCode: 'NOR' } }, 'publications/nordlys/title.json'),
    entry({ top: { publication: 'sandbox', name: 'Sandkasse', titleCode: '' } }, 'publications/sandbox/title.json'),
  ]);

  test.each([
    ['ADR', 'adressa'],
    ['adr', 'adressa'],
    ['Adr', 'adressa'],
    ['NOR', 'nordlys'],
    ['nor', 'nordlys'],
  ])('%s finds %s', (code, publication) => {
    expect(findTitle(titles, code).publication).toBe(publication);
  });

  it('prefers an exact match over the upper-case match', () => {
    const adr = findTitle(titles, 'ADR');
    // The schema only allows upper-case codes, so a lower-case code can only come from a hand-built list.
    const lower: TitleConfig = { ...adr, publication: 'lower', titleCode: 'adr' };
    expect(findTitle([adr, lower], 'adr')).toBe(lower);
    expect(findTitle([lower, adr], 'ADR')).toBe(adr);
  });

  it('throws for an unknown code, naming the code', () => {
    expect(() => findTitle(titles, 'XYZ')).toThrow(TitleConfigError);
    expect(() => findTitle(titles, 'XYZ')).toThrow(/^No publication config found for titleCode XYZ$/);
  });

  it('never matches a title without a code (the sandbox) for an empty code', () => {
    expect(() => findTitle(titles, '')).toThrow(TitleConfigError);
  });
});

describe('portalTitles', () => {
  it('keeps every title with a code and drops the ones without', () => {
    const titles = parseTitles([
      entry(),
      entry({ top: { publication: 'sandbox', name: 'Sandkasse', titleCode: '' } }, 'publications/sandbox/title.json'),
      entry({ top: { publication: 'debatt', name: 'Debatt', titleCode: '' } }, 'publications/debatt/title.json'),
    ]);
    expect(portalTitles(titles).map((t) => t.publication)).toEqual(['adressa']);
  });
});

describe('parseTitles: schema errors', () => {
  const source = 'publications/adressa/title.json';

  test.each<[string, Overrides, string, string]>([
    [
      'brand.customerCenterEmail',
      { brand: { customerCenterEmail: 'not-an-email' } },
      'an e-mail address',
      '"not-an-email"',
    ],
    ['group', { top: { group: 'xyz' } }, '"aag"', '"xyz"'],
    ['group', { top: { group: undefined } }, 'group', 'nothing'],
    ['titleCode', { top: { titleCode: 'adr' } }, 'two to four upper-case letters, or empty', '"adr"'],
    ['titleCode', { top: { titleCode: 'ADRES' } }, 'two to four upper-case letters, or empty', '"ADRES"'],
    ['publication', { top: { publication: 'Adressa' } }, 'a lower-case slug', '"Adressa"'],
    ['sourcepointId', { top: { sourcepointId: '1048' } }, 'number', '"1048"'],
    ['language', { top: { language: 'en' } }, '"nb"', '"en"'],
    ['baseUrl', { top: { baseUrl: 'https://adressa.no' } }, 'a host name', '"https://adressa.no"'],
    ['brand.pageUrl', { brand: { pageUrl: 'http://www.adressa.no/' } }, 'an https:// URL', '"http://www.adressa.no/"'],
    [
      'brand.organizationNumber',
      { brand: { organizationNumber: '12345' } },
      'a nine-digit organisation number',
      '"12345"',
    ],
    ['brand.postalAddress', { brand: { postalAddress: 'Trondheim' } }, 'a postal address', '"Trondheim"'],
    ['brand.spidCredential.clientId', { brand: { spidCredential: { clientId: '' } } }, 'a client id', '""'],
    ['brand.colours.primary', { colours: { primary: 'blue' } }, 'a hex colour', '"blue"'],
    ['deliveryCutOff', { top: { deliveryCutOff: '24:00' } }, 'a 24-hour time such as 12:00', '"24:00"'],
    ['deliveryCutOff', { top: { deliveryCutOff: '9:00' } }, 'a 24-hour time such as 12:00', '"9:00"'],
  ])('%s: names title, file, field, expected and found (%#)', (field, overrides, expected, found) => {
    const error = configError([entry(overrides)]);
    expect(error.name).toBe('TitleConfigError');
    const lines = problems(error);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toContain(`Adresseavisen (${source})`);
    expect(line).toContain(`field "${field}"`);
    expect(line).toContain(`expected `);
    expect(line).toContain(expected);
    expect(line).toContain(`found ${found}`);
  });

  it('lists every broken field of every entry in one error', () => {
    const error = configError([
      entry({ brand: { customerCenterEmail: 'nope' }, top: { group: 'zzz', titleCode: 'x' } }),
      entry(
        { top: { publication: 'nordlys', name: 'Nordlys', titleCode: 'NOR', sourcepointPmId: null } },
        'publications/nordlys/title.json',
      ),
    ]);
    const lines = problems(error);
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Adresseavisen \(publications\/adressa\/title\.json\): field "brand\.customerCenterEmail": expected .*, found "nope"$/,
        ),
        expect.stringMatching(
          /^Adresseavisen \(publications\/adressa\/title\.json\): field "group": expected .*, found "zzz"$/,
        ),
        expect.stringMatching(
          /^Adresseavisen \(publications\/adressa\/title\.json\): field "titleCode": expected .*, found "x"$/,
        ),
        expect.stringMatching(
          /^Nordlys \(publications\/nordlys\/title\.json\): field "sourcepointPmId": expected .*, found null$/,
        ),
      ]),
    );
  });

  it('names just the file when the entry has no name', () => {
    const error = configError([entry({ top: { name: undefined } })]);
    expect(problems(error)).toEqual([
      expect.stringMatching(/^publications\/adressa\/title\.json: field "name": expected .*, found nothing$/),
    ]);
  });

  it('reports an entry that is not an object', () => {
    const error = configError([{ source, data: 'adressa' }]);
    expect(problems(error)).toEqual([
      expect.stringMatching(/^publications\/adressa\/title\.json: field "\(entry\)": expected .*, found "adressa"$/),
    ]);
  });

  test.each<[string, Fields, Fields, string]>([
    ['titleCode', { titleCode: 'ADR' }, {}, 'ADR'],
    ['publication', { publication: 'adressa' }, {}, 'adressa'],
    ['name', { name: 'adresseavisen' }, {}, 'adresseavisen'],
    ['brand.minsideUrl', {}, { minsideUrl: 'https://MINSIDE.adressa.no/ny/' }, 'https://MINSIDE.adressa.no/ny/'],
  ])('reports a %s two titles share', (field, shared, brand, value) => {
    const error = configError([
      entry({ top: { publication: 'adressa', titleCode: 'ADR' } }),
      entry(
        {
          top: { publication: 'adressa-kopi', name: 'Adressa kopi', titleCode: 'ADK', ...shared },
          brand: { minsideUrl: 'https://minside.adressa-kopi.no/', ...brand },
        },
        'publications/adressa-kopi/title.json',
      ),
    ]);
    const lines = problems(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`field "${field}"`);
    expect(lines[0]).toContain('Adresseavisen');
    expect(lines[0]).toContain(field === 'name' ? 'adresseavisen' : 'Adressa kopi');
    expect(lines[0]).toContain(`found "${field === 'brand.minsideUrl' ? 'minside.adressa.no' : value}"`);
  });

  test.each([['XX'], ['VI'], ['RUI'], ['KOF'], ['KUL']])(
    "refuses a title whose code is on the spec's title code lists: %s",
    (code) => {
      const lines = problems(configError([entry({ top: { titleCode: code } })]));
      expect(lines).toEqual([
        `Adresseavisen: field "titleCode": expected a code that is not on the spec's title code lists (XX, VI; RUI; KOF, KUL; not titles of this portal, see src/domain/title/code-lists.ts), found "${code}"`,
      ]);
    },
  );

  it('allows several titles without a code', () => {
    const titles = parseTitles([
      entry({ top: { publication: 'sandbox', name: 'Sandkasse', titleCode: '' } }, 'publications/sandbox/title.json'),
      entry({ top: { publication: 'debatt', name: 'Debatt', titleCode: '' } }, 'publications/debatt/title.json'),
    ]);
    expect(titles).toHaveLength(2);
  });

  it('returns the titles sorted by publication slug', () => {
    const titles = parseTitles([
      entry({ top: { publication: 'nordlys', name: 'Nordlys', titleCode: 'NOR' } }, 'publications/nordlys/title.json'),
      entry(),
    ]);
    expect(titles.map((t) => t.publication)).toEqual(['adressa', 'nordlys']);
  });
});

describe('parseTitles: brand colour contrast', () => {
  test.each<[string, Fields, string, string]>([
    ['header text on the header', { primary: '#ffffff', onPrimary: '#777777' }, 'onPrimary', 'primary'],
    ['button text on buttons', { accent: '#0a5aa8', onAccent: '#3366cc' }, 'onAccent', 'accent'],
    ['links on the page', { accent: '#aaaaaa', onAccent: '#000000' }, 'accent', 'background'],
    ['body text on the page', { text: '#999999' }, 'text', 'background'],
  ])('fails %s below AA, naming title, pair and ratio', (_what, colours, text, background) => {
    const merged = {
      primary: '#0b2a4a',
      onPrimary: '#ffffff',
      accent: '#0a5aa8',
      onAccent: '#ffffff',
      background: '#ffffff',
      text: '#1a1a1a',
      ...colours,
    } as Record<string, string>;
    const ratio = contrastRatio(merged[text]!, merged[background]!).toFixed(2);
    const error = configError([entry({ colours })]);
    // A colour too light on the page's white is too light on the panels' grey as well: that is said apart.
    const lines = problems(error).filter((line) => !line.includes(PANEL_SURFACE));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Adresseavisen');
    expect(lines[0]).toContain(`"${text}"`);
    expect(lines[0]).toContain(`"${background}"`);
    expect(lines[0]).toContain(`${ratio}:1`);
    expect(lines[0]).toContain(`${AA_NORMAL_TEXT}:1`);
  });

  test.each([
    ['links on grey panels', 'accent', '#767676'],
    ['text on grey panels', 'text', '#757575'],
  ])('fails %s below AA, though the colour passes on white', (what, text, colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    const lines = problems(configError([entry({ colours: { [text]: colour } })]));
    expect(lines).toEqual([
      expect.stringContaining(`"${text}" ${colour} on the panels' grey ${PANEL_SURFACE} (${what}`),
    ]);
  });

  it('names the grey that src/styles/portal.css gives the panels', () => {
    expect(readFileSync(new URL('../../styles/portal.css', import.meta.url), 'utf8')).toContain(
      `--surface: ${PANEL_SURFACE};`,
    );
  });

  it('reports #777777 on white as 4.48:1', () => {
    const error = configError([entry({ colours: { primary: '#ffffff', onPrimary: '#777777' } })]);
    expect(error.message).toContain('"onPrimary" #777777 on "primary" #ffffff');
    expect(error.message).toContain('4.48:1');
  });

  it('accepts a pair exactly at or above AA', () => {
    expect(parseOne({ colours: { primary: '#ffffff', onPrimary: '#767676' } }).brand.colours.onPrimary).toBe('#767676');
  });

  test.each([['#ffff'], ['#00000000'], ['#777777ff']])(
    'rejects a colour with alpha (%s), whose contrast cannot be checked',
    (colour) => {
      const error = configError([entry({ colours: { primary: '#ffffff', onPrimary: colour } })]);
      expect(problems(error)).toEqual([expect.stringContaining('field "brand.colours.onPrimary"')]);
    },
  );
});

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#000', '#fff', 21],
    ['#FFFFFF', '#000', 21],
    ['#777777', '#777777', 1],
  ])('%s on %s is %d', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 10);
  });

  it('gives #777777 on white about 4.48, below AA', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('reads 3-digit hex as its 6-digit form', () => {
    expect(contrastRatio('#777', '#fff')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('#0a5', '#fff')).toBe(contrastRatio('#00aa55', '#ffffff'));
  });
});
