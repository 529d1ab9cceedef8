// Checks the editor-owned texts (src/content and each title's publications/{slug}/content) before anything is
// built, naming the file and line of each problem: frontmatter, heading levels, empty texts, and links (a page or
// anchor that does not exist, another site without https). Markdown is read by the parser the Astro build uses
// (satteri), so a link here is a link on the page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { LineCounter, parseDocument } from 'yaml';
import { CONTENT_PAGES, FAQ_ROUTE, faqAnchor, type ContentPageRoute } from '../../src/domain/content/content-pages.ts';
import { FaqFrontmatter, PageFrontmatter } from '../../src/domain/content/frontmatter.ts';
import { leadingRules } from '../../src/domain/routing/cdn-rules.ts';
import { findRoute, type RoutePath } from '../../src/domain/routing/routes.ts';
import { matchPattern } from '../preview/cdn-files.ts';

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
}

export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** `src/content/faq/x.md:12: message`, the form editors and editors' tools jump to. */
export function formatProblem({ file, line, message }: ContentProblem): string {
  return `${file}:${line}: ${message}`;
}

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
  if ('children' in node) for (const child of node.children) yield* walk(child as Nodes);
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

/** The frontmatter against the collection's schema, each problem on the line of its field. */
export function frontmatterProblems(file: ParsedFile): ContentProblem[] {
  const block = file.tree.children[0];
  if (block?.type !== 'yaml') return [{ file: file.path, line: 1, message: 'no frontmatter: a text starts with a --- line, its fields, and another --- line' }];
  // The fields start on the line after the opening ---.
  const firstLine = lineOf(block) + 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(block.value, { lineCounter, prettyErrors: false });
  const at = (offset: number) => firstLine + lineCounter.linePos(offset).line - 1;
  if (doc.errors.length > 0) return doc.errors.map((error) => ({ file: file.path, line: at(error.pos[0]), message: `frontmatter is not valid YAML: ${error.message.split('\n')[0]}` }));

  const result = SCHEMAS[file.collection].safeParse(doc.toJS());
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    // The line of the field's value when it is there; the opening --- when it is missing.
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const line = node?.range ? at(node.range[0]) : firstLine - 1;
    return { file: file.path, line, message: `frontmatter field "${field}": ${issue.message}` };
  });
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
      const around = file.collection === 'pages' ? "the page's title is its h1" : "the answer sits under its category's h2";
      problems.push({ file: file.path, line: lineOf(heading), message: `heading level h${depth} is too high here: ${around}, so start at ${first}` });
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
  const body = file.tree.children.filter((node) => node.type !== 'yaml' && !(node.type === 'html' && /^\s*<!--[\s\S]*-->\s*$/.test(node.value)));
  if (body.length > 0) return [];
  const frontmatter = file.tree.children.find((node) => node.type === 'yaml');
  const line = (frontmatter?.position?.end.line ?? 0) + 1;
  const what = file.collection === 'faq' ? 'the answer is empty: write it below the frontmatter' : 'the text is empty: write it below the frontmatter';
  return [{ file: file.path, line, message: what }];
}

// --- links -------------------------------------------------------------------------------------------------

/** The ids a reader can link to, by route, as one title's site has them. */
export type SiteAnchors = ReadonlyMap<RoutePath, ReadonlySet<string>>;

/** The CDN's own rules (not its 404 catch-all): a link to /order-timeout or /t/… still lands on a page. */
const REDIRECTS = leadingRules();

const ROUTES_FILE = 'src/domain/routing/routes.ts';

/**
 * What is wrong with a link in a text shown at `here` (undefined when it is fine). Links within the site are
 * written from the root (`/koble-bruker`, `/kundeservice#glemt-passord`); other sites only over https.
 */
export function linkProblem(url: string, here: RoutePath | undefined, anchors: SiteAnchors): string | undefined {
  const link = url.trim();
  if (link === '') return 'the link has no address';
  if (link.startsWith('#')) return here === undefined ? undefined : anchorProblem(here, decodeURIComponent(link.slice(1)), anchors, 'this page');
  if (link.startsWith('//')) return `a link to another site must say https: write https:${link}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'mailto' || scheme === 'tel') return undefined;
  if (scheme === 'http') return `a link to another site must use https: write ${link.replace(/^http:/i, 'https:')}`;
  if (scheme !== undefined) return `"${scheme}:" links are not allowed: use https://, mailto: or tel:`;
  if (!link.startsWith('/')) return `write a link within the site from its root, like /${link.replace(/^(\.\.?\/)+/, '')}`;

  const target = new URL(link, 'https://site.invalid');
  const route = findRoute(target.pathname);
  const redirected = REDIRECTS.some((rule) => matchPattern(rule.from, target.pathname));
  if (!route && !redirected) return `no page at ${target.pathname} (the pages are the routes in ${ROUTES_FILE})`;
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
}

/** Every address in a text: markdown links, images and reference definitions, and href/src in raw HTML. */
function linksOf(file: ParsedFile): LinkUse[] {
  const links: LinkUse[] = [];
  for (const node of walk(file.tree)) {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({ url: node.url, line: lineOf(node) });
    if (node.type === 'html') {
      for (const match of node.value.matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
        const linesBefore = node.value.slice(0, match.index).split('\n').length - 1;
        links.push({ url: match[1] ?? match[2] ?? '', line: lineOf(node) + linesBefore });
      }
    }
  }
  return links;
}

const PAGE_ROUTES = new Map<string, ContentPageRoute>(Object.entries(CONTENT_PAGES).map(([route, id]) => [id, route as ContentPageRoute]));

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
  for (const file of texts.filter((text) => text.collection === 'faq')) byAnchor.set(faqAnchor(file.name), [...(byAnchor.get(faqAnchor(file.name)) ?? []), file]);
  return [...byAnchor].flatMap(([anchor, files]) =>
    files.length < 2 ? [] : files.map((file) => ({ file: file.path, line: 1, message: `another question has the anchor #${anchor} too (${files.filter((other) => other !== file).map((other) => other.path).join(', ')}): rename one file` })),
  );
}

/** The link and anchor checks of every text as one title shows it. */
function titleProblems(texts: readonly ParsedFile[]): ContentProblem[] {
  const anchors = anchorsOf(texts);
  const linkProblems = texts.flatMap((file) =>
    linksOf(file).flatMap(({ url, line }) => {
      const problem = linkProblem(url, routeOf(file), anchors);
      return problem ? [{ file: file.path, line, message: problem }] : [];
    }),
  );
  return [...linkProblems, ...duplicateAnchorProblems(texts)];
}

/** A title's page text that replaces no default is shown nowhere: most likely a misspelt name. */
function unusedPageProblems(file: ParsedFile): ContentProblem[] {
  if (file.collection !== 'pages' || PAGE_ROUTES.has(file.name)) return [];
  const names = [...PAGE_ROUTES.keys()].sort().join(', ');
  return [{ file: file.path, line: 1, message: `no page shows a text named "${file.name}": a title's text replaces the default of the same name (${names})` }];
}

/** Every problem in these texts, in file and line order, each once. */
export function checkContent(files: readonly ContentFile[]): ContentProblem[] {
  const parsed = files.map(parse);
  const defaults = parsed.filter((file) => file.owner === 'default');
  const owners = [...new Set(parsed.map((file) => file.owner))].filter((owner) => owner !== 'default').sort();
  const asDefaults = titleProblems(defaults);
  const seen = new Set(asDefaults.map(formatProblem));
  // A default text's link can break on one title's site only (its own texts replace the page it points into);
  // said once, with the title, and not again where every site has the problem.
  const asTitles = owners.flatMap((owner) =>
    titleProblems(effectiveTexts(defaults, parsed.filter((file) => file.owner === owner)))
      .filter((problem) => !seen.has(formatProblem(problem)))
      .map((problem) => (problem.file.startsWith('src/content/') ? { ...problem, message: `${problem.message} (on the site of ${owner}, whose own texts replace some defaults)` } : problem)),
  );
  const problems = [
    ...parsed.flatMap((file) => [...frontmatterProblems(file), ...headingProblems(file), ...emptyTextProblems(file), ...unusedPageProblems(file)]),
    ...asDefaults,
    ...asTitles,
  ];
  const unique = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  return [...unique.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message));
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
        strays.push({ file, line: 1, message: `the build reads only .md files directly in ${dir}/, so this is never shown` });
        continue;
      }
      files.push({ path: file, owner, collection, name: entry.name.slice(0, -3), text: await readFile(path.join(root, file), 'utf8') });
    }
  };
  for (const collection of COLLECTIONS) await readCollection(`src/content/${collection}`, 'default', collection);
  for (const publication of await entriesOf(path.join(root, 'publications'))) {
    if (!publication.isDirectory()) continue;
    const dir = `publications/${publication.name}/content`;
    for (const entry of await entriesOf(path.join(root, dir))) {
      const collection = COLLECTIONS.find((name) => name === entry.name);
      if (collection && entry.isDirectory()) await readCollection(`${dir}/${collection}`, publication.name, collection);
      else strays.push({ file: `${dir}/${entry.name}`, line: 1, message: `a title's texts go in ${dir}/pages/ or ${dir}/faq/, so this is never shown` });
    }
  }
  return { files, strays };
}

export class ContentProblems extends Error {
  override name = 'ContentProblems';
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the texts:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`);
  }
}

/** Every problem in the repository's texts. */
export async function contentProblems(root: string): Promise<ContentProblem[]> {
  const { files, strays } = await readContentFiles(root);
  return [...strays, ...checkContent(files)];
}
