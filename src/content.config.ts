// Editor-owned texts. Defaults live in src/content; a title may override one by putting a file with the
// same name in publications/{slug}/content/{collection}/. A broken frontmatter fails the build naming the file.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { FaqFrontmatter, PageFrontmatter } from './domain/content/frontmatter.ts';

/** `src/content/faq/01-login.md` → `default/01-login`; `publications/adressa/content/faq/01-login.md` → `adressa/01-login`. */
function entryId(collection: string) {
  return glob({
    base: '.',
    pattern: [`src/content/${collection}/*.md`, `publications/*/content/${collection}/*.md`],
    generateId: ({ entry }) => {
      const file = entry.split('/').pop()!.replace(/\.md$/, '');
      const owner = entry.startsWith('publications/') ? entry.split('/')[1]! : 'default';
      return `${owner}/${file}`;
    },
  });
}

export const collections = {
  pages: defineCollection({
    loader: entryId('pages'),
    schema: PageFrontmatter,
  }),
  faq: defineCollection({
    loader: entryId('faq'),
    schema: FaqFrontmatter,
  }),
};
