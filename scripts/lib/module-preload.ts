// Every page names all the modules it will load up front, as <link rel="modulepreload">: the browser then fetches
// them at once instead of discovering one import at a time (guard → store → API client → ky …), which would put a
// round trip per level between the page and its first API call. Added while the build assembles each site
// (scripts/build-titles.ts), which reads every page anyway: a pass of its own read and wrote 36 000 pages again at
// 600 titles.
import { pageModules } from './page-weight.ts';

const HEAD_END = '</head>';

/** `html` with a modulepreload link for each module the page loads that its own tags do not name. */
export async function withModulePreloads(html: string, siteDir: string): Promise<string> {
  const { named, imported } = await pageModules(siteDir, html);
  const links = imported.filter((url) => !named.includes(url)).map((url) => `<link rel="modulepreload" href="${url}">`);
  return links.length === 0 ? html : html.replace(HEAD_END, links.join('') + HEAD_END);
}
