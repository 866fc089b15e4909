/**
 * `npm run site:import -- FILE [--replace]`: loads an archive made by `npm run site:export` into
 * the configured database (DATA_DIR or DATABASE_URL), which must be empty unless `--replace`
 * asks to delete everything in it first. All of it goes in, or nothing does.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importSiteArchive } from '../src/services/portability/site-import';
import { mediaStorageOf } from '../src/services/media-storage/media-storage';
import { fail, withDatabase } from './lib/command';

const messages = {
  usage:
    'Usage: npm run site:import -- FILE [--replace]\n' +
    'Loads a site archive into an empty database; --replace deletes everything in it first.',
  noFile: (file: string) => `${file}: no such file.`,
  replacing: 'Replacing everything in the database and the uploads folder with the archive…',
  imported: (file: string, rows: number, tables: number, uploads: number, made: string) =>
    `Imported ${file} (${made}): ${rows} rows in ${tables} tables and ${uploads} uploaded files.`,
  next: 'Start the site (npm start): its accounts sign in with their own passwords and second factors.',
} as const;

let values: { replace?: boolean };
let positionals: string[];
try {
  ({ values, positionals } = parseArgs({
    options: { replace: { type: 'boolean' } },
    allowPositionals: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${messages.usage}`, 2);
}
if (positionals.length !== 1) fail(messages.usage, 2);
const given = positionals[0]!;
const file = path.resolve(given);
if (!(await stat(file).catch(() => null))?.isFile()) fail(messages.noFile(given));

await withDatabase(
  async (db, config) => {
    if (values.replace) console.log(messages.replacing);
    const manifest = await importSiteArchive(db, file, {
      dataDir: config.dataDir,
      mediaStorage: mediaStorageOf(config.mediaStorage),
      replace: values.replace ?? false,
    });
    const { uploads = 0, ...tables } = manifest.counts;
    const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
    const made = `made ${manifest.createdAt} by version ${manifest.appVersion} on ${manifest.databaseKind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`;
    console.log(messages.imported(given, rows, Object.keys(tables).length, uploads, made));
    console.log(messages.next);
  },
  { migrateOnly: true },
);
