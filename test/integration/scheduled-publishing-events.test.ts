import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobRow } from '#src/jobs/queue';
import { JobWorker } from '#src/jobs/worker';
import { WebhookEndpoint } from '#src/models/outbound';
import { goLiveHandler, goLiveJob } from '#src/services/publication-events';
import { onPublicContentChange, type ContentChange } from '#src/services/public-content';
import { webhookDeliveryHandler } from '#src/services/webhooks/deliver';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/*
 * `post.published` and `page.published` go out when readers can first see the post or page: at
 * once for one published now, at its time for one scheduled (or published) for later, and never
 * for a time an edit moved away from. A real receiver on 127.0.0.1 counts what arrives.
 */

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let app: Express;
let editor: Awaited<ReturnType<typeof signedInAgent>>;
let receiver: Server;
let receiverUrl: string;
let received: Array<{ headers: Record<string, string>; body: string }> = [];
let secret: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await signedInAgent(app, await createUser({ role: 'editor' }));
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = req.headers as Record<string, string>;
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await database.destroy();
});

const workers: JobWorker[] = [];
beforeEach(async () => {
  received = [];
  await database.db('jobs').delete();
  await WebhookEndpoint.query().delete();
  const admin = await signedInAgent(app, await createUser({ role: 'admin' }));
  const endpoint = await admin
    .post('/api/webhooks')
    .send({ url: receiverUrl, events: ['post.published', 'page.published'] })
    .expect(201);
  secret = endpoint.body.secret;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function worker() {
  const made = new JobWorker({
    db: database.db,
    handlers: [
      webhookDeliveryHandler({
        production: false,
        site: { name: 'Ava Automation', url: 'https://www.example.com' },
        logger,
      }),
      goLiveHandler(),
    ],
    logger,
    pollMs: 20,
    concurrency: 10,
  });
  workers.push(made);
  return made;
}

/** Runs what is due until nothing is left: go-live jobs, then the deliveries they queue. */
async function runAllDue(jobWorker: JobWorker) {
  let total = 0;
  for (let started = await jobWorker.runDue(); started > 0; started = await jobWorker.runDue()) {
    await jobWorker.drain();
    total += started;
  }
  return total;
}

/** The events the receiver got, each checked against its signature, as `type id`. */
function announced() {
  return received
    .map((hit) => new Webhook(secret).verify(hit.body, hit.headers) as Announcement)
    .map((event) => `${event.type} ${event.data.id}`)
    .sort();
}
interface Announcement {
  type: string;
  data: { id: number; publishedAt: string; path: string; title: string };
}

const goLiveJobs = () => database.db<JobRow>('jobs').where('kind', goLiveJob).orderBy('id');

const until = (time: Date) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time.getTime() - Date.now() + 50)));

const inMs = (ms: number) => new Date(Date.now() + ms);

async function newPost(status: string, publishedAt?: Date) {
  const body = { title: `Post ${Math.random()}`, content: '<p>Hello</p>', status, publishedAt };
  return (await editor.post('/api/posts').send(body).expect(201)).body as {
    id: number;
    updatedAt: string;
    title: string;
  };
}

async function newPage(status: string, publishedAt?: Date, path?: string) {
  const body = { title: `Page ${Math.random()}`, path, status, publishedAt };
  return (await editor.post('/api/pages').send(body).expect(201)).body as {
    id: number;
    updatedAt: string;
    title: string;
    path: string;
  };
}

describe('scheduled publishing announces at the time', () => {
  it('sends nothing now and exactly one event per post or page once its time comes', async () => {
    const at = inMs(2_000);
    const scheduled = await newPost('scheduled', at);
    // Published with a date to come is scheduled in all but name.
    const publishedLater = await newPost('published', at);
    // An old redirect from the page's address would hide it once it is live.
    await database.db('redirects').insert({ fromPath: '/launch-day', toPath: '/elsewhere' });
    const page = await newPage('scheduled', at, '/launch-day');
    const deliverer = worker();

    expect(await runAllDue(deliverer)).toBe(0);
    expect(await database.db('webhookDeliveries')).toHaveLength(0);
    const queued = await goLiveJobs();
    expect(queued).toHaveLength(3);
    for (const job of queued) expect(new Date(job.runAt).getTime()).toBe(at.getTime());

    const changes: ContentChange[] = [];
    const unsubscribe = onPublicContentChange((change) => changes.push(change));
    await until(at);
    await runAllDue(deliverer);
    unsubscribe();
    expect(announced()).toEqual(
      [
        `page.published ${page.id}`,
        `post.published ${publishedLater.id}`,
        `post.published ${scheduled.id}`,
      ].sort(),
    );
    const pageEvent = received
      .map((hit) => JSON.parse(hit.body) as Announcement)
      .find((event) => event.type === 'page.published');
    expect(pageEvent!.data).toEqual({
      id: page.id,
      title: page.title,
      path: '/launch-day',
      publishedAt: at.toISOString(),
    });
    // What visitors see changed at that moment: cached pages without them are dropped.
    expect(changes).toEqual(
      expect.arrayContaining([
        ['posts', `post:${scheduled.id}`],
        [`page:${page.id}`, 'pages'],
      ]),
    );
    expect(await database.db('redirects').where('fromPath', '/launch-day')).toHaveLength(0);

    // A go-live job run a second time (a worker that died before marking it done) sends nothing.
    await database.db('jobs').where('kind', goLiveJob).update({ state: 'pending', attempts: 0 });
    expect(await runAllDue(deliverer)).toBe(3);
    expect(received).toHaveLength(3);
  });

  it('sends nothing for the old time after a reschedule or an unpublish', async () => {
    const first = inMs(1_500);
    const later = inMs(3_500);
    const moved = await newPost('scheduled', first);
    const withdrawn = await newPost('scheduled', first);
    const page = await newPage('scheduled', first);
    await editor
      .put(`/api/posts/${moved.id}`)
      .send({ title: moved.title, status: 'scheduled', publishedAt: later })
      .expect(200);
    await editor
      .put(`/api/posts/${withdrawn.id}`)
      .send({ title: withdrawn.title, status: 'draft' })
      .expect(200);
    await editor
      .put(`/api/pages/${page.id}`)
      .send({ title: page.title, path: page.path, status: 'draft' })
      .expect(200);
    const deliverer = worker();

    await until(first);
    expect(await runAllDue(deliverer)).toBe(3);
    expect(received).toHaveLength(0);
    expect(await database.db('webhookDeliveries')).toHaveLength(0);

    await until(later);
    await runAllDue(deliverer);
    expect(announced()).toEqual([`post.published ${moved.id}`]);
  });

  it('announces once when an edit saves a post whose time has come as published', async () => {
    const at = inMs(1_500);
    const post = await newPost('scheduled', at);
    await until(at);
    // Saved before the job ran: the save does not announce it (it was already public)…
    await editor
      .put(`/api/posts/${post.id}`)
      .send({ title: `${post.title}, edited`, status: 'published' })
      .expect(200);
    expect(await database.db('webhookDeliveries')).toHaveLength(0);
    // …its job does, once, with what the post says now.
    await runAllDue(worker());
    expect(announced()).toEqual([`post.published ${post.id}`]);
    expect((JSON.parse(received[0]!.body) as Announcement).data.title).toBe(
      `${post.title}, edited`,
    );
  });

  it('retries a go-live job that runs before its time instead of announcing early', async () => {
    const at = inMs(60_000);
    await newPost('scheduled', at);
    await database.db('jobs').where('kind', goLiveJob).update({ runAt: database.db.fn.now() });
    await runAllDue(worker());
    const [job] = await goLiveJobs();
    expect(job).toMatchObject({ state: 'failed', lastError: 'the post is not public yet' });
    expect(new Date(job!.runAt).getTime()).toBeGreaterThan(Date.now());
    expect(await database.db('webhookDeliveries')).toHaveLength(0);
  });
});

describe('publishing now', () => {
  it('announces a post or page at once, and not again while it stays public', async () => {
    const post = await newPost('published');
    const page = await newPage('published');
    const deliverer = worker();
    await runAllDue(deliverer);
    expect(announced()).toEqual([`page.published ${page.id}`, `post.published ${post.id}`]);

    await editor
      .put(`/api/posts/${post.id}`)
      .send({ title: `${post.title} again`, status: 'published' })
      .expect(200);
    await editor
      .put(`/api/pages/${page.id}`)
      .send({ title: `${page.title} again`, path: page.path, status: 'published' })
      .expect(200);
    await runAllDue(deliverer);
    expect(received).toHaveLength(2);
    expect(await goLiveJobs()).toHaveLength(0);
  });
});
