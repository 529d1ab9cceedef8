// The title's article address (spec section 2: /i/{articleId}/), apart from the origin rules: the purchase event
// names the article a buyer came from, and every page's shell carries what reports it.

export const ARTICLE = /^\/i\/([^/]+)\/?$/;

/** An absolute URL, or undefined for '' and anything else that is none (a referrer may be either). */
export function urlOf(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** The article id of an article address, or null: the article a buyer came from. */
export function articleIdOf(raw: string): string | null {
  const url = urlOf(raw);
  return (url && ARTICLE.exec(url.pathname)?.[1]) ?? null;
}
