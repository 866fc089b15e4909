import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { z } from 'zod';

/*
 * A site archive is a gzipped tar:
 *   data/<table>.jsonl       one row per line, as PostgreSQL's row_to_json writes it
 *   uploads/<file>           the media library's files, as they are in DATA_DIR/uploads
 *   manifest.json            what it holds (below), with the SHA-256 of every other file
 * The manifest comes last, as a zip's directory does: the writer hashes each file as it goes.
 * A reader checks every file against it before it changes anything.
 */

export const archiveFormat = 'ava-site-archive';
/** Raised when a change makes older readers misread an archive; they then refuse it. */
export const archiveFormatVersion = 1;

export const manifestPath = 'manifest.json';
export const dataPath = (table: string) => `data/${table}.jsonl`;
export const uploadsPrefix = 'uploads/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');

export const manifestSchema = z.object({
  format: z.literal(archiveFormat, { error: 'This is not a site archive (no site manifest)' }),
  formatVersion: z.number().int().positive(),
  appVersion: z.string().max(100),
  databaseKind: z.enum(['postgresql', 'pglite']),
  createdAt: z.iso.datetime({ offset: true }),
  /** `site`: everything; `content`: the admin's "Export content", no people data. */
  scope: z.enum(['site', 'content']),
  /** The migrations applied where it was made: the schema its rows fit. */
  migrations: z.array(z.string().max(200)).max(10_000),
  /** Rows per table, and `uploads`: files in the media library. */
  counts: z.record(z.string().max(100), z.number().int().nonnegative()),
  files: z.record(
    z.string().max(1000),
    z.object({ sha256, bytes: z.number().int().nonnegative() }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The largest manifest read: a few hundred bytes per file of the media library. */
export const maxManifestBytes = 32 * 1024 * 1024;

/**
 * Where an entry may go: a plain relative path under data/ or uploads/, or the manifest. Paths
 * that climb out (`..`), absolute paths, backslashes and empty or dot segments are refused.
 */
export function isSafeEntryPath(name: string): boolean {
  if (name === manifestPath) return true;
  if (!name.startsWith('data/') && !name.startsWith(uploadsPrefix)) return false;
  if (name.includes('\\') || name.includes('\0') || name.length > 1000) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export const archiveMessages = {
  notGzip: 'This is not a site archive: it is not a gzip-compressed tar file',
  notTar: 'This is not a site archive: the tar inside it is damaged',
  noManifest: 'This is not a site archive: it has no manifest.json',
  manifestTooLarge: 'The archive’s manifest is too large to be one of ours',
  manifestInvalid: (problem: string) => `The archive’s manifest is not valid: ${problem}`,
  newerFormat: (version: number) =>
    `This archive was made by a newer version of the site (format ${version}; this one reads format ${archiveFormatVersion}). Update the site, then import it.`,
  unsafePath: (name: string) =>
    `The archive holds an entry whose path is not allowed (${JSON.stringify(name.slice(0, 200))}): only data/ and uploads/ files, no absolute paths or ..`,
  notAFile: (name: string) =>
    `The archive holds a link or special file (${JSON.stringify(name.slice(0, 200))}); only plain files are imported`,
  unlisted: (name: string) => `The archive holds ${name}, which its manifest does not list`,
  missing: (name: string) => `The archive’s manifest lists ${name}, which is not in it`,
  duplicate: (name: string) => `The archive holds ${name} twice`,
  checksum: (name: string) =>
    `The archive is damaged or was changed: ${name} does not match its checksum in the manifest`,
  unknownTable: (table: string) =>
    `The archive holds rows for ${table}, a table this site does not have`,
  unknownColumn: (table: string, column: string) =>
    `The archive’s ${table} rows have a column this site does not know (${column})`,
  badRow: (table: string, line: number) => `Line ${line} of data/${table}.jsonl is not a row`,
  refusedRows: (table: string, line: number, reason: string) =>
    `The database refused the rows of data/${table}.jsonl from line ${line} on (${reason}); nothing was imported`,
  newerSchema: (migration: string) =>
    `This archive was made by a newer version of the site (its database has migration ${migration}, unknown here). Update the site, then import it.`,
  olderSchema: (missing: number) =>
    `This archive was made by an older version of the site (${missing} migration(s) behind this one). Import it with the version that made it, start that version once on the new database, then update.`,
  notEmpty: (tables: string[]) =>
    `The database already has content (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). Import into an empty database, or add --replace to delete everything in it first.`,
  contentOnly:
    'This archive is an "Export content" download: it holds no accounts, so it cannot become a whole site. Import a full archive (npm run site:export).',
} as const;

/**
 * A pass-through stream that hashes and counts what flows through it: `result()` is the file's
 * manifest entry once the stream has ended.
 */
export function fileDigest() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return {
    stream,
    result: (): Manifest['files'][string] => ({ sha256: hash.digest('hex'), bytes }),
  };
}
