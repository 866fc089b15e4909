import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stopUnderLoad } from '../../bench/lib/keep-alive-load';
import { root, serverNodeFlags, startServer } from '../../bench/lib/server';
import { createPostgresSchema } from '../helpers/postgres-schema';

/*
 * docs/operations.md, "Restarts": SIGTERM finishes every request a client has sent, on keep-alive
 * connections kept busy the way wrk keeps them, for one process and for a cluster of workers
 * (PostgreSQL, E2E_DATABASE_URL, which .ci/run sets). A client sees answers, then a refused
 * connection once the server has stopped listening; never a reset or a connection closed under a
 * request.
 */

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'ava-restart-'));

function expectNothingDropped({ exitCode, outcome }: Awaited<ReturnType<typeof stopUnderLoad>>) {
  expect(exitCode).toBe(0);
  expect(outcome.failures).toEqual([]);
  expect(outcome.answered).toBeGreaterThan(100);
  // Every client's last request reached a stopping server and was answered, then it was refused.
  expect(outcome.answeredAfterSignal).toBeGreaterThan(0);
  expect(outcome.refused).toBe(32);
}

/** The server's worker processes: its children, less the short-lived ones already gone. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

test('SIGTERM under keep-alive load: every request sent is answered, none is reset', async () => {
  test.setTimeout(120_000);
  const server = await startServer({ DATA_DIR: freshDataDir(), DATABASE_URL: '' }, 3296);
  // A cached page (the answer wrk measures) and a search rendered afresh each time.
  expectNothingDropped(await stopUnderLoad(server, '/'));
  const again = await startServer({ DATA_DIR: freshDataDir(), DATABASE_URL: '' }, 3296);
  expectNothingDropped(await stopUnderLoad(again, '/blog?q=calls'));
});

test('WEB_CONCURRENCY above 1 on the embedded database stops at once, saying what to set', () => {
  const started = spawnSync(process.execPath, [...serverNodeFlags, 'dist/app-server.mjs'], {
    cwd: root,
    env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: freshDataDir() },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('WEB_CONCURRENCY: 2 processes need PostgreSQL');
  expect(started.stderr).toContain('set DATABASE_URL');
});

const postgres = process.env.E2E_DATABASE_URL;
// The cluster runs on PostgreSQL only; .ci/run names one, and a machine without one has the
// refusal above instead.
if (postgres) {
  test('a cluster of workers: one setup link, a dead worker replaced, SIGTERM drops nothing', async () => {
    test.setTimeout(120_000);
    const database = await createPostgresSchema(postgres, 'cluster');
    try {
      const server = await startServer(
        {
          DATABASE_URL: database.url,
          DATA_DIR: freshDataDir(),
          WEB_CONCURRENCY: '2',
          NODE_ENV: 'production',
          SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
          SITE_URL: 'http://127.0.0.1:3297',
        },
        3297,
        { captureOutput: true },
      );
      await expect.poll(() => childrenOf(server.process.pid!).length).toBe(2);
      expect(server.output().match(/\/setup\?token=/g)).toHaveLength(1);

      const [first] = childrenOf(server.process.pid!);
      process.kill(first!, 'SIGKILL');
      await expect
        .poll(() => childrenOf(server.process.pid!), { timeout: 30_000 })
        .toEqual(expect.not.arrayContaining([first]));
      await expect.poll(() => childrenOf(server.process.pid!).length, { timeout: 30_000 }).toBe(2);
      expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);

      expectNothingDropped(await stopUnderLoad(server, '/'));
      expect(server.output().match(/\/setup\?token=/g)).toHaveLength(1);
    } finally {
      await database.drop();
    }
  });
}
