import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import { archiveMessages } from '#src/services/portability/archive-format';
import {
  createCommandDatabase,
  runCommand,
  type CommandDatabase,
} from '../helpers/command-database';

// The two commands as an operator types them: from a site on the embedded database to an empty
// database (PostgreSQL under TEST_DATABASE_URL), and what they say on the way.

const npmRun = (database: CommandDatabase, args: string[]) =>
  runCommand('npm', ['run', '--silent', ...args], database.env);

let from: CommandDatabase;
let to: CommandDatabase;
const archive = path.join(mkdtempSync(path.join(tmpdir(), 'ava-archive-command-')), 'site.tar.gz');

beforeAll(async () => {
  from = await createCommandDatabase({ embedded: true });
  to = await createCommandDatabase();
  // A started site: migrated and seeded, as `npm start` leaves it.
  const seeded = await npmRun(from, ['db:seed']);
  expect(seeded.code, seeded.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await from.destroy();
  await to.destroy();
});

const count = async (database: CommandDatabase, table: string) => {
  const db = await database.open();
  try {
    const [row] = await db(table).count({ count: '*' });
    return toCount(row?.count);
  } finally {
    await db.destroy();
  }
};

describe('npm run site:export and site:import', () => {
  it('writes an archive only its owner can read, and says what it holds', async () => {
    const result = await npmRun(from, ['site:export', '--', '--out', archive]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Wrote .*site\.tar\.gz: \d+ rows in \d+ tables and 0 uploaded files/,
    );
    expect(result.stdout).toContain('It holds password hashes, second-factor secrets');
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(existsSync(`${archive}.partial`)).toBe(false);

    const again = await npmRun(from, ['site:export', '--', '--out', archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 120_000);

  it('loads it into an empty database, and refuses to load it twice', async () => {
    const result = await npmRun(to, ['site:import', '--', archive]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Imported .* \(made .* on the embedded database\): \d+ rows/);
    expect(await count(to, 'users')).toBe(await count(from, 'users'));
    expect(await count(to, 'pages')).toBe(await count(from, 'pages'));

    const twice = await npmRun(to, ['site:import', '--', archive]);
    expect(twice.code).toBe(1);
    expect(twice.stderr.trim()).toMatch(/^The database already has content \(users, /);
    expect(twice.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('says what is wrong with a file that is not an archive, without a stack trace', async () => {
    const result = await npmRun(to, ['site:import', '--', path.join(process.cwd(), 'README.md')]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(archiveMessages.notGzip);
  }, 60_000);
});
