// Where a visitor came from, as the analytics page view reports it: spec section 4's table, with the page shapes
// of section 2 (the title's articles, videos, its redirect page and its front page).
import { ARTICLE, urlOf } from './article.ts';
import { isTitleHost } from '../measurement/hosts.ts';

/** Origin types of spec section 3. */
export type OriginType = 'Unknown' | 'External' | 'Article' | 'Video' | 'Self' | 'Frontpage' | 'Listing';

export interface Origin {
  type: OriginType;
  /** The page the visitor came from; for the redirect page, the page they are on now. */
  url?: string;
  /** The article's or video's id, from its path. */
  id?: string;
  /** For an article or a video: `Self` when it is this very page, else what the current page is. */
  category?: 'Self' | 'Article' | 'Video';
  /** An article led to an article. */
  referrerIsArticle?: true;
}

const VIDEO = /^\/video\/([^/]+)\/?$/;
const REDIRECT = /^\/redirect\/?$/;

/**
 * The origin of a page view. `referrer` is `document.referrer` ('' for none), `current` the page's URL and
 * `baseUrl` the title's base domain. Rows are tried in the table's order: none, another site, an article, a
 * video, the redirect page, the same path, the front page, and anything else is a listing.
 */
export function classifyOrigin(referrer: string, current: string, baseUrl: string): Origin {
  const from = urlOf(referrer);
  const here = urlOf(current);
  if (!from || !here) return { type: 'Unknown' };
  // The portal's own origin is the title's site wherever it is served (a CDN's address, this machine).
  if (from.origin !== here.origin && !isTitleHost(from.hostname, baseUrl)) return { type: 'External', url: from.href };
  const samePage = from.hostname === here.hostname && from.pathname === here.pathname;
  const article = ARTICLE.exec(from.pathname);
  if (article) {
    if (samePage) return { type: 'Article', id: article[1]!, url: from.href, category: 'Self' };
    if (ARTICLE.test(here.pathname))
      return { type: 'Article', id: article[1]!, url: from.href, category: 'Article', referrerIsArticle: true };
    return { type: 'Article', id: article[1]!, url: from.href };
  }
  const video = VIDEO.exec(from.pathname);
  if (video) {
    if (samePage) return { type: 'Video', id: video[1]!, url: from.href, category: 'Self' };
    if (VIDEO.test(here.pathname)) return { type: 'Video', id: video[1]!, url: from.href, category: 'Video' };
    return { type: 'Video', id: video[1]!, url: from.href };
  }
  if (REDIRECT.test(from.pathname)) return { type: 'Self', url: here.href };
  if (samePage) return { type: 'Self', url: from.href };
  if (from.pathname === '/') return { type: 'Frontpage', url: from.href };
  return { type: 'Listing', url: from.href };
}
