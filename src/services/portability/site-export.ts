import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Pack } from 'tar-stream';
import { appVersion } from '../../config/app-version';
import { databaseKind, type Database } from '../../models/db';
import type { MediaStorage } from '../media-storage/media-storage';
import {
  archiveFormat,
  archiveFormatVersion,
  dataPath,
  fileDigest,
  manifestPath,
  uploadsPrefix,
  type Manifest,
} from './archive-format';
import {
  appliedMigrations,
  archivedTables,
  quoteIdentifier,
  rowFilter,
  type ArchiveScope,
  type ArchivedTable,
} from './site-tables';

export interface ExportOptions {
  scope: ArchiveScope;
  /** The media library's files (the local disk or a bucket), packed after the rows. */
  mediaStorage: MediaStorage;
}

/** Rows read per query: enough to keep round trips few, few enough to keep memory flat. */
const rowsPerRead = 1_000;

interface StagedFile {
  name: string;
  /** Its bytes: a staged data file, or the upload itself. */
  open: () => Promise<Readable>;
  bytes: number;
}

/**
 * Writes a site archive (./archive-format.ts) of `scope` to `output`. The tables are read in one
 * read-only, repeatable-read transaction, so the archive is one moment of the site even while it
 * keeps serving; their rows are staged in a private temporary folder (a tar entry states its size
 * first), then packed with the uploads, each hashed on the way, and the manifest last.
 */
export async function writeSiteArchive(
  db: Database,
  options: ExportOptions,
  output: Writable,
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ava-export-'));
  try {
    const { tables, migrations, counts } = await stageTables(db, options.scope, staging);
    const { mediaStorage } = options;
    const uploads = await mediaStorage.list();
    counts.uploads = uploads.length;
    const files: StagedFile[] = [
      ...tables.map((table) => ({
        ...table,
        open: async () => createReadStream(path.join(staging, table.name)),
      })),
      ...uploads.map(({ name, bytes }) => ({
        name: `${uploadsPrefix}${name}`,
        bytes,
        open: () => mediaStorage.read(name),
      })),
    ];
    const { pack: tarPack } = await import('tar-stream');
    const pack = tarPack();
    const written = pipeline(pack, createGzip(), output);
    // A reader that went away fails the packing below too; this keeps its error for the end.
    written.catch(() => {});
    const hashes: Manifest['files'] = {};
    for (const file of files) hashes[file.name] = await packFile(pack, file);
    const manifest: Manifest = {
      format: archiveFormat,
      formatVersion: archiveFormatVersion,
      appVersion: await appVersion(),
      databaseKind: databaseKind(db),
      createdAt: new Date().toISOString(),
      scope: options.scope,
      migrations,
      counts,
      files: hashes,
    };
    pack.entry({ name: manifestPath, mode: 0o600 }, `${JSON.stringify(manifest, null, 2)}\n`);
    pack.finalize();
    await written;
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function stageTables(db: Database, scope: ArchiveScope, staging: string) {
  return db.transaction(
    async (trx) => {
      const tables = await archivedTables(trx, scope);
      const migrations = await appliedMigrations(trx);
      const counts: Record<string, number> = {};
      const staged: Array<{ name: string; bytes: number }> = [];
      for (const table of tables) {
        const file = path.join(staging, dataPath(table.name));
        const { rows, bytes } = await stageRows(trx, scope, table, file);
        counts[table.name] = rows;
        staged.push({ name: dataPath(table.name), bytes });
      }
      return { tables: staged, migrations, counts };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/** Writes a table's rows to `file`, one JSON object per line, in primary key order. */
async function stageRows(
  db: Database,
  scope: ArchiveScope,
  table: ArchivedTable,
  file: string,
): Promise<{ rows: number; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const out = createWriteStream(file, { mode: 0o600 });
  const filter = rowFilter(scope, table.name);
  // Pages through the table by its primary key (by its physical row order when it has none,
  // which stays put within the transaction's snapshot): each page a quick index range.
  const keys = table.primaryKey.length > 0 ? table.primaryKey.map(quoteIdentifier) : ['ctid'];
  const keyList = keys.map((key) => `t.${key}`).join(', ');
  const name = quoteIdentifier(table.name);
  let after: string[] | null = null;
  let rows = 0;
  let bytes = 0;
  try {
    for (;;) {
      const conditions = [
        filter.sql.replace(/^where /, ''),
        after ? `(${keyList}) > (${after.map(() => '?').join(', ')})` : '',
      ].filter(Boolean);
      const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
      const result = (await db.raw(
        `select row_to_json(t)::text as "row", ${keys.map((key, index) => `t.${key}::text as "k${index}"`).join(', ')}
         from ${name} t ${where} order by ${keyList} limit ${rowsPerRead}`,
        [...filter.bindings, ...(after ?? [])],
      )) as { rows: Array<Record<string, string>> };
      for (const row of result.rows) {
        const line = `${row.row}\n`;
        bytes += Buffer.byteLength(line);
        if (!out.write(line))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      rows += result.rows.length;
      if (result.rows.length < rowsPerRead) break;
      const last = result.rows.at(-1)!;
      after = keys.map((_, index) => last[`k${index}`]!);
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { rows, bytes };
}

/** Streams one file into the tar, hashing it on the way. */
async function packFile(pack: Pack, file: StagedFile): Promise<Manifest['files'][string]> {
  const digest = fileDigest();
  const entry = pack.entry({ name: file.name, size: file.bytes, mode: 0o600 });
  await pipeline(await file.open(), digest.stream, entry);
  const packed = digest.result();
  if (packed.bytes !== file.bytes) {
    throw new Error(`${file.name} changed while it was being exported`);
  }
  return packed;
}
