// Where editor-owned texts appear, so the pages that draw them and the content check agree on it: which route
// shows which text, and the anchor each FAQ question gets on the FAQ page.
import type { RoutePath } from '../routing/routes.ts';

/** Routes whose body is a text in src/content/pages/{id}.md (or a title's file of that name). */
export const CONTENT_PAGES = {
  '/vilkaar': 'vilkaar',
  '/vilkaar-mer': 'vilkaar-mer',
  '/vilkaar/bedrift': 'vilkaar-bedrift',
  '/personvern': 'personvern',
  '/data': 'data',
  '/personverndetaljer': 'personverndetaljer',
  '/cookie-policy': 'cookie-policy',
  '/nye-priser': 'nye-priser',
  '/student': 'student',
  '/student2': 'student2',
} as const satisfies Partial<Record<RoutePath, string>>;

export type ContentPageRoute = keyof typeof CONTENT_PAGES;

/** The page that lists every FAQ question (src/content/faq/*.md). */
export const FAQ_ROUTE = '/kundeservice' satisfies RoutePath;

/**
 * A question's anchor on the FAQ page: its file name without the leading number, which only sorts the files
 * (`02-glemt-passord` → `glemt-passord`). A title's file of the same name keeps the anchor, so a link to it holds
 * for every title, and renumbering never breaks a link.
 */
export function faqAnchor(fileName: string): string {
  return fileName.replace(/\.md$/, '').replace(/^\d+-/, '');
}
