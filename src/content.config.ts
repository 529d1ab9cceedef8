// Editor-owned texts. Defaults live in src/content; a title may override one by putting a file with the
// same name in publications/{slug}/content/{collection}/. A broken frontmatter fails the build naming the file.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

const lang = z.enum(['nb', 'nn']).default('nb');

export const collections = {
  pages: defineCollection({
    loader: entryId('pages'),
    schema: z.object({
      title: z.string().min(1),
      description: z.string().min(1),
      updated: z.coerce.date(),
      lang,
    }),
  }),
  faq: defineCollection({
    loader: entryId('faq'),
    schema: z.object({
      question: z.string().min(1).endsWith('?'),
      category: z.enum(['Abonnement', 'Betaling', 'Levering', 'Innlogging og bruker', 'Familie og bedrift']),
      order: z.number().int(),
      lang,
    }),
  }),
};
