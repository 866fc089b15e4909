import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/*
 * A new embedded database starts from a copy of an empty, initialised one that the build leaves
 * in dist/, instead of running PostgreSQL's initdb in WebAssembly: the folder is copied by the
 * file system (0.1 s) and opened as any existing database, instead of 2 s of a core for every
 * first start, every command on a new DATA_DIR and every test server. The copy holds no table
 * (the migrations run as on any new database) and belongs to the PGlite version that made it;
 * without one for the installed version, PGlite initialises the folder itself, as it always did.
 */

/** The project's root: the nearest folder above this module with a package.json (src/ or dist/). */
function projectRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json')) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return folder;
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as Record<
        string,
        string
      >;
      if (name === '@electric-sql/pglite') return version!;
    }
    folder = path.dirname(folder);
  }
}

const templateFolder = (distDir: string) =>
  path.join(distDir, 'embedded-database', `pglite-${pgliteVersion()}`);

/** Called by the build: initialises an empty database in a folder of dist/ and closes it. */
export async function writeEmbeddedDatabaseTemplate(distDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const folder = templateFolder(distDir);
  // Copies of other PGlite versions go too.
  rmSync(path.dirname(folder), { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  await fillThenRename(folder, async (partial) => {
    const pglite = new PGlite(partial);
    await pglite.waitReady;
    await pglite.close();
  });
}

/**
 * Fills `<folder>.partial`, then renames it to `folder`: a database folder cut short (a crash, a
 * full disk) never has the name it is looked for under.
 */
async function fillThenRename(folder: string, fill: (partial: string) => unknown) {
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await fill(partial);
  renameSync(partial, folder);
}

/**
 * Opens a new embedded database in `folder` from the build's copy. Undefined when the folder
 * already holds one, or when there is no copy for this PGlite, or it would not load: PGlite then
 * opens (or initialises) the folder itself.
 */
export async function openNewEmbeddedDatabase(
  folder: string,
  distDir = path.join(projectRoot(), 'dist'),
): Promise<PGlite | undefined> {
  if (existsSync(folder) && readdirSync(folder).length > 0) return undefined;
  const template = templateFolder(distDir);
  if (!existsSync(template)) return undefined;
  await fillThenRename(folder, (partial) => cpSync(template, partial, { recursive: true }));
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(folder);
  try {
    await pglite.waitReady;
    return pglite;
  } catch {
    // A damaged copy: start the folder afresh, as without one.
    await pglite.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}
