import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ValidationError } from '../../errors';
import type { Database } from '../../models/db';
import type { MediaStorage } from '../media-storage/media-storage';
import { archiveMessages, dataPath, type Manifest } from './archive-format';
import { unpackArchive } from './archive-reader';
import {
  appliedMigrations,
  archivedTables,
  quoteIdentifier,
  type ArchivedTable,
} from './site-tables';

export interface ImportOptions {
  /** Where the archive is unpacked and checked first (DATA_DIR). */
  dataDir: string;
  /** Where the archive's uploads go once its rows are in. */
  mediaStorage: MediaStorage;
  /** Delete everything in the database (and the uploads) first, instead of refusing. */
  replace: boolean;
}

/** Rows sent per INSERT: a few hundred keeps statements well under any size limit. */
const rowsPerInsert = 500;

/**
 * Loads a site archive (./archive-format.ts) into the database, which must have this site's
 * current schema. Nothing changes until every file has been read into a private staging folder
 * and checked against the manifest; then the rows go in one transaction (all of them or none),
 * and the uploads take their place only after it has committed.
 */
export async function importSiteArchive(
  db: Database,
  archiveFile: string,
  options: ImportOptions,
): Promise<Manifest> {
  // Beside the uploads folder: moved into place, the files stay on the same file system.
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.import-'));
  try {
    const manifest = await unpackArchive(archiveFile, staging);
    const tables = await checkSchema(db, manifest, staging);
    await db.transaction(async (trx) => {
      if (options.replace) await clearDatabase(trx);
      else await refuseContent(trx);
      for (const table of tables)
        await loadRows(trx, table, path.join(staging, dataPath(table.name)));
      await advanceSequences(trx, tables);
    });
    await options.mediaStorage.adopt(path.join(staging, 'uploads'), options.replace);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The archive's rows must fit this database as it is: the same migrations applied, and only
 * tables and columns it has. Returns the tables to load, in insertion order.
 */
async function checkSchema(
  db: Database,
  manifest: Manifest,
  staging: string,
): Promise<ArchivedTable[]> {
  const ours = await appliedMigrations(db);
  const known = new Set(ours);
  const unknown = manifest.migrations.find((name) => !known.has(name));
  if (unknown) throw new ValidationError(archiveMessages.newerSchema(unknown));
  const missing = ours.length - manifest.migrations.length;
  if (missing > 0) throw new ValidationError(archiveMessages.olderSchema(missing));

  const tables = await archivedTables(db, 'site');
  const byName = new Map(tables.map((table) => [table.name, table]));
  for (const name of Object.keys(manifest.files)) {
    if (!name.startsWith('data/')) continue;
    const table = /^data\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name)?.[1];
    if (!table || !byName.has(table)) {
      throw new ValidationError(archiveMessages.unknownTable(table ?? name));
    }
  }
  const present = new Set(
    (await readdir(path.join(staging, 'data')).catch(() => [] as string[])).map((file) =>
      file.replace(/\.jsonl$/, ''),
    ),
  );
  return tables.filter((table) => present.has(table.name));
}

/** Every table but the schema's bookkeeping, emptied in one statement (sequences restarted). */
async function clearDatabase(db: Database): Promise<void> {
  const { rows } = (await db.raw(`
    select table_name as "table" from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'knex\\_migrations%'`)) as { rows: Array<{ table: string }> };
  if (rows.length === 0) return;
  await db.raw(
    `truncate table ${rows.map((row) => quoteIdentifier(row.table)).join(', ')} restart identity cascade`,
  );
}

/** Without --replace, an import goes into an empty database only. */
async function refuseContent(db: Database): Promise<void> {
  const filled: string[] = [];
  for (const table of await archivedTables(db, 'site')) {
    const { rows } = (await db.raw(
      `select exists (select 1 from ${quoteIdentifier(table.name)}) as "filled"`,
    )) as { rows: Array<{ filled: boolean }> };
    if (rows[0]?.filled) filled.push(table.name);
  }
  if (filled.length > 0) throw new ValidationError(archiveMessages.notEmpty(filled));
}

/** Inserts a table's rows in batches; PostgreSQL turns each JSON row back into typed columns. */
async function loadRows(db: Database, table: ArchivedTable, file: string): Promise<void> {
  const columns = new Set(table.columns);
  const list = table.columns.map(quoteIdentifier).join(', ');
  const name = quoteIdentifier(table.name);
  let firstLine = 1;
  const insert = async (rows: string[]) => {
    try {
      await db.raw(
        `insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ?::json)`,
        [`[${rows.join(',')}]`],
      );
    } catch (error) {
      // A row the database refuses (a broken reference, a value of the wrong type) fails the
      // whole import; the message says where, and PostgreSQL's reason.
      // Knex puts the statement (with every row in it) before PostgreSQL's words: keep those.
      const message = String((error as { message?: unknown }).message ?? '');
      const reason = message.slice(message.lastIndexOf(' - ') + 3).slice(0, 300);
      throw new ValidationError(archiveMessages.refusedRows(table.name, firstLine, reason));
    }
  };
  let batch: string[] = [];
  let lineNumber = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber += 1;
    if (line === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new ValidationError(archiveMessages.badRow(table.name, lineNumber));
    }
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new ValidationError(archiveMessages.badRow(table.name, lineNumber));
    }
    const stranger = Object.keys(row).find((column) => !columns.has(column));
    if (stranger) throw new ValidationError(archiveMessages.unknownColumn(table.name, stranger));
    batch.push(line);
    if (batch.length >= rowsPerInsert) {
      await insert(batch);
      batch = [];
      firstLine = lineNumber + 1;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** Each sequence continues after the highest imported value, so new rows get new ids. */
async function advanceSequences(db: Database, tables: ArchivedTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.serialColumns) {
      const name = quoteIdentifier(table.name);
      await db.raw(
        `select setval(pg_get_serial_sequence(?, ?), coalesce((select max(${quoteIdentifier(column)}) from ${name}), 0) + 1, false)`,
        [name, column],
      );
    }
  }
}
