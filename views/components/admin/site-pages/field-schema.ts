import { richTextToLines } from '#src/content/revision-diff';
import { blockDefinition } from '#src/schemas/blocks/catalog';
import type { FieldWidget } from '#src/schemas/blocks/fields';
import { z } from '#src/schemas/zod';

/**
 * The part of JSON Schema that `z.toJSONSchema` writes for the field builders of
 * src/schemas/blocks/fields.ts, with their `title` and `widget`. The builder's forms are drawn
 * from it, as GET /api/blocks describes the same data to API clients.
 */
export interface FieldSchema {
  type?: string;
  title?: string;
  description?: string;
  widget?: FieldWidget;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  enum?: ReadonlyArray<string | number>;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: FieldSchema[];
  $ref?: string;
  $defs?: Record<string, FieldSchema>;
}

export type FieldKind = 'group' | 'list' | 'choice' | 'flag' | 'number' | 'text' | 'unknown';

export function kindOf(node: FieldSchema): FieldKind {
  if (node.enum) return 'choice';
  switch (node.type) {
    case 'object':
      return 'group';
    case 'array':
      return 'list';
    case 'boolean':
      return 'flag';
    case 'number':
    case 'integer':
      return 'number';
    case 'string':
      return 'text';
    default:
      return 'unknown';
  }
}

/** The tree with references inlined and nullable unions reduced to their one real type. */
function resolved(node: FieldSchema, root: FieldSchema, depth = 0): FieldSchema {
  if (depth > 20) return {};
  const step = (child: FieldSchema) => resolved(child, root, depth + 1);
  if (node.$ref?.startsWith('#/$defs/')) {
    const target = root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {};
    return { ...step(target), ...(node.title ? { title: node.title } : {}) };
  }
  const real = node.anyOf?.filter((option) => option.type !== 'null');
  if (real?.length === 1)
    return { ...step(real[0]!), ...(node.title ? { title: node.title } : {}) };
  const copy = { ...node };
  if (node.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, step(child)]),
    );
  }
  if (node.items) copy.items = step(node.items);
  return copy;
}

const schemas = new Map<z.ZodType, FieldSchema>();

/** The form description of a zod schema of block data or shared content (computed once). */
export function fieldSchemaOf(schema: z.ZodType): FieldSchema {
  let node = schemas.get(schema);
  if (!node) {
    const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
    node = resolved(root, root);
    schemas.set(schema, node);
  }
  return node;
}

/** The form description of a block type's data, or null for a type the catalog lacks. */
export function blockFieldSchema(type: string): FieldSchema | null {
  const definition = blockDefinition(type);
  return definition ? fieldSchemaOf(definition.schema) : null;
}

/** The name of a block's type, or of the type the catalog no longer has. */
export const typeLabelOf = (type: string) => blockDefinition(type)?.label ?? `Unknown (${type})`;

/** What a new item of a list, or an optional group once added, starts as. */
export function emptyValue(node: FieldSchema): unknown {
  switch (kindOf(node)) {
    case 'group':
      return Object.fromEntries(
        (node.required ?? []).map((key) => [key, emptyValue(node.properties?.[key] ?? {})]),
      );
    case 'list':
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValue(node.items ?? {}));
    case 'choice':
      return node.enum?.[0];
    case 'flag':
      return false;
    case 'number':
      return 0;
    default:
      return '';
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * Data as the API takes it: an optional field left empty in the form is left out (an empty
 * optional link or image would otherwise be refused). Everything else is sent as it is.
 */
export function cleanValue(node: FieldSchema, value: unknown): unknown {
  const kind = kindOf(node);
  if (kind === 'list' && Array.isArray(value)) {
    return value.map((item) => cleanValue(node.items ?? {}, item));
  }
  if (kind !== 'group' || !value || typeof value !== 'object' || Array.isArray(value)) {
    return typeof value === 'number' && Number.isNaN(value) ? undefined : value;
  }
  const cleaned: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const item = cleanValue(child, cleaned[key]);
    if (isEmpty(item) && !node.required?.includes(key)) delete cleaned[key];
    else cleaned[key] = item;
  }
  return cleaned;
}

/** A line naming a block in lists and announcements: its first text, as plain words. */
export function summaryOf(node: FieldSchema | null, data: unknown, max = 60): string {
  if (!node?.properties || !data || typeof data !== 'object') return '';
  for (const [key, child] of Object.entries(node.properties)) {
    const value = (data as Record<string, unknown>)[key];
    if (kindOf(child) !== 'text' || typeof value !== 'string' || value.trim() === '') continue;
    if (child.widget === 'link' || child.widget === 'image') continue;
    const text =
      child.widget === 'richText' ? (richTextToLines(value).split('\n')[0] ?? '') : value;
    if (text.trim() === '') continue;
    return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text.trim();
  }
  return '';
}
