/**
 * Builds the pages (Vite + Vike, client and server), the responsive variants of the images in
 * public/images (scripts/image-variants.ts) and the Node server (an ES module bundle, and one for
 * its image worker, so production runs plain `node` without a TypeScript loader) when they are
 * missing or older than the sources: `npm start` on a fresh clone, or after a pull, always
 * serves current code. `--force` rebuilds regardless.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as bundle } from 'esbuild';
import { createBuilder } from 'vite';
import { writeEmbeddedDatabaseTemplate } from '../src/models/embedded-database-template';
import { writeFavicon } from './favicon';
import { writeImageVariants } from './image-variants';
import { precompressAssets } from './precompress';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'views',
  'src',
  'migrations',
  'seeds',
  'public',
  'scripts/ensure-build.ts',
  'scripts/favicon.ts',
  'scripts/image-variants.ts',
  'scripts/precompress.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const stampFile = path.join(root, 'dist', '.build-hash');

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * One build at a time: a second `npm start`, or CI's test command while CI builds beside it,
 * waits for the first and then finds the build up to date. The lock names its process: a lock
 * whose process is gone (a build stopped with Ctrl-C or killed) is taken over.
 */
async function takeBuildLock() {
  const lock = path.join(root, 'node_modules', '.ava-build.lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.on('exit', () => rmSync(lock, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lock, { encoding: 'utf8', flag: 'a+' }));
    if (!isRunning(holder)) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

await takeBuildLock();
const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
const outputs = ['dist/server/entry.mjs', 'dist/app-server.mjs', 'dist/image-worker.mjs'];
const complete = outputs.every((file) => existsSync(path.join(root, file)));
if (built === current && complete && !process.argv.includes('--force')) {
  console.log('Build is up to date.');
} else {
  console.log(
    built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
  );
  const started = Date.now();
  // The builder runs every environment (client and server), as `vite build` does.
  const builder = await createBuilder({ root, logLevel: 'warn' });
  await builder.buildApp();
  // After Vite has copied public/ into dist/client, so the variants sit beside their originals.
  const variants = await writeImageVariants(
    path.join(root, 'public'),
    path.join(root, 'dist/client'),
  );
  console.log(
    `Image variants: ${variants.written.length} made, ${variants.committed} committed, for ${variants.sources} images.`,
  );
  await writeFavicon(
    path.join(root, 'public/favicon.svg'),
    path.join(root, 'dist/client/favicon.ico'),
  );
  const compressed = await precompressAssets(path.join(root, 'dist/client/assets'));
  console.log(`Precompressed ${compressed} assets (gzip and Brotli).`);
  // The server, and the image worker it starts as a child process (src/services/image-worker.ts).
  await bundle({
    entryPoints: {
      'app-server': path.join(root, 'src/server.ts'),
      'image-worker': path.join(root, 'src/services/image-worker.ts'),
    },
    outdir: path.join(root, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // A cluster's primary imports only what it uses (src/server.ts): the rest loads in chunks.
    splitting: true,
    // Beside the entries: the code finds the project's files relative to its own (app.ts).
    chunkNames: 'server-[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // What a new embedded database starts from (src/models/embedded-database-template.ts).
  await writeEmbeddedDatabaseTemplate(path.join(root, 'dist'));
  writeFileSync(stampFile, `${current}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
