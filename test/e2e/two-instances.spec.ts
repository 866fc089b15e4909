import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../../bench/lib/server';
import { startNginx, type ReverseProxy } from '../helpers/nginx';
import { createPostgresSchema } from '../helpers/postgres-schema';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { sampleAccounts } from './support';

/*
 * docs/operations.md, "Several instances": two instances of the built site on one PostgreSQL
 * database and one bucket (s3rver), behind a real nginx sending requests round robin. What one
 * instance does, the other sees: sessions, fresh cached pages, sign-in limits, uploads, and the job
 * queue, each job run once by whichever instance claims it.
 */

// PostgreSQL only (the embedded database belongs to one process): .ci/run names one.
const postgres = process.env.E2E_DATABASE_URL;
const ports = { proxy: 3290, first: 3291, second: 3292 };
const leadCount = 200;

interface Site {
  proxy: ReverseProxy;
  instances: [RunningServer, RunningServer];
  smtp: TestSmtpServer;
  s3: S3Server;
  close(): Promise<void>;
}

async function startSite(databaseUrl: string): Promise<Site> {
  const s3 = await startS3Server(['media']);
  const smtp = await startSmtpServer();
  const env = (port: number) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `ava-instance-${port}-`)),
    SESSION_SECRET: 'one-session-secret-for-every-instance-of-the-site',
    SITE_URL: `http://127.0.0.1:${ports.proxy}`,
    TRUST_PROXY: 'loopback',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'fatal',
    // s3rver answers anonymous reads, as a public bucket or a CDN in front of one does.
    ...s3.env('media', { S3_PUBLIC_URL: `${s3.endpoint}/media` }),
  });
  // One after the other: the first migrates and seeds the empty database.
  const first = await startServer(env(ports.first), ports.first, { readyPath: '/healthz' });
  const second = await startServer(env(ports.second), ports.second, { readyPath: '/healthz' });
  const proxy = await startNginx(ports.proxy, [ports.first, ports.second]);
  return {
    proxy,
    instances: [first, second],
    smtp,
    s3,
    async close() {
      await proxy.stop();
      await Promise.all([first.stop(), second.stop()]);
      await smtp.close();
      await s3.close();
    },
  };
}

function call(
  baseUrl: string,
  pathname: string,
  init: { method?: string; cookie?: string; json?: unknown; body?: FormData; from?: string } = {},
) {
  const headers: Record<string, string> = { Origin: baseUrl };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.from) headers['X-Forwarded-For'] = init.from;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers,
    body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

const upstreamOf = (response: Response) => response.headers.get('x-upstream');

if (postgres) {
  test('two instances behind nginx share sessions, fresh pages, limits, uploads and the job queue', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const database = await createPostgresSchema(postgres, 'two_instances');
    const site = await startSite(database.url);
    const [first, second] = site.instances;
    try {
      // Round robin: consecutive requests through the proxy reach both instances.
      const answeredBy = new Set<string | null>();
      for (let n = 0; n < 4; n += 1)
        answeredBy.add(upstreamOf(await call(site.proxy.baseUrl, '/healthz')));
      expect([...answeredBy].sort()).toEqual([
        `127.0.0.1:${ports.first}`,
        `127.0.0.1:${ports.second}`,
      ]);

      // A session made through one instance is good on the other.
      const signedIn = await call(first.baseUrl, '/api/auth/login', {
        json: sampleAccounts.admin,
      });
      expect(signedIn.status).toBe(200);
      const cookie = cookieOf(signedIn);
      for (const instance of [first, second]) {
        const me = await call(instance.baseUrl, '/api/auth/me', { cookie });
        expect(me.status).toBe(200);
        expect((await me.json()).username).toBe('admin');
      }

      // An image uploaded through one is served by the other, from the bucket.
      const image = await sharp({
        create: { width: 800, height: 500, channels: 3, background: '#0ea5e9' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'shared.png');
      const uploaded = await call(first.baseUrl, '/api/media', { cookie, body: form });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const fromFirst = Buffer.from(await (await call(first.baseUrl, url)).arrayBuffer());
      const fromSecond = await call(second.baseUrl, url);
      expect(fromSecond.status).toBe(200);
      expect(Buffer.from(await fromSecond.arrayBuffer()).equals(fromFirst)).toBe(true);
      const fileName = url.replace('/uploads/', '');
      expect(await site.s3.keys('media')).toContain(fileName);

      // A post published through the first is on the second's cached blog at once.
      for (let n = 0; n < 2; n += 1) await call(second.baseUrl, '/blog');
      const title = `Shared across instances ${Date.now()}`;
      const created = await call(first.baseUrl, '/api/posts', {
        cookie,
        json: {
          title,
          excerpt: 'Published through one instance.',
          content: `<p>Seen by both.</p><p><img src="${url}" alt="Shared picture"></p>`,
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      });
      expect(created.status).toBe(201);
      const { slug } = (await created.json()) as { slug: string };
      await expect
        .poll(async () => (await (await call(second.baseUrl, '/blog')).text()).includes(title), {
          timeout: 1_000,
          intervals: [0, 20, 50, 100],
          message: "the second instance's cached blog shows the new post",
        })
        .toBe(true);

      // Pages point the library's images at S3_PUBLIC_URL, and the browser loads them from there.
      await page.goto(`${site.proxy.baseUrl}/blog/post/${slug}`);
      const picture = page.getByRole('img', { name: 'Shared picture' });
      await expect(picture).toHaveAttribute('src', `${site.s3.endpoint}/media/${fileName}`);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(800);

      // Sign-in limits count every attempt, whichever instance it reaches.
      const guess = () =>
        call(site.proxy.baseUrl, '/api/auth/login', {
          json: { username: 'editor', password: 'not-the-password' },
          from: '10.99.0.1',
        });
      const refusedBy = new Set<string | null>();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await guess();
        expect(answer.status).toBe(401);
        refusedBy.add(upstreamOf(answer));
      }
      expect(refusedBy.size).toBe(2);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await guess()).status).toBe(429);

      // 200 leads through the proxy: each one's notification e-mail goes once.
      const statuses = await Promise.all(
        Array.from({ length: leadCount }, (_, n) =>
          call(site.proxy.baseUrl, '/api/leads', {
            json: { name: `Shared Lead ${n}`, email: `shared${n}@example.test`, fillMs: 10_000 },
            from: `10.88.${Math.floor(n / 250)}.${n % 250}`,
          }).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(leadCount);
      const leadOf = (subject: string | undefined) => subject?.match(/Shared Lead \d+/)?.[0];
      await expect
        .poll(() => new Set(site.smtp.received.map((mail) => leadOf(mail.subject))).size, {
          timeout: 60_000,
          message: 'an e-mail for every lead',
        })
        .toBe(leadCount);
      // Time for a job run twice to show itself.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const leadMails = site.smtp.received.filter((mail) => leadOf(mail.subject));
      expect(leadMails).toHaveLength(leadCount);
      expect(new Set(leadMails.map((mail) => mail.messageId)).size).toBe(leadCount);
    } finally {
      await site.close();
      await database.drop();
    }
  });
}
