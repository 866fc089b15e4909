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

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  receiver.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  receiverUrl = `http://127.0.0.1:${receiverPort}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await database.destroy();
});
beforeEach(async () => {
  received = [];
  statuses = [];
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
