// Every page names all the modules it will load up front, as <link rel="modulepreload">: the browser then fetches
// them at once instead of discovering one import at a time (guard → store → API client → ky …), which would put a
// round trip per level between the page and its first API call. The page's own entries are named too, first: their
// tags come late (the scripts at the end of the body, the island's component once its element runs), and fetched
// from there they queued behind the modules they import (the guard's ask for the session some 200 ms later on a
// throttled phone). Added while the build assembles each site (scripts/build-titles.ts), which reads every page
// anyway: a pass of its own read and wrote 36 000 pages again at 600 titles.
import { pageModules } from './page-weight.ts';

const HEAD_END = '</head>';

/** `html` with a modulepreload link for each module the page loads, its own entries first. */
export async function withModulePreloads(html: string, siteDir: string): Promise<string> {
  const { named, imported } = await pageModules(siteDir, html);
  const ordered = [...named.filter((url) => imported.includes(url)), ...imported.filter((url) => !named.includes(url))];
  const links = ordered.map((url) => `<link rel="modulepreload" href="${url}">`);
  return links.length === 0 ? html : html.replace(HEAD_END, links.join('') + HEAD_END);
}
