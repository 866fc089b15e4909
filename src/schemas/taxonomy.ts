import { z } from './zod';
import { optionalSlug, requiredText, text } from './common';

export const taxonomyInputSchema = z.object({
  name: requiredText(120, 'Name'),
  slug: optionalSlug,
  description: text(1000, 'Description').default(''),
});
export type TaxonomyInput = z.infer<typeof taxonomyInputSchema>;
