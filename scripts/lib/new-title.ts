// What `npm run new-title` asks (or takes as flags) and how the answers become a publication folder: every field
// of spec section 1 and the brand, checked one by one against the registry's own schema as they come, the brand
// colours against WCAG AA, and the whole entry against every other title before anything is written.
import * as v from 'valibot';
import { contrastProblems, parseTitles, type RawTitleEntry } from '../../src/domain/title/registry.ts';
import { TITLE_GROUPS, TitleConfig, TitleConfigInput } from '../../src/domain/title/title-config.ts';

export type Answer = string | number | boolean;
/** Answers by field path, e.g. `brand.colours.primary`. */
export type Answers = Record<string, Answer>;

export interface Question {
  /** Where the answer goes in title.json. */
  field: string;
  /** The command-line flag that gives it (`--title-code ADR`; a yes/no is `--has-play` or `--no-has-play`). */
  flag: string;
  prompt: string;
  kind: 'text' | 'number' | 'yes/no';
  /** What Enter gives, from the answers so far; a question without one must be answered. */
  default?: (answers: Answers) => Answer | undefined;
  /** Asked only when this holds. */
  when?: (answers: Answers) => boolean;
  /** Left out of title.json when it is the default, which the registry fills in the same way. */
  omitDefault?: boolean;
}

/** `Fjordenes Tidende` → `fjordenes-tidende`, the way the publication slugs are made. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const text = (field: string) => (answers: Answers) => answers[field] as string;
const baseUrl = (answers: Answers) => answers.baseUrl as string;

/** In the order asked: a later default may build on an earlier answer. */
export const QUESTIONS: readonly Question[] = [
  { field: 'name', flag: 'name', prompt: 'Name of the newspaper, as readers know it', kind: 'text' },
  { field: 'titleCode', flag: 'title-code', prompt: 'Title code, 2–4 capital letters', kind: 'text' },
  {
    field: 'publication',
    flag: 'publication',
    prompt: 'Publication slug (the folder in publications/)',
    kind: 'text',
    default: (answers) => slugOf(answers.name as string),
  },
  {
    field: 'newsroom',
    flag: 'newsroom',
    prompt: "Newsroom id in the group's systems",
    kind: 'text',
    default: text('publication'),
  },
  { field: 'group', flag: 'group', prompt: `Group (${TITLE_GROUPS.join(', ')})`, kind: 'text' },
  {
    field: 'language',
    flag: 'language',
    prompt: 'Language of its own texts (nb or nn)',
    kind: 'text',
    default: () => 'nb',
    omitDefault: true,
  },
  {
    field: 'pulseProvider',
    flag: 'pulse-provider',
    prompt: 'Analytics provider id',
    kind: 'text',
    default: text('publication'),
  },
  {
    field: 'hasPulse',
    flag: 'has-pulse',
    prompt: 'Analytics on',
    kind: 'yes/no',
    default: () => true,
    omitDefault: true,
  },
  { field: 'sourcepointId', flag: 'sourcepoint-id', prompt: 'Consent manager id (Sourcepoint)', kind: 'number' },
  { field: 'sourcepointPmId', flag: 'sourcepoint-pm-id', prompt: 'Consent manager privacy-manager id', kind: 'number' },
  {
    field: 'baseUrl',
    flag: 'base-url',
    prompt: 'Base domain',
    kind: 'text',
    default: (answers) => `${answers.publication as string}.no`,
    omitDefault: true,
  },
  {
    field: 'streamNewsroom',
    flag: 'stream-newsroom',
    prompt: 'Stream newsroom',
    kind: 'text',
    default: text('publication'),
    omitDefault: true,
  },
  {
    field: 'hasPlay',
    flag: 'has-play',
    prompt: 'Has a video/play service',
    kind: 'yes/no',
    default: () => false,
    omitDefault: true,
  },
  {
    field: 'playSubdomain',
    flag: 'play-subdomain',
    prompt: 'Subdomain of the play service',
    kind: 'text',
    default: () => 'tv',
    when: (answers) => answers.hasPlay === true,
    omitDefault: true,
  },
  {
    field: 'hasNtbLiveLicense',
    flag: 'has-ntb-live-license',
    prompt: 'Live-sports licence from the news agency',
    kind: 'yes/no',
    default: () => false,
    omitDefault: true,
  },
  {
    field: 'hasVgLiveLicense',
    flag: 'has-vg-live-license',
    prompt: 'Live-sports licence from the tabloid',
    kind: 'yes/no',
    default: () => false,
    omitDefault: true,
  },
  {
    field: 'hideEditorResponsibilityMark',
    flag: 'hide-editor-responsibility-mark',
    prompt: "Hide the editor's responsibility mark",
    kind: 'yes/no',
    default: () => false,
    omitDefault: true,
  },
  {
    field: 'brand.titleDomain',
    flag: 'title-domain',
    prompt: 'News site host',
    kind: 'text',
    default: (answers) => `www.${baseUrl(answers)}`,
  },
  {
    field: 'brand.pageUrl',
    flag: 'page-url',
    prompt: 'Front page URL',
    kind: 'text',
    default: (answers) => `https://${answers['brand.titleDomain'] as string}/`,
  },
  {
    field: 'brand.minsideUrl',
    flag: 'minside-url',
    prompt: 'Where Min Side is deployed for it',
    kind: 'text',
    default: (answers) => `https://minside.${baseUrl(answers)}/`,
  },
  { field: 'brand.customerCenterPhoneNumber', flag: 'phone', prompt: 'Customer centre phone', kind: 'text' },
  {
    field: 'brand.customerCenterEmail',
    flag: 'email',
    prompt: 'Customer centre e-mail',
    kind: 'text',
    default: (answers) => `kundeservice@${baseUrl(answers)}`,
  },
  {
    field: 'brand.organizationNumber',
    flag: 'organization-number',
    prompt: 'Organisation number (9 digits)',
    kind: 'text',
  },
  {
    field: 'brand.companyName',
    flag: 'company-name',
    prompt: 'Company that publishes it (the seller on invoices)',
    kind: 'text',
    default: (answers) => `${answers.name as string} AS`,
  },
  {
    field: 'brand.postalAddress',
    flag: 'postal-address',
    prompt: "The company's postal address (Postboks 2500 Sluppen, 7004 Trondheim)",
    kind: 'text',
  },
  { field: 'brand.spidCredential.clientId', flag: 'client-id', prompt: 'Identity provider client id', kind: 'text' },
  { field: 'brand.colours.primary', flag: 'primary', prompt: 'Header colour (#rrggbb)', kind: 'text' },
  {
    field: 'brand.colours.onPrimary',
    flag: 'on-primary',
    prompt: 'Text colour on the header',
    kind: 'text',
    default: () => '#ffffff',
  },
  { field: 'brand.colours.accent', flag: 'accent', prompt: 'Colour of buttons and links', kind: 'text' },
  {
    field: 'brand.colours.onAccent',
    flag: 'on-accent',
    prompt: 'Text colour on buttons',
    kind: 'text',
    default: () => '#ffffff',
  },
  {
    field: 'brand.colours.background',
    flag: 'background',
    prompt: 'Page background',
    kind: 'text',
    default: () => '#ffffff',
    omitDefault: true,
  },
  {
    field: 'brand.colours.text',
    flag: 'text',
    prompt: 'Body text colour',
    kind: 'text',
    default: () => '#1a1a1a',
    omitDefault: true,
  },
];

/**
 * Fields of the schema no question asks for, each with its default: the session domain and the html class
 * follow from the answers, the delivery cut-off is the distributor's, set when it differs (docs/operators.md), and the tracking
 * and maintenance switches are an operator's, on a title that is already live.
 */
export const LEFT_TO_DEFAULTS = [
  'brand.sessionDomain',
  'brand.htmlClass',
  'deliveryCutOff',
  'tracking',
  'maintenance',
] as const;

/**
 * Optional fields no question asks for: the title's app-store links are added to title.json by hand once its apps
 * exist (until then the student receipt links to the news site alone).
 */
export const LEFT_OUT = ['apps.appStore', 'apps.googlePlay'] as const;

export const COLOUR_FIELDS = QUESTIONS.filter((question) => question.field.startsWith('brand.colours.')).map(
  (question) => question.field,
);

interface Schemaish {
  type: string;
  entries?: Record<string, Schemaish>;
  wrapped?: Schemaish;
}

/** The registry's schema of one field, so an answer is judged by the very rule the build applies. */
function fieldSchema(field: string): v.GenericSchema {
  let schema = TitleConfigInput as unknown as Schemaish;
  for (const key of field.split('.')) {
    const entry = schema.entries?.[key];
    if (!entry) throw new Error(`No field ${field} in the title schema`);
    schema = entry.type === 'optional' && entry.wrapped ? entry.wrapped : entry;
  }
  return schema as unknown as v.GenericSchema;
}

/** The answer as its field's type from what was typed or given: yes/no, a number, or text. */
export function parseAnswer(question: Question, raw: string): Answer | { problem: string } {
  const typed = raw.trim();
  if (question.kind === 'yes/no') {
    if (/^(y|yes|j|ja|true)$/i.test(typed)) return true;
    if (/^(n|no|nei|false)$/i.test(typed)) return false;
    return { problem: 'expected yes or no' };
  }
  if (question.kind === 'number') return /^\d+$/.test(typed) ? Number(typed) : { problem: 'expected a whole number' };
  return typed;
}

/** Why `answer` does not fit its field, in the registry's words; undefined when it does. */
export function answerProblem(question: Question, answer: Answer): string | undefined {
  const result = v.safeParse(fieldSchema(question.field), answer);
  if (result.success) return undefined;
  const [issue] = result.issues;
  return `expected ${issue.kind === 'validation' ? issue.message : issue.expected}, found ${JSON.stringify(answer)}`;
}

/** The colours with the schema's defaults filled in, checked as the build checks them. */
export function colourProblems(answers: Answers): string[] {
  const colours = Object.fromEntries(
    COLOUR_FIELDS.filter((field) => answers[field] !== undefined).map((field) => [
      field.split('.').pop()!,
      answers[field],
    ]),
  );
  const parsed = v.safeParse(TitleConfigInput.entries.brand.entries.colours, colours);
  return parsed.success ? contrastProblems(parsed.output) : [];
}

/** title.json's object in the schema's field order, without the answers the registry would fill in the same. */
export function titleJson(answers: Answers): Record<string, unknown> {
  const kept = new Map(
    QUESTIONS.filter(
      (question) =>
        answers[question.field] !== undefined &&
        !(question.omitDefault && answers[question.field] === question.default?.(answers)),
    ).map((question) => [question.field, answers[question.field]!]),
  );
  const build = (schema: Schemaish, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(schema.entries ?? {}).flatMap(([key, entry]): [string, unknown][] => {
        const field = prefix + key;
        if (entry.type === 'object') {
          const nested = build(entry, `${field}.`);
          return Object.keys(nested).length > 0 ? [[key, nested]] : [];
        }
        return kept.has(field) ? [[key, kept.get(field)]] : [];
      }),
    );
  return build(TitleConfigInput, '');
}

/** The entry as the registry reads it among all the others: one error naming every problem, as the build gives. */
export function checkEntry(entry: Record<string, unknown>, existing: readonly RawTitleEntry[]): TitleConfig {
  const source = `publications/${String(entry.publication)}/title.json`;
  const titles = parseTitles([...existing, { source, data: entry }]);
  return titles.find((title) => title.publication === entry.publication)!;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width per letter of the bold 22 px wordmark, as the sample logos are drawn. */
const LETTER_WIDTH = 13;

/** A wordmark of the name in the header's text colour, shaped like the sample logos, until the real one comes. */
export function wordmarkSvg(name: string, colour: string): string {
  const width = Math.max(1, name.length) * LETTER_WIDTH;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width + 20} 40" role="img" aria-label="${escapeXml(name)}">`,
    `  <title>${escapeXml(name)}</title>`,
    `  <text x="10" y="28" textLength="${width}" lengthAdjust="spacingAndGlyphs" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${colour}">${escapeXml(name)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The name's first letter on the header colour. */
export function faviconSvg(name: string, background: string, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `  <rect width="32" height="32" rx="6" fill="${background}"/>`,
    `  <text x="16" y="22.5" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="${colour}">${escapeXml(name.trim().charAt(0).toUpperCase())}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
