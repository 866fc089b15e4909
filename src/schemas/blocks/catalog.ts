import { z } from '../zod';
import { authorBioBlock } from './author-bio';
import { bookingBlock } from './booking';
import { finalCtaBlock } from './final-cta';
import { homeHeroBlock } from './home-hero';
import { industryTabsBlock } from './industry-tabs';
import { logoStripBlock } from './logo-strip';
import { meetAvaBlock } from './meet-ava';
import { painPointsBlock } from './pain-points';
import { pricingSummaryBlock } from './pricing-summary';
import { resultsBlock } from './results';
import { richTextBlock } from './rich-text';
import { roiCalculatorBlock } from './roi-calculator';
import { solutionCardsBlock } from './solution-cards';
import { ctaBandBlock } from './cta-band';
import { embedBlock } from './embed';
import { faqBlock } from './faq';
import { featureGridBlock } from './feature-grid';
import { heroBlock } from './hero';
import { imageBlock } from './image';
import { industryDetailsBlock } from './industry-details';
import { leadFormBlock } from './lead-form';
import { legalDocumentBlock } from './legal-document';
import { moreSolutionsBlock } from './more-solutions';
import { planOfferBlock } from './plan-offer';
import { pricingPlansBlock } from './pricing-plans';
import { pricingPointerBlock } from './pricing-pointer';
import { showcaseBlock } from './showcase';
import { statsBlock } from './stats';
import { stepsBlock } from './steps';
import { testimonialsBlock } from './testimonials';
import { videoBlock } from './video';

/**
 * Every type of block a page can be built from. A new type is a schema file here, a line in this
 * list and a view in views/components/blocks/registry.ts (ARCHITECTURE.md, "Adding a block type").
 */
export const blockCatalog = [
  richTextBlock,
  homeHeroBlock,
  logoStripBlock,
  painPointsBlock,
  solutionCardsBlock,
  meetAvaBlock,
  roiCalculatorBlock,
  pricingSummaryBlock,
  authorBioBlock,
  industryTabsBlock,
  resultsBlock,
  finalCtaBlock,
  bookingBlock,
  heroBlock,
  featureGridBlock,
  showcaseBlock,
  testimonialsBlock,
  pricingPlansBlock,
  planOfferBlock,
  ctaBandBlock,
  statsBlock,
  stepsBlock,
  industryDetailsBlock,
  pricingPointerBlock,
  faqBlock,
  moreSolutionsBlock,
  leadFormBlock,
  embedBlock,
  legalDocumentBlock,
  imageBlock,
  videoBlock,
] as const;

type Definition = (typeof blockCatalog)[number];
export type BlockType = Definition['type'];
export type BlockDataOf<Type extends BlockType> = z.output<
  Extract<Definition, { type: Type }>['schema']
>;

export const maxBlocksPerPage = 100;

export const blockMessages = {
  unknownType: 'Unknown block type',
  tooMany: `A page may have at most ${maxBlocksPerPage} blocks`,
  duplicateId: 'Two blocks have the same id',
} as const;

const blockId = z
  .string({ error: 'Block id is required' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Block id must be 1 to 40 letters, digits, - or _');

const blockOfType = <Item extends Definition>(definition: Item) =>
  z.strictObject({
    id: blockId,
    type: z.literal(definition.type),
    data: definition.schema as Item['schema'],
    hidden: z.boolean({ error: 'Hidden must be true or false' }).optional(),
  });

type BlockSchemaOf<Item> = Item extends Definition ? ReturnType<typeof blockOfType<Item>> : never;
type BlockSchemas<Items extends readonly unknown[]> = {
  [Index in keyof Items]: BlockSchemaOf<Items[Index]>;
};

/** One block of a page: `{ id, type, data, hidden? }`, its data checked by its type's schema. */
export const blockSchema = z.discriminatedUnion(
  'type',
  blockCatalog.map(blockOfType) as unknown as BlockSchemas<typeof blockCatalog>,
  { error: blockMessages.unknownType },
);
export type Block = z.output<typeof blockSchema>;

/** A page's blocks, in order: at most 100, each id once. */
export const pageBlocksSchema = z
  .array(blockSchema, { error: 'Blocks must be a list' })
  .max(maxBlocksPerPage, blockMessages.tooMany)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id)) {
        context.addIssue({
          code: 'custom',
          message: blockMessages.duplicateId,
          path: [index, 'id'],
        });
      }
      seen.add(block.id);
    });
  });

export function blockDefinition(type: string): Definition | undefined {
  return blockCatalog.find((definition) => definition.type === type);
}
