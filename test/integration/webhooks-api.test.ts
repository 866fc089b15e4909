import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import { ValidationError } from '#src/errors';
import type { JobRow } from '#src/jobs/queue';
import { JobWorker } from '#src/jobs/worker';
import { WebhookDelivery, WebhookEndpoint } from '#src/models/outbound';
import { webhookMessages } from '#src/schemas/webhooks';
import {
  createEndpoint,
  queueWebhookEvent,
  webhookMaxAttempts,
  webhookRetryScheduleMs,
} from '#src/services/webhook-service';
import { failingLimitMs, webhookDeliveryHandler } from '#src/services/webhooks/deliver';
import { pinnedLookup, type Resolve } from '#src/services/webhooks/transport';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let app: Express;

/** A webhook receiver on 127.0.0.1 that records what it gets and answers `nextStatus()`. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let receiverPort: number;
let received: Received[] = [];
let connections = 0;
let statuses: number[] = [];
/** The bodies of the next answers (`ok` once they run out). */
let bodies: Array<string | Buffer> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      if (req.url === '/endless') {
        // 2 KB, then an answer that never ends: read no further than its first KB.
        res.write(Buffer.alloc(2048, 'a'));
        return;
      }
      res.end(bodies.shift() ?? 'ok');
    });
  });
  receiver.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  receiverUrl = `http://127.0.0.1:${receiverPort}/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await database.destroy();
});
beforeEach(async () => {
  received = [];
  statuses = [];
  bodies = [];
  connections = 0;
  await database.db('jobs').delete();
  await database.db('emailMessages').delete();
  await WebhookEndpoint.query().delete();
});

const site = { name: 'Ava Automation', url: 'https://www.example.com' };
const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function worker(options: { production?: boolean; resolve?: Resolve } = {}) {
  const handler = webhookDeliveryHandler({ production: false, site, logger, ...options });
  const made = new JobWorker({
    db: database.db,
    handlers: [handler],
    logger,
    pollMs: 20,
    concurrency: 10,
  });
  workers.push(made);
  return made;
}

/** Runs every webhook job due now, after moving retries' times to now. */
async function runDue(jobWorker: JobWorker) {
  await database.db('jobs').where('state', 'failed').update({ runAt: database.db.fn.now() });
  const started = await jobWorker.runDue();
  await jobWorker.drain();
  return started;
}

const deliveries = () => WebhookDelivery.query().orderBy('id');
const jobs = () => database.db<JobRow>('jobs').where('kind', 'webhook.deliver').orderBy('id');

async function agentFor(role: Role) {
  return signedInAgent(app, await createUser({ role }));
}
let adminAgent: Awaited<ReturnType<typeof agentFor>>;
beforeAll(async () => {
  adminAgent = await agentFor('admin');
});

async function addEndpoint(url = receiverUrl, events = ['lead.created']) {
  const response = await adminAgent.post('/api/webhooks').send({ url, events }).expect(201);
  return response.body as { id: number; secret: string; url: string; events: string[] };
}

function queueEvent(event: 'lead.created' | 'lead.updated' | 'post.published', data: object) {
  return database.db.transaction((trx) =>
    queueWebhookEvent(trx, event, data as Record<string, unknown>),
  );
}

describe('who may manage webhooks', () => {
  const calls: Array<
    [string, (id: number) => [method: 'get' | 'post' | 'patch' | 'delete', string, object?], number]
  > = [
    ['list', () => ['get', '/api/webhooks'], 200],
    [
      'create',
      () => ['post', '/api/webhooks', { url: receiverUrl, events: ['lead.created'] }],
      201,
    ],
    ['update', (id) => ['patch', `/api/webhooks/${id}`, { enabled: false }], 200],
    ['test', (id) => ['post', `/api/webhooks/${id}/test`], 202],
    ['deliveries', (id) => ['get', `/api/webhooks/${id}/deliveries`], 200],
    ['delete', (id) => ['delete', `/api/webhooks/${id}`], 204],
  ];
  const refused = [
    ['anonymous', 401],
    ['user', 403],
    ['author', 403],
    ['editor', 403],
  ] as const;
  for (const [name, call, allowed] of calls) {
    it.each([...refused, ['admin', allowed] as const])(
      `${name}: %s → %i`,
      async (actor, status) => {
        const { id } = await addEndpoint();
        const [method, path, body] = call(id);
        const client = actor === 'anonymous' ? request(app) : await agentFor(actor);
        const pending = client[method](path);
        const response = await (body ? pending.send(body) : pending);
        expect(response.status).toBe(status);
        if (status === 401) expect(response.body).toEqual({ message: 'Authentication required' });
        if (status === 403) {
          expect(response.body).toEqual({ message: 'You do not have permission to do that' });
        }
      },
    );
  }
});

describe('managing endpoints', () => {
  it('shows the secret once, in the Standard Webhooks format, and never again', async () => {
    const created = await addEndpoint(receiverUrl, ['lead.created', 'post.published']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({ url: receiverUrl, events: ['lead.created', 'post.published'] });

    const list = await adminAgent.get('/api/webhooks').expect(200);
    expect(list.body.endpoints).toEqual([
      {
        id: created.id,
        url: receiverUrl,
        events: ['lead.created', 'post.published'],
        enabled: true,
        failingSince: null,
        disabledReason: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const patched = await adminAgent
      .patch(`/api/webhooks/${created.id}`)
      .send({ events: ['lead.updated'] })
      .expect(200);
    expect(patched.body).not.toHaveProperty('secret');
    expect(patched.body.events).toEqual(['lead.updated']);
  });

  it('refuses bad input with messages beside the fields', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ events: ['lead.created'] }, { url: webhookMessages.urlRequired }],
      [{ url: 'not a url', events: ['lead.created'] }, { url: webhookMessages.urlInvalid }],
      [
        { url: 'ftp://example.com/x', events: ['lead.created'] },
        { url: webhookMessages.urlScheme },
      ],
      [
        { url: 'https://user:pw@example.com/x', events: ['lead.created'] },
        { url: webhookMessages.credentials },
      ],
      [{ url: receiverUrl, events: [] }, { events: webhookMessages.eventsRequired }],
      [{ url: receiverUrl }, { events: webhookMessages.eventsRequired }],
      [{ url: receiverUrl, events: ['lead.deleted'] }, { 'events.0': 'Unknown event' }],
    ];
    for (const [body, errors] of cases) {
      const response = await adminAgent.post('/api/webhooks').send(body).expect(400);
      expect(response.body.errors).toEqual(errors);
      expect(response.body.message).toBe(Object.values(errors)[0]);
    }
    const { id } = await addEndpoint();
    const empty = await adminAgent.patch(`/api/webhooks/${id}`).send({}).expect(400);
    expect(empty.body.message).toBe('Send url, events or enabled');
    await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: 'yes' }).expect(400);
    await adminAgent.patch('/api/webhooks/abc').send({ enabled: true }).expect(400);
    const missing = await adminAgent.patch('/api/webhooks/999999').send({ enabled: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(webhookMessages.notFound);
    await adminAgent.delete('/api/webhooks/999999').expect(404);
    await adminAgent.get('/api/webhooks/999999/deliveries').expect(404);
    await adminAgent.post('/api/webhooks/999999/test').expect(404);
    await adminAgent.get(`/api/webhooks/${id}/deliveries?limit=500`).expect(400);
  });

  it('accepts plain http and local addresses outside production only', async () => {
    const operator = { userId: null, name: 'operator', address: null };
    await expect(
      createEndpoint(
        { url: 'http://127.0.0.1:9/x', events: ['lead.created'] },
        { production: false },
        operator,
      ),
    ).resolves.toMatchObject({ url: 'http://127.0.0.1:9/x' });
    const refusals: Array<[string, string]> = [
      ['http://hooks.example.com/x', webhookMessages.httpsOnly],
      ['https://127.0.0.1/x', webhookMessages.localAddress],
      ['https://10.1.2.3/x', webhookMessages.localAddress],
      ['https://169.254.169.254/latest/meta-data', webhookMessages.localAddress],
      ['https://[::1]/x', webhookMessages.localAddress],
      ['https://[::ffff:127.0.0.1]/x', webhookMessages.localAddress],
      ['https://localhost/x', webhookMessages.localAddress],
      ['https://crm.internal/x', webhookMessages.localAddress],
    ];
    for (const [url, message] of refusals) {
      const attempt = createEndpoint(
        { url, events: ['lead.created'] },
        { production: true },
        operator,
      );
      await expect(attempt).rejects.toThrow(ValidationError);
      await expect(attempt).rejects.toMatchObject({ errors: { url: message } });
    }
    await expect(
      createEndpoint(
        { url: 'https://hooks.example.com/x', events: ['lead.created'] },
        { production: true },
        operator,
      ),
    ).resolves.toMatchObject({ url: 'https://hooks.example.com/x' });
  });

  it('deletes an endpoint with its deliveries', async () => {
    const { id } = await addEndpoint();
    await adminAgent.post(`/api/webhooks/${id}/test`).expect(202);
    await adminAgent.delete(`/api/webhooks/${id}`).expect(204);
    await adminAgent.get(`/api/webhooks/${id}/deliveries`).expect(404);
    expect(await deliveries()).toHaveLength(0);
    // Its queued job finds nothing to do.
    expect(await runDue(worker())).toBe(1);
    expect(received).toHaveLength(0);
  });

  it('lists deliveries newest first, a page at a time', async () => {
    const { id } = await addEndpoint();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      ids.push((await adminAgent.post(`/api/webhooks/${id}/test`).expect(202)).body.id);
    }
    const page = await adminAgent.get(`/api/webhooks/${id}/deliveries?limit=2`).expect(200);
    expect(page.body.total).toBe(3);
    expect(page.body.deliveries.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[1]]);
    const next = await adminAgent.get(`/api/webhooks/${id}/deliveries?limit=2&offset=2`);
    expect(next.body.deliveries.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
  });
});

describe('queueing events', () => {
  it('queues a delivery and a job per enabled, subscribed endpoint, in the caller’s transaction', async () => {
    const leads = await addEndpoint(receiverUrl, ['lead.created']);
    await addEndpoint(receiverUrl, ['post.published']);
    const off = await addEndpoint(receiverUrl, ['lead.created']);
    await adminAgent.patch(`/api/webhooks/${off.id}`).send({ enabled: false }).expect(200);

    await database.db
      .transaction(async (trx) => {
        await queueWebhookEvent(trx, 'lead.created', { id: 1 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await deliveries()).toHaveLength(0);
    expect(await jobs()).toHaveLength(0);

    expect(await queueEvent('lead.created', { id: 7 })).toBe(1);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      endpointId: leads.id,
      event: 'lead.created',
      status: 'pending',
    });
    expect(delivery!.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery!.payload).toEqual({
      type: 'lead.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { id: 7 },
    });
    const [job] = await jobs();
    expect(job).toMatchObject({
      payload: { deliveryId: delivery!.id },
      idempotencyKey: `webhook:${delivery!.messageId}`,
      maxAttempts: webhookMaxAttempts,
    });
  });
});

describe('delivering', () => {
  it('signs each delivery as Standard Webhooks says, checked by its own library', async () => {
    const { secret } = await addEndpoint();
    await queueEvent('lead.created', { id: 42, name: 'Ada' });
    expect(await runDue(worker())).toBe(1);

    expect(received).toHaveLength(1);
    const [hit] = received;
    const [delivery] = await deliveries();
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(hit!.headers['webhook-id']).toBe(delivery!.messageId);
    expect(Number(hit!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    const verified = new Webhook(secret).verify(hit!.body, {
      'webhook-id': String(hit!.headers['webhook-id']),
      'webhook-timestamp': String(hit!.headers['webhook-timestamp']),
      'webhook-signature': String(hit!.headers['webhook-signature']),
    });
    expect(verified).toEqual({
      type: 'lead.created',
      timestamp: expect.any(String),
      data: { id: 42, name: 'Ada' },
    });
    // A body changed on the way no longer verifies.
    expect(() =>
      new Webhook(secret).verify(hit!.body.replace('Ada', 'Eve'), {
        'webhook-id': String(hit!.headers['webhook-id']),
        'webhook-timestamp': String(hit!.headers['webhook-timestamp']),
        'webhook-signature': String(hit!.headers['webhook-signature']),
      }),
    ).toThrow();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 });
    expect(delivery!.responseMs).toBeGreaterThanOrEqual(0);
    expect(delivery!.deliveredAt).not.toBeNull();
  });

  it('retries failures on the schedule, with the same id, until one succeeds', async () => {
    const { id } = await addEndpoint();
    statuses = [500, 302];
    await queueEvent('lead.created', { id: 1 });
    const deliverer = worker();

    await runDue(deliverer);
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500',
    });
    const [job] = await jobs();
    const wait = new Date(job!.runAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(webhookRetryScheduleMs[0] * 0.7);
    expect(wait).toBeLessThan(webhookRetryScheduleMs[0] * 1.3);
    expect((await WebhookEndpoint.query().findById(id))!.failingSince).not.toBeNull();

    await runDue(deliverer);
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 2,
      responseStatus: 302,
      lastError: 'HTTP 302 (redirects are not followed)',
    });

    await runDue(deliverer);
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseStatus: 200,
      lastError: null,
    });
    expect(new Set(received.map((hit) => hit.headers['webhook-id']))).toEqual(
      new Set([delivery!.messageId]),
    );
    expect((await jobs())[0]!.state).toBe('done');
    expect((await WebhookEndpoint.query().findById(id))!.failingSince).toBeNull();
  });

  it('abandons a delivery after the last attempt of a schedule spanning about a day', async () => {
    const total = webhookRetryScheduleMs.reduce((sum, step) => sum + step, 0);
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThan(28 * 3_600_000);

    await addEndpoint();
    statuses = Array<number>(webhookMaxAttempts + 1).fill(503);
    await queueEvent('lead.created', { id: 1 });
    const deliverer = worker();
    for (let attempt = 1; attempt <= webhookMaxAttempts; attempt += 1) {
      expect(await runDue(deliverer)).toBe(1);
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({
        attempts: attempt,
        status: attempt < webhookMaxAttempts ? 'failed' : 'abandoned',
      });
    }
    expect(await runDue(deliverer)).toBe(0);
    expect(received).toHaveLength(webhookMaxAttempts);
  });

  it('switches off an endpoint failing for 3 days, tells every admin, and back on clears it', async () => {
    const admins = [await createUser({ role: 'admin' }), await createUser({ role: 'admin' })];
    const editor = await createUser({ role: 'editor' });
    const { id } = await addEndpoint();
    statuses = [500, 500, 500];
    await queueEvent('lead.created', { id: 1 });
    const deliverer = worker();
    await runDue(deliverer);
    expect((await WebhookEndpoint.query().findById(id))!.enabled).toBe(true);

    // Failing since a moment just over 3 days ago.
    await WebhookEndpoint.query()
      .findById(id)
      .patch({ failingSince: new Date(Date.now() - failingLimitMs - 60_000) });
    await queueEvent('lead.created', { id: 2 });
    await database.db('jobs').update({ runAt: database.db.fn.now() });
    await runDue(deliverer);

    const endpoint = await WebhookEndpoint.query().findById(id);
    expect(endpoint).toMatchObject({ enabled: false });
    expect(endpoint!.disabledReason).toMatch(
      /^Deliveries failed for 3 days; the last error: HTTP 500/,
    );
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual([
      'abandoned',
      'abandoned',
    ]);
    const emails = await database.db('emailMessages').where('kind', 'webhook.disabled');
    expect(emails).toHaveLength(1);
    for (const admin of admins) expect(emails[0].toAddress).toContain(admin.email);
    expect(emails[0].toAddress).not.toContain(editor.email);
    expect(emails[0].textBody).toContain('https://www.example.com/admin/webhooks');

    // Nothing more goes to it, and it is not switched off twice.
    const before = received.length;
    await queueEvent('lead.created', { id: 3 });
    await runDue(deliverer);
    expect(received).toHaveLength(before);

    const back = await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: true }).expect(200);
    expect(back.body).toMatchObject({ enabled: true, failingSince: null, disabledReason: null });
  });

  it('sends a test ping from the API and logs it', async () => {
    const { id, secret } = await addEndpoint();
    const queued = await adminAgent.post(`/api/webhooks/${id}/test`).expect(202);
    expect(queued.body).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
    await runDue(worker());
    const [hit] = received;
    const ping = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>);
    expect(ping).toMatchObject({ type: 'webhook.test', data: { endpointId: id } });
    const log = await adminAgent.get(`/api/webhooks/${id}/deliveries`).expect(200);
    expect(log.body.deliveries[0]).toMatchObject({
      id: queued.body.id,
      event: 'webhook.test',
      status: 'delivered',
      responseStatus: 200,
      responseMs: expect.any(Number),
    });
  });
});

describe('test pings', () => {
  it('tries a ping once, even to a switched-off endpoint, and keeps the failure', async () => {
    const { id } = await addEndpoint();
    await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(200);
    statuses = [500];
    await adminAgent.post(`/api/webhooks/${id}/test`).expect(202);
    const deliverer = worker();
    await runDue(deliverer);
    expect(await runDue(deliverer)).toBe(0);
    expect(received).toHaveLength(1);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 500 });
    // Switching off an endpoint that is already off keeps the reason it went off for.
    const reason = 'Deliveries failed for 3 days; the last error: HTTP 500';
    await WebhookEndpoint.query().findById(id).patch({ disabledReason: reason });
    await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(200);
    expect((await WebhookEndpoint.query().findById(id))!.disabledReason).toBe(reason);
  });
});

describe('in production, deliveries reach public addresses only (SSRF)', () => {
  /** Endpoints stored directly: saved before a rule changed, or pointing elsewhere since. */
  async function storedEndpoint(url: string) {
    return WebhookEndpoint.query().insertAndFetch({
      url,
      events: JSON.stringify(['lead.created']) as unknown as string[],
      secret: 'whsec_' + Buffer.alloc(32, 1).toString('base64'),
    });
  }

  it('refuses private, loopback, link-local and local names at delivery time', async () => {
    const targets = [
      `https://127.0.0.1:${receiverPort}/hooks`,
      'https://10.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data/',
      `https://[::1]:${receiverPort}/hooks`,
      `https://[::ffff:127.0.0.1]:${receiverPort}/hooks`,
      `https://localhost:${receiverPort}/hooks`,
    ];
    for (const url of targets) await storedEndpoint(url);
    await queueEvent('lead.created', { id: 1 });
    const started = Date.now();
    expect(await runDue(worker({ production: true }))).toBe(targets.length);
    // Refused before connecting: nothing waited for an unreachable address.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(connections).toBe(0);
    const results = await deliveries();
    expect(results.map((delivery) => delivery.status)).toEqual(targets.map(() => 'failed'));
    for (const delivery of results) {
      expect(delivery.lastError).toMatch(/is not a public address$/);
      expect(delivery.responseStatus).toBeNull();
    }
  });

  it('refuses plain http, and a name whose DNS answer turned private since it was saved', async () => {
    await storedEndpoint(`http://hooks.example.com:${receiverPort}/hooks`);
    await storedEndpoint('https://rebound.example.com/hooks');
    const rebinding: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await queueEvent('lead.created', { id: 1 });
    await runDue(worker({ production: true, resolve: rebinding }));
    expect((await deliveries()).map((delivery) => delivery.lastError)).toEqual([
      'only https URLs are allowed',
      'rebound.example.com resolves to 127.0.0.1, which is not a public address',
    ]);
    expect(connections).toBe(0);
  });

  it('connects to the address it checked, without asking DNS again', async () => {
    // `.invalid` never resolves: reaching the receiver proves the pinned address was used.
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        `http://never-resolves.invalid:${receiverPort}/hooks`,
        { method: 'POST', agent: false, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end('{}');
    });
    expect(status).toBe(200);
    expect(received).toHaveLength(1);
  });
});

describe('the attempts of a delivery', () => {
  interface Attempt {
    id: number;
    trigger: string;
    startedAt: string;
    responseStatus: number | null;
    responseMs: number | null;
    responseBody: string | null;
    responseTruncated: boolean;
    error: string | null;
  }
  interface Detail {
    delivery: Record<string, unknown> & { id: number; messageId: string; attempts: number };
    attempts: Attempt[];
  }
  const detailOf = async (endpointId: number, deliveryId: number) =>
    (await adminAgent.get(`/api/webhooks/${endpointId}/deliveries/${deliveryId}`).expect(200))
      .body as Detail;
  const attemptRows = () => database.db('webhookAttempts').orderBy('id');

  it('keeps every attempt, newest first: a 500 then a 200 on its retry', async () => {
    const { id } = await addEndpoint();
    statuses = [500];
    bodies = ['{"error":"database down"}', 'thanks'];
    await queueEvent('lead.created', { id: 5 });
    const deliverer = worker();
    await runDue(deliverer);
    await runDue(deliverer);
    const [delivery] = await deliveries();

    const detail = await detailOf(id, delivery!.id);
    expect(detail.delivery).toEqual({
      id: delivery!.id,
      endpointId: id,
      event: 'lead.created',
      messageId: delivery!.messageId,
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
      responseMs: expect.any(Number),
      lastError: null,
      createdAt: expect.any(String),
      deliveredAt: expect.any(String),
      payload: { type: 'lead.created', timestamp: expect.any(String), data: { id: 5 } },
    });
    expect(detail.attempts).toEqual([
      {
        id: expect.any(Number),
        trigger: 'retry',
        startedAt: expect.any(String),
        responseStatus: 200,
        responseMs: expect.any(Number),
        responseBody: 'thanks',
        responseTruncated: false,
        error: null,
      },
      {
        id: expect.any(Number),
        trigger: 'scheduled',
        startedAt: expect.any(String),
        responseStatus: 500,
        responseMs: expect.any(Number),
        responseBody: '{"error":"database down"}',
        responseTruncated: false,
        error: 'HTTP 500',
      },
    ]);
    const [newest, oldest] = detail.attempts;
    expect(Date.parse(newest!.startedAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.startedAt));
    for (const attempt of detail.attempts) expect(attempt.responseMs).toBeGreaterThanOrEqual(0);
    // The failure is in the list, though the delivery ended well.
    const log = await adminAgent.get(`/api/webhooks/${id}/deliveries`).expect(200);
    expect(log.body.deliveries[0]).toMatchObject({ attempts: 2, status: 'delivered' });
  });

  it('shows a network error as the attempt’s error, with no status', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { id } = await addEndpoint(`http://127.0.0.1:${port}/gone`);
    await queueEvent('lead.created', { id: 6 });
    await runDue(worker());

    const [delivery] = await deliveries();
    const { attempts } = await detailOf(id, delivery!.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      trigger: 'scheduled',
      responseStatus: null,
      responseBody: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(attempts[0]!.responseMs).toBeGreaterThanOrEqual(0);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: null,
      lastError: attempts[0]!.error,
    });
  });

  it('keeps the first KB of an answer as text, invalid UTF-8 replaced, and reads no further', async () => {
    const { id } = await addEndpoint();
    // Invalid bytes and a NUL first, then two-byte characters well past the first KB.
    bodies = [Buffer.concat([Buffer.from([0xff, 0xfe, 0x00]), Buffer.from('é'.repeat(50_000))])];
    await queueEvent('lead.created', { id: 7 });
    await runDue(worker());
    const [delivery] = await deliveries();
    const [attempt] = (await detailOf(id, delivery!.id)).attempts;
    expect(attempt).toMatchObject({ responseStatus: 200, responseTruncated: true, error: null });
    const text = attempt!.responseBody!;
    expect(text.startsWith('\ufffd\ufffd\ufffd')).toBe(true);
    // No character cut in two at the end.
    expect(text.slice(3)).toMatch(/^é+$/);
    expect(Buffer.byteLength(text.slice(3))).toBeLessThanOrEqual(1024);

    // An answer that never ends is not waited for: its first KB is enough.
    const endless = await addEndpoint(`http://127.0.0.1:${receiverPort}/endless`);
    await WebhookEndpoint.query().findById(id).delete();
    await queueEvent('lead.created', { id: 8 });
    const started = Date.now();
    await runDue(worker());
    expect(Date.now() - started).toBeLessThan(5_000);
    const [cut] = await deliveries();
    const [first] = (await detailOf(endless.id, cut!.id)).attempts;
    expect(first).toMatchObject({ responseStatus: 200, responseTruncated: true });
    expect(first!.responseBody).toBe('a'.repeat(1024));
  });

  it('goes with its delivery when the endpoint is deleted', async () => {
    const { id } = await addEndpoint();
    await queueEvent('lead.created', { id: 9 });
    await runDue(worker());
    expect(await attemptRows()).toHaveLength(1);
    await adminAgent.delete(`/api/webhooks/${id}`).expect(204);
    expect(await attemptRows()).toHaveLength(0);
  });

  it('answers 404 for a delivery of another endpoint or none, and 400 for a bad id', async () => {
    const first = await addEndpoint();
    const second = await addEndpoint();
    const ping = (await adminAgent.post(`/api/webhooks/${first.id}/test`).expect(202)).body;
    for (const path of [
      `/api/webhooks/${second.id}/deliveries/${ping.id}`,
      `/api/webhooks/${first.id}/deliveries/999999`,
      `/api/webhooks/${first.id}/deliveries/99999999999`,
    ]) {
      const shown = await adminAgent.get(path).expect(404);
      expect(shown.body).toEqual({ message: webhookMessages.deliveryNotFound });
      const resent = await adminAgent.post(`${path}/resend`).expect(404);
      expect(resent.body).toEqual({ message: webhookMessages.deliveryNotFound });
    }
    const noEndpoint = await adminAgent.get(`/api/webhooks/999999/deliveries/${ping.id}`);
    expect(noEndpoint.status).toBe(404);
    expect(noEndpoint.body).toEqual({ message: webhookMessages.notFound });
    await adminAgent.post(`/api/webhooks/999999/deliveries/${ping.id}/resend`).expect(404);
    await adminAgent.get(`/api/webhooks/${first.id}/deliveries/abc`).expect(400);
    await adminAgent.post(`/api/webhooks/${first.id}/deliveries/abc/resend`).expect(400);
    // Nothing was queued by the refusals: only the ping's job.
    expect(await jobs()).toHaveLength(1);
  });
});

describe('resending a delivery', () => {
  const resend = (endpointId: number, deliveryId: number) =>
    adminAgent.post(`/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend`);

  it('sends the same webhook-id and payload again, freshly signed, and logs who asked', async () => {
    const { id, secret } = await addEndpoint();
    await queueEvent('lead.created', { id: 11, name: 'Ada' });
    const deliverer = worker();
    await runDue(deliverer);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });

    const answer = await resend(id, delivery!.id).expect(202);
    expect(answer.body).toMatchObject({
      id: delivery!.id,
      messageId: delivery!.messageId,
      event: 'lead.created',
    });
    const activity = await adminAgent.get('/api/activity?action=webhook.resent').expect(200);
    expect(activity.body.entries[0]).toMatchObject({
      action: 'webhook.resent',
      objectType: 'webhook',
      objectId: String(id),
      summary: { delivery: delivery!.id, event: 'lead.created', messageId: delivery!.messageId },
    });

    // Two quick clicks are two attempts, as asked.
    await resend(id, delivery!.id).expect(202);
    expect(await runDue(deliverer)).toBe(2);
    expect(received).toHaveLength(3);
    for (const hit of received) {
      expect(hit.headers['webhook-id']).toBe(delivery!.messageId);
      expect(hit.body).toBe(received[0]!.body);
      expect(new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>)).toEqual({
        type: 'lead.created',
        timestamp: expect.any(String),
        data: { id: 11, name: 'Ada' },
      });
    }
    const detail = await adminAgent.get(`/api/webhooks/${id}/deliveries/${delivery!.id}`);
    expect(detail.body.attempts.map((attempt: { trigger: string }) => attempt.trigger)).toEqual([
      'resend',
      'resend',
      'scheduled',
    ]);
    expect(detail.body.delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    // Each resend was tried once and is done; nothing more is due.
    expect(await runDue(deliverer)).toBe(0);
  });

  it('resends an abandoned delivery; a failed resend is one attempt, not retried', async () => {
    const { id } = await addEndpoint();
    statuses = [503];
    await queueEvent('lead.created', { id: 12 });
    const deliverer = worker();
    await runDue(deliverer);
    const [delivery] = await deliveries();
    await delivery!.$query().patch({ status: 'abandoned' });
    await database.db('jobs').where('kind', 'webhook.deliver').delete();

    statuses = [502];
    await resend(id, delivery!.id).expect(202);
    await runDue(deliverer);
    expect(await runDue(deliverer)).toBe(0);
    let [after] = await deliveries();
    // Nothing retries it, so it stays abandoned, with the resend's outcome and count.
    expect(after).toMatchObject({
      status: 'abandoned',
      attempts: 2,
      responseStatus: 502,
      lastError: 'HTTP 502',
    });

    await resend(id, delivery!.id).expect(202);
    await runDue(deliverer);
    [after] = await deliveries();
    expect(after).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(await database.db('webhookAttempts').where('deliveryId', delivery!.id)).toHaveLength(3);
  });

  it('refuses while the endpoint is switched off, except a test ping', async () => {
    const { id } = await addEndpoint();
    await queueEvent('lead.created', { id: 13 });
    const ping = (await adminAgent.post(`/api/webhooks/${id}/test`).expect(202)).body;
    await runDue(worker());
    await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(200);
    const event = (await deliveries()).find((row) => row.event === 'lead.created')!;
    const refused = await resend(id, event.id).expect(409);
    expect(refused.body).toEqual({ message: webhookMessages.resendSwitchedOff });
    await resend(id, ping.id).expect(202);
    const logged = await adminAgent.get('/api/activity?action=webhook.resent').expect(200);
    expect(logged.body.total).toBeGreaterThan(0);
    expect(logged.body.entries[0].summary.delivery).toBe(ping.id);
  });

  it('sends nothing if the endpoint is switched off before the resend runs', async () => {
    const { id } = await addEndpoint();
    await queueEvent('lead.created', { id: 14 });
    const deliverer = worker();
    await runDue(deliverer);
    const [delivery] = await deliveries();
    await resend(id, delivery!.id).expect(202);
    await adminAgent.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(200);
    await runDue(deliverer);
    expect(received).toHaveLength(1);
    expect(await deliveries()).toMatchObject([{ status: 'delivered', attempts: 1 }]);
  });

  it('is for admins only', async () => {
    const { id } = await addEndpoint();
    const ping = (await adminAgent.post(`/api/webhooks/${id}/test`).expect(202)).body;
    const paths = [
      ['get', `/api/webhooks/${id}/deliveries/${ping.id}`],
      ['post', `/api/webhooks/${id}/deliveries/${ping.id}/resend`],
    ] as const;
    for (const [method, path] of paths) {
      const anonymous = await request(app)[method](path).expect(401);
      expect(anonymous.body).toEqual({ message: 'Authentication required' });
      for (const role of ['user', 'author', 'editor'] as const) {
        const refused = await (await agentFor(role))[method](path).expect(403);
        expect(refused.body).toEqual({ message: 'You do not have permission to do that' });
      }
    }
    expect(await jobs()).toHaveLength(1);
  });
});
