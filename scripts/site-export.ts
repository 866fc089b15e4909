/**
 * `npm run site:export -- --out FILE`: writes everything the site holds (content, accounts with
 * their password hashes and second factors, leads, webhooks, the activity log, analytics, and
 * the uploads) to one archive that `npm run site:import` loads into another database.
 */
import { rename, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSiteArchive } from '../src/services/portability/site-export';
import { mediaStorageOf } from '../src/services/media-storage/media-storage';
import { fail, withDatabase } from './lib/command';

const messages = {
  usage: 'Usage: npm run site:export -- --out FILE   (a .tar.gz archive of the whole site)',
  exists: (file: string) => `${file} already exists: choose another name, or move it away first.`,
  written: (file: string, tables: number, rows: number, uploads: number, mib: string) =>
    `Wrote ${file}: ${rows} rows in ${tables} tables and ${uploads} uploaded files, ${mib} MiB.`,
  credentials:
    'It holds password hashes, second-factor secrets and visitors’ personal data: only its owner ' +
    'can read it (mode 0600). Keep it as safe as the database, and delete copies you no longer need.',
} as const;

let out: string | undefined;
try {
  ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
} catch (error) {
  fail(`${(error as Error).message}\n${messages.usage}`, 2);
}
if (!out) fail(messages.usage, 2);
const file = path.resolve(out);
if (await stat(file).catch(() => null)) fail(messages.exists(out));

await withDatabase(
  async (db, config) => {
    // Written under another name and renamed when complete: a failed export leaves no archive.
    const partial = `${file}.partial`;
    try {
      const manifest = await writeSiteArchive(
        db,
        { scope: 'site', mediaStorage: mediaStorageOf(config.mediaStorage) },
        createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
      );
      await rename(partial, file);
      const { uploads = 0, ...tables } = manifest.counts;
      const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
      const mib = ((await stat(file)).size / 1024 / 1024).toFixed(1);
      console.log(messages.written(out, Object.keys(tables).length, rows, uploads, mib));
      console.log(messages.credentials);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  },
  { migrateOnly: true },
);
