import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { root, startServer, type RunningServer } from '../../bench/lib/server';
import { createPostgresSchema } from '../helpers/postgres-schema';
import { gotoHydrated, sampleAccounts } from './support';

/*
 * docs/moving-content.md, "Moving from the embedded database to PostgreSQL", as an operator follows
 * it: a site on the embedded database is stopped, exported, imported into PostgreSQL
 * (E2E_DATABASE_URL, which .ci/run sets; another embedded database where none is given) and started
 * there. Every address in its sitemap then answers the same bytes (anonymous pages carry no nonce
 * or time of their own), and its staff sign in as before, second factor included. Its servers are
 * its own, beside the shared one.
 */
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'ava-move-'));
const ports = { before: 3271, after: 3272 };
// Both answer as the same public site, so their pages' absolute links agree.
const siteUrl = `http://127.0.0.1:${ports.before}`;

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A schema of its own in E2E_DATABASE_URL's database, or none (the embedded database). */
async function targetDatabase() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    return { env: { DATABASE_URL: '' }, kind: 'the embedded database', drop: async () => {} };
  const scoped = await createPostgresSchema(url, 'move');
  return { env: { DATABASE_URL: scoped.url }, kind: 'PostgreSQL', drop: scoped.drop };
}

async function npmRun(args: string[], env: Record<string, string>) {
  return run('npm', ['run', '--silent', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs the sample admin in through the API, with a code once they have a second factor. */
async function signIn(baseUrl: string, code?: string) {
  const post = (url: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const login = await post('/api/auth/login', sampleAccounts.admin);
  expect(login.status).toBe(200);
  if (!code) return cookiesOf(login);
  const verified = await post('/api/auth/2fa/verify', { code }, cookiesOf(login));
  expect(verified.status).toBe(200);
  return cookiesOf(verified) || cookiesOf(login);
}

test('the site moves to another database and answers every address the same', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const target = await targetDatabase();
  const servers: RunningServer[] = [];
  const before = { DATA_DIR: path.join(scratch, 'before'), DATABASE_URL: '', SITE_URL: siteUrl };
  const after = { DATA_DIR: path.join(scratch, 'after'), SITE_URL: siteUrl, ...target.env };
  try {
    // The site as it runs today, with an admin who signs in with a second factor.
    const old = await startServer({ ...before, LOG_LEVEL: 'fatal' }, ports.before);
    servers.push(old);
    const cookie = await signIn(old.baseUrl);
    const headers = { Cookie: cookie, Origin: old.baseUrl, 'Content-Type': 'application/json' };
    const setup = await fetch(`${old.baseUrl}/api/auth/2fa/setup`, { method: 'POST', headers });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await fetch(`${old.baseUrl}/api/auth/2fa/enable`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: await codeAt(secret) }),
    });
    expect(enabled.status).toBe(200);
    await servers.pop()!.stop();

    // The runbook: export, import, start.
    const archive = path.join(scratch, 'site.tar.gz');
    const exported = await npmRun(['site:export', '--', '--out', archive], before);
    expect(exported.stdout).toContain('Wrote ');
    const imported = await npmRun(['site:import', '--', archive], after);
    expect(imported.stdout).toContain('Imported ');

    const [moved, original] = await Promise.all([
      startServer({ ...after, LOG_LEVEL: 'fatal' }, ports.after),
      startServer({ ...before, LOG_LEVEL: 'fatal' }, ports.before),
    ]);
    servers.push(moved, original);

    const sitemap = await (await fetch(`${original.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(paths.length).toBeGreaterThan(20);
    const differences: string[] = [];
    for (const address of [...paths, '/sitemap.xml', '/rss.xml', '/api/posts']) {
      const [was, is] = await Promise.all(
        [original, moved].map(async (server) => {
          const response = await fetch(`${server.baseUrl}${address}`);
          return `${response.status} ${await response.text()}`;
        }),
      );
      if (was !== is) differences.push(address);
    }
    expect(differences, `pages that differ on ${target.kind}`).toEqual([]);
    test.info().annotations.push({
      type: 'moved',
      description: `${paths.length + 3} addresses answered the same on ${target.kind}`,
    });

    // The admin signs in on the moved site with a password and a code from the same app.
    const context = await browser.newContext({ baseURL: moved.baseUrl });
    const page = await context.newPage();
    await gotoHydrated(page, '/auth');
    await page.getByLabel('Username').fill(sampleAccounts.admin.username);
    await page.getByLabel('Password').fill(sampleAccounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The admin's figures are the same on both.
    const overview = async (server: RunningServer, cookie: string) =>
      (await fetch(`${server.baseUrl}/api/admin/overview`, { headers: { Cookie: cookie } })).json();
    expect(
      await page.request.get('/api/admin/overview').then((response) => response.json()),
    ).toEqual(await overview(original, await signIn(original.baseUrl, await codeAt(secret, 1))));
    await context.close();
  } finally {
    for (const server of servers) await server.stop();
    await target.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
});
