/*
 * The before/after summaries entries carry: small, readable, and never more than a field's
 * name where its value is personal data or a secret.
 */

const maxText = 80;

/** A value as an entry keeps it: short text as it is, longer text cut, objects as JSON. */
function shown(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    // Cut by code points, never between the halves of an emoji.
    const characters = Array.from(value);
    return characters.length > maxText ? `${characters.slice(0, maxText - 1).join('')}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  return shown(JSON.stringify(value));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose values differ from those in `before`. */
export function changedNames(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(after).filter((key) => !same(before[key], after[key]));
}

/** `{ field: { from, to } }` for each field of `after` whose value differs from `before`'s. */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    changedNames(before, after).map((key) => [
      key,
      { from: shown(before[key]), to: shown(after[key]) },
    ]),
  );
}

/**
 * The paths of the values that differ between two documents (`plans.0.price`), deepest first
 * found, at most `limit` of them: which parts of a larger value (the plans, the menus) changed.
 */
export function changedPaths(before: unknown, after: unknown, limit = 20): string[] {
  const paths: string[] = [];
  const visit = (older: unknown, newer: unknown, path: string) => {
    if (paths.length >= limit || same(older, newer)) return;
    const isContainer = (value: unknown) => value !== null && typeof value === 'object';
    if (
      !isContainer(older) ||
      !isContainer(newer) ||
      Array.isArray(older) !== Array.isArray(newer)
    ) {
      paths.push(path || '(all)');
      return;
    }
    const olderRecord = older as Record<string, unknown>;
    const newerRecord = newer as Record<string, unknown>;
    for (const key of new Set([...Object.keys(olderRecord), ...Object.keys(newerRecord)])) {
      visit(olderRecord[key], newerRecord[key], path ? `${path}.${key}` : key);
    }
  };
  visit(before, after, '');
  return paths;
}
