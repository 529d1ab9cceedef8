// The title's article address (spec section 2: /i/{articleId}/), apart from the origin rules: the purchase event
// names the article a buyer came from, and every page's shell carries what reports it.

export const ARTICLE = /^\/i\/([^/]+)\/?$/;

/** The article id of an article address, or null: the article a buyer came from. */
export function articleIdOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return ARTICLE.exec(url.pathname)?.[1] ?? null;
}
