import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { User } from '#src/models/user';
import { issueSetupToken, setupLinkState } from '#src/services/setup-service';
import { verifyCredentials } from '#src/services/user-service';
import {
  createCommandDatabase,
  runCommand,
  type CommandDatabase,
} from '../helpers/command-database';

// Each case spawns `npm run user:create` against an empty database, as an operator would.

const opened: CommandDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.destroy();
});

async function emptyDatabase(options?: { embedded: true }) {
  const database = await createCommandDatabase(options);
  opened.push(database);
  return database;
}

const production = { NODE_ENV: 'production' };
const userCreate = (database: CommandDatabase, args: string[], input = '') =>
  runCommand(
    'npm',
    ['run', '-s', 'user:create', '--', ...args],
    { ...database.env, ...production },
    input,
  );

const adminArgs = ['--role', 'admin', '--username', 'owner', '--email', 'owner@example.test'];

// Each case starts a process that boots a database of its own: on a busy machine (CI runs two
// integration tiers side by side) that takes far longer than an API test's 30 seconds.
describe('npm run user:create', { timeout: 120_000 }, () => {
  it('creates the first admin with the password from standard input, in a DATA_DIR it creates', async () => {
    const database = await emptyDatabase();
    const result = await userCreate(
      database,
      [...adminArgs, '--full-name', 'Olive Owner'],
      'a-long-unusual-passphrase\n',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created admin account owner.');

    const db = await database.open();
    try {
      expect(await verifyCredentials('owner', 'a-long-unusual-passphrase')).toMatchObject({
        username: 'owner',
        role: 'admin',
      });
      // The production database holds this one account, and no sample account.
      expect((await User.query()).map((user) => [user.username, user.fullName])).toEqual([
        ['owner', 'Olive Owner'],
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('ends the setup link printed at start-up', async () => {
    const database = await emptyDatabase();
    // A start with no admin yet: migrated, with a live setup link.
    let db = await database.open();
    await db.migrate.latest();
    const issued = await issueSetupToken();
    await db.destroy();

    const result = await userCreate(database, adminArgs, 'a-long-unusual-passphrase\n');
    expect(result.code).toBe(0);
    db = await database.open();
    try {
      expect(await setupLinkState(issued!.token)).toBe('done');
      expect(await db('setup_tokens').select()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a password given as an option, saying why, and creates nothing', async () => {
    const database = await emptyDatabase();
    for (const option of [
      ['--password', 'a-long-unusual-passphrase'],
      ['--password=a-long-unusual-passphrase'],
    ]) {
      const result = await userCreate(database, [...adminArgs, ...option]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('never taken as an option');
      expect(result.stderr).toContain('process list');
    }
    // Refused before anything was touched.
    expect(existsSync(database.dataDir)).toBe(false);
  });

  it('holds staff accounts to the staff password rules and names every bad field', async () => {
    const database = await emptyDatabase();
    const short = await userCreate(database, adminArgs, 'short-pw\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password: Staff passwords must be at least 10 characters');
    const common = await userCreate(database, adminArgs, 'password123\n');
    expect(common.stderr).toContain('password: This password is too common. Choose another.');
    const fields = await userCreate(
      database,
      ['--role', 'owner', '--username', 'x', '--email', 'not-an-email'],
      'a-long-unusual-passphrase\n',
    );
    expect(fields.code).toBe(1);
    expect(fields.stderr).toContain('role: Unknown role');
    expect(fields.stderr).toContain('username: Username must be at least 3 characters');
    expect(fields.stderr).toContain('email: Please enter a valid email address');
    const empty = await userCreate(database, adminArgs, '');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('No password given.');
  });

  it('says when the server has the embedded database open, instead of opening it twice', async () => {
    const database = await emptyDatabase({ embedded: true });
    const running = await database.open();
    try {
      const result = await userCreate(database, adminArgs, 'a-long-unusual-passphrase\n');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`open in another process (pid ${process.pid})`);
      expect(result.stderr).toContain('stop the server first');
    } finally {
      await running.destroy();
    }
  });
});
