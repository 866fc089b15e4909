import { UniqueViolationError, type Model, type ModelClass } from 'objection';
import type { Knex } from 'knex';
import { slugify } from '../schemas/common';

/** `base`, or `base-2`, `base-3`… whichever is free in the table (ignoring `exceptId`). */
export async function uniqueSlug(
  model: ModelClass<Model>,
  source: string,
  fallback: string,
  options: { exceptId?: number; trx?: Knex.Transaction } = {},
): Promise<string> {
  const base = slugify(source) || fallback;
  const taken = new Set<string>(
    (
      await model
        .query(options.trx)
        .select('slug')
        .where((builder) => builder.where('slug', base).orWhere('slug', 'like', `${base}-%`))
        .modify((builder) => {
          if (options.exceptId) builder.whereNot('id', options.exceptId);
        })
    ).map((row) => (row as unknown as { slug: string }).slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Runs a write that uses a slug derived with `uniqueSlug`. A concurrent write can take the same
 * slug between choosing and inserting it; then the write runs again and derives the next one,
 * instead of answering 409 about a slug the client never chose.
 */
export async function retryOnDerivedSlugClash<T>(
  derived: boolean,
  write: () => Promise<T>,
  { attempts = 10, column = 'slug' }: { attempts?: number; column?: string } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const slugClash =
        error instanceof UniqueViolationError && (error.columns ?? []).includes(column);
      if (!derived || !slugClash || attempt >= attempts) throw error;
    }
  }
}
