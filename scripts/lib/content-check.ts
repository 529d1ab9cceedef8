// Checks the editor-owned texts (src/content and each title's publications/{slug}/content) before anything is
// built, naming the file and line of each problem: the encoding, frontmatter, heading levels, empty texts, HTML
// (only markdown is rendered), links (a page or anchor that does not exist, another site without https), and a
// folder of texts that belongs to no title. Warnings (a lost letter, a very long text, a logo that cannot scale)
// are said but stop nothing. Markdown is read by the parser the Astro build uses (satteri), so a link here is a
// link on the page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { LineCounter, parseDocument } from 'yaml';
import { CONTENT_PAGES, FAQ_ROUTE, faqAnchor, type ContentPageRoute } from '../../src/domain/content/content-pages.ts';
import { FaqFrontmatter, PageFrontmatter } from '../../src/domain/content/frontmatter.ts';
import { leadingRules } from '../../src/domain/routing/cdn-rules.ts';
import { findRoute, ROUTES, type RoutePath } from '../../src/domain/routing/routes.ts';
import { matchPattern } from '../preview/cdn-files.ts';
import { htmlProblems } from './editor-markdown.ts';
import { IMAGE_SOURCES } from './site-files.ts';

export const COLLECTIONS = ['pages', 'faq'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Whose text it is: `default` for src/content, else the title's publication slug. */
export type Owner = 'default' | (string & {});

export interface ContentFile {
  /** Repository path, as problems name it: `src/content/faq/01-logge-inn.md`. */
  path: string;
  owner: Owner;
  collection: Collection;
  /** The file name without `.md`: a title's file replaces the default of the same name. */
  name: string;
  text: string;
  /** The file's bytes as read, when the text was decoded from them: checked to be UTF-8. */
  bytes?: Uint8Array;
}

export interface ContentProblem {
  file: string;
  line: number;
  message: string;
  /** Said, but the build goes on. */
  warning?: boolean;
}

/** `src/content/faq/x.md:12: message`, the form editors and editors' tools jump to. */
export function formatProblem({ file, line, message, warning }: ContentProblem): string {
  return `${file}:${line}: ${warning ? 'warning: ' : ''}${message}`;
}

/** The problems that stop a build (the rest are warnings). */
export const errorsOf = (problems: readonly ContentProblem[]) => problems.filter((problem) => !problem.warning);
export const warningsOf = (problems: readonly ContentProblem[]) => problems.filter((problem) => problem.warning);

interface ParsedFile extends ContentFile {
  tree: Root;
  /** The ids its headings get on the page (Astro slugs every heading's text with github-slugger). */
  headingIds: Set<string>;
}

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

/** The text of a node as a heading id is made from it. */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
}

function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child);
}

function parse(file: ContentFile): ParsedFile {
  const tree = markdownToMdast(file.text) as Root;
  const slugger = new GithubSlugger();
  const headingIds = new Set<string>();
  for (const node of walk(tree)) if (node.type === 'heading') headingIds.add(slugger.slug(textOf(node)));
  return { ...file, tree, headingIds };
}

// --- frontmatter -------------------------------------------------------------------------------------------

const SCHEMAS = { pages: PageFrontmatter, faq: FaqFrontmatter } as const;

/** What a missing field's line looks like, for the message that asks for it. */
const FIELD_EXAMPLES: Record<string, string> = {
  question: 'question: "Hvordan endrer jeg …?"',
  order: 'order: 10 (a number: lower comes first)',
  title: 'title: "Vilkår"',
  description: 'description: "Om vilkårene."',
  updated: 'updated: 2026-11-01',
  lang: 'lang: nn',
};

function fieldExample(collection: Collection, field: string): string {
  const schema = SCHEMAS[collection].shape[field as keyof (typeof SCHEMAS)[Collection]['shape']] as
    { options?: readonly string[] } | undefined;
  if (schema?.options) return `${field}: ${schema.options[0]} (one of ${schema.options.join(', ')})`;
  return FIELD_EXAMPLES[field] ?? `${field}: …`;
}

/** The name in `names` that `name` most likely misspells: within a third of its letters (at least two). */
function nearestName(name: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const nearest = closest(name, [...names]);
  return distance(name, nearest) <= Math.max(2, Math.floor(nearest.length / 3)) ? nearest : undefined;
}

/** A value wholly inside typographic quotes: “…”, ”…”, „…“, ‘…’ or ’…’ (the straight ones YAML reads as quotes). */
const CURLY_QUOTED = /^[“”„‘’‚][\s\S]*[“”‘’]$/;

/** A text whose first lines look like frontmatter fields but lack the opening --- (markdown would read them as a heading). */
const FIELDS_WITHOUT_OPENING = /^\s*[a-z]+:[^\n]*\n(?:[^\n]*\n)*?---\s*$/m;

/** The frontmatter against the collection's schema, each problem on the line of its field. */
export function frontmatterProblems(file: ParsedFile): ContentProblem[] {
  const block = file.tree.children[0];
  if (block?.type !== 'yaml') {
    const message = FIELDS_WITHOUT_OPENING.test(file.text.split('\n').slice(0, 12).join('\n'))
      ? 'the opening --- line is missing: the text must start with a line of three dashes, ---, above its fields'
      : 'no frontmatter: a text starts with a --- line, its fields, and another --- line';
    return [{ file: file.path, line: 1, message }];
  }
  // The fields start on the line after the opening ---.
  const firstLine = lineOf(block) + 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(block.value, { lineCounter, prettyErrors: false });
  const at = (offset: number) => firstLine + lineCounter.linePos(offset).line - 1;
  if (doc.errors.length > 0)
    return doc.errors.map((error) => ({
      file: file.path,
      line: at(error.pos[0]),
      message: `frontmatter is not valid YAML: ${error.message.split('\n')[0]}`,
    }));

  const values = (doc.toJS() ?? {}) as Record<string, unknown>;
  const known = Object.keys(SCHEMAS[file.collection].shape);
  const missing = known.filter((field) => values[field] === undefined);
  const problems: ContentProblem[] = [];
  // A misspelt field is said where it is, with the field it most likely is, not as that field missing.
  const misspelt = new Set<string>();
  for (const pair of (
    doc.contents as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null
  )?.items ?? []) {
    const field = String(pair.key?.value);
    if (known.includes(field)) continue;
    const nearest = nearestName(field, missing);
    const line = pair.key?.range ? at(pair.key.range[0]) : firstLine;
    if (nearest) misspelt.add(nearest);
    // The value as it was typed, so the line to write is the editor's own with the field's name mended.
    const valueRange = (pair as { value?: { range?: [number, number, number] } }).value?.range;
    const typed = valueRange ? block.value.slice(valueRange[0], valueRange[1]).trim() : '';
    problems.push({
      file: file.path,
      line,
      message: nearest
        ? `frontmatter field "${field}" is not one a text has: did you mean "${nearest}"? Write ${typed ? `${nearest}: ${typed}` : fieldExample(file.collection, nearest)}`
        : `frontmatter field "${field}" is not one a text has (its fields: ${known.join(', ')}): remove the line`,
    });
  }
  // A value in typographic quotes (“Vilkår”, from Word) keeps the quotes as part of it: said as the cause, at its
  // line, instead of whatever the schema makes of it.
  const curlyQuoted = new Set<string>();
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !CURLY_QUOTED.test(value.trim())) continue;
    curlyQuoted.add(field);
    const node = doc.get(field, true) as { range?: [number, number, number] } | undefined;
    const bare = value.trim().slice(1, -1);
    problems.push({
      file: file.path,
      line: node?.range ? at(node.range[0]) : firstLine,
      message: `frontmatter field "${field}": the value is in typographic quotes (${value.trim()[0]}…${value.trim().at(-1)}, as Word writes them), which become part of it: write ${field}: "${bare}" with straight quotes`,
    });
  }
  const result = SCHEMAS[file.collection].safeParse(values);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (misspelt.has(field) || curlyQuoted.has(field)) continue;
    // The line of the field's value when it is there; the opening --- when it is missing.
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    if (!node?.range) {
      problems.push({
        file: file.path,
        line: firstLine - 1,
        message: `frontmatter field "${field}" is missing: add a line ${fieldExample(file.collection, field)}`,
      });
      continue;
    }
    problems.push({
      file: file.path,
      line: at(node.range[0]),
      message: `frontmatter field "${field}": ${issue.message}`,
    });
  }
  return problems;
}

// --- headings and empty texts ------------------------------------------------------------------------------

/**
 * The level a text's own headings start below: a page's h1 is its title, and a FAQ answer sits under its
 * category's h2.
 */
const ENCLOSING_LEVEL: Record<Collection, number> = { pages: 1, faq: 2 };

const hashes = (depth: number) => '#'.repeat(depth);

export function headingProblems(file: ParsedFile): ContentProblem[] {
  const enclosing = ENCLOSING_LEVEL[file.collection];
  const problems: ContentProblem[] = [];
  let previous = enclosing;
  const headings = [...walk(file.tree)].filter((node): node is Heading => node.type === 'heading');
  for (const heading of headings) {
    const { depth } = heading;
    const first = `${hashes(enclosing + 1)} (h${enclosing + 1})`;
    if (depth <= enclosing) {
      const around =
        file.collection === 'pages' ? "the page's title is its h1" : "the answer sits under its category's h2";
      problems.push({
        file: file.path,
        line: lineOf(heading),
        message: `heading level h${depth} is too high here: ${around}, so start at ${first}`,
      });
    } else if (depth > previous + 1) {
      problems.push({
        file: file.path,
        line: lineOf(heading),
        message: `heading level skips from h${previous} to h${depth}: use ${hashes(previous + 1)} (h${previous + 1}) here, so screen readers can follow the outline`,
      });
    }
    previous = depth;
  }
  return problems;
}

export function emptyTextProblems(file: ParsedFile): ContentProblem[] {
  const body = file.tree.children.filter(
    (node) => node.type !== 'yaml' && !(node.type === 'html' && /^\s*<!--[\s\S]*-->\s*$/.test(node.value)),
  );
  if (body.length > 0) return [];
  const frontmatter = file.tree.children.find((node) => node.type === 'yaml');
  const line = (frontmatter?.position?.end.line ?? 0) + 1;
  const what =
    file.collection === 'faq'
      ? 'the answer is empty: write it below the frontmatter'
      : 'the text is empty: write it below the frontmatter';
  return [{ file: file.path, line, message: what }];
}

// --- HTML, encoding and size -------------------------------------------------------------------------------

/** Raw HTML in a text: refused at its line, with the markdown to write instead (scripts/lib/editor-markdown.ts). */
export function htmlTagProblems(file: ParsedFile): ContentProblem[] {
  return [...walk(file.tree)].flatMap((node) =>
    node.type === 'html'
      ? htmlProblems(node.value).map(({ lineOffset, message }) => ({
          file: file.path,
          line: lineOf(node) + lineOffset,
          message,
        }))
      : [],
  );
}

const REPLACEMENT = '\uFFFD';

/** The line (1-based) of a character offset in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Bytes that are not UTF-8 (a file saved as Latin-1 or Windows-1252 would show "Husk � sjekke" on every site):
 * refused at the first bad byte's line. A replacement character in valid UTF-8 is a letter lost earlier: a warning.
 */
export function encodingProblems(file: ContentFile): ContentProblem[] {
  if (file.bytes) {
    const reencoded = Buffer.from(file.text, 'utf8');
    const bytes = Buffer.from(file.bytes);
    if (!reencoded.equals(bytes)) {
      let first = 0;
      while (first < bytes.length && bytes[first] === reencoded[first]) first++;
      const line = bytes.subarray(0, first).filter((byte) => byte === 0x0a).length + 1;
      const shown = file.text.split('\n')[line - 1]!.trim().slice(0, 60);
      return [
        {
          file: file.path,
          line,
          message: `the file is not UTF-8 (saved as Latin-1 or Windows-1252?), so "${shown}" would show on the site: save it again as UTF-8 (in VS Code: "Save with Encoding", then UTF-8) and write the lost letters (æ, ø, å) again`,
        },
      ];
    }
  }
  const at = file.text.indexOf(REPLACEMENT);
  if (at < 0) return [];
  return [
    {
      file: file.path,
      line: lineAt(file.text, at),
      message: `the text has the replacement character ${REPLACEMENT}, a letter lost when it was copied or converted: write the letter again`,
      warning: true,
    },
  ];
}

/** Longer than this, a text is slow to load on a phone and hard to read through. */
export const LARGE_TEXT_BYTES = 100 * 1024;

export function sizeProblems(file: ContentFile): ContentProblem[] {
  const bytes = file.bytes?.length ?? Buffer.byteLength(file.text);
  if (bytes <= LARGE_TEXT_BYTES) return [];
  return [
    {
      file: file.path,
      line: 1,
      message: `the text is ${Math.round(bytes / 1024)} KB (more than ${LARGE_TEXT_BYTES / 1024} KB): every page view loads it all, so split it or shorten it`,
      warning: true,
    },
  ];
}

// --- invisible characters ----------------------------------------------------------------------------------

/**
 * Characters a reader cannot see that Word and web pages paste along with a text. In a link's address any of them
 * makes another address (`/vilkaar%C2%A0`, a page no site has); in a text the zero-width ones and the soft hyphen
 * ship as they are, and split the word for search, copying and screen readers. A non-breaking space in running
 * text is fine (`kr 99`, kept on one line): it is refused only where markdown needs an ordinary space.
 */
const INVISIBLE: Record<string, string> = {
  '\u00a0': 'a non-breaking space',
  '\u202f': 'a narrow non-breaking space',
  '\u2007': 'a figure space',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a zero-width no-break space',
  '\u00ad': 'a soft hyphen',
};
// An alternation, not a character class: in a class the zero-width joiner would join its neighbours.
const INVISIBLE_CHAR = new RegExp(Object.keys(INVISIBLE).join('|'));
/** The invisible characters a text may not carry anywhere (the spaces among them are fine in running text). */
const HIDDEN_IN_TEXT = /\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g;
/** A heading or list item whose marker is followed by a non-breaking space: markdown shows the line as text. */
const MARKER_WITHOUT_SPACE = /^ {0,3}(#{1,6}|[-*+]|\d{1,9}[.)])[\u00a0\u202f\u2007]/;

const invisibleName = (char: string) =>
  INVISIBLE[char] ?? `the character U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The problem of a link address that carries an invisible character, with the address as it should be. */
function invisibleInLink(link: string): string | undefined {
  const found = INVISIBLE_CHAR.exec(link);
  if (!found) return undefined;
  const clean = link.replace(new RegExp(INVISIBLE_CHAR.source, 'g'), '').trim();
  // Not String.trim, which takes the non-breaking spaces off too, and with them the address the site would have.
  const shipped = encodeURI(link.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''));
  return `the link's address has ${invisibleName(found[0])} in it (pasted from Word or a web page?), so it would go to ${shipped}, which no site has: delete the address and type it again: ${clean}`;
}

/** The word around `offset` in `text`, to say where an invisible character is. */
function wordAround(text: string, offset: number): string {
  let start = offset;
  let end = offset + 1;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  while (end < text.length && !/\s/.test(text[end]!)) end++;
  return text
    .slice(start, end)
    .replace(HIDDEN_IN_TEXT, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .slice(0, 40);
}

/**
 * Zero-width characters and soft hyphens anywhere in a text, and a heading or list marker followed by a
 * non-breaking space; a link's address is left to the link check, which names the address to write.
 */
export function invisibleProblems(file: ParsedFile): ContentProblem[] {
  const inAddress = new Set<number>();
  for (const node of walk(file.tree)) {
    if ((node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') || !INVISIBLE_CHAR.test(node.url))
      continue;
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) continue;
    const at = file.text.slice(start.offset, end.offset).lastIndexOf(node.url);
    if (at >= 0)
      for (let offset = start.offset + at; offset < start.offset + at + node.url.length; offset++)
        inAddress.add(offset);
  }
  const problems: ContentProblem[] = [];
  const seenLines = new Set<number>();
  for (const match of file.text.matchAll(HIDDEN_IN_TEXT)) {
    // A byte order mark opening the file is the encoding's, not the text's.
    if (match.index === 0 && match[0] === '\ufeff') continue;
    if (inAddress.has(match.index)) continue;
    const line = lineAt(file.text, match.index);
    if (seenLines.has(line)) continue;
    seenLines.add(line);
    const what = match[0] === '\u00ad' ? 'a soft hyphen' : invisibleName(match[0]);
    problems.push({
      file: file.path,
      line,
      message: `the line has ${what}, invisible here (pasted from Word or a web page?), in "${wordAround(file.text, match.index)}": the site would carry it and split the word for search, copying and screen readers: delete the word and type it again`,
    });
  }
  file.text.split('\n').forEach((text, index) => {
    const marker = MARKER_WITHOUT_SPACE.exec(text);
    if (!marker) return;
    const what = marker[1]!.startsWith('#') ? `a heading (${marker[1]})` : `a list item (${marker[1]})`;
    problems.push({
      file: file.path,
      line: index + 1,
      message: `the line starts like ${what}, but the space after ${marker[1]} is a non-breaking space (pasted from Word?), so the page shows "${text.trim().slice(0, 40)}" as text: replace it with an ordinary space`,
    });
  });
  return problems;
}

// --- links -------------------------------------------------------------------------------------------------

/** The ids a reader can link to, by route, as one title's site has them. */
export type SiteAnchors = ReadonlyMap<RoutePath, ReadonlySet<string>>;

/** The CDN's own rules (not its 404 catch-all): a link to /order-timeout or /t/… still lands on a page. */
const REDIRECTS = leadingRules();

const ROUTES_FILE = 'src/domain/routing/routes.ts';

/** The pages a link can name as they are (not the ones with a parameter), for the nearest to a broken link. */
const PAGE_PATHS = ROUTES.map((route) => route.path).filter((route) => !route.includes(':'));

/**
 * An image in a text: refused wherever it is from. The sites' Content-Security-Policy lets a page show images only
 * from the site itself (`img-src 'self' data:`), so one from another site is blocked on every built site, and no
 * image from the texts is published on the sites.
 */
export function imageProblem(url: string): string | undefined {
  const invisible = invisibleInLink(url);
  if (invisible) return invisible;
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim()) && !/^data:/i.test(url.trim());
  const instead = 'link to it instead, like [Se kartet](https://…), or describe it in words';
  return external
    ? `an image from another site is blocked on every site: the sites' Content-Security-Policy lets a page show images only from the site itself (img-src ${IMAGE_SOURCES}), so readers would see nothing (docs/editors.md, "Images"): ${instead}`
    : `a text cannot show an image: the sites publish no images from the texts, and their Content-Security-Policy (img-src ${IMAGE_SOURCES}) blocks images from other sites (docs/editors.md, "Images"): ${instead}`;
}

/**
 * What is wrong with a link in a text shown at `here` (undefined when it is fine). Links within the site are
 * written from the root (`/koble-bruker`, `/kundeservice#glemt-passord`); other sites only over https.
 */
export function linkProblem(url: string, here: RoutePath | undefined, anchors: SiteAnchors): string | undefined {
  const invisible = invisibleInLink(url);
  if (invisible) return invisible;
  const link = url.trim();
  if (link === '') return 'the link has no address';
  if (link.startsWith('#'))
    return here === undefined
      ? undefined
      : anchorProblem(here, decodeURIComponent(link.slice(1)), anchors, 'this page');
  if (link.startsWith('//')) return `a link to another site must say https: write https:${link}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'mailto' || scheme === 'tel') return undefined;
  if (scheme === 'http') return `a link to another site must use https: write ${link.replace(/^http:/i, 'https:')}`;
  if (scheme !== undefined) return `"${scheme}:" links are not allowed: use https://, mailto: or tel:`;
  if (!link.startsWith('/'))
    return `write a link within the site from its root, like /${link.replace(/^(\.\.?\/)+/, '')}`;

  const target = new URL(link, 'https://site.invalid');
  const route = findRoute(target.pathname);
  const redirected = REDIRECTS.some((rule) => matchPattern(rule.from, target.pathname));
  if (!route && !redirected) {
    // An address is long and its misspellings longer than a field's, so within half its letters.
    const nearest = closest(target.pathname, PAGE_PATHS);
    const near = distance(target.pathname, nearest) <= Math.floor(nearest.length / 2) ? nearest : undefined;
    return `no page at ${target.pathname}${near ? `: did you mean ${near}?` : ''} (the pages are the routes in ${ROUTES_FILE})`;
  }
  if (!target.hash) return undefined;
  if (!route) return `${target.pathname} only redirects, so it has no anchors to link to`;
  return anchorProblem(route.path, decodeURIComponent(target.hash.slice(1)), anchors, route.path);
}

function anchorProblem(route: RoutePath, anchor: string, anchors: SiteAnchors, where: string): string | undefined {
  const known = anchors.get(route);
  if (!known) return `${where} has no anchors to link to: link to the page itself`;
  if (known.has(anchor)) return undefined;
  const listed = [...known].sort().join(', ');
  return route === FAQ_ROUTE
    ? `no question with the anchor #${anchor} on ${FAQ_ROUTE} (a question's anchor is its file name without the number: ${listed})`
    : `no heading with the id #${anchor} on ${where} (its headings: ${listed || 'none'})`;
}

interface LinkUse {
  url: string;
  line: number;
  image?: boolean;
}

/** Every address in a text: markdown links, images and reference definitions, and href/src in raw HTML. */
function linksOf(file: ParsedFile): LinkUse[] {
  const links: LinkUse[] = [];
  for (const node of walk(file.tree)) {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line: lineOf(node) });
    if (node.type === 'image') links.push({ url: node.url, line: lineOf(node), image: true });
    if (node.type === 'html') {
      // An <img> is refused as HTML already (htmlTagProblems, with the reason images are not shown).
      for (const match of node.value.matchAll(/\s(href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
        const linesBefore = node.value.slice(0, match.index).split('\n').length - 1;
        links.push({ url: match[2] ?? match[3] ?? '', line: lineOf(node) + linesBefore });
      }
    }
  }
  return links;
}

const PAGE_ROUTES = new Map<string, ContentPageRoute>(
  Object.entries(CONTENT_PAGES).map(([route, id]) => [id, route as ContentPageRoute]),
);

/** The route a text is shown at; undefined for a page text no route shows. */
function routeOf(file: ContentFile): RoutePath | undefined {
  return file.collection === 'faq' ? FAQ_ROUTE : PAGE_ROUTES.get(file.name);
}

// --- one title's texts -------------------------------------------------------------------------------------

/** A title's texts: the defaults, each replaced by the title's file of the same name, plus the title's new ones. */
function effectiveTexts(defaults: readonly ParsedFile[], own: readonly ParsedFile[]): ParsedFile[] {
  const byKey = new Map(defaults.map((file) => [`${file.collection}/${file.name}`, file]));
  for (const file of own) byKey.set(`${file.collection}/${file.name}`, file);
  return [...byKey.values()];
}

function anchorsOf(texts: readonly ParsedFile[]): SiteAnchors {
  const anchors = new Map<RoutePath, Set<string>>();
  for (const file of texts) {
    const route = routeOf(file);
    if (!route) continue;
    const ids = anchors.get(route) ?? new Set<string>();
    if (file.collection === 'faq') ids.add(faqAnchor(file.name));
    for (const id of file.headingIds) ids.add(id);
    anchors.set(route, ids);
  }
  return anchors;
}

function duplicateAnchorProblems(texts: readonly ParsedFile[]): ContentProblem[] {
  const byAnchor = new Map<string, ParsedFile[]>();
  for (const file of texts.filter((text) => text.collection === 'faq'))
    byAnchor.set(faqAnchor(file.name), [...(byAnchor.get(faqAnchor(file.name)) ?? []), file]);
  return [...byAnchor].flatMap(([anchor, files]) =>
    files.length < 2
      ? []
      : files.map((file) => ({
          file: file.path,
          line: 1,
          message: `another question has the anchor #${anchor} too (${files
            .filter((other) => other !== file)
            .map((other) => other.path)
            .join(', ')}): rename one file`,
        })),
  );
}

/** The link and anchor checks of every text as one title shows it. */
function titleProblems(texts: readonly ParsedFile[]): ContentProblem[] {
  const anchors = anchorsOf(texts);
  const linkProblems = texts.flatMap((file) =>
    linksOf(file).flatMap(({ url, line, image }) => {
      const problem = image ? imageProblem(url) : linkProblem(url, routeOf(file), anchors);
      return problem ? [{ file: file.path, line, message: problem }] : [];
    }),
  );
  return [...linkProblems, ...duplicateAnchorProblems(texts)];
}

/** A title's page text that replaces no default is shown nowhere: most likely a misspelt name. */
function unusedPageProblems(file: ParsedFile): ContentProblem[] {
  if (file.collection !== 'pages' || PAGE_ROUTES.has(file.name)) return [];
  const names = [...PAGE_ROUTES.keys()].sort().join(', ');
  return [
    {
      file: file.path,
      line: 1,
      message: `no page shows a text named "${file.name}": a title's text replaces the default of the same name (${names})`,
    },
  ];
}

/**
 * A text's frontmatter, headings and body. Without its frontmatter, markdown reads the fields as a paragraph and the
 * closing --- as a heading: only the frontmatter is said then.
 */
function fileProblems(file: ParsedFile): ContentProblem[] {
  const frontmatter = frontmatterProblems(file);
  if (file.tree.children[0]?.type !== 'yaml') return frontmatter;
  return [...frontmatter, ...headingProblems(file), ...emptyTextProblems(file)];
}

const byPlace = (a: ContentProblem, b: ContentProblem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message);

/** Every problem in these texts, in file and line order, each once. */
export function checkContent(files: readonly ContentFile[]): ContentProblem[] {
  const parsed = files.map(parse);
  const defaults = parsed.filter((file) => file.owner === 'default');
  const owners = [...new Set(parsed.map((file) => file.owner))].filter((owner) => owner !== 'default').sort();
  const asDefaults = titleProblems(defaults);
  // A default text's link can break on one title's site only (its own texts replace the page it points into);
  // said once, with the title, and not again where every site has the problem (where the message may differ, as
  // a title's own questions add to the anchors a broken link's message lists).
  const seen = new Set(asDefaults.map(({ file, line }) => `${file}:${line}`));
  const asTitles = owners.flatMap((owner) =>
    titleProblems(
      effectiveTexts(
        defaults,
        parsed.filter((file) => file.owner === owner),
      ),
    )
      .filter((problem) => !seen.has(`${problem.file}:${problem.line}`))
      .map((problem) =>
        problem.file.startsWith('src/content/')
          ? {
              ...problem,
              message: `${problem.message} (on the site of ${owner}, whose own texts replace some defaults)`,
            }
          : problem,
      ),
  );
  const problems = [
    ...parsed.flatMap((file) => [
      ...encodingProblems(file),
      ...sizeProblems(file),
      ...fileProblems(file),
      ...htmlTagProblems(file),
      ...invisibleProblems(file),
      ...unusedPageProblems(file),
    ]),
    ...asDefaults,
    ...asTitles,
  ];
  const unique = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  return [...unique.values()].sort(byPlace);
}

// --- the files on disk -------------------------------------------------------------------------------------

export interface ContentFiles {
  files: ContentFile[];
  /** Files and folders the build would silently skip, as problems. */
  strays: ContentProblem[];
}

async function entriesOf(dir: string) {
  return readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** The texts the build reads: src/content/{pages,faq}/*.md and publications/{slug}/content/{pages,faq}/*.md. */
export async function readContentFiles(root: string): Promise<ContentFiles> {
  const files: ContentFile[] = [];
  const strays: ContentProblem[] = [];
  const readCollection = async (dir: string, owner: Owner, collection: Collection) => {
    for (const entry of await entriesOf(path.join(root, dir))) {
      const file = `${dir}/${entry.name}`;
      if (!entry.isFile() || !entry.name.endsWith('.md')) {
        strays.push({
          file,
          line: 1,
          message: `the build reads only .md files directly in ${dir}/, so this is never shown`,
        });
        continue;
      }
      const bytes = await readFile(path.join(root, file));
      files.push({ path: file, owner, collection, name: entry.name.slice(0, -3), text: bytes.toString('utf8'), bytes });
    }
  };
  for (const collection of COLLECTIONS) await readCollection(`src/content/${collection}`, 'default', collection);
  const publications = (await entriesOf(path.join(root, 'publications'))).filter((entry) => entry.isDirectory());
  const titleFolders = new Set(
    (
      await Promise.all(
        publications.map(async ({ name }) =>
          (await entriesOf(path.join(root, 'publications', name))).some((entry) => entry.name === 'title.json')
            ? [name]
            : [],
        ),
      )
    ).flat(),
  );
  for (const publication of publications) {
    if (!titleFolders.has(publication.name)) {
      strays.push({
        file: `publications/${publication.name}/`,
        line: 1,
        message: notATitle(publication.name, [...titleFolders]),
      });
      continue;
    }
    strays.push(...(await logoProblems(root, publication.name)));
    const dir = `publications/${publication.name}/content`;
    for (const entry of await entriesOf(path.join(root, dir))) {
      const collection = COLLECTIONS.find((name) => name === entry.name);
      if (collection && entry.isDirectory()) await readCollection(`${dir}/${collection}`, publication.name, collection);
      else
        strays.push({
          file: `${dir}/${entry.name}`,
          line: 1,
          message: `a title's texts go in ${dir}/pages/ or ${dir}/faq/, so this is never shown`,
        });
    }
  }
  return { files, strays };
}

/** A folder in publications/ without title.json: a misspelt override folder, whose texts no title would show. */
function notATitle(folder: string, titleFolders: readonly string[]): string {
  const nearest = nearestName(folder, titleFolders);
  return `no title.json here, so this folder is no title's and the build cannot read it: ${nearest ? `did you mean publications/${nearest}/? Move its files there` : 'add the title (npm run new-title)'}`;
}

/** A logo without a viewBox is drawn at its own width and height, not scaled to the header's 32 px: a warning. */
async function logoProblems(root: string, publication: string): Promise<ContentProblem[]> {
  const file = `publications/${publication}/logo.svg`;
  const svg = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
  const tag = svg === undefined ? undefined : /<svg\b[^>]*>/i.exec(svg);
  if (!tag || /\sviewBox\s*=/i.test(tag[0])) return [];
  return [
    {
      file,
      line: lineAt(svg!, tag.index),
      message:
        'the logo has no viewBox, so a browser draws it at its own size instead of scaling it to the header: add viewBox="0 0 W H" with its width and height',
      warning: true,
    },
  ];
}

export class ContentProblems extends Error {
  override name = 'ContentProblems';
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in the texts:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`,
    );
  }
}

/** Every problem in the repository's texts. */
export async function contentProblems(root: string): Promise<ContentProblem[]> {
  const { files, strays } = await readContentFiles(root);
  return [...strays, ...checkContent(files)].sort(byPlace);
}
