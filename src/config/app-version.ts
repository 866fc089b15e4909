import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The site's version (package.json), for an archive's manifest. */
export async function appVersion(): Promise<string> {
  if (process.env.npm_package_version) return process.env.npm_package_version;
  const text = await readFile(path.join(process.cwd(), 'package.json'), 'utf8').catch(() => null);
  return text ? ((JSON.parse(text) as { version?: string }).version ?? 'unknown') : 'unknown';
}
