// The spec's title code lists (section 3: "Title code lists: XX, VI; RUI; KOF, KUL. Their meaning is not shown").
// What the spec does tell: they are lists of title codes, and none of them is among the ~60 titles with a site.
// Our reading, and so their use here: codes the group's systems know that are not titles of this portal. They are
// kept as the spec groups them, and no title of the registry may take one (parseTitles refuses it), so a listed
// code is never served as a site, nor a site's code read as one of them. If one turns out to be a newspaper that
// should get a site, its list is the place to say what it means before the title is added.

/** The three lists, in the spec's order and grouping. */
export const TITLE_CODE_LISTS = [['XX', 'VI'], ['RUI'], ['KOF', 'KUL']] as const;

export type ListedTitleCode = (typeof TITLE_CODE_LISTS)[number][number];

const LISTED: ReadonlySet<string> = new Set(TITLE_CODE_LISTS.flat());

/** Whether `code` is on one of the lists, exactly as written there (title codes are upper case). */
export function isListedTitleCode(code: string): code is ListedTitleCode {
  return LISTED.has(code);
}

/** The lists as the spec writes them, for messages: `XX, VI; RUI; KOF, KUL`. */
export const TITLE_CODE_LISTS_TEXT = TITLE_CODE_LISTS.map((list) => list.join(', ')).join('; ');
