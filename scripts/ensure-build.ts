/**
 * Builds the client and server bundles when they are missing or older than the sources,
 * so `npm start` on a fresh clone (or after a pull) always serves current pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = ['views', 'src', 'public', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
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

const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (built === current && existsSync(path.join(root, 'dist/server/entry.mjs'))) {
  console.log('Build is up to date.');
} else {
  console.log(
    built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
  );
  const started = Date.now();
  // The builder runs every environment (client and server), as `vite build` does.
  const builder = await createBuilder({ root, logLevel: 'warn' });
  await builder.buildApp();
  writeFileSync(stampFile, `${current}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
