// Every page names all the modules it will load up front, as <link rel="modulepreload">: the browser then fetches
// them at once instead of discovering one import at a time (guard → store → API client → ky …), which would put a
// round trip per level between the page and its first API call.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { eachLimited, filesIn, FILES_AT_ONCE } from './files.ts';
import { pageModules } from './page-weight.ts';

const HEAD_END = '</head>';

/** `html` with a modulepreload link for each module the page loads that its own tags do not name. */
export async function withModulePreloads(html: string, siteDir: string): Promise<string> {
  const { named, imported } = await pageModules(siteDir, html);
  const links = imported.filter((url) => !named.includes(url)).map((url) => `<link rel="modulepreload" href="${url}">`);
  return links.length === 0 ? html : html.replace(HEAD_END, links.join('') + HEAD_END);
}

export function modulePreload(): AstroIntegration {
  return {
    name: 'minside-module-preload',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = (await filesIn(root)).filter((file) => file.endsWith('.html')).map((file) => path.join(root, file));
        // A few at a time: a build of 600 titles has 36 000 pages, more than a process may have open.
        await eachLimited(pages, FILES_AT_ONCE, async (page) => writeFile(page, await withModulePreloads(await readFile(page, 'utf8'), root)));
      },
    },
  };
}
