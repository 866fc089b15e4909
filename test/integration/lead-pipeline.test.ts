import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimJobs } from '#src/jobs/queue';
import { JobWorker } from '#src/jobs/worker';
import { emailSendHandler, releaseHeldEmails } from '#src/services/email/sender';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const logger = pino({ level: 'silent' });
const siteUrl = 'http://localhost:3000';
let database: TestDatabase;
let app: Express;
let smtp: TestSmtpServer;
let admin: CreatedUser;
let editor: CreatedUser;
let ip = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
  smtp = await startSmtpServer();
  admin = await createUser({ role: 'admin', email: 'owner@example.test' });
  editor = await createUser({ role: 'editor', fullName: 'Erin Editor' });
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refusing = false;
  await database.db('jobs').delete();
  await database.db('leads').delete();
  await database.db('settings').where('context', 'notifications').delete();
});

const human = { fillMs: 9_000 };
function sendLead(body: Record<string, unknown>) {
  ip += 1;
  return request(app)
    .post('/api/leads')
    .set('X-Forwarded-For', `10.7.${Math.floor(ip / 250)}.${ip % 250}`)
    .send({ ...human, ...body });
}

/** A worker sending through the test's SMTP server, or through none (`null`). */
function mailWorker(smtpUrl: string | null = smtp.url) {
  const handler = emailSendHandler(
    { smtpUrl: smtpUrl ?? undefined, from: '"Ava" <hello@example.test>', siteUrl },
    logger,
  );
  return new JobWorker({
    db: database.db,
    handlers: [{ ...handler, retryDelayMs: () => 0 }],
    logger,
    pollMs: 20,
  });
}

async function runJobs(worker: JobWorker) {
  while ((await worker.runDue()) > 0) await worker.drain();
}

describe('a new lead', () => {
  it('is stored with its e-mail job in one transaction, and the team gets one e-mail', async () => {
    const lead = (
      await sendLead({
        kind: 'quote',
        name: 'Dana Diner',
        email: 'dana@example.test',
        company: 'Dana’s Diner',
        message: 'Can Ava take reservations?',
        sourcePath: '/pricing',
      }).expect(201)
    ).body;
    const [job] = await database.db('jobs');
    expect(job).toMatchObject({ kind: 'email.send', state: 'pending' });

    // A worker claims the job and dies before sending; after its lease another one sends.
    const [claimed] = await claimJobs(database.db, {
      workerId: 'a worker that was killed',
      kinds: ['email.send'],
      limit: 1,
      leaseMs: 30,
    });
    expect(claimed?.id).toBe(job.id);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const worker = mailWorker();
    await runJobs(worker);
    await runJobs(worker);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Quote request from Dana Diner (Dana’s Diner)');
    expect(mail!.to).toMatchObject({ text: expect.stringContaining('owner@example.test') });
    expect(mail!.text).toContain('Can Ava take reservations?');
    expect(mail!.text).toContain(`${siteUrl}/admin/leads?lead=${lead.id}`);
    expect(mail!.messageId).toMatch(/@localhost>$/);
    expect(await database.db('emailMessages').first()).toMatchObject({ status: 'sent' });
  });

  it('sends nothing when the transaction fails, and the visitor gets a clear error', async () => {
    const response = await sendLead({ name: 'Sam', email: 'not-an-address' }).expect(400);
    expect(response.body.errors).toHaveProperty('email');
    expect(await database.db('jobs')).toHaveLength(0);
    expect(await database.db('emailMessages')).toHaveLength(0);
  });

  it('goes to the configured addresses, and to the visitor when confirmations are on', async () => {
    const adminAgent = await signedInAgent(app, admin);
    await adminAgent
      .put('/api/settings/notifications')
      .send({ leadRecipients: ['sales@example.test'], confirmToVisitor: true })
      .expect(200);
    await sendLead({ name: 'Pat', email: 'pat@example.test' }).expect(201);
    await runJobs(mailWorker());
    const byRecipient = Object.fromEntries(
      smtp.received.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject]),
    );
    expect(byRecipient).toEqual({
      'sales@example.test': 'Contact request from Pat',
      'pat@example.test': 'We received your request – Ava Automation',
    });
  });

  it('waits in the outbox without SMTP and is sent once SMTP is configured', async () => {
    await sendLead({ name: 'Olive', email: 'olive@example.test' }).expect(201);
    await runJobs(mailWorker(null));
    expect(smtp.received).toHaveLength(0);
    expect(await database.db('emailMessages').first()).toMatchObject({ status: 'held' });

    expect(await releaseHeldEmails(database.db)).toBe(1);
    await runJobs(mailWorker());
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Contact request from Olive']);
    expect(await releaseHeldEmails(database.db)).toBe(0);
  });

  it('is retried while the mail server refuses, and sent when it recovers', async () => {
    await sendLead({ name: 'Remy', email: 'remy@example.test' }).expect(201);
    smtp.refusing = true;
    const worker = mailWorker();
    await worker.runDue();
    await worker.drain();
    const [job] = await database.db('jobs');
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job.lastError).toMatch(/Mailbox busy/);
    expect(await database.db('emailMessages').first()).toMatchObject({ status: 'pending' });

    smtp.refusing = false;
    await runJobs(worker);
    expect(smtp.received).toHaveLength(1);
    expect(await database.db('jobs').first()).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('spam', () => {
  it('keeps a filled honeypot or a too-fast form as spam, unannounced, with the same answer', async () => {
    const trap = await sendLead({
      name: 'Bot',
      email: 'bot@example.test',
      website: 'http://x.test',
    }).expect(201);
    const fast = await sendLead({ name: 'Quick', email: 'q@example.test', fillMs: 400 }).expect(
      201,
    );
    expect(Object.keys(trap.body).sort()).toEqual([
      'company',
      'createdAt',
      'email',
      'id',
      'kind',
      'message',
      'name',
      'phone',
      'sourcePath',
    ]);
    const rows = await database.db('leads').orderBy('id').select('status', 'spamReason');
    expect(rows).toEqual([
      { status: 'spam', spamReason: 'honeypot' },
      { status: 'spam', spamReason: 'too fast' },
    ]);
    expect(await database.db('jobs')).toHaveLength(0);

    const agent = await signedInAgent(app, editor);
    expect((await agent.get('/api/leads').expect(200)).body.total).toBe(0);
    expect((await agent.get('/api/leads/counts').expect(200)).body).toEqual({ new: 0 });
    const spam = await agent.get('/api/leads').query({ status: 'spam' }).expect(200);
    expect(spam.body.total).toBe(2);

    // One click restores it, and it is announced then, once.
    await agent.patch(`/api/leads/${fast.body.id}`).send({ status: 'new' }).expect(200);
    await agent.patch(`/api/leads/${fast.body.id}`).send({ status: 'spam' }).expect(200);
    await agent.patch(`/api/leads/${fast.body.id}`).send({ status: 'new' }).expect(200);
    await runJobs(mailWorker());
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Contact request from Quick']);
  });
});

describe('the pipeline', () => {
  async function seedLeads() {
    const bodies = [
      {
        name: 'Ann Apple',
        email: 'ann@apple.test',
        kind: 'contact',
        attribution: { utmSource: 'Newsletter', utmCampaign: 'spring', landingPath: '/landing' },
      },
      {
        name: 'Bob Baker',
        email: 'bob@bakery.test',
        kind: 'quote',
        company: 'Bakery 100%',
        attribution: { referrer: 'https://www.google.com/search?q=ai' },
      },
      {
        name: 'Cy Cole',
        email: 'cy@cole.test',
        kind: 'booking',
        message: 'Need after-hours answering',
      },
    ];
    const ids: number[] = [];
    for (const body of bodies) ids.push((await sendLead(body).expect(201)).body.id);
    return ids;
  }

  it('records where each lead came from and filters by it', async () => {
    const [ann, bob, cy] = await seedLeads();
    const agent = await signedInAgent(app, editor);
    const list = async (query: Record<string, string>) =>
      (
        (await agent.get('/api/leads').query(query).expect(200)).body.leads as Array<{ id: number }>
      ).map((lead) => lead.id);
    const detail = (await agent.get(`/api/leads/${ann}`).expect(200)).body;
    expect(detail.lead).toMatchObject({
      source: 'newsletter',
      utmSource: 'Newsletter',
      utmCampaign: 'spring',
      landingPath: '/landing',
      status: 'new',
    });
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'created', toValue: 'new' })]);
    expect(await list({})).toEqual([cy, bob, ann]);
    expect(await list({ source: 'google.com' })).toEqual([bob]);
    expect(await list({ source: 'direct' })).toEqual([cy]);
    expect(await list({ campaign: 'spring' })).toEqual([ann]);
    expect(await list({ kind: 'quote' })).toEqual([bob]);
    expect(await list({ q: '100%' })).toEqual([bob]);
    expect(await list({ q: 'AFTER-HOURS' })).toEqual([cy]);
    expect(await list({ sort: 'oldest' })).toEqual([ann, bob, cy]);
    expect(await list({ sort: 'name' })).toEqual([ann, bob, cy]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list({ from: today, to: today })).toEqual([cy, bob, ann]);
    expect(await list({ to: '2000-01-01' })).toEqual([]);
    const paged = (await agent.get('/api/leads').query({ limit: 1, offset: 1 }).expect(200)).body;
    expect(paged).toMatchObject({ total: 3, leads: [{ id: bob }] });
    const bad = await agent
      .get('/api/leads')
      .query({ status: 'hot', from: '2026-13-45' })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      status: 'Unknown status',
      from: 'From is not a real date',
    });
  });

  it('moves a lead along with an owner and notes, keeping every change in its timeline', async () => {
    const [ann] = await seedLeads();
    const agent = await signedInAgent(app, editor);
    await agent
      .patch(`/api/leads/${ann}`)
      .send({ status: 'contacted', ownerId: editor.id })
      .expect(200);
    const note = await agent
      .post(`/api/leads/${ann}/notes`)
      .send({ body: 'Called, wants a demo' })
      .expect(201);
    expect(note.body).toMatchObject({
      kind: 'note',
      body: 'Called, wants a demo',
      authorName: 'Erin Editor',
    });
    const lost = await agent.patch(`/api/leads/${ann}`).send({ status: 'lost' }).expect(400);
    expect(lost.body.errors).toEqual({ lostReason: 'Say why the lead was lost' });
    const done = await agent
      .patch(`/api/leads/${ann}`)
      .send({ status: 'lost', lostReason: 'Went with a competitor' })
      .expect(200);
    expect(done.body).toMatchObject({
      status: 'lost',
      lostReason: 'Went with a competitor',
      ownerName: 'Erin Editor',
    });
    const events = (await agent.get(`/api/leads/${ann}`).expect(200)).body.events;
    expect(
      events.map((event: { kind: string; toValue: string | null }) => [event.kind, event.toValue]),
    ).toEqual([
      ['created', 'new'],
      ['status', 'contacted'],
      ['owner', String(editor.id)],
      ['note', null],
      ['status', 'lost'],
    ]);
    expect((await agent.get('/api/leads').query({ owner: editor.id }).expect(200)).body.total).toBe(
      1,
    );
    expect((await agent.get('/api/leads').query({ owner: 'none' }).expect(200)).body.total).toBe(2);
  });

  it('refuses a reader as owner, unknown leads and an empty note', async () => {
    const [ann] = await seedLeads();
    const reader = await createUser({ role: 'user' });
    const agent = await signedInAgent(app, editor);
    const owner = await agent.patch(`/api/leads/${ann}`).send({ ownerId: reader.id }).expect(400);
    expect(owner.body.errors).toEqual({ ownerId: 'The owner must be a staff member' });
    await agent
      .patch('/api/leads/999999')
      .send({ status: 'won' })
      .expect(404, { message: 'Lead not found' });
    await agent.get('/api/leads/abc').expect(400);
    const empty = await agent.post(`/api/leads/${ann}/notes`).send({ body: '   ' }).expect(400);
    expect(empty.body.errors).toEqual({ body: 'Note is required' });
  });

  it('changes the status of many leads at once', async () => {
    const ids = await seedLeads();
    const agent = await signedInAgent(app, editor);
    const response = await agent
      .patch('/api/leads')
      .send({ ids: [...ids, 999999], status: 'qualified' })
      .expect(200);
    expect(response.body).toEqual({ updated: 3 });
    expect(
      (await agent.get('/api/leads').query({ status: 'qualified' }).expect(200)).body.total,
    ).toBe(3);
    expect((await agent.get('/api/leads/counts').expect(200)).body).toEqual({ new: 0 });
  });
});

describe('erasure', () => {
  it('deletes a lead with everything about it and records the erasure without personal data', async () => {
    const lead = (await sendLead({ name: 'Erase Me', email: 'erase@example.test' }).expect(201))
      .body;
    const adminAgent = await signedInAgent(app, admin);
    await adminAgent
      .post(`/api/leads/${lead.id}/notes`)
      .send({ body: 'Asked to be forgotten' })
      .expect(201);
    await (await signedInAgent(app, editor)).delete(`/api/leads/${lead.id}`).expect(403);
    const erased = await adminAgent.delete(`/api/leads/${lead.id}`).expect(200);
    expect(erased.body).toEqual({
      erased: true,
      summary: '2 timeline entries, 1 e-mail, 0 webhook deliveries',
    });
    await adminAgent.get(`/api/leads/${lead.id}`).expect(404);
    for (const table of ['leadEvents', 'emailMessages']) {
      expect(await database.db(table).where('leadId', lead.id)).toEqual([]);
    }
    const [record] = await database.db('dataErasures').where('subjectId', lead.id);
    expect(record).toMatchObject({ subject: 'lead', erasedBy: admin.id });
    expect(JSON.stringify(record)).not.toMatch(/Erase Me|erase@example/);
    // The queued e-mail job finds nothing to send.
    await runJobs(mailWorker());
    expect(smtp.received).toHaveLength(0);
  });
});

describe('CSV export', () => {
  it('streams the current filter, with formulas defused and cells quoted', async () => {
    await sendLead({
      name: '=HYPERLINK("http://evil.test","x")',
      email: 'f@example.test',
      message: 'line one\nline "two", three',
    }).expect(201);
    await sendLead({ name: '@SUM(A1)', email: 'g@example.test', kind: 'quote' }).expect(201);
    await sendLead({
      name: 'Plain',
      email: 'p@example.test',
      kind: 'quote',
      company: '-1+1',
    }).expect(201);
    const agent = await signedInAgent(app, editor);
    const all = await agent.get('/api/leads/export.csv').expect(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = all.text.split('\r\n');
    expect(lines[0]).toMatch(/^id,created_at,kind,status,name,email,phone,company,message,/);
    expect(all.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(all.text).toContain(`,'@SUM(A1),`);
    expect(all.text).toContain(`,'-1+1,`);
    expect(all.text).toContain(`"line one\nline ""two"", three"`);
    const quotes = await agent.get('/api/leads/export.csv').query({ kind: 'quote' }).expect(200);
    expect(quotes.text.trim().split('\r\n')).toHaveLength(3);
    await agent.get('/api/leads/export.csv').query({ sort: 'sideways' }).expect(400);
  });
});

describe('webhooks', () => {
  it('queue lead.created with the lead and lead.updated with what changed, never for spam', async () => {
    const adminAgent = await signedInAgent(app, admin);
    const endpoint = await adminAgent
      .post('/api/webhooks')
      .send({ url: 'http://127.0.0.1:9/crm', events: ['lead.created', 'lead.updated'] })
      .expect(201);
    try {
      const lead = (await sendLead({ name: 'Hook', email: 'hook@example.test' }).expect(201)).body;
      await sendLead({ name: 'Bot', email: 'bot@example.test', website: 'x' }).expect(201);
      await adminAgent.patch(`/api/leads/${lead.id}`).send({ status: 'contacted' }).expect(200);
      const deliveries = await database
        .db('webhookDeliveries')
        .where('endpointId', endpoint.body.id)
        .orderBy('id');
      expect(deliveries.map((delivery) => [delivery.event, delivery.leadId])).toEqual([
        ['lead.created', lead.id],
        ['lead.updated', lead.id],
      ]);
      expect(deliveries[0].payload.data).toMatchObject({ name: 'Hook', status: 'new' });
      expect(deliveries[1].payload.data).toMatchObject({
        status: 'contacted',
        changes: ['status'],
      });
    } finally {
      await adminAgent.delete(`/api/webhooks/${endpoint.body.id}`).expect(204);
    }
  });

  it('queue post.published once, when a post goes out', async () => {
    const adminAgent = await signedInAgent(app, admin);
    const endpoint = await adminAgent
      .post('/api/webhooks')
      .send({ url: 'http://127.0.0.1:9/site', events: ['post.published'] })
      .expect(201);
    try {
      const draft = { title: 'Webhook news', content: '<p>Hello</p>', status: 'draft' };
      const post = (await adminAgent.post('/api/posts').send(draft).expect(201)).body;
      const published = { ...draft, status: 'published' };
      await adminAgent.put(`/api/posts/${post.id}`).send(published).expect(200);
      await adminAgent
        .put(`/api/posts/${post.id}`)
        .send({ ...published, title: 'Webhook news!' })
        .expect(200);
      const deliveries = await database
        .db('webhookDeliveries')
        .where('endpointId', endpoint.body.id);
      expect(deliveries.map((delivery) => delivery.event)).toEqual(['post.published']);
      expect(deliveries[0].payload.data).toMatchObject({
        id: post.id,
        title: 'Webhook news',
        path: `/blog/post/${post.slug}`,
      });
    } finally {
      await adminAgent.delete(`/api/webhooks/${endpoint.body.id}`).expect(204);
    }
  });
});
