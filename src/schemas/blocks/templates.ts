import type { z } from '../zod';
import type { blockSchema } from './catalog';

/** A starting point for a new page: its blocks, with the ids the builder gives them. */
export interface PageTemplate {
  id: string;
  label: string;
  description: string;
  blocks: z.input<typeof blockSchema>[];
}

/** What "New page" offers. */
export const pageTemplates: readonly PageTemplate[] = [
  {
    id: 'blank',
    label: 'Blank page',
    description: 'No blocks: add them from the catalog.',
    blocks: [],
  },
];
