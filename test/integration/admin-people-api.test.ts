import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import { Comment } from '#src/models/comment';
import { Post } from '#src/models/post';
import { Lead } from '#src/models/lead';
import { Setting } from '#src/models/site-content';
import { User } from '#src/models/user';
import { getOverview } from '#src/services/overview-service';
import { createComment, createPost } from '../factories/content';
import { siteSettingsBody } from '../factories/site-settings';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(
    database.db,
    testConfig({ SITE_NAME: 'Configured Co', SITE_PHONE: '(555) 010-0100' }),
  );
});
afterAll(() => database.destroy());

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${Date.now().toString(36)}`;

async function agentFor(role: Role, user?: CreatedUser) {
  return signedInAgent(app, user ?? (await createUser({ role })));
}

const actors = ['anonymous', 'user', 'author', 'editor', 'admin'] as const;
type Actor = (typeof actors)[number];

async function call(actor: Actor, method: 'get' | 'put', path: string, body?: object) {
  const client = actor === 'anonymous' ? request(app) : await agentFor(actor);
  const pending = client[method](path);
  return body ? pending.send(body) : pending;
}

/** Who may call each new endpoint: anonymous, user, author, editor, admin. */
const access: Array<[string, 'get' | 'put', string, () => object | undefined, number[]]> = [
  ['the overview', 'get', '/api/admin/overview', () => undefined, [401, 403, 403, 200, 200]],
  ['task assignees', 'get', '/api/tasks/assignees', () => undefined, [401, 403, 200, 200, 200]],
  ['site settings', 'get', '/api/settings/site', () => undefined, [401, 403, 403, 403, 200]],
  [
    'saving site settings',
    'put',
    '/api/settings/site',
    () => siteSettingsBody({ name: unique('Name ') }),
    [401, 403, 403, 403, 200],
  ],
  ['brand colours', 'get', '/api/settings/theme', () => undefined, [401, 403, 403, 403, 200]],
  [
    'saving brand colours',
    'put',
    '/api/settings/theme',
    () => ({ primaryColor: '#1e3a8a', accentColor: '#0f766e' }),
    [401, 403, 403, 403, 200],
  ],
];

describe('who may call the admin endpoints', () => {
  for (const [name, method, path, body, statuses] of access) {
    describe(`${name} (${method.toUpperCase()} ${path})`, () => {
      it.each(actors.map((actor, index) => [actor, statuses[index]!] as const))(
        'as %s → %i',
        async (actor, status) => {
          const response = await call(actor, method, path, body());
          expect(response.status).toBe(status);
          if (status === 401) expect(response.body).toEqual({ message: 'Authentication required' });
          if (status === 403) {
            expect(response.body).toEqual({ message: 'You do not have permission to do that' });
          }
        },
      );
    });
  }
});

describe('GET /api/admin/overview', () => {
  it('counts posts by status, comments awaiting moderation and leads this month', async () => {
    const author = await createUser({ role: 'author' });
    const before = await getOverview({ ...author, role: 'admin' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await createPost({ authorId: author.id, status: 'published' });
    // A scheduled post whose time has come counts as published; a future one as scheduled.
    await createPost({ authorId: author.id, status: 'scheduled', publishedAt: hourAgo });
    await createPost({ authorId: author.id, status: 'scheduled', publishedAt: tomorrow });
    await createPost({ authorId: author.id, status: 'draft' });
    await createPost({ authorId: author.id, status: 'archived' });
    const post = await createPost({ authorId: author.id });
    await createComment({ postId: post.id, authorId: author.id, isApproved: false });
    await createComment({ postId: post.id, authorId: author.id, isApproved: true });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000);
    await Lead.query().insert({ kind: 'contact', name: 'New', email: 'new@example.test' });
    await Lead.query().insert({
      kind: 'quote',
      name: 'Old',
      email: 'old@example.test',
      createdAt: lastMonth,
    });

    const response = await (await agentFor('admin')).get('/api/admin/overview').expect(200);
    expect(response.body.counts).toEqual({
      publishedPosts: before.counts.publishedPosts + 3,
      draftPosts: before.counts.draftPosts + 1,
      scheduledPosts: before.counts.scheduledPosts + 1,
      commentsAwaitingModeration: before.counts.commentsAwaitingModeration + 1,
      leadsThisMonth: before.counts.leadsThisMonth + 1,
      leadsTotal: before.counts.leadsTotal + 2,
      users: await User.query().resultSize(),
    });
  });

  it('answers the user count to admins only', async () => {
    const response = await (await agentFor('editor')).get('/api/admin/overview').expect(200);
    expect(response.body.counts.users).toBeNull();
  });

  it('lists the five latest posts, comments awaiting moderation and leads, newest first', async () => {
    const author = await createUser({ role: 'author', fullName: 'Casey Writer' });
    const reader = await createUser({ role: 'user', fullName: null });
    const future = Date.now() + 10 * 86_400_000;
    const posts = [];
    for (let index = 0; index < 6; index += 1) {
      const post = await createPost({ authorId: author.id, status: 'draft' });
      await Post.query()
        .findById(post.id)
        .patch({ updatedAt: new Date(future + index * 1000) });
      posts.push(post);
    }
    const comments = [];
    for (let index = 0; index < 6; index += 1) {
      const comment = await createComment({
        postId: posts[0]!.id,
        authorId: reader.id,
        isApproved: false,
      });
      await Comment.query()
        .findById(comment.id)
        .patch({ createdAt: new Date(future + index * 1000) });
      comments.push(comment);
    }
    const leads = [];
    for (let index = 0; index < 6; index += 1) {
      leads.push(
        await Lead.query().insertAndFetch({
          kind: 'booking',
          name: `Lead ${index}`,
          email: `lead${index}@example.test`,
          createdAt: new Date(future + index * 1000),
        }),
      );
    }

    const { body } = await (await agentFor('editor')).get('/api/admin/overview').expect(200);
    expect(body.recentPosts).toHaveLength(5);
    expect(body.recentPosts[0]).toEqual({
      id: posts[5]!.id,
      title: posts[5]!.title,
      status: 'draft',
      updatedAt: new Date(future + 5000).toISOString(),
      author: 'Casey Writer',
    });
    expect(body.recentPosts.map((post: { id: number }) => post.id)).toEqual(
      posts
        .slice(1)
        .reverse()
        .map((post) => post.id),
    );
    expect(body.commentsAwaitingModeration).toHaveLength(5);
    expect(body.commentsAwaitingModeration[0]).toEqual({
      id: comments[5]!.id,
      content: comments[5]!.content,
      createdAt: new Date(future + 5000).toISOString(),
      author: reader.username,
      post: { id: posts[0]!.id, title: posts[0]!.title },
    });
    expect(body.recentLeads).toHaveLength(5);
    expect(body.recentLeads[0]).toEqual({
      id: leads[5]!.id,
      kind: 'booking',
      name: 'Lead 5',
      email: 'lead5@example.test',
      createdAt: new Date(future + 5000).toISOString(),
    });
  });
});

describe('GET /api/tasks/assignees', () => {
  it('lists staff by username, never blog readers', async () => {
    const editor = await createUser({ role: 'editor', username: unique('aaa_editor') });
    const reader = await createUser({ role: 'user' });
    const { body } = await (await agentFor('author')).get('/api/tasks/assignees').expect(200);
    const usernames = body.assignees.map((assignee: { username: string }) => assignee.username);
    expect(usernames).toEqual([...usernames].sort());
    expect(usernames).not.toContain(reader.username);
    expect(body.assignees).toContainEqual({
      id: editor.id,
      username: editor.username,
      fullName: editor.fullName,
      role: 'editor',
    });
    const roles = new Set<Role>(body.assignees.map((assignee: { role: Role }) => assignee.role));
    expect([...roles].filter((role) => role === 'user')).toEqual([]);
  });
});

describe('site settings', () => {
  const configured = siteSettingsBody({ name: 'Configured Co', phone: '(555) 010-0100' });
  const asSaved = (body: ReturnType<typeof siteSettingsBody>) => ({
    ...body,
    bookingWidgetUrl: body.bookingWidgetUrl || null,
    contactFormUrl: body.contactFormUrl || null,
    quoteFormUrl: body.quoteFormUrl || null,
    formEmbedScriptUrl: body.formEmbedScriptUrl || null,
    videoEmbedUrl: body.videoEmbedUrl || null,
  });

  it('starts from the configuration, saves changes and serves them to the public site', async () => {
    const admin = await agentFor('admin');
    // Earlier tests saved other values; the configured ones remove every override.
    await admin.put('/api/settings/site').send(configured).expect(200);
    const initial = await admin.get('/api/settings/site').expect(200);
    expect(initial.body).toEqual({ settings: asSaved(configured), defaults: asSaved(configured) });

    const changed = siteSettingsBody({
      name: '  Renamed Receptionists ',
      phone: '+1 (555) 010-0177',
      address: { street: '9 Main St', city: 'Lawrence', region: 'KS', postalCode: '66044' },
      bookingWidgetUrl: 'https://book.example.net/widget',
    });
    const saved = await admin.put('/api/settings/site').send(changed).expect(200);
    expect(saved.body.settings).toEqual(asSaved({ ...changed, name: 'Renamed Receptionists' }));
    expect(saved.body.defaults).toEqual(asSaved(configured));
    expect((await admin.get('/api/settings/site').expect(200)).body).toEqual(saved.body);

    // The feed and the CSP of pages read the saved site at once (the cache is cleared on save).
    const feed = await request(app).get('/rss.xml').expect(200);
    expect(feed.text).toContain('<title>Renamed Receptionists Blog</title>');
    expect(feed.headers['content-security-policy']).toMatch(
      /frame-src https:\/\/book\.example\.net(;|$)/,
    );

    // Saving the defaults again removes the overrides: the site follows the configuration.
    await admin.put('/api/settings/site').send(configured).expect(200);
    expect(
      await Setting.query().where('context', 'site').whereIn('key', ['name', 'phone']),
    ).toEqual([]);
    const restored = await request(app).get('/rss.xml').expect(200);
    expect(restored.text).toContain('<title>Configured Co Blog</title>');
    expect(restored.headers['content-security-policy']).toMatch(/frame-src 'none'/);
  });

  it('answers 400 with a message on each bad field, and changes nothing', async () => {
    const admin = await agentFor('admin');
    const before = await Setting.query().orderBy('id');
    const response = await admin
      .put('/api/settings/site')
      .send(
        siteSettingsBody({
          name: '   ',
          phone: 'call us',
          email: 'not-an-email',
          address: { street: '', city: 'Lawrence', region: 'KS', postalCode: '66044' },
          bookingWidgetUrl: 'http://book.example.net/widget',
          signupUrl: 'javascript:alert(1)',
          youtubeUrl: '',
        }),
      )
      .expect(400);
    expect(response.body.errors).toEqual({
      name: 'Site name is required',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      'address.street': 'Street address is required',
      bookingWidgetUrl: 'Must be an https:// address',
      signupUrl: 'Must be an https:// address',
      youtubeUrl: 'Must be an https:// address',
    });
    expect(await Setting.query().orderBy('id')).toEqual(before);
  });

  it('refuses values that break their rule through the generic endpoint too', async () => {
    const admin = await agentFor('admin');
    const response = await admin
      .put('/api/settings')
      .send({
        settings: [
          { context: 'site', key: 'signupUrl', value: 'javascript:alert(1)' },
          { context: 'theme', key: 'primaryColor', value: 'red' },
          { context: 'site', key: 'notAField', value: 'anything' },
        ],
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      'settings.0.value': 'Must be an https:// address',
      'settings.1.value': 'Use a hex colour such as #1d4ed8',
    });
  });

  it('ignores a stored value that breaks its rule (written straight to the database)', async () => {
    const admin = await agentFor('admin');
    const rows = [
      { key: 'signupUrl', value: 'javascript:alert(1)' },
      { key: 'email', value: 42 },
      { key: 'constructor', value: 'x' },
    ];
    for (const { key, value } of rows) {
      await Setting.query().insert({ context: 'site', key, value: JSON.stringify(value) });
    }
    try {
      const { body } = await admin.get('/api/settings/site').expect(200);
      expect(body.settings.signupUrl).toBe(configured.signupUrl);
      expect(body.settings.email).toBe(configured.email);
      const feed = await request(app).get('/rss.xml').expect(200);
      expect(feed.text).toContain('<title>Configured Co Blog</title>');
    } finally {
      await Setting.query()
        .where('context', 'site')
        .whereIn(
          'key',
          rows.map((row) => row.key),
        )
        .delete();
    }
  });
});

describe('brand colours', () => {
  it('starts from the stylesheet colours, saves new ones in lower case and restores', async () => {
    const admin = await agentFor('admin');
    const defaults = { primaryColor: '#1d4ed8', accentColor: '#0d9488' };
    await admin.put('/api/settings/theme').send(defaults).expect(200);
    expect((await admin.get('/api/settings/theme').expect(200)).body).toEqual({
      theme: defaults,
      defaults,
    });
    const saved = await admin
      .put('/api/settings/theme')
      .send({ primaryColor: '#7C3AED', accentColor: ' #0F766E ' })
      .expect(200);
    expect(saved.body).toEqual({
      theme: { primaryColor: '#7c3aed', accentColor: '#0f766e' },
      defaults,
    });
    await admin.put('/api/settings/theme').send(defaults).expect(200);
    expect((await admin.get('/api/settings/theme').expect(200)).body.theme).toEqual(defaults);
    expect(await Setting.query().where('context', 'theme')).toEqual([]);
  });

  it('answers 400 for anything but a six-digit hex colour', async () => {
    const admin = await agentFor('admin');
    for (const bad of ['red', '#fff', '#12345g', 'rgb(0,0,0)', '', 7]) {
      const response = await admin
        .put('/api/settings/theme')
        .send({ primaryColor: bad, accentColor: '#0d9488' })
        .expect(400);
      expect(response.body.errors).toEqual({
        primaryColor: 'Use a hex colour such as #1d4ed8',
      });
    }
  });
});
