import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import { migrateDatabase } from '#src/models/prepare';
import {
  checkImport,
  importPlacesOf,
  startImport,
} from '#src/services/portability/content-import-jobs';
import { generateWxr, type GeneratedWxr } from '../../bench/lib/wxr-generator';
import {
  createCommandDatabase,
  projectRoot,
  type CommandDatabase,
} from '../helpers/command-database';
import { loadDatabaseConfig } from '#src/config/env';

// The server dies (kill -9) while an import runs; a new one finishes it: every post once.

let database: CommandDatabase;
let generated: GeneratedWxr;
const leaseMs = 3_000;

beforeAll(async () => {
  database = await createCommandDatabase();
  const db = await database.open();
  await migrateDatabase(db, pino({ level: 'silent' }));
  const [admin] = await db('users')
    .insert({ username: 'owner', email: 'owner@example.test', passwordHash: '!', role: 'admin' })
    .returning('id');
  const places = importPlacesOf(loadDatabaseConfig({ DATA_DIR: database.dataDir }));
  mkdirSync(places.importsDir, { recursive: true });
  const upload = path.join(places.importsDir, 'upload-crash');
  generated = await generateWxr({ posts: 200, out: upload });
  const by = { userId: admin.id, name: 'owner', address: null };
  const checked = await checkImport(db, { file: upload, originalName: 'blog.xml' }, places, by);
  await startImport(db, checked.id);
  await db.destroy();
}, 120_000);
afterAll(() => database.destroy());

function startWorker(): { child: ChildProcess; lines: string[]; exited: Promise<number | null> } {
  const { NODE_ENV: _vitest, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/import-worker-process.ts'],
    {
      cwd: projectRoot,
      env: { ...inherited, ...database.env, JOB_LEASE_MS: String(leaseMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, lines, exited };
}

it('finishes an import after its worker is killed, with nothing twice', async () => {
  const first = startWorker();
  // Killed part way: some batches written, the rest not.
  while (!first.lines.some((line) => /^progress [1-9]\d*$/.test(line))) {
    if (first.child.exitCode !== null)
      throw new Error(`the worker ended: ${first.lines.join(' ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.child.kill('SIGKILL');
  await first.exited;

  const second = startWorker();
  expect(await second.exited).toBe(0);
  expect(second.lines.at(-1)).toBe('finished');

  const db = await database.open();
  try {
    const row = await db('contentImports').first();
    expect(row).toMatchObject({ state: 'done', done: row.total, error: null });
    const count = async (table: string) => toCount((await db(table).count({ n: '*' }))[0]?.n);
    expect(await count('posts')).toBe(generated.counts.posts);
    expect(await count('pages')).toBe(generated.counts.pages);
    // Each comment once: as many as the dry run counted in the file.
    expect(await count('comments')).toBe(row.plan.counts.comments.created);
    const job = await db('jobs').where('kind', 'content.import').first();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  } finally {
    await db.destroy();
  }
}, 180_000);
