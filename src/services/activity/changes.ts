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
