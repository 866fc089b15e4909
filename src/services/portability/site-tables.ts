import type { Database } from '../../models/db';
import { privateSettingContexts } from '../../schemas/settings';

/*
 * Which tables a site archive holds, read from the database itself: a table a later migration
 * adds is carried without anyone remembering to list it here. Only what is named below is left
 * out, each for its reason.
 */

/** Never archived: the schema's own bookkeeping, state that expires, and what is derived. */
const notArchived: Record<string, string> = {
  knex_migrations: 'the schema version, recorded in the manifest instead',
  knex_migrations_lock: 'the schema version, recorded in the manifest instead',
  sessions: 'signed-in browsers: everyone signs in again on the new site',
  rate_limits: 'counters that expire within the hour',
  editing_presence: 'who has an editor open right now',
  setup_tokens: 'one-time links, useless once printed',
  // Like sessions: credentials of this installation. Their hashes would still let the tokens in
  // on the site the archive is loaded into; people make new ones there.
  api_tokens: "API tokens: this site's credentials, made again on the new site",
  analytics_salts: "the day's visitor salts, thrown away daily so visitors cannot be followed",
  post_search: 'the search index, rebuilt from the posts as they are inserted',
};

/**
 * What an "Export content" archive holds: the site's words, pictures and structure, no account,
 * lead, comment or log (docs/moving-content.md, "Export and import").
 */
const contentTables = new Set([
  'posts',
  'categories',
  'tags',
  'post_categories',
  'post_tags',
  'pages',
  'shared_content',
  'media',
  'settings',
  'redirects',
  'seo_overrides',
]);

export type ArchiveScope = 'site' | 'content';

export interface ArchivedTable {
  name: string;
  /** Columns in table order, generated ones left out (the database computes them). */
  columns: string[];
  /** Primary key columns: the archive's row order, so parents come before their replies. */
  primaryKey: string[];
  /** Columns filled from a sequence, set past the highest imported value afterwards. */
  serialColumns: string[];
  /** Tables this one refers to (other than itself). */
  references: string[];
}

/** Rows an export leaves out of a table it carries: personal settings in a content export. */
export function rowFilter(scope: ArchiveScope, table: string): { sql: string; bindings: string[] } {
  if (scope === 'content' && table === 'settings' && privateSettingContexts.length > 0) {
    return {
      sql: `where context not in (${privateSettingContexts.map(() => '?').join(', ')})`,
      bindings: [...privateSettingContexts],
    };
  }
  return { sql: '', bindings: [] };
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Rows<Row> = { rows: Row[] };

/**
 * The tables of `scope` in an order that inserts every referenced row before the rows that refer
 * to it (foreign keys between tables; a table's references to itself are met by its row order).
 */
export async function archivedTables(db: Database, scope: ArchiveScope): Promise<ArchivedTable[]> {
  const columns = (await db.raw(`
    select table_name as "table", column_name as "column",
           coalesce(column_default like 'nextval(%', false) as "serial"
    from information_schema.columns
    where table_schema = current_schema() and is_generated = 'NEVER'
    order by table_name, ordinal_position`)) as Rows<{
    table: string;
    column: string;
    serial: boolean;
  }>;
  const keys = (await db.raw(`
    select c.relname as "table", a.attname as "column"
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace
    order by c.relname, array_position(i.indkey::int2[], a.attnum)`)) as Rows<{
    table: string;
    column: string;
  }>;
  const foreignKeys = (await db.raw(`
    select distinct c.relname as "table", r.relname as "references"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`)) as Rows<{
    table: string;
    references: string;
  }>;
  const tableTypes = (await db.raw(`
    select table_name as "table" from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as Rows<{
    table: string;
  }>;
  const baseTables = new Set(tableTypes.rows.map((row) => row.table));

  const tables = new Map<string, ArchivedTable>();
  for (const row of columns.rows) {
    if (!baseTables.has(row.table) || row.table in notArchived) continue;
    if (scope === 'content' && !contentTables.has(row.table)) continue;
    const table = tables.get(row.table) ?? {
      name: row.table,
      columns: [],
      primaryKey: [],
      serialColumns: [],
      references: [],
    };
    table.columns.push(row.column);
    if (row.serial) table.serialColumns.push(row.column);
    tables.set(row.table, table);
  }
  for (const row of keys.rows) tables.get(row.table)?.primaryKey.push(row.column);
  for (const row of foreignKeys.rows) {
    if (row.table !== row.references) tables.get(row.table)?.references.push(row.references);
  }
  return dependencyOrder([...tables.values()]);
}

/** Referenced tables first; a table whose references are outside the set goes as if they were met. */
function dependencyOrder(tables: ArchivedTable[]): ArchivedTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: ArchivedTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: ArchivedTable) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) place(referenced);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) place(table);
  return ordered;
}

/** The migrations applied to the database, in order: the schema an archive's rows fit. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await db('knex_migrations').select('name').orderBy('id');
  return rows.map((row: { name: string }) => row.name);
}
