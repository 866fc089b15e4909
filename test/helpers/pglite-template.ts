import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '#src/models/db';

/**
 * Booting PGlite from scratch takes seconds; loading a migrated snapshot takes a fraction of
 * that. Vitest's global setup makes the snapshot once per run, and every test file starts a
 * fresh database from it.
 */
const templateFile = path.join(tmpdir(), `ava-pglite-template-${process.pid}.tar`);

export default async function createTemplate() {
  if (process.env.TEST_DATABASE_URL) return;
  const pglite = new PGlite();
  const db = await openDatabase({ pglite });
  await db.migrate.latest();
  const dump = await pglite.dumpDataDir('none');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  process.env.PGLITE_TEMPLATE = templateFile;
  return () => rm(templateFile, { force: true });
}

export async function loadTemplate(): Promise<PGlite | undefined> {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return undefined;
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(file)]) });
  await pglite.waitReady;
  return pglite;
}
