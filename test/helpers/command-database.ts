import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openDatabase, type Database } from '#src/models/db';
import { createPostgresSchema } from './postgres-schema';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An empty database for commands run in a child process, as an operator runs them: a DATA_DIR
 * that does not exist yet (embedded database), or an empty schema of the PostgreSQL named by
 * TEST_DATABASE_URL, reached through the connection's search_path.
 */
export interface CommandDatabase {
  /** The environment a command needs to reach this database. */
  env: Record<string, string>;
  dataDir: string;
  /** Opens the database in this process (and binds the models to it). */
  open(): Promise<Database>;
  destroy(): Promise<void>;
}

/** `embedded` gives a DATA_DIR even when the tests run on PostgreSQL. */
export async function createCommandDatabase(options?: {
  embedded: true;
}): Promise<CommandDatabase> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'ava-command-'));
  const dataDir = path.join(scratch, 'missing', 'data');
  const silent = pino({ level: 'silent' });
  const testUrl = options?.embedded ? undefined : process.env.TEST_DATABASE_URL || undefined;
  if (!testUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }, silent),
      destroy: async () => rmSync(scratch, { recursive: true, force: true }),
    };
  }
  const { schema, url, drop } = await createPostgresSchema(testUrl, 'command');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    open: () => openDatabase({ databaseUrl: testUrl, schema }, silent),
    async destroy() {
      await drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in the project root (or `cwd`) with `input` on its standard input. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  input = '',
  cwd = projectRoot,
): Promise<CommandResult> {
  // Vitest's NODE_ENV=test must not leak into the command: operators set their own.
  const { NODE_ENV: _vitest, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited, LOG_LEVEL: 'warn', NO_COLOR: '1', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
