import type { z } from '#src/schemas/zod';
import type { blockSchema } from '#src/schemas/blocks/catalog';

/** One of the site's own pages as first installed; staff change it in the builder afterwards. */
export interface SitePageSeed {
  path: string;
  title: string;
  /** May name site facts: `{siteName} | {tagline}`. */
  seoTitle?: string;
  seoDescription?: string;
  blocks: z.input<typeof blockSchema>[];
}
