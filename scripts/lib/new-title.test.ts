// What `npm run new-title` asks and how it judges the answers: by the registry's own schema, field by field.
import * as v from 'valibot';
import { describe, expect, it, test } from 'vitest';
import { TitleConfigInput } from '../../src/domain/title/title-config.ts';
import { logoImageSize } from '../../src/domain/title/logo-size.ts';
import {
  answerProblem,
  colourProblems,
  faviconSvg,
  LEFT_OUT,
  LEFT_TO_DEFAULTS,
  parseAnswer,
  QUESTIONS,
  slugOf,
  titleJson,
  wordmarkSvg,
  type Answers,
  type Question,
} from './new-title.ts';
import { assertSafeSvg } from './site-files.ts';

const question = (field: string): Question => QUESTIONS.find((q) => q.field === field)!;

/** Every leaf field of the schema, as a dotted path. */
function leaves(schema: { entries?: Record<string, unknown> }, prefix = ''): string[] {
  return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) => {
    const inner =
      (entry as { type: string; wrapped?: unknown }).type === 'optional'
        ? (entry as { wrapped: unknown }).wrapped
        : entry;
    return (inner as { type: string }).type === 'object'
      ? leaves(inner as { entries: Record<string, unknown> }, `${prefix}${key}.`)
      : [`${prefix}${key}`];
  });
}

describe('QUESTIONS', () => {
  it('ask for every field of the title schema but those it leaves to their defaults or out, each once', () => {
    const asked = QUESTIONS.map((q) => q.field);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked, ...LEFT_TO_DEFAULTS, ...LEFT_OUT].sort()).toEqual(leaves(TitleConfigInput).sort());
  });

  it('give every flag once', () => {
    const flags = QUESTIONS.map((q) => q.flag);
    expect(new Set(flags).size).toBe(flags.length);
  });
});

test.each([
  ['Fjordenes Tidende', 'fjordenes-tidende'],
  ['Sykkylvsbladet', 'sykkylvsbladet'],
  ['Østlendingen', 'ostlendingen'],
  ['Ærlige Åndalsnes Avis', 'aerlige-andalsnes-avis'],
  ['  Vikebladet / Vestposten ', 'vikebladet-vestposten'],
  ['Café Nord', 'cafe-nord'],
])('slugOf(%s)', (name, slug) => {
  expect(slugOf(name)).toBe(slug);
});

describe('an answer', () => {
  test.each<[string, string, unknown]>([
    ['titleCode', 'FJP', undefined],
    ['titleCode', 'fjp', 'expected two to four upper-case letters, or empty, found "fjp"'],
    ['group', 'aag', undefined],
    ['group', 'xyz', 'expected ("aag" | "nvl" | "pmve" | "por" | "htg" | "pox" | "pmo"), found "xyz"'],
    ['brand.colours.primary', '#0b2a4a', undefined],
    ['brand.colours.primary', 'navy', 'expected a hex colour such as #1a2b3c, found "navy"'],
    ['brand.pageUrl', 'http://www.fjp.no/', 'expected an https:// URL, found "http://www.fjp.no/"'],
    ['brand.customerCenterEmail', 'kundeservice', 'expected an e-mail address, found "kundeservice"'],
    ['brand.organizationNumber', '999888777', undefined],
    ['sourcepointId', '12', undefined],
    ['sourcepointId', '12a', 'expected a whole number'],
    ['hasPlay', 'ja', undefined],
    ['hasPlay', 'kanskje', 'expected yes or no'],
  ])('%s = %s', (field, raw, problem) => {
    const parsed = parseAnswer(question(field), raw);
    expect(typeof parsed === 'object' ? parsed.problem : answerProblem(question(field), parsed)).toBe(problem);
  });

  it('takes yes and no in English and Norwegian', () => {
    expect(['y', 'Yes', 'j', 'ja', 'true'].map((raw) => parseAnswer(question('hasPlay'), raw))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['n', 'No', 'nei', 'false'].map((raw) => parseAnswer(question('hasPlay'), raw))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

const ANSWERS: Answers = {
  name: 'Fjordposten',
  titleCode: 'FJP',
  publication: 'fjordposten',
  newsroom: 'fjordposten',
  group: 'nvl',
  language: 'nb',
  pulseProvider: 'fjordposten',
  hasPulse: true,
  sourcepointId: 1,
  sourcepointPmId: 2,
  baseUrl: 'fjordposten.no',
  streamNewsroom: 'fjordposten',
  hasPlay: false,
  hasNtbLiveLicense: false,
  hasVgLiveLicense: true,
  hideEditorResponsibilityMark: false,
  'brand.titleDomain': 'www.fjordposten.no',
  'brand.pageUrl': 'https://www.fjordposten.no/',
  'brand.minsideUrl': 'https://minside.fjordposten.no/',
  'brand.customerCenterPhoneNumber': '07200 11 22',
  'brand.customerCenterEmail': 'kundeservice@fjordposten.no',
  'brand.organizationNumber': '999 888 777',
  'brand.companyName': 'Fjordposten AS',
  'brand.postalAddress': 'Postboks 12, 9999 Fjordby',
  'brand.spidCredential.clientId': 'abc',
  'brand.colours.primary': '#0b2a4a',
  'brand.colours.onPrimary': '#ffffff',
  'brand.colours.accent': '#0a5aa8',
  'brand.colours.onAccent': '#ffffff',
  'brand.colours.background': '#ffffff',
  'brand.colours.text': '#1a1a1a',
};

describe('titleJson', () => {
  it('writes the fields in the schema order, leaving out what the registry would fill in the same', () => {
    const json = titleJson(ANSWERS);
    expect(json).toEqual({
      newsroom: 'fjordposten',
      publication: 'fjordposten',
      name: 'Fjordposten',
      group: 'nvl',
      titleCode: 'FJP',
      pulseProvider: 'fjordposten',
      sourcepointId: 1,
      sourcepointPmId: 2,
      hasVgLiveLicense: true,
      brand: {
        titleDomain: 'www.fjordposten.no',
        pageUrl: 'https://www.fjordposten.no/',
        minsideUrl: 'https://minside.fjordposten.no/',
        customerCenterPhoneNumber: '07200 11 22',
        customerCenterEmail: 'kundeservice@fjordposten.no',
        organizationNumber: '999 888 777',
        companyName: 'Fjordposten AS',
        postalAddress: 'Postboks 12, 9999 Fjordby',
        spidCredential: { clientId: 'abc' },
        colours: { primary: '#0b2a4a', onPrimary: '#ffffff', accent: '#0a5aa8', onAccent: '#ffffff' },
      },
    });
    expect(Object.keys(json)).toEqual([
      'newsroom',
      'publication',
      'name',
      'group',
      'titleCode',
      'pulseProvider',
      'sourcepointId',
      'sourcepointPmId',
      'hasVgLiveLicense',
      'brand',
    ]);
    // What the registry makes of it is what was answered.
    const parsed = v.parse(TitleConfigInput, json);
    expect(parsed.language).toBe('nb');
    expect(parsed.hasPulse).toBe(true);
  });

  it('keeps a value that differs from its default', () => {
    const json = titleJson({ ...ANSWERS, language: 'nn', baseUrl: 'fjordposten.com', hasPulse: false });
    expect(json).toMatchObject({ language: 'nn', baseUrl: 'fjordposten.com', hasPulse: false });
  });
});

describe('colourProblems', () => {
  it('names each pair below WCAG AA, with the defaults filled in', () => {
    expect(colourProblems(ANSWERS)).toEqual([]);
    expect(colourProblems({ ...ANSWERS, 'brand.colours.primary': '#bbbbbb' })).toEqual([
      '"onPrimary" #ffffff on "primary" #bbbbbb (header text on the header) have contrast 1.92:1, WCAG AA needs 4.5:1',
    ]);
  });
});

describe('the drawn brand files', () => {
  it('are safe SVG the header can size, with the name escaped', () => {
    const logo = wordmarkSvg('Avis & <Co>', '#ffffff');
    expect(() => assertSafeSvg(logo, 'logo.svg')).not.toThrow();
    expect(logo).toContain('aria-label="Avis &amp; &lt;Co&gt;"');
    // 11 letters of 13 units and a 10-unit margin each side, 40 high, drawn 32 px high.
    expect(logoImageSize(logo, 'logo.svg')).toEqual({ width: Math.round((32 * (11 * 13 + 20)) / 40), height: 32 });
    const favicon = faviconSvg('fjordposten', '#0b2a4a', '#ffffff');
    expect(() => assertSafeSvg(favicon, 'favicon.svg')).not.toThrow();
    expect(favicon).toContain('>F</text>');
  });
});
