// Editors write markdown, never HTML: a text can carry no script, event handler, iframe, form or style, on the
// built site or on the dev server. One rule, applied twice: the content check refuses HTML at `file:line` with the
// markdown to write instead (`htmlProblems`), and the renderer keeps only what markdown itself makes, through
// hast-util-sanitize's GitHub allow-list (`editorMarkdownAllowList`), so a text that slips past the check (the dev
// server shows a text while it is being fixed) still cannot run anything.
import type { Root } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

/**
 * GitHub's allow-list, with `tel:` links (the check allows them) and without its `user-content-` prefix on ids:
 * markdown makes no ids the page's own could collide with, and the heading ids are added after this runs.
 */
const SCHEMA: Schema = {
  ...defaultSchema,
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
};

/**
 * A Sätteri hast plugin (astro.config.mjs): the rendered text through the allow-list. Raw HTML stays a `raw` node
 * (Sätteri's default), which the sanitiser drops whole; `javascript:` links lose their address; inline styles go.
 */
export function editorMarkdownAllowList() {
  return {
    name: 'minside-editor-allow-list',
    before(root: Readonly<Root>, context: { replaceNode(node: Readonly<Root>, next: Root): void }) {
      context.replaceNode(root, sanitize(root, SCHEMA) as Root);
    },
  };
}

/** What to write instead of each HTML tag an editor might reach for. */
const INSTEAD: Record<string, string> = {
  script: 'a text cannot run code; for something interactive, ask a developer for a feature',
  noscript: 'a text cannot run code; write the words in markdown',
  iframe: 'a text cannot embed another page: link to it, like [Se videoen](https://…)',
  embed: 'a text cannot embed another page: link to it, like [Se videoen](https://…)',
  object: 'a text cannot embed another page: link to it, like [Se videoen](https://…)',
  form: 'a text cannot hold a form: link to the page that has it, like [Endre abonnement](/endre-abonnement)',
  input: 'a text cannot hold a form: link to the page that has it, like [Endre abonnement](/endre-abonnement)',
  button: 'a text cannot hold a form: link to the page that has it, like [Endre abonnement](/endre-abonnement)',
  select: 'a text cannot hold a form: link to the page that has it, like [Endre abonnement](/endre-abonnement)',
  textarea: 'a text cannot hold a form: link to the page that has it, like [Endre abonnement](/endre-abonnement)',
  style: "the site's design styles every text: for emphasis write **fet** or *kursiv*, for a part a heading",
  link: "the site's design styles every text: for emphasis write **fet** or *kursiv*, for a part a heading",
  font: "the site's design styles every text: for emphasis write **fet** or *kursiv*",
  a: 'write a link as [tekst](https://…) or [tekst](/side)',
  b: 'write **fet**',
  strong: 'write **fet**',
  i: 'write *kursiv*',
  em: 'write *kursiv*',
  br: 'end the line with a backslash \\ to break it there, or leave a blank line for a new paragraph',
  p: 'leave a blank line between paragraphs',
  div: 'leave a blank line between paragraphs',
  span: 'write the words as they are; for emphasis **fet** or *kursiv*',
  h1: 'write a heading as ## Overskrift (### in a FAQ answer)',
  h2: 'write a heading as ## Overskrift (### in a FAQ answer)',
  h3: 'write a heading as ### Overskrift',
  h4: 'write a heading as #### Overskrift',
  ul: 'write a list with a line per item starting with "- "',
  ol: 'write a numbered list with lines starting with "1. ", "2. "',
  li: 'write a list with a line per item starting with "- "',
  img: 'a text cannot show an image: the sites\' Content-Security-Policy blocks images from other sites, and no image from the texts is published (docs/editors.md, "Images"); link to it instead, like [Se kartet](https://…)',
  table: 'write a table in markdown: | Kolonne | Kolonne |, then |---|---|, then a line per row',
};

/** Any raw-HTML opening tag, with the offset it starts at (closing tags and comments are not reported again). */
const OPENING_TAG = /<([a-zA-Z][\w-]*)\b[^>]*>?/g;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const STYLE_ATTRIBUTE = /\sstyle\s*=/i;

export interface HtmlProblem {
  /** Lines into `html`, 0 for its first. */
  lineOffset: number;
  message: string;
}

/** The problems of one raw-HTML node of a text: each opening tag, said with what to write instead. */
export function htmlProblems(html: string): HtmlProblem[] {
  const withoutComments = html.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...withoutComments.matchAll(OPENING_TAG)].map((match) => {
    const tag = match[1]!.toLowerCase();
    const extras = [
      EVENT_HANDLER.test(match[0]) && 'an event handler (on…=)',
      STYLE_ATTRIBUTE.test(match[0]) && 'a style',
    ].filter(Boolean);
    const carrying = extras.length > 0 ? ` carrying ${extras.join(' and ')}` : '';
    const instead = INSTEAD[tag] ?? 'write it in markdown (docs/editors.md shows how)';
    return {
      lineOffset: withoutComments.slice(0, match.index).split('\n').length - 1,
      message: `HTML is not allowed in a text, only markdown: <${tag}>${carrying} is left out of the page; ${instead}`,
    };
  });
}
