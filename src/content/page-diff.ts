import { diffWords, type ChangeObject } from 'diff';
import { blockDefinition } from '../schemas/blocks/catalog';
import type { z } from '../schemas/zod';
import { richTextToLines } from './revision-diff';

/*
 * What changed between two revisions of a page, for the builder's history and for tests: the
 * page's own fields, then block by block (removed, added, moved, hidden or shown, and the fields
 * of a block that changed), each with a sentence to show. Pure, so it runs in the browser; the
 * server sends whole revisions and never compares them. Text is compared word by word, rich
 * text as its words (a line per paragraph), never as markup.
 */

/** The parts of a page's revision compared here (`PageRevision['content']`). */
export interface ComparablePage {
  title: string;
  path: string;
  status: string;
  publishedAt?: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  blocks: ReadonlyArray<{ id: string; type: string; data: unknown; hidden?: boolean }>;
}

/** One value before and after, as text, with jsjdiff's word changes between them. */
export interface TextChange {
  label: string;
  before: string;
  after: string;
  /** `added`, `removed`, or neither (unchanged); in order, they spell both texts. */
  changes: ChangeObject<string>[];
}

/** A block as a change names it: its position (from 1) in the revision that has it. */
export interface BlockRef {
  id: string;
  type: string;
  label: string;
  position: number;
}

export type PageChange =
  | { kind: 'page'; summary: string; change: TextChange }
  | { kind: 'added' | 'removed' | 'hidden' | 'shown'; summary: string; block: BlockRef }
  | { kind: 'moved'; summary: string; block: BlockRef; from: number; to: number }
  | { kind: 'edited'; summary: string; block: BlockRef; fields: TextChange[] };

const pageFields: Array<[keyof ComparablePage, string]> = [
  ['title', 'Title'],
  ['path', 'Address'],
  ['status', 'Status'],
  ['publishedAt', 'Publication date'],
  ['seoTitle', 'SEO title'],
  ['seoDescription', 'SEO description'],
  ['seoImage', 'SEO image'],
];

const textChange = (label: string, before: string, after: string): TextChange => ({
  label,
  before,
  after,
  changes: diffWords(before, after),
});

const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

type Block = ComparablePage['blocks'][number];
type Schema = z.core.$ZodType;

/** The schema inside an optional, nullable or defaulted field. */
function unwrapped(schema: Schema): Schema {
  const inner = (schema._zod.def as { innerType?: Schema }).innerType;
  return inner ? unwrapped(inner) : schema;
}

/** A field's label, as its block's schema gives it (`.meta({ title })`), else its key. */
function titleOf(schema: Schema | undefined, key: string): string {
  const title = schema && (schema as z.ZodType).meta?.()?.title;
  if (typeof title === 'string') return title;
  const inner = schema && (schema._zod.def as { innerType?: Schema }).innerType;
  return inner ? titleOf(inner, key) : key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The field's label for a path into a block's data: `Plans 2 › Price`. */
function labelAt(schema: Schema | undefined, parts: readonly string[]): string {
  const labels: string[] = [];
  let current = schema && unwrapped(schema);
  for (const part of parts) {
    const def = current?._zod.def as
      { type: string; shape?: Record<string, Schema>; element?: Schema } | undefined;
    // An item of a list (or, without a schema to say so, any numbered part): `Plans 2`.
    if (def?.type === 'array' || (!def && /^\d+$/.test(part))) {
      labels[labels.length - 1] = `${labels.at(-1) ?? 'Item'} ${Number(part) + 1}`;
      current = def?.element && unwrapped(def.element);
      continue;
    }
    const field = def?.type === 'object' ? def.shape?.[part] : undefined;
    labels.push(titleOf(field, part));
    current = field && unwrapped(field);
  }
  return labels.join(' › ');
}

/** A block's data as `path → text`, one entry per text, number or flag in it. */
function leaves(value: unknown, parts: string[] = [], into = new Map<string, string[]>()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, [...parts, key], into);
  } else if (parts.length > 0) {
    into.set(parts.join('.'), parts);
  }
  return into;
}

const valueAt = (data: unknown, parts: readonly string[]) =>
  parts.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[part]
        : undefined,
    data,
  );

/** The fields of a block that differ, each as a word diff (rich text as its words). */
function blockFieldChanges(older: Block, newer: Block): TextChange[] {
  const definition = blockDefinition(newer.type);
  const htmlFields: readonly string[] = definition?.htmlFields ?? [];
  const paths = new Map([...leaves(newer.data), ...leaves(older.data)]);
  return [...paths.values()].flatMap((parts) => {
    const read = (data: unknown) => {
      const text = asText(valueAt(data, parts));
      return parts.length === 1 && htmlFields.includes(parts[0]!) ? richTextToLines(text) : text;
    };
    const before = read(older.data);
    const after = read(newer.data);
    return before === after ? [] : [textChange(labelAt(definition?.schema, parts), before, after)];
  });
}

/** The ids both revisions have, in an order both keep (a longest common subsequence). */
function stayedInOrder(older: readonly string[], newer: readonly string[]): Set<string> {
  const lengths = older.map(() => newer.map(() => 0));
  const at = (i: number, j: number) => (i < older.length && j < newer.length ? lengths[i]![j]! : 0);
  for (let i = older.length - 1; i >= 0; i -= 1) {
    for (let j = newer.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        older[i] === newer[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < older.length && j < newer.length;) {
    if (older[i] === newer[j]) {
      kept.add(older[i]!);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return kept;
}

const refOf = (block: Block, index: number): BlockRef => ({
  id: block.id,
  type: block.type,
  label: blockDefinition(block.type)?.label ?? block.type,
  position: index + 1,
});

function blockChanges(older: readonly Block[], newer: readonly Block[]): PageChange[] {
  // A block is the same block in both when it keeps its id and its type.
  const key = (block: Block) => `${block.type}:${block.id}`;
  const olderAt = new Map(older.map((block, index) => [key(block), index]));
  const newerKeys = new Set(newer.map(key));
  const inOrder = stayedInOrder(
    older.map(key).filter((id) => newerKeys.has(id)),
    newer.map(key).filter((id) => olderAt.has(id)),
  );
  const removed = older.flatMap((block, index): PageChange[] => {
    if (newerKeys.has(key(block))) return [];
    const ref = refOf(block, index);
    return [
      { kind: 'removed', block: ref, summary: `Removed ${ref.label} (was block ${ref.position})` },
    ];
  });
  const changed = newer.flatMap((block, index): PageChange[] => {
    const ref = refOf(block, index);
    const from = olderAt.get(key(block));
    if (from === undefined) {
      return [
        { kind: 'added', block: ref, summary: `Added ${ref.label} as block ${ref.position}` },
      ];
    }
    const before = older[from]!;
    const changes: PageChange[] = [];
    if (!inOrder.has(key(block))) {
      const summary = `Moved ${ref.label} from block ${from + 1} to block ${ref.position}`;
      changes.push({ kind: 'moved', block: ref, from: from + 1, to: ref.position, summary });
    }
    if (!!before.hidden !== !!block.hidden) {
      const kind = block.hidden ? 'hidden' : 'shown';
      const verb = block.hidden ? 'Hid' : 'Showed';
      changes.push({ kind, block: ref, summary: `${verb} ${ref.label} (block ${ref.position})` });
    }
    const fields = blockFieldChanges(before, block);
    if (fields.length > 0) {
      const names = fields.map((field) => field.label).join(', ');
      const summary = `Changed ${ref.label} (block ${ref.position}): ${names}`;
      changes.push({ kind: 'edited', block: ref, fields, summary });
    }
    return changes;
  });
  return [...removed, ...changed];
}

/** Everything that differs from `older` to `newer`, in reading order; empty when nothing does. */
export function comparePages(older: ComparablePage, newer: ComparablePage): PageChange[] {
  const fields = pageFields.flatMap(([field, label]): PageChange[] => {
    const before = asText(older[field]);
    const after = asText(newer[field]);
    if (before === after) return [];
    return [
      { kind: 'page', summary: `Changed ${label}`, change: textChange(label, before, after) },
    ];
  });
  return [...fields, ...blockChanges(older.blocks, newer.blocks)];
}
