import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { uploadsUrl, type MediaStorage, type StoredFile } from './media-storage';

/** The media library in a folder (DATA_DIR/uploads), served by Express's static files. */
export function diskStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (name: string) => {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a media library file: ${name}`);
    return file;
  };
  return {
    kind: 'disk',
    publicBaseUrl: uploadsUrl,
    async save(name, body) {
      await mkdir(path.dirname(fileOf(name)), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(fileOf(name), body);
      else await pipeline(body, createWriteStream(fileOf(name)));
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
    list: () => listFolder(dir),
    async read(name) {
      const stream = createReadStream(fileOf(name));
      // Opening fails here, where the caller waits, rather than later mid-stream.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream as Readable;
    },
    adopt: (folder, replace) => moveFolderInto(folder, dir, replace),
    serve: express.static(dir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  };
}

/** Every plain file under `dir`, by its path below it (links and special files are not the library's). */
async function listFolder(dir: string): Promise<StoredFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, source).split(path.sep).join('/');
    files.push({ name, bytes: (await stat(source)).size });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

const exists = async (target: string) => (await stat(target).catch(() => null)) !== null;

/**
 * Moves `folder`'s files into `dir`. With `replace`, the old folder is set aside first and
 * removed once the new one is in; otherwise the files join what is there.
 */
async function moveFolderInto(folder: string, dir: string, replace: boolean): Promise<void> {
  const hasFiles = await exists(folder);
  if (replace && (await exists(dir))) {
    const aside = `${dir}.replaced-${Date.now()}`;
    await rename(dir, aside);
    await rm(aside, { recursive: true, force: true });
  }
  if (!hasFiles) return;
  if (!(await exists(dir))) {
    await mkdir(path.dirname(dir), { recursive: true });
    await rename(folder, dir);
    return;
  }
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(dir, path.relative(folder, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}
