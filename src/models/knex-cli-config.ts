import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { migrationSource } from '../../migrations/index';
import { seedFiles, seedMessages, seedsToRun, type SeedFile } from '../../seeds/index';
import { loadDatabaseConfig } from '../config/env';
import { knexConfig } from './knex-config';

/*
 * The knex CLI's configuration (`npx knex migrate:latest`, `seed:run`, …), loaded by the root
 * knexfile.js: the same database as the server (DATA_DIR or DATABASE_URL), the same listed
 * migrations, and the seeds start-up would run.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsDir = path.join(root, 'migrations');

export const messages = {
  listIt:
    'A new migration runs only once it is listed in migrations/index.ts (import it there and add it to the list).',
  unlisted: (names: string[]) =>
    `Not listed in migrations/index.ts: ${names.join(', ')}. The server, the tests and this ` +
    'command run only the migrations listed there: import each file there and add it to the list.',
  unknownSeed: (name: string) =>
    `No seed named ${name}; the seeds are ${seedFiles.map((file) => file.name).join(', ')}.`,
} as const;

/** Migration files in migrations/ that migrations/index.ts does not list. */
export async function unlistedMigrations(): Promise<string[]> {
  const listed = new Set((await migrationSource.getMigrations([])).map(({ file }) => file));
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => !listed.has(name));
}

/** The listed migrations, refusing to run while a file in the folder is missing from the list. */
const checkedMigrationSource: Knex.MigrationSource<{ file: string }> = {
  ...migrationSource,
  async getMigrations(extensions) {
    const unlisted = await unlistedMigrations();
    if (unlisted.length > 0) throw new Error(messages.unlisted(unlisted));
    return await migrationSource.getMigrations(extensions);
  },
};

/** Our seed list instead of every file in seeds/, without sample content unless asked for. */
function seedSource(sampleContent: boolean): Knex.SeedSource<SeedFile> {
  return {
    async getSeeds({ specific }) {
      const chosen = seedsToRun({ sampleContent });
      if (specific) {
        const name = specific.replace(/\.[cm]?[jt]s$/, '');
        const file = seedFiles.find((seed) => seed.name === name);
        if (!file) throw new Error(messages.unknownSeed(specific));
        if (!chosen.includes(file)) throw new Error(seedMessages.sampleRefused(name));
        return [file];
      }
      if (!sampleContent) console.warn(seedMessages.samplesSkipped);
      return chosen;
    },
    getSeed: async (file) => file,
  };
}

export async function knexCliConfig(): Promise<Knex.Config> {
  const config = loadDatabaseConfig();
  // `migrate:make` writes into ./migrations of the working directory: make that ours.
  process.chdir(root);
  const making = process.argv.includes('migrate:make');
  if (making) console.warn(messages.listIt);
  const connection = making
    ? // Writing a file needs no database: nothing is opened (the server may be running).
      { client: 'pg' }
    : await knexConfig({
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'pglite'),
      });
  return {
    ...connection,
    migrations: {
      ...connection.migrations,
      migrationSource: checkedMigrationSource,
      extension: 'ts',
      stub: path.join(migrationsDir, 'migration.stub'),
      tableName: 'knex_migrations',
    },
    seeds: { seedSource: seedSource(config.seedSampleContent) },
  };
}
