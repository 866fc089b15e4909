import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { root } from '../../bench/lib/server';
import { sampleAccounts } from '../../seeds/01_users';

// What the build ships to browsers, read as a browser would receive it (precompressed copies
// included): no sample account's password may be in it. The /blog/login pre-fill comes with
// the page, only where demo credentials are on.

function shippedFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? shippedFiles(file) : [file];
  });
}

function textOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

test('the client bundle holds no sample password', () => {
  const files = shippedFiles(path.join(root, 'dist/client')).filter((file) =>
    /\.(js|css|html|json|svg)(\.gz|\.br)?$/.test(file),
  );
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  const passwords = [...new Set(sampleAccounts.map((account) => account.password))];
  const found = files.flatMap((file) => {
    const text = textOf(file);
    return passwords
      .filter((password) => text.includes(password))
      .map((password) => `${path.relative(root, file)}: ${password}`);
  });
  expect(found).toEqual([]);
});
