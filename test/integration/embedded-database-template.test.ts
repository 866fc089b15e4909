import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openNewEmbeddedDatabase,
  writeEmbeddedDatabaseTemplate,
} from '#src/models/embedded-database-template';

// The build's copy of an initialised database, which a new DATA_DIR starts from.
const scratch = mkdtempSync(path.join(tmpdir(), 'ava-template-'));
const distDir = path.join(scratch, 'dist');
const opened: PGlite[] = [];
const folder = (name: string) => path.join(scratch, name);

beforeAll(async () => {
  await writeEmbeddedDatabaseTemplate(distDir);
}, 60_000);
afterAll(async () => {
  for (const pglite of opened) if (!pglite.closed) await pglite.close();
});

describe('a new embedded database', () => {
  it('starts from the copy: empty, writable, and the same database when opened again', async () => {
    const pglite = await openNewEmbeddedDatabase(folder('new'), distDir);
    expect(pglite).toBeDefined();
    opened.push(pglite!);
    // Copied beside the folder, then renamed: nothing is left of the copy in progress.
    expect(readdirSync(scratch)).not.toContain('new.partial');
    const tables = await pglite!.query(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows).toEqual([{ count: 0 }]);
    await pglite!.exec("create table notes (body text); insert into notes values ('kept')");
    await pglite!.close();

    expect(await openNewEmbeddedDatabase(folder('new'), distDir)).toBeUndefined();
    const again = new PGlite(folder('new'));
    opened.push(again);
    expect((await again.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
  });

  it('is left to PGlite when there is no copy for the installed version', async () => {
    expect(await openNewEmbeddedDatabase(folder('no-copy'), folder('no-dist'))).toBeUndefined();
  });

  it('is left to PGlite, in a clean folder, when the copy is damaged', async () => {
    const damaged = path.join(scratch, 'damaged-dist');
    const [copy] = readdirSync(path.join(distDir, 'embedded-database'));
    await writeEmbeddedDatabaseTemplate(damaged);
    writeFileSync(
      path.join(damaged, 'embedded-database', copy!, 'global', 'pg_control'),
      'damaged',
    );
    expect(await openNewEmbeddedDatabase(folder('damaged'), damaged)).toBeUndefined();
    expect(readdirSync(scratch)).not.toContain('damaged');
  });
});
