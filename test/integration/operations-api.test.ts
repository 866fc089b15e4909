import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '#src/jobs/queue';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig());
  admin = await createUser({ role: 'admin' });
});
afterAll(() => database.destroy());

describe('notification settings', () => {
  it('default to every admin, no confirmation; save and read back; never shown publicly', async () => {
    const agent = await signedInAgent(app, admin);
    expect((await agent.get('/api/settings/notifications').expect(200)).body).toEqual({
      leadRecipients: [],
      confirmToVisitor: false,
      spamChallenge: false,
    });
    const saved = await agent
      .put('/api/settings/notifications')
      .send({ leadRecipients: ['sales@example.test', 'boss@example.test'], confirmToVisitor: true })
      .expect(200);
    expect(saved.body).toEqual({
      leadRecipients: ['sales@example.test', 'boss@example.test'],
      confirmToVisitor: true,
      spamChallenge: false,
    });
    const everyone = await request(app).get('/api/settings').expect(200);
    expect(JSON.stringify(everyone.body)).not.toContain('sales@example.test');
    const filtered = await request(app).get('/api/settings?context=notifications').expect(200);
    expect(filtered.body).toEqual({ settings: [] });
  });

  it('refuse bad addresses and the generic settings door', async () => {
    const agent = await signedInAgent(app, admin);
    const bad = await agent
      .put('/api/settings/notifications')
      .send({ leadRecipients: ['not an address'], confirmToVisitor: 'yes' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'leadRecipients.0': 'Please enter a valid email address',
      confirmToVisitor: 'Choose whether visitors get a confirmation',
    });
    const generic = await agent
      .put('/api/settings')
      .send({ settings: [{ context: 'notifications', key: 'leadRecipients', value: ['x@y.z'] }] })
      .expect(400);
    expect(generic.body.message).toBe('Save notifications settings at /api/settings/notifications');
  });
});

describe('the job queue in the admin', () => {
  it('lists jobs by state with counts, and retries a dead one now', async () => {
    await enqueue(database.db, [
      { kind: 'email.send', idempotencyKey: 'ops-pending' },
      { kind: 'email.send', idempotencyKey: 'ops-dead', maxAttempts: 2 },
    ]);
    await database
      .db('jobs')
      .where('idempotencyKey', 'ops-dead')
      .update({ state: 'dead', attempts: 2, lastError: 'SMTP said no' });
    const agent = await signedInAgent(app, admin);
    const all = await agent.get('/api/jobs').expect(200);
    expect(all.body.counts).toEqual({ pending: 1, running: 0, failed: 0, done: 0, dead: 1 });
    const dead = await agent.get('/api/jobs').query({ state: 'dead' }).expect(200);
    expect(dead.body).toMatchObject({
      total: 1,
      jobs: [{ lastError: 'SMTP said no', attempts: 2 }],
    });
    const id = dead.body.jobs[0].id;
    const retried = await agent.post(`/api/jobs/${id}/retry`).expect(200);
    expect(retried.body).toMatchObject({ id, state: 'pending', maxAttempts: 3 });
    await database.db('jobs').where({ id }).update({ state: 'done' });
    await agent.post(`/api/jobs/${id}/retry`).expect(409, { message: 'This job is done' });
    await agent.post('/api/jobs/999999/retry').expect(404, { message: 'Job not found' });
    await agent.get('/api/jobs').query({ state: 'stuck' }).expect(400);
  });
});

describe('the outbox', () => {
  it('shows what was or would be sent, and whether SMTP is set', async () => {
    await database.db('emailMessages').insert({
      kind: 'lead.notify',
      toAddress: 'owner@example.test',
      subject: 'Contact request from Kim',
      textBody: 'Hello',
      status: 'held',
      messageId: 'outbox-test',
    });
    const agent = await signedInAgent(app, admin);
    const outbox = await agent.get('/api/emails').query({ status: 'held' }).expect(200);
    expect(outbox.body).toMatchObject({
      total: 1,
      smtpConfigured: false,
      emails: [
        { subject: 'Contact request from Kim', status: 'held', toAddress: 'owner@example.test' },
      ],
    });
  });
});
