// An editor's text page as a title shows it: the title's own (publications/{slug}/content/pages/) if it has one,
// else the default. Looked up without getEntry's warning for an id that is not there, which printed a line in the
// dev server's terminal on every page load of a title without its own text.
import { getCollection, getEntry } from 'astro:content';
import type { TitleConfig } from '../../domain/title/title-config.ts';

export async function pageText(title: TitleConfig, contentId: string) {
  const [own] = await getCollection('pages', (entry) => entry.id === `${title.publication}/${contentId}`);
  const entry = own ?? (await getEntry('pages', `default/${contentId}`));
  if (!entry) throw new Error(`Missing content page src/content/pages/${contentId}.md`);
  return entry;
}
