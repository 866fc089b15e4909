import { z } from '../zod';
import type { SharedContentKind } from '../shared';

/** A field holding HTML: a top-level field, or that field of each item of a list (`sections.*.body`). */
export type HtmlField<Shape> = (keyof Shape & string) | `${keyof Shape & string}.*.${string}`;

/**
 * One type of block in the catalog: what it is called in the builder, the shape of its data
 * (validated on the server, generating the builder's form and the API's JSON Schema), and the
 * data a new block starts with. Its view lives in views/components/blocks (registry.ts).
 */
export interface BlockDefinition<Type extends string, Shape extends z.ZodRawShape> {
  type: Type;
  label: string;
  description: string;
  schema: z.ZodObject<Shape, z.core.$strict>;
  /** Whether its view runs code in the browser (a form, a dialog, a calculator, a video). */
  interactive: boolean;
  /** The fields holding HTML, which the server sanitizes before storing. */
  htmlFields: readonly HtmlField<Shape>[];
  /** The shared content its view shows (the pricing plans, say), given to it as `shared`. */
  uses: readonly SharedContentKind[];
  starter: z.input<z.ZodObject<Shape>>;
}

export function defineBlock<const Type extends string, Shape extends z.ZodRawShape>(definition: {
  type: Type;
  label: string;
  description: string;
  schema: Shape;
  interactive: boolean;
  htmlFields?: readonly HtmlField<Shape>[];
  uses?: readonly SharedContentKind[];
  starter: z.input<z.ZodObject<Shape>>;
}): BlockDefinition<Type, Shape> {
  return {
    ...definition,
    htmlFields: definition.htmlFields ?? [],
    uses: definition.uses ?? [],
    schema: z.strictObject(definition.schema),
  };
}
