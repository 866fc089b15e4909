import { diffWords, type ChangeObject } from 'diff';
import { decodeEntities } from './writing-checks';

/*
 * What changed between two revisions, field by field, for the editor's history. Runs in the
 * browser (the history view) and in tests; the server sends whole revisions and never diffs.
 * Bodies are compared as text, a line per paragraph, heading or list item: a diff of the HTML
 * would show markup nobody typed.
 */

/** The fields of a revision that can be compared as text. */
export interface ComparableRevision {
  title: string;
  excerpt?: string;
  content: string;
  status: string;
  slug: string;
  featuredImage?: string | null;
}

/** A sanitized rich-text body as plain text, one line per block. */
export function richTextToLines(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figure|figcaption|div)>/gi, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, '[image: $1]')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map(decodeEntities)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export interface FieldDiff {
  field: keyof ComparableRevision;
  label: string;
  /** jsdiff's word changes: `added`, `removed`, or neither (unchanged). */
  changes: ChangeObject<string>[];
}

const fields: Array<[keyof ComparableRevision, string]> = [
  ['title', 'Title'],
  ['slug', 'Address'],
  ['status', 'Status'],
  ['excerpt', 'Excerpt'],
  ['featuredImage', 'Featured image'],
  ['content', 'Body'],
];

const textOf = (revision: ComparableRevision, field: keyof ComparableRevision) => {
  const value = revision[field] ?? '';
  return field === 'content' ? richTextToLines(value) : value;
};

/** The fields that differ from `older` to `newer`, each as a word diff; unchanged ones left out. */
export function compareRevisions(
  older: ComparableRevision,
  newer: ComparableRevision,
): FieldDiff[] {
  return fields.flatMap(([field, label]) => {
    const before = textOf(older, field);
    const after = textOf(newer, field);
    if (before === after) return [];
    return [{ field, label, changes: diffWords(before, after) }];
  });
}
