import type { Knex } from 'knex';
import { toCount } from '../models/db';

type Order =
  | Array<{ column: string; order: 'asc' | 'desc' }>
  | ((query: Knex.QueryBuilder) => Knex.QueryBuilder);

/**
 * One page of what `query` selects, in `order` (columns, or a function ordering the query),
 * with how many rows it selects in all.
 */
export async function pageOf<Row>(
  query: Knex.QueryBuilder,
  order: Order,
  paging: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    ordered(query.clone(), order).limit(paging.limit).offset(paging.offset) as Promise<Row[]>,
    query.clone().clearSelect().count({ total: '*' }),
  ]);
  return { rows, total: toCount((count as { total?: unknown } | undefined)?.total) };
}

const ordered = (query: Knex.QueryBuilder, order: Order) =>
  typeof order === 'function' ? order(query) : query.orderBy(order);

/** Newest first, the id breaking ties. */
export const newestFirst = (column: string): Order => [
  { column, order: 'desc' },
  { column: 'id', order: 'desc' },
];
