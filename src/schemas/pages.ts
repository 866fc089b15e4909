import { z } from './zod';
import { optionalSlug, requiredText, text, urlOrPath } from './common';

export const pageInputSchema = z.object({
  title: requiredText(300, 'Title'),
  slug: optionalSlug,
  content: text(200_000, 'Content').default(''),
  status: z.enum(['draft', 'published'], { error: 'Unknown status' }).default('draft'),
  seoTitle: text(300, 'SEO title')
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null),
  seoDescription: text(500, 'SEO description')
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null),
  seoImage: urlOrPath
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type PageInput = z.infer<typeof pageInputSchema>;
