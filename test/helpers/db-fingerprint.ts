import type { Database } from '#src/models/db';

/** Every content table and the job queue (sessions and rate-limit counters are bookkeeping, left out). */
export const contentTables = [
  'users',
  'posts',
  'categories',
  'tags',
  'post_categories',
  'post_tags',
  'comments',
  'pages',
  'settings',
  'media',
  'tasks',
  'leads',
  'seo_overrides',
  'lead_events',
  'email_messages',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'data_erasures',
  'jobs',
  'revisions',
  'editing_presence',
  'redirects',
  'shared_content',
  'content_imports',
  'import_sources',
  'api_tokens',
] as const;

const fingerprintSql = contentTables
  .map(
    (name) =>
      `select '${name}' as t, count(*)::int as n, ` +
      `coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${name} x`,
  )
  .join(' union all ');

/** Row count and checksum of every content table: equal fingerprints mean nothing was written. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result = await db.raw(fingerprintSql);
  const rows = result.rows as Array<{ t: string; n: number | string; h: string }>;
  return Object.fromEntries(rows.map((row) => [row.t, `${Number(row.n)} rows, md5 ${row.h}`]));
}
