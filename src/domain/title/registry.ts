// The title registry: validates every entry (readable errors for the build) and looks titles up by code.
import * as v from 'valibot';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';
import { isListedTitleCode, TITLE_CODE_LISTS_TEXT } from './code-lists.ts';
import { TitleConfig } from './title-config.ts';

/** A raw entry as read from `publications/{slug}/title.json`. */
export interface RawTitleEntry {
  /** Where the entry came from, for error messages. */
  source: string;
  data: unknown;
}

export class TitleConfigError extends Error {
  override name = 'TitleConfigError';
}

/** Text drawn on a colour, checked for AA contrast: [text, background, what the pair is]. */
const CONTRAST_PAIRS = [
  ['onPrimary', 'primary', 'header text on the header'],
  ['onAccent', 'accent', 'button text on buttons'],
  ['accent', 'background', 'links on the page'],
  ['text', 'background', 'body text on the page'],
] as const;

/** The grey of panels every title shares (`--surface` in src/styles/portal.css; registry.test.ts keeps them equal). */
export const PANEL_SURFACE = '#f4f4f4';

/** Brand colours drawn on that grey: [text, what the pair is]. */
const ON_SURFACE = [
  ['accent', 'links on grey panels: the footer, notices'],
  ['text', 'text on grey panels'],
] as const;

/** Each pair of brand colours whose text fails WCAG AA on its background, said with both colours and the ratio. */
export function contrastProblems(colours: TitleConfig['brand']['colours']): string[] {
  const pairs = [
    ...CONTRAST_PAIRS.map(
      ([text, background, what]) =>
        [text, colours[text], `"${background}" ${colours[background]}`, colours[background], what] as const,
    ),
    ...ON_SURFACE.map(
      ([text, what]) => [text, colours[text], `the panels' grey ${PANEL_SURFACE}`, PANEL_SURFACE, what] as const,
    ),
  ];
  return pairs.flatMap(([text, colour, backgroundName, background, what]) => {
    const ratio = contrastRatio(colour, background);
    return ratio < AA_NORMAL_TEXT
      ? [
          `"${text}" ${colour} on ${backgroundName} (${what}) have contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${AA_NORMAL_TEXT}:1`,
        ]
      : [];
  });
}

/** `Adresseavisen (publications/adressa/title.json)`, or just the file when the name is missing. */
function titleLabel(source: string, data: unknown): string {
  const name = typeof data === 'object' && data !== null && 'name' in data ? data.name : undefined;
  return typeof name === 'string' && name !== '' ? `${name} (${source})` : source;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/**
 * What no two titles may share: the code and folder that name a title, the name readers know it by, and the host its
 * Min Side is deployed at (two sites on one host would overwrite each other). Compared without case.
 */
const UNIQUE_FIELDS: [string, (title: TitleConfig) => string | undefined][] = [
  ['titleCode', (title) => title.titleCode],
  ['publication', (title) => title.publication],
  ['name', (title) => title.name.trim()],
  // Only a title with a code gets a site.
  ['brand.minsideUrl', (title) => (title.titleCode ? URL.parse(title.brand.minsideUrl)?.host : undefined)],
];

/** Validates every entry; throws one error listing each problem with title, field, expected and found. */
export function parseTitles(entries: RawTitleEntry[]): TitleConfig[] {
  const problems: string[] = [];
  const titles: TitleConfig[] = [];
  for (const { source, data } of entries) {
    const label = titleLabel(source, data);
    const result = v.safeParse(TitleConfig, data);
    if (!result.success) {
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) ?? '(entry)';
        // Our own validation messages say what is expected; type issues carry it in `expected`.
        const expected =
          issue.input === undefined ? 'a value' : issue.kind === 'validation' ? issue.message : issue.expected;
        problems.push(`${label}: field "${field}": expected ${expected}, found ${describe(issue.input)}`);
      }
      continue;
    }
    const title = result.output;
    for (const problem of contrastProblems(title.brand.colours)) problems.push(`${label}: brand colours ${problem}`);
    titles.push(title);
  }
  for (const [field, valueOf] of UNIQUE_FIELDS) {
    const seen = new Map<string, string>();
    for (const title of titles) {
      const value = valueOf(title);
      if (!value) continue;
      const other = seen.get(value.toLowerCase());
      if (other)
        problems.push(
          `${title.name}: field "${field}": expected a value no other title has, found ${describe(value)} (also used by ${other})`,
        );
      seen.set(value.toLowerCase(), title.name);
    }
  }
  for (const title of titles) {
    if (isListedTitleCode(title.titleCode)) {
      problems.push(
        `${title.name}: field "titleCode": expected a code that is not on the spec's title code lists (${TITLE_CODE_LISTS_TEXT}; not titles of this portal, see src/domain/title/code-lists.ts), found ${describe(title.titleCode)}`,
      );
    }
  }
  if (problems.length > 0) {
    throw new TitleConfigError(`Invalid title configuration:\n- ${problems.join('\n- ')}`);
  }
  return titles.sort((a, b) => a.publication.localeCompare(b.publication));
}

/** Lookup by title code: exact first, then upper case (spec section 1). */
export function findTitle(titles: readonly TitleConfig[], titleCode: string): TitleConfig {
  const found =
    titles.find((title) => title.titleCode !== '' && title.titleCode === titleCode) ??
    titles.find((title) => title.titleCode !== '' && title.titleCode === titleCode.toUpperCase());
  // The spec's own wording (section 8), which still says "publication" for the whole entry.
  if (!found) throw new TitleConfigError(`No publication config found for titleCode ${titleCode}`);
  return found;
}

/** Titles that get a portal: every title with a code. */
export function portalTitles(titles: readonly TitleConfig[]): TitleConfig[] {
  return titles.filter((title) => title.titleCode !== '');
}
