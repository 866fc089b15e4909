import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationSource } from '../../migrations/index';
import { seedMessages } from '../../seeds/index';
import { toCount, type Database } from '#src/models/db';
import { messages as cliMessages, unlistedMigrations } from '#src/models/knex-cli-config';
import { verifyCredentials } from '#src/services/user-service';
import {
  createCommandDatabase,
  projectRoot,
  runCommand,
  type CommandDatabase,
} from '../helpers/command-database';

// The knex CLI as operators type it, in the project root, with no flags: on an empty
// embedded database in a DATA_DIR that does not exist yet, or on PostgreSQL.

/**
 * A copy of the project's sources beside the same node_modules, for `migrate:make`: the file it
 * writes into migrations/ never appears in the checkout that lint and CI's other integration tier
 * read at the same time (where the other tier's commands would rightly refuse it).
 */
function projectCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'ava-knex-project-'));
  const sources = [
    'package.json',
    'tsconfig.json',
    'knexfile.js',
    'knexfile.ts',
    'src',
    'views',
    'migrations',
    'seeds',
  ];
  for (const entry of sources) {
    cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

const knex = (
  database: CommandDatabase,
  args: string[],
  env: Record<string, string> = {},
  cwd = projectRoot,
) => runCommand('npx', ['knex', ...args], { ...database.env, ...env }, '', cwd);

async function withDatabase<T>(
  database: CommandDatabase,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await database.open();
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

const countRows = (database: CommandDatabase, table: string) =>
  withDatabase(database, async (db) => {
    const [row] = await db(table).count({ count: '*' });
    return toCount(row?.count);
  });

describe('npx knex', () => {
  it('finds every migration file listed in migrations/index.ts', async () => {
    expect(await unlistedMigrations()).toEqual([]);
  });

  it('migrate:status, migrate:latest, seed:run and migrate:rollback --all work on the configured database', async () => {
    const names = (await migrationSource.getMigrations([])).map(({ file }) => file);
    const database = await createCommandDatabase();
    try {
      const pending = await knex(database, ['migrate:status']);
      expect(pending.code, pending.stderr).toBe(0);
      expect(pending.stdout).toContain(`Found ${names.length} Pending Migration file/files.`);
      for (const name of names) expect(pending.stdout).toContain(name);
      expect(pending.stdout).not.toContain('undefined');

      const latest = await knex(database, ['migrate:latest']);
      expect(latest.code, latest.stderr).toBe(0);
      expect(latest.stdout).toContain(`Batch 1 run: ${names.length} migrations`);
      const status = await knex(database, ['migrate:status']);
      expect(status.stdout).toContain(`Found ${names.length} Completed Migration file/files.`);
      expect(status.stdout).toContain('No Pending Migration files Found.');

      // In production the sample accounts are refused, as at start-up.
      const production = { NODE_ENV: 'production' };
      const defaults = await knex(database, ['seed:run'], production);
      expect(defaults.code, defaults.stderr).toBe(0);
      // The settings and the site's own pages: the site itself, production included.
      expect(defaults.stdout).toContain('Ran 2 seed files');
      expect(defaults.stderr).toContain(seedMessages.samplesSkipped);
      expect(await countRows(database, 'users')).toBe(0);
      expect(await countRows(database, 'settings')).toBeGreaterThan(0);
      expect(await countRows(database, 'pages')).toBeGreaterThan(0);
      const refused = await knex(database, ['seed:run', '--specific', '01_users.ts'], production);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(seedMessages.sampleRefused('01_users'));
      expect(await countRows(database, 'users')).toBe(0);

      // Outside production (or with SEED_SAMPLE_CONTENT=true) the README's sample accounts load.
      const samples = await knex(database, ['seed:run']);
      expect(samples.code, samples.stderr).toBe(0);
      expect(samples.stdout).toContain('Ran 4 seed files');
      await withDatabase(database, async () => {
        expect(await verifyCredentials('admin', 'admin123')).toMatchObject({ role: 'admin' });
      });

      const rollback = await knex(database, ['migrate:rollback', '--all']);
      expect(rollback.code, rollback.stderr).toBe(0);
      expect(rollback.stdout).toContain(`Batch 1 rolled back: ${names.length} migrations`);
      await withDatabase(database, async (db) => {
        expect(await db.schema.hasTable('users')).toBe(false);
      });
    } finally {
      await database.destroy();
    }
  }, 300_000);

  it('migrate:make writes a TypeScript migration in migrations/ and says to list it', async () => {
    const database = await createCommandDatabase();
    const project = projectCopy();
    const name = `cli_check_${Date.now().toString(36)}`;
    try {
      const made = await knex(database, ['migrate:make', name], {}, project);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stderr).toContain(cliMessages.listIt);
      const created = made.stdout.match(/Created Migration: (\S+)/)?.[1];
      expect(created).toBeDefined();
      expect(path.dirname(created!)).toBe(path.join(project, 'migrations'));
      expect(path.basename(created!)).toMatch(new RegExp(`^\\d{14}_${name}\\.ts$`));
      expect(readFileSync(created!, 'utf8')).toContain('migrations/index.ts');

      // Until it is listed, the migration commands say so rather than skip it silently.
      const status = await knex(database, ['migrate:status'], {}, project);
      expect(status.code).toBe(1);
      expect(status.stderr).toContain(
        `Not listed in migrations/index.ts: ${path.basename(created!, '.ts')}`,
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
      await database.destroy();
    }
  }, 120_000);
});
