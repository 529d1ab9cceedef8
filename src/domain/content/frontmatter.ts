// The frontmatter every editor-owned text must have, declared once: the Astro build validates its content
// collections with these schemas (src/content.config.ts), and the content check gives the same verdict with
// the file and line (scripts/lib/content-check.ts).
import { z } from 'astro/zod';

const lang = z.enum(['nb', 'nn']).default('nb');

export const FAQ_CATEGORIES = [
  'Abonnement',
  'Betaling',
  'Levering',
  'Innlogging og bruker',
  'Familie og bedrift',
] as const;

/** src/content/pages/*.md: terms, privacy and cookie texts. */
export const PageFrontmatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.coerce.date(),
  lang,
});

/** src/content/faq/*.md: one question each; its answer is the file's body. */
export const FaqFrontmatter = z.object({
  question: z.string().min(1).endsWith('?'),
  category: z.enum(FAQ_CATEGORIES),
  order: z.number().int(),
  lang,
});
