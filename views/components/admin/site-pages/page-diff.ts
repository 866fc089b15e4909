import { richTextToLines } from '#src/content/revision-diff';
import { blockFieldSchema, kindOf, typeLabelOf, type FieldSchema } from './field-schema';
import { humanize } from './schema-leaf-fields';

/** A version of a page as its revisions keep it. */
export interface ComparablePage {
  title: string;
  path: string;
  status: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  blocks: ReadonlyArray<{ id: string; type: string; data: unknown; hidden?: boolean | undefined }>;
}

/** One text that changed, before and after, as words to compare. */
export interface TextChange {
  label: string;
  before: string;
  after: string;
}

/** What changed from one version of a page to another, the page's fields first, then by block. */
export type PageChange =
  | ({ kind: 'page' } & TextChange)
  | { kind: 'added' | 'removed' | 'moved' | 'hidden' | 'shown'; block: string }
  | { kind: 'edited'; block: string; fields: TextChange[] };

const pageFields = [
  ['title', 'Title'],
  ['path', 'Address'],
  ['status', 'Status'],
  ['seoTitle', 'Search title'],
  ['seoDescription', 'Search description'],
  ['seoImage', 'Social image'],
] as const;

/** A block's data as labelled lines of text, in its form's order (`Plans 2 › Price`). */
function textsOf(
  node: FieldSchema | null,
  value: unknown,
  label: string,
  into: Map<string, string>,
) {
  const kind = node ? kindOf(node) : 'unknown';
  if (kind === 'group' && value && typeof value === 'object') {
    for (const [key, child] of Object.entries(node!.properties ?? {})) {
      const name = child.title ?? humanize(key);
      textsOf(
        child,
        (value as Record<string, unknown>)[key],
        label ? `${label} › ${name}` : name,
        into,
      );
    }
  } else if (kind === 'list' && Array.isArray(value)) {
    value.forEach((item, index) =>
      textsOf(node!.items ?? null, item, `${label} ${index + 1}`, into),
    );
  } else if (value !== undefined) {
    const text =
      typeof value === 'string'
        ? node?.widget === 'richText'
          ? richTextToLines(value)
          : value
        : typeof value === 'boolean'
          ? value
            ? 'Yes'
            : 'No'
          : JSON.stringify(value);
    into.set(label, text);
  }
  return into;
}

function editedFields(type: string, before: unknown, after: unknown): TextChange[] {
  const schema = blockFieldSchema(type);
  const old = textsOf(schema, before, '', new Map());
  const now = textsOf(schema, after, '', new Map());
  return [...new Set([...old.keys(), ...now.keys()])].flatMap((label) => {
    const [was, is] = [old.get(label) ?? '', now.get(label) ?? ''];
    return was === is ? [] : [{ label, before: was, after: is }];
  });
}

/** The changes from `before` to `after`: page fields, then blocks added, removed, moved, edited. */
export function diffPageContents(before: ComparablePage, after: ComparablePage): PageChange[] {
  const changes: PageChange[] = pageFields.flatMap(([field, label]) => {
    const [was, is] = [before[field] ?? '', after[field] ?? ''];
    return was === is ? [] : [{ kind: 'page' as const, label, before: was, after: is }];
  });
  const oldIds = before.blocks.map((block) => block.id);
  const newIds = after.blocks.map((block) => block.id);
  const keptOld = oldIds.filter((id) => newIds.includes(id));
  const keptNew = newIds.filter((id) => oldIds.includes(id));
  const name = (block: ComparablePage['blocks'][number], list: ComparablePage['blocks']) =>
    `Block ${list.indexOf(block) + 1}: ${typeLabelOf(block.type)}`;
  for (const block of before.blocks) {
    if (!newIds.includes(block.id))
      changes.push({ kind: 'removed', block: name(block, before.blocks) });
  }
  for (const block of after.blocks) {
    const old = before.blocks.find((candidate) => candidate.id === block.id);
    const label = name(block, after.blocks);
    if (!old) {
      changes.push({ kind: 'added', block: label });
      continue;
    }
    if (keptOld.indexOf(block.id) !== keptNew.indexOf(block.id))
      changes.push({ kind: 'moved', block: label });
    if (!!old.hidden !== !!block.hidden)
      changes.push({ kind: block.hidden ? 'hidden' : 'shown', block: label });
    const fields = editedFields(block.type, old.data, block.data);
    if (fields.length > 0) changes.push({ kind: 'edited', block: label, fields });
  }
  return changes;
}
