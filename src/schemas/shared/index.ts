import type { z } from '../zod';
import { navigationSchema } from './navigation';
import { pricingSchema } from './pricing';

/**
 * Content several pages show and staff write once (Payload calls these globals): each kind one
 * JSON value, checked by its schema. A block that shows one names it in its `uses`.
 */
export const sharedContentKinds = {
  pricing: { label: 'Pricing plans', schema: pricingSchema },
  navigation: { label: 'Navigation', schema: navigationSchema },
} as const;

export type SharedContentKind = keyof typeof sharedContentKinds;
export type SharedContent = {
  [Kind in SharedContentKind]: z.output<(typeof sharedContentKinds)[Kind]['schema']>;
};
