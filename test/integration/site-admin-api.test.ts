import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import { Lead } from '#src/models/lead';
import { Setting, Task } from '#src/models/site-content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a "proxy", so each lead test can come from its own address.
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
});
afterAll(() => database.destroy());

let sequence = 0;
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}${Date.now().toString(36)}`;
}

const freshIp = addressSequence('203.0');

async function agentFor(role: Role, user?: CreatedUser) {
  return signedInAgent(app, user ?? (await createUser({ role })));
}

const forbidden = { message: 'You do not have permission to do that' };
const unauthorized = { message: 'Authentication required' };

describe('settings', () => {
  async function settingView(context: string, key: string) {
    const row = await Setting.query().findOne({ context, key }).throwIfNotFound();
    return {
      id: row.id,
      context,
      key,
      value: row.value,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  it('lets an admin save settings and answers the whole list, which anyone can read', async () => {
    const admin = await agentFor('admin');
    const context = unique('theme');
    const response = await admin
      .put('/api/settings')
      .send({
        settings: [
          { context, key: 'primary', value: '#0f766e' },
          { context, key: 'layout', value: { columns: 3, dense: false, tags: ['a', 'b'] } },
        ],
      })
      .expect(200);

    const everything = await request(app).get('/api/settings').expect(200);
    expect(response.body).toEqual(everything.body);
    expect(response.body.settings).toContainEqual(await settingView(context, 'primary'));
    const filtered = await request(app).get('/api/settings').query({ context }).expect(200);
    expect(filtered.body).toEqual({
      settings: [
        {
          id: expect.any(Number),
          context,
          key: 'layout',
          value: { columns: 3, dense: false, tags: ['a', 'b'] },
          updatedAt: expect.any(String),
        },
        {
          id: expect.any(Number),
          context,
          key: 'primary',
          value: '#0f766e',
          updatedAt: expect.any(String),
        },
      ],
    });
    expect(filtered.body.settings).toEqual([
      await settingView(context, 'layout'),
      await settingView(context, 'primary'),
    ]);
  });

  it('orders the list by context, then key', async () => {
    const admin = await agentFor('admin');
    const context = unique('order');
    await admin
      .put('/api/settings')
      .send({
        settings: [
          { context: `${context}b`, key: 'a', value: 1 },
          { context: `${context}a`, key: 'z', value: 2 },
          { context: `${context}a`, key: 'b', value: 3 },
        ],
      })
      .expect(200);
    const response = await request(app).get('/api/settings').expect(200);
    const pairs = response.body.settings
      .filter((setting: { context: string }) => setting.context.startsWith(context))
      .map((setting: { context: string; key: string }) => `${setting.context}/${setting.key}`);
    expect(pairs).toEqual([`${context}a/b`, `${context}a/z`, `${context}b/a`]);
  });

  it('updates an existing setting in place (same id, new value)', async () => {
    const admin = await agentFor('admin');
    const context = unique('site');
    await admin
      .put('/api/settings')
      .send({ settings: [{ context, key: 'tagline', value: 'Old' }] })
      .expect(200);
    const before = await settingView(context, 'tagline');
    await admin
      .put('/api/settings')
      .send({ settings: [{ context, key: 'tagline', value: 'New' }] })
      .expect(200);
    const after = await request(app).get('/api/settings').query({ context }).expect(200);
    expect(after.body.settings).toEqual([
      { ...before, value: 'New', updatedAt: expect.any(String) },
    ]);
    expect(await Setting.query().where({ context }).resultSize()).toBe(1);
  });

  it('gives every JSON value back exactly as it was saved', async () => {
    const admin = await agentFor('admin');
    const context = unique('values');
    const values: Record<string, unknown> = {
      text: 'plain words',
      numberLikeText: '42',
      booleanLikeText: 'true',
      jsonLikeText: '{"a":1}',
      number: 3.5,
      boolean: false,
      nothing: null,
      list: [1, 'two', { three: 3 }],
    };
    await admin
      .put('/api/settings')
      .send({
        settings: Object.entries(values).map(([key, value]) => ({ context, key, value })),
      })
      .expect(200);
    const response = await request(app).get('/api/settings').query({ context }).expect(200);
    const saved = Object.fromEntries(
      response.body.settings.map((setting: { key: string; value: unknown }) => [
        setting.key,
        setting.value,
      ]),
    );
    expect(saved).toEqual(values);
  });

  it('refuses editors, authors and readers with 403 and visitors with 401', async () => {
    const context = unique('locked');
    const body = { settings: [{ context, key: 'x', value: 1 }] };
    for (const role of ['editor', 'author', 'user'] as const) {
      await (await agentFor(role)).put('/api/settings').send(body).expect(403, forbidden);
    }
    await request(app).put('/api/settings').send(body).expect(401, unauthorized);
    expect(await Setting.query().where({ context }).resultSize()).toBe(0);
  });

  it('answers 400 for bad names, an empty list, too many settings and an oversized value', async () => {
    const admin = await agentFor('admin');
    const context = unique('bad');
    const nameMessage = (label: string) =>
      `${label} may contain letters, numbers, dots, dashes and underscores`;

    const badKey = await admin
      .put('/api/settings')
      .send({ settings: [{ context, key: 'has space', value: 1 }] })
      .expect(400);
    expect(badKey.body).toEqual({
      message: nameMessage('Key'),
      errors: { 'settings.0.key': nameMessage('Key') },
    });
    const badContext = await admin
      .put('/api/settings')
      .send({ settings: [{ context: '1st', key: 'ok', value: 1 }] })
      .expect(400);
    expect(badContext.body).toEqual({
      message: nameMessage('Context'),
      errors: { 'settings.0.context': nameMessage('Context') },
    });
    const empty = await admin.put('/api/settings').send({ settings: [] }).expect(400);
    expect(empty.body).toEqual({
      message: 'Nothing to save',
      errors: { settings: 'Nothing to save' },
    });
    const tooMany = await admin
      .put('/api/settings')
      .send({
        settings: Array.from({ length: 101 }, (_, index) => ({
          context,
          key: `k${index}`,
          value: 1,
        })),
      })
      .expect(400);
    expect(tooMany.body).toEqual({
      message: 'Too many settings at once',
      errors: { settings: 'Too many settings at once' },
    });
    const oversized = await admin
      .put('/api/settings')
      .send({ settings: [{ context, key: 'big', value: 'x'.repeat(20_001) }] })
      .expect(400);
    expect(oversized.body).toEqual({
      message: 'Value is too large',
      errors: { 'settings.0.value': 'Value is too large' },
    });
    // Nothing of a refused batch is saved, not even its valid entries.
    await admin
      .put('/api/settings')
      .send({
        settings: [
          { context, key: 'fine', value: 1 },
          { context, key: 'bad key', value: 2 },
        ],
      })
      .expect(400);
    expect(await Setting.query().where({ context }).resultSize()).toBe(0);
  });

  it('answers 400 for values jsonb cannot hold and for deeply nested values', async () => {
    const admin = await agentFor('admin');
    const context = unique('hostile');
    const invalid = 'Value contains an invalid character';
    for (const value of ['x\u0000', '\udc00', { '\ud800': '' }, { a: ['\u0000'] }]) {
      const response = await admin
        .put('/api/settings')
        .send({ settings: [{ context, key: 'probe', value }] })
        .expect(400);
      expect(response.body).toEqual({ message: invalid, errors: { 'settings.0.value': invalid } });
    }
    const deep = 20_000;
    for (const value of [
      `${'['.repeat(deep)}${']'.repeat(deep)}`,
      `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}`,
      `${'['.repeat(21)}${']'.repeat(21)}`,
    ]) {
      const response = await admin
        .put('/api/settings')
        .set('Content-Type', 'application/json')
        .send(`{"settings":[{"context":"${context}","key":"deep","value":${value}}]}`)
        .expect(400);
      expect(response.body).toEqual({
        message: 'Value is nested too deeply',
        errors: { 'settings.0.value': 'Value is nested too deeply' },
      });
    }
    expect(await Setting.query().where({ context }).resultSize()).toBe(0);
    // Twenty levels, emoji and a literal backslash-u are fine.
    const fine = { a: [[[{ b: '😀 \\u0000' }]]] };
    await admin
      .put('/api/settings')
      .send({ settings: [{ context, key: 'fine', value: fine }] })
      .expect(200);
    const saved = await request(app).get('/api/settings').query({ context }).expect(200);
    expect(saved.body.settings[0].value).toEqual(fine);
  });

  it('answers 400 for a malformed context filter', async () => {
    const response = await request(app).get('/api/settings').query({ context: 'no spaces' });
    expect(response.status).toBe(400);
    const message = 'Context may contain letters, numbers, dots, dashes and underscores';
    expect(response.body).toEqual({ message, errors: { context: message } });
  });
});

describe('tasks', () => {
  async function taskView(id: number) {
    const task = await Task.query().findById(id).throwIfNotFound();
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      status: task.status,
      assigneeId: task.assigneeId,
      createdBy: task.createdBy,
      dueAt: task.dueAt ? task.dueAt.toISOString() : null,
      createdAt: task.createdAt.toISOString(),
      updatedAt: task.updatedAt.toISOString(),
    };
  }

  it('lets staff create a task with 201', async () => {
    const author = await createUser({ role: 'author' });
    const editor = await createUser({ role: 'editor' });
    const agent = await agentFor('author', author);
    const response = await agent
      .post('/api/tasks')
      .send({
        title: '  Write the launch post  ',
        description: 'About Ava',
        status: 'in_progress',
        assigneeId: editor.id,
        dueAt: '2030-01-15T09:30:00+02:00',
      })
      .expect(201);
    expect(response.body).toEqual(await taskView(response.body.id));
    expect(response.body).toMatchObject({
      title: 'Write the launch post',
      description: 'About Ava',
      status: 'in_progress',
      assigneeId: editor.id,
      createdBy: author.id,
      dueAt: '2030-01-15T07:30:00.000Z',
    });
  });

  it('fills defaults: todo, no assignee, no due date', async () => {
    const agent = await agentFor('editor');
    const response = await agent.post('/api/tasks').send({ title: 'Tidy tags' }).expect(201);
    expect(response.body).toMatchObject({
      description: '',
      status: 'todo',
      assigneeId: null,
      dueAt: null,
    });
  });

  it('answers 400 for a missing title, an unknown status and a bad date', async () => {
    const agent = await agentFor('editor');
    const noTitle = await agent.post('/api/tasks').send({ title: ' ' }).expect(400);
    expect(noTitle.body).toEqual({
      message: 'Title is required',
      errors: { title: 'Title is required' },
    });
    const badStatus = await agent
      .post('/api/tasks')
      .send({ title: 'Fine', status: 'blocked' })
      .expect(400);
    expect(badStatus.body).toEqual({
      message: 'Unknown status',
      errors: { status: 'Unknown status' },
    });
    const badDate = await agent
      .post('/api/tasks')
      .send({ title: 'Fine', dueAt: 'next tuesday' })
      .expect(400);
    expect(badDate.body).toEqual({ message: 'Invalid date', errors: { dueAt: 'Invalid date' } });
    // Years before 1900 are typos (and PGlite would read year 50 back as 1950).
    const ancient = await agent
      .post('/api/tasks')
      .send({ title: 'Fine', dueAt: '0050-06-01T00:00:00Z' })
      .expect(400);
    expect(ancient.body).toEqual({ message: 'Invalid date', errors: { dueAt: 'Invalid date' } });
  });

  it('answers 400 when the assignee is a reader or does not exist', async () => {
    const agent = await agentFor('editor');
    const reader = await createUser({ role: 'user' });
    const message = 'The assignee must be a staff member';
    for (const assigneeId of [reader.id, 999_999]) {
      const response = await agent
        .post('/api/tasks')
        .send({ title: unique('Assign '), assigneeId })
        .expect(400);
      expect(response.body).toEqual({ message, errors: { assigneeId: message } });
    }
    const task = await agent
      .post('/api/tasks')
      .send({ title: unique('Assign ') })
      .expect(201);
    const update = await agent
      .put(`/api/tasks/${task.body.id}`)
      .send({ title: task.body.title, assigneeId: reader.id })
      .expect(400);
    expect(update.body).toEqual({ message, errors: { assigneeId: message } });
    expect((await Task.query().findById(task.body.id))?.assigneeId).toBeNull();
  });

  it('lists tasks by due date, undated last, with total and a status filter', async () => {
    const agent = await agentFor('editor');
    const stem = unique('Due ');
    const create = async (suffix: string, dueAt: string | null, status = 'todo') =>
      (
        await agent
          .post('/api/tasks')
          .send({ title: `${stem}${suffix}`, dueAt, status })
          .expect(201)
      ).body as { id: number };
    const undated = await create('undated', null);
    const later = await create('later', '2031-06-01T00:00:00Z');
    const sooner = await create('sooner', '2031-01-01T00:00:00Z', 'done');

    const response = await agent.get('/api/tasks').expect(200);
    expect(response.body.total).toBe(response.body.tasks.length);
    const mine = response.body.tasks
      .filter((task: { title: string }) => task.title.startsWith(stem))
      .map((task: { id: number }) => task.id);
    expect(mine).toEqual([sooner.id, later.id, undated.id]);
    const undatedIndex = response.body.tasks.findIndex(
      (task: { id: number }) => task.id === undated.id,
    );
    expect(
      response.body.tasks
        .slice(undatedIndex)
        .every((task: { dueAt: unknown }) => task.dueAt === null),
    ).toBe(true);
    expect(response.body.tasks).toContainEqual(await taskView(later.id));

    const done = await agent.get('/api/tasks').query({ status: 'done' }).expect(200);
    expect(done.body.tasks.every((task: { status: string }) => task.status === 'done')).toBe(true);
    expect(done.body.tasks.map((task: { id: number }) => task.id)).toContain(sooner.id);
    expect(done.body.tasks.map((task: { id: number }) => task.id)).not.toContain(later.id);
    expect(done.body.total).toBe(done.body.tasks.length);

    const bad = await agent.get('/api/tasks').query({ status: 'later' }).expect(400);
    expect(bad.body).toEqual({ message: 'Unknown status', errors: { status: 'Unknown status' } });
  });

  it('lets an author change tasks they created or are assigned to, not others', async () => {
    const author = await createUser({ role: 'author' });
    const authorAgent = await agentFor('author', author);
    const editorAgent = await agentFor('editor');

    const own = (
      await authorAgent
        .post('/api/tasks')
        .send({ title: unique('Own ') })
        .expect(201)
    ).body;
    const assigned = (
      await editorAgent
        .post('/api/tasks')
        .send({ title: unique('Assigned '), assigneeId: author.id })
        .expect(201)
    ).body;
    const others = (
      await editorAgent
        .post('/api/tasks')
        .send({ title: unique('Others ') })
        .expect(201)
    ).body;

    const updatedOwn = await authorAgent
      .put(`/api/tasks/${own.id}`)
      .send({ title: own.title, status: 'done' })
      .expect(200);
    expect(updatedOwn.body).toEqual(await taskView(own.id));
    expect(updatedOwn.body.status).toBe('done');
    await authorAgent
      .put(`/api/tasks/${assigned.id}`)
      .send({ title: assigned.title, status: 'in_progress', assigneeId: author.id })
      .expect(200);

    const message = 'You can only change tasks you created or that are assigned to you';
    await authorAgent
      .put(`/api/tasks/${others.id}`)
      .send({ title: 'Taken over' })
      .expect(403, { message });
    await authorAgent.delete(`/api/tasks/${others.id}`).expect(403, { message });
    expect(await taskView(others.id)).toEqual(others);

    // Every author sees the whole list.
    const list = await authorAgent.get('/api/tasks').expect(200);
    expect(list.body.tasks.map((task: { id: number }) => task.id)).toContain(others.id);

    await authorAgent.delete(`/api/tasks/${own.id}`).expect(204);
    expect(await Task.query().findById(own.id)).toBeUndefined();
  });

  it('lets an editor or admin change and delete any task', async () => {
    const author = await agentFor('author');
    const task = (
      await author
        .post('/api/tasks')
        .send({ title: unique('Any ') })
        .expect(201)
    ).body;
    const editor = await agentFor('editor');
    const admin = await agentFor('admin');
    await editor
      .put(`/api/tasks/${task.id}`)
      .send({ title: 'Edited by editor', description: 'x' })
      .expect(200);
    const byAdmin = await admin
      .put(`/api/tasks/${task.id}`)
      .send({ title: 'Edited by admin' })
      .expect(200);
    // A PUT replaces the task: fields that are not sent go back to their defaults.
    expect(byAdmin.body).toMatchObject({
      title: 'Edited by admin',
      description: '',
      status: 'todo',
    });
    await admin.delete(`/api/tasks/${task.id}`).expect(204);
    expect(await Task.query().findById(task.id)).toBeUndefined();
  });

  it('answers 404 for an unknown task and 400 for a malformed id', async () => {
    const editor = await agentFor('editor');
    const notFound = { message: 'Task not found' };
    await editor.put('/api/tasks/999999').send({ title: 'x' }).expect(404, notFound);
    await editor.delete('/api/tasks/999999').expect(404, notFound);
    await editor
      .delete('/api/tasks/zero')
      .expect(400, { message: 'Invalid id', errors: { _: 'Invalid id' } });
  });

  it('refuses readers with 403 and visitors with 401', async () => {
    const editor = await agentFor('editor');
    const task = (
      await editor
        .post('/api/tasks')
        .send({ title: unique('Staff ') })
        .expect(201)
    ).body;
    const reader = await agentFor('user');
    await reader.get('/api/tasks').expect(403, forbidden);
    await reader.post('/api/tasks').send({ title: 'x' }).expect(403, forbidden);
    await reader.put(`/api/tasks/${task.id}`).send({ title: 'x' }).expect(403, forbidden);
    await reader.delete(`/api/tasks/${task.id}`).expect(403, forbidden);
    await request(app).get('/api/tasks').expect(401, unauthorized);
    await request(app).post('/api/tasks').send({ title: 'x' }).expect(401, unauthorized);
    await request(app).put(`/api/tasks/${task.id}`).send({ title: 'x' }).expect(401);
    await request(app).delete(`/api/tasks/${task.id}`).expect(401, unauthorized);
    expect(await taskView(task.id)).toEqual(task);
  });
});

describe('leads', () => {
  function sendLead(body: Record<string, unknown>, ip = freshIp()) {
    return request(app).post('/api/leads').set('X-Forwarded-For', ip).send(body);
  }

  async function leadView(id: number) {
    const lead = await Lead.query().findById(id).throwIfNotFound();
    return {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      message: lead.message,
      sourcePath: lead.sourcePath,
      createdAt: lead.createdAt.toISOString(),
    };
  }

  it('takes a lead from anyone with 201', async () => {
    const response = await sendLead({
      kind: 'booking',
      name: '  Dana Diner  ',
      email: 'dana@example.test',
      phone: ' (555) 010-0199 ',
      company: ' Dana’s Diner LLC ',
      message: '  Can Ava take reservations?  ',
      sourcePath: '/pricing',
    }).expect(201);
    expect(response.body).toEqual(await leadView(response.body.id));
    expect(response.body).toMatchObject({
      kind: 'booking',
      name: 'Dana Diner',
      email: 'dana@example.test',
      phone: '(555) 010-0199',
      company: 'Dana’s Diner LLC',
      message: 'Can Ava take reservations?',
      sourcePath: '/pricing',
    });
  });

  it('fills defaults: a contact request without phone, company, message or page', async () => {
    const response = await sendLead({ name: 'Sam', email: 'sam@example.test' }).expect(201);
    expect(response.body).toMatchObject({
      kind: 'contact',
      phone: null,
      company: null,
      message: '',
      sourcePath: null,
    });
  });

  it('answers 400 for a bad email, a bad phone, a missing name and an unknown kind', async () => {
    const valid = { name: 'Sam', email: 'sam@example.test' };
    const badEmail = await sendLead({ ...valid, email: 'sam(at)example' }).expect(400);
    expect(badEmail.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
    const badPhone = await sendLead({ ...valid, phone: 'call me maybe' }).expect(400);
    expect(badPhone.body).toEqual({
      message: 'Please enter a valid phone number',
      errors: { phone: 'Please enter a valid phone number' },
    });
    const blankName = await sendLead({ ...valid, name: '   ' }).expect(400);
    expect(blankName.body).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
    const noName = await sendLead({ email: valid.email }).expect(400);
    expect(noName.body).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
    const badKind = await sendLead({ ...valid, kind: 'spam' }).expect(400);
    expect(badKind.body).toEqual({
      message: 'Unknown request type',
      errors: { kind: 'Unknown request type' },
    });
  });

  it('refuses the 21st request from one address within an hour with 429', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await sendLead({ name: `Lead ${attempt}`, email: 'many@example.test' }, ip).expect(201);
    }
    const refused = await sendLead({ name: 'One more', email: 'many@example.test' }, ip).expect(
      429,
    );
    expect(refused.body).toEqual({
      message: 'Too many requests sent from your connection. Please try again later or call us.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await Lead.query().where('name', 'One more').resultSize()).toBe(0);
    await sendLead({ name: 'Someone else', email: 'else@example.test' }).expect(201);
  });

  const pipelineDefaults = {
    status: 'new',
    ownerId: null,
    ownerName: null,
    lostReason: null,
    spamReason: null,
    source: 'direct',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    hasGclid: false,
    hasFbclid: false,
    referrer: null,
    landingPath: null,
  };

  it('lists leads to editors and admins, newest first, with total and paging', async () => {
    const first = (await sendLead({ name: 'First', email: 'first@example.test' }).expect(201)).body;
    const second = (await sendLead({ name: 'Second', email: 'second@example.test' }).expect(201))
      .body;
    const total = await Lead.query().resultSize();

    for (const role of ['editor', 'admin'] as const) {
      const agent = await agentFor(role);
      const response = await agent.get('/api/leads').query({ limit: 2 }).expect(200);
      // Staff see what the visitor sent plus the pipeline (status, owner, attribution).
      expect(response.body).toEqual({
        leads: [
          { ...second, ...pipelineDefaults, updatedAt: expect.any(String) },
          { ...first, ...pipelineDefaults, updatedAt: expect.any(String) },
        ],
        total,
      });
    }
    const editor = await agentFor('editor');
    const page = await editor.get('/api/leads').query({ limit: 1, offset: 1 }).expect(200);
    expect(page.body).toEqual({
      leads: [{ ...first, ...pipelineDefaults, updatedAt: expect.any(String) }],
      total,
    });
    const defaults = await editor.get('/api/leads').expect(200);
    expect(defaults.body.leads).toHaveLength(Math.min(6, total));
    const bad = await editor.get('/api/leads').query({ limit: 51 }).expect(400);
    expect(bad.body).toEqual({
      message: 'limit must be between 1 and 50',
      errors: { limit: 'limit must be between 1 and 50' },
    });
  });

  it('refuses the list, which holds personal data, to authors and readers with 403 and visitors with 401', async () => {
    await (await agentFor('author')).get('/api/leads').expect(403, forbidden);
    await (await agentFor('user')).get('/api/leads').expect(403, forbidden);
    await request(app).get('/api/leads').expect(401, unauthorized);
  });
});
