import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { ValidationError } from '../../errors';
import {
  archiveFormatVersion,
  archiveMessages,
  fileDigest,
  isSafeEntryPath,
  manifestPath,
  manifestSchema,
  maxManifestBytes,
  type Manifest,
} from './archive-format';

type StagedFile = Manifest['files'][string];

/**
 * Reads a site archive into `staging` and checks it: only plain files at safe paths, a manifest
 * this version reads, every file matching its checksum. Nothing outside `staging` is touched.
 */
export async function unpackArchive(archiveFile: string, staging: string): Promise<Manifest> {
  const head = Buffer.alloc(2);
  const handle = await open(archiveFile, 'r');
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new ValidationError(archiveMessages.notGzip);

  const found = new Map<string, StagedFile>();
  let manifestText: string | null = null;
  const { extract: tarExtract } = await import('tar-stream');
  const extract = tarExtract();
  // A stream that fails (not gzip after all, a damaged tar) is named for what it is.
  const unreadable = (error: unknown) =>
    error instanceof ValidationError
      ? error
      : new ValidationError(
          (error as NodeJS.ErrnoException).code?.startsWith('Z_')
            ? archiveMessages.notGzip
            : archiveMessages.notTar,
        );
  const reading = pipeline(createReadStream(archiveFile), createGunzip(), extract).catch(
    (error: unknown) => {
      throw unreadable(error);
    },
  );
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === 'directory' && isSafeEntryPath(name.replace(/\/$/, ''))) {
        entry.resume();
        continue;
      }
      if (!isSafeEntryPath(name)) throw new ValidationError(archiveMessages.unsafePath(name));
      if (type !== 'file') throw new ValidationError(archiveMessages.notAFile(name));
      if (found.has(name) || (name === manifestPath && manifestText !== null)) {
        throw new ValidationError(archiveMessages.duplicate(name));
      }
      if (name === manifestPath) {
        if ((entry.header.size ?? 0) > maxManifestBytes) {
          throw new ValidationError(archiveMessages.manifestTooLarge);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      found.set(name, await stageFile(entry, path.join(staging, ...name.split('/'))));
    }
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    throw unreadable(error);
  }
  await reading;

  if (manifestText === null) throw new ValidationError(archiveMessages.noManifest);
  const manifest = parseManifest(manifestText);
  checkFiles(manifest, found);
  return manifest;
}

/** Every file the manifest lists is there, unchanged, and nothing else is. */
function checkFiles(manifest: Manifest, found: Map<string, StagedFile>): void {
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = found.get(name);
    if (!actual) throw new ValidationError(archiveMessages.missing(name));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new ValidationError(archiveMessages.checksum(name));
    }
  }
  for (const name of found.keys()) {
    if (!(name in manifest.files)) throw new ValidationError(archiveMessages.unlisted(name));
  }
}

/** Writes an entry to `target` (a new file only its owner reads), hashing it on the way. */
async function stageFile(entry: AsyncIterable<unknown>, target: string): Promise<StagedFile> {
  await mkdir(path.dirname(target), { recursive: true });
  const digest = fileDigest();
  await pipeline(entry, digest.stream, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
  return digest.result();
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError(archiveMessages.manifestInvalid('it is not JSON'));
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > archiveFormatVersion) {
    throw new ValidationError(archiveMessages.newerFormat(version));
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'format') throw new ValidationError(issue.message);
    throw new ValidationError(
      archiveMessages.manifestInvalid(`${issue.path.join('.') || 'manifest'}: ${issue.message}`),
    );
  }
  if (parsed.data.scope === 'content') throw new ValidationError(archiveMessages.contentOnly);
  return parsed.data;
}
