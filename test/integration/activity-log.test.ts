import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { pino } from 'pino';
import { generate } from 'otplib';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobWorker } from '#src/jobs/worker';
import { Lead } from '#src/models/lead';
import {
  activityActions,
  type ActivityAction,
  type ActivityObjectType,
} from '#src/schemas/activity';
import {
  activityJobHandlers,
  applyActivityRetention,
  scheduleActivityRetention,
} from '#src/services/activity/activity-retention';
import { addDays, utcDay } from '#src/services/analytics/days';
import { importContent } from '#src/services/portability/content-import';
import { wordpressSource } from '#src/services/portability/wordpress-source';
import { createComment, createCategory, createPost } from '../factories/content';
import { navigation } from '../../seeds/data/navigation';
import { siteSettingsBody } from '../factories/site-settings';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { diskStorage } from '#src/services/media-storage/disk-storage';

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let editor: CreatedUser;
let author: CreatedUser;
let adminAgent: request.Agent;
let editorAgent: request.Agent;
let authorAgent: request.Agent;

/** Where each one's requests come from (the app trusts one proxy, as behind a load balancer). */
const addresses = {
  admin: '198.51.100.7',
  editor: '198.51.100.8',
  author: '198.51.100.9',
  visitor: '203.0.113.50',
} as const;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
  admin = await createUser({ role: 'admin', username: 'ada_admin' });
  editor = await createUser({ role: 'editor', username: 'eddie_editor' });
  author = await createUser({ role: 'author', username: 'ari_author' });
  adminAgent = (await signedInAgent(app, admin)).set('X-Forwarded-For', addresses.admin);
  editorAgent = (await signedInAgent(app, editor)).set('X-Forwarded-For', addresses.editor);
  authorAgent = (await signedInAgent(app, author)).set('X-Forwarded-For', addresses.author);
});
afterAll(() => database.destroy());

interface Context {
  admin: request.Agent;
  editor: request.Agent;
  author: request.Agent;
  /** A browser with no session yet (to sign in, or fail to), from `addresses.visitor`. */
  visitor: () => request.Agent;
  users: { admin: CreatedUser; editor: CreatedUser; author: CreatedUser };
}

/** The newest entry, as the API shows it. */
async function newestEntry() {
  const response = await adminAgent.get('/api/activity?limit=1').expect(200);
  return response.body.entries[0] as Record<string, unknown>;
}

async function pngImage() {
  const pixels = Buffer.alloc(40 * 30 * 3, 90);
  return sharp(pixels, { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();
}

const newLead = async () =>
  (await Lead.query().insert({ kind: 'contact', name: 'Dana', email: 'dana@example.test' })).id;

const newWebhook = async (ctx: Context) =>
  (
    await ctx.admin
      .post('/api/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks?token=abc', events: ['lead.created'] })
      .expect(201)
  ).body.id as number;

const newMedia = async (ctx: Context) =>
  (
    await ctx.editor
      .post('/api/media')
      .attach('file', await pngImage(), { filename: 'team.png' })
      .field('alt', 'Team')
      .expect(201)
  ).body.id as number;

/** A new account signed in from a browser of its own, at the visitor's address. */
async function signedInVisitor(ctx: Context, username: string) {
  const user = await createUser({ role: 'author', username });
  const agent = ctx.visitor();
  await agent.post('/api/auth/login').send({ username, password: user.password }).expect(200);
  return { user, agent };
}

/** The same, with an authenticator enrolled (the code used is this step's). */
async function enrolledVisitor(ctx: Context, username: string) {
  const { user, agent } = await signedInVisitor(ctx, username);
  const { secret } = (await agent.post('/api/auth/2fa/setup').expect(200)).body as {
    secret: string;
  };
  await agent
    .post('/api/auth/2fa/enable')
    .send({ code: await generate({ secret }) })
    .expect(200);
  return { user, agent, secret };
}

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Seven ways to answer every call',
  excerpt: 'Missed calls are missed customers.',
  content: '<p>First paragraph.</p>',
  status: 'draft',
  categoryIds: [],
  tagIds: [],
  ...overrides,
});

/** A post written through the API by `agent`; answers its id. */
const newPost = async (agent: request.Agent, overrides: Record<string, unknown> = {}) =>
  (await agent.post('/api/posts').send(postBody(overrides)).expect(201)).body.id as number;

/** An API token the account of `agent` makes on its account page: its id and its secret. */
const newToken = async (agent: request.Agent, name: string) =>
  (
    await agent
      .post('/api/auth/tokens')
      .send({ name, expiry: '30', scopes: ['leads:read'] })
      .expect(201)
  ).body as { id: number; token: string };

/** A page of one rich-text block saying `html`. */
const pageBody = ({
  html = '<p>Every call answered.</p>',
  ...overrides
}: Record<string, unknown> = {}) => ({
  title: 'Our guarantee',
  blocks: [{ id: 'text', type: 'richText', data: { html } }],
  status: 'draft',
  ...overrides,
});

const newPage = async (agent: request.Agent, overrides: Record<string, unknown> = {}) =>
  (await agent.post('/api/pages').send(pageBody(overrides)).expect(201)).body.id as number;

/** The oldest revision of a post or page. */
const firstRevision = async (agent: request.Agent, kind: 'posts' | 'pages', id: number) => {
  const { revisions } = (await agent.get(`/api/${kind}/${id}/revisions`).expect(200)).body as {
    revisions: Array<{ id: number }>;
  };
  return revisions.at(-1)!.id;
};

interface Row {
  action: ActivityAction;
  /** Who acts (admin unless stated); the entry's address is theirs. */
  as?: keyof typeof addresses;
  /** Makes the change through the API; answers the id of the object acted on, if any. */
  perform: (ctx: Context) => Promise<number | string | null | void>;
  expect: {
    /**
     * Defaults to the account of `as`; `'self'` is the account acted on (its id is what `perform`
     * answers, its name `objectLabel`), as when a visitor signs in to it.
     */
    actor?: { id: number | null; name: string } | 'self';
    objectType: ActivityObjectType | null;
    /** Defaults to what `perform` answers. */
    objectId?: string | null;
    objectLabel?: string;
    summary?: Record<string, unknown>;
  };
}

/**
 * Every action the product logs, each performed for real. To cover another, add a row: what to
 * do, as whom, and the entry it must leave. `as: 'visitor'` acts from a browser with no session
 * (`ctx.visitor()`) and names the expected actor itself, e.g. for a failed sign-in:
 * `expect: { actor: { id: null, name: 'nobody' }, objectType: 'user', objectId: null }`.
 */
const rows: Row[] = [
  {
    action: 'post.created',
    as: 'author',
    perform: (ctx) => newPost(ctx.author),
    expect: {
      objectType: 'post',
      objectLabel: 'Seven ways to answer every call',
      summary: { status: 'draft' },
    },
  },
  {
    action: 'post.updated',
    as: 'author',
    perform: async (ctx) => {
      const id = await newPost(ctx.author);
      await ctx.author
        .put(`/api/posts/${id}`)
        .send(postBody({ title: 'Eight ways to answer every call' }))
        .expect(200);
      return id;
    },
    expect: {
      objectType: 'post',
      objectLabel: 'Eight ways to answer every call',
      summary: { changed: ['title'] },
    },
  },
  {
    action: 'post.published',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPost(ctx.editor);
      await ctx.editor
        .put(`/api/posts/${id}`)
        .send(postBody({ status: 'published' }))
        .expect(200);
      return id;
    },
    expect: { objectType: 'post', summary: { status: ['draft', 'published'] } },
  },
  {
    action: 'post.unpublished',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPost(ctx.editor, { status: 'published' });
      await ctx.editor
        .put(`/api/posts/${id}`)
        .send(postBody({ status: 'draft' }))
        .expect(200);
      return id;
    },
    expect: { objectType: 'post', summary: { status: ['published', 'draft'] } },
  },
  {
    action: 'post.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPost(ctx.editor, { title: 'A post that goes' });
      await ctx.editor.delete(`/api/posts/${id}`).expect(204);
      return id;
    },
    expect: { objectType: 'post', objectLabel: 'A post that goes', summary: { status: 'draft' } },
  },
  {
    action: 'post.restored',
    as: 'author',
    perform: async (ctx) => {
      const id = await newPost(ctx.author);
      await ctx.author
        .put(`/api/posts/${id}`)
        .send(postBody({ content: '<p>Rewritten.</p>' }))
        .expect(200);
      const revision = await firstRevision(ctx.author, 'posts', id);
      await ctx.author.post(`/api/posts/${id}/revisions/${revision}/restore`).send({}).expect(201);
      return id;
    },
    expect: { objectType: 'post', summary: { restoredFrom: expect.any(Number) } },
  },
  {
    action: 'page.created',
    as: 'editor',
    perform: (ctx) => newPage(ctx.editor),
    expect: { objectType: 'page', objectLabel: 'Our guarantee', summary: { status: 'draft' } },
  },
  {
    action: 'page.updated',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPage(ctx.editor);
      await ctx.editor
        .put(`/api/pages/${id}`)
        .send(pageBody({ title: 'Our promise' }))
        .expect(200);
      return id;
    },
    expect: { objectType: 'page', objectLabel: 'Our promise' },
  },
  {
    action: 'page.published',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPage(ctx.editor);
      await ctx.editor
        .put(`/api/pages/${id}`)
        .send(pageBody({ status: 'published' }))
        .expect(200);
      return id;
    },
    expect: { objectType: 'page', summary: { status: ['draft', 'published'] } },
  },
  {
    action: 'page.unpublished',
    as: 'admin',
    perform: async (ctx) => {
      const id = await newPage(ctx.admin, { status: 'published' });
      await ctx.admin
        .put(`/api/pages/${id}`)
        .send(pageBody({ status: 'draft' }))
        .expect(200);
      return id;
    },
    expect: { objectType: 'page', summary: { status: ['published', 'draft'] } },
  },
  {
    action: 'page.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPage(ctx.editor, { title: 'An old notice' });
      await ctx.editor.delete(`/api/pages/${id}`).expect(204);
      return id;
    },
    expect: { objectType: 'page', objectLabel: 'An old notice' },
  },
  {
    action: 'page.restored',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newPage(ctx.editor);
      await ctx.editor
        .put(`/api/pages/${id}`)
        .send(pageBody({ html: '<p>Changed.</p>' }))
        .expect(200);
      const revision = await firstRevision(ctx.editor, 'pages', id);
      await ctx.editor.post(`/api/pages/${id}/revisions/${revision}/restore`).send({}).expect(201);
      return id;
    },
    expect: { objectType: 'page', summary: { restoredFrom: expect.any(Number) } },
  },
  {
    action: 'auth.sign_in',
    as: 'visitor',
    perform: async (ctx) => (await signedInVisitor(ctx, 'sam_signs_in')).user.id,
    expect: { actor: 'self', objectType: 'user', objectLabel: 'sam_signs_in' },
  },
  {
    action: 'auth.sign_in_failed',
    as: 'visitor',
    perform: async (ctx) => {
      const user = await createUser({ role: 'author', username: 'fay_mistypes' });
      await ctx
        .visitor()
        .post('/api/auth/login')
        .send({ username: 'fay_mistypes', password: 'not her password' })
        .expect(401);
      return user.id;
    },
    expect: { actor: 'self', objectType: 'user', objectLabel: 'fay_mistypes' },
  },
  {
    action: 'auth.sign_in_failed',
    as: 'visitor',
    perform: async (ctx) => {
      await ctx
        .visitor()
        .post('/api/auth/login')
        .send({ username: 'nobody_here', password: 'a guess' })
        .expect(401);
    },
    expect: {
      actor: { id: null, name: 'nobody_here' },
      objectType: 'user',
      objectId: null,
      objectLabel: 'nobody_here',
    },
  },
  {
    action: 'auth.sign_out',
    as: 'visitor',
    perform: async (ctx) => {
      const { user, agent } = await signedInVisitor(ctx, 'otto_signs_out');
      await agent.post('/api/auth/logout').expect(200);
      return user.id;
    },
    expect: { actor: 'self', objectType: 'user', objectLabel: 'otto_signs_out' },
  },
  {
    action: 'auth.password_changed',
    as: 'visitor',
    perform: async (ctx) => {
      const { user, agent } = await signedInVisitor(ctx, 'pia_new_password');
      await agent
        .put('/api/auth/password')
        .send({ currentPassword: user.password, newPassword: 'a brand new long passphrase' })
        .expect(200);
      return user.id;
    },
    expect: { actor: 'self', objectType: 'user', objectLabel: 'pia_new_password' },
  },
  {
    action: 'auth.two_factor_enabled',
    as: 'visitor',
    perform: async (ctx) => (await enrolledVisitor(ctx, 'tia_enrols')).user.id,
    expect: { actor: 'self', objectType: 'user', objectLabel: 'tia_enrols' },
  },
  {
    action: 'auth.two_factor_failed',
    as: 'visitor',
    perform: async (ctx) => {
      const { user } = await enrolledVisitor(ctx, 'wes_wrong_code');
      const browser = ctx.visitor();
      const login = await browser
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      expect(login.body).toMatchObject({ twoFactorRequired: true });
      await browser.post('/api/auth/2fa/verify').send({ code: '000000' }).expect(401);
      return user.id;
    },
    expect: {
      actor: 'self',
      objectType: 'user',
      objectLabel: 'wes_wrong_code',
      summary: { kind: 'authenticator' },
    },
  },
  {
    action: 'auth.two_factor_disabled',
    as: 'visitor',
    perform: async (ctx) => {
      const { user, agent } = await enrolledVisitor(ctx, 'dee_disables');
      await agent.delete('/api/auth/2fa').send({ password: user.password }).expect(204);
      return user.id;
    },
    expect: { actor: 'self', objectType: 'user', objectLabel: 'dee_disables' },
  },
  {
    action: 'auth.two_factor_reset',
    perform: async (ctx) => {
      const { user } = await enrolledVisitor(ctx, 'lou_lost_phone');
      await ctx.admin.delete(`/api/users/${user.id}/2fa`).expect(204);
      return user.id;
    },
    expect: { objectType: 'user', objectLabel: 'lou_lost_phone' },
  },
  {
    action: 'auth.session_revoked',
    as: 'visitor',
    perform: async (ctx) => {
      const { user, agent } = await signedInVisitor(ctx, 'ray_two_browsers');
      await ctx
        .visitor()
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      await agent.delete('/api/auth/sessions').expect(200);
      return user.id;
    },
    expect: {
      actor: 'self',
      objectType: 'user',
      objectLabel: 'ray_two_browsers',
      summary: { sessions: 1, allOthers: true },
    },
  },
  {
    action: 'settings.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings')
        .send({ settings: [{ context: 'security', key: 'requireTwoFactor', value: true }] })
        .expect(200);
      // Taken back behind the product's back (this admin has no second factor and would be
      // sent to enrolment): every other row's staff must keep working.
      await database.db('settings').where({ context: 'security' }).delete();
    },
    expect: {
      objectType: 'settings',
      objectId: 'security',
      summary: { requireTwoFactor: { from: null, to: true } },
    },
  },
  {
    action: 'user.created',
    perform: async (ctx) =>
      (
        await ctx.admin
          .post('/api/users')
          .send({
            username: 'new_author',
            email: 'new_author@example.test',
            password: 'a long and unusual passphrase',
            role: 'author',
          })
          .expect(201)
      ).body.id,
    expect: { objectType: 'user', objectLabel: 'new_author', summary: { role: 'author' } },
  },
  {
    action: 'user.updated',
    perform: async (ctx) => {
      const user = await createUser({ role: 'author' });
      await ctx.admin.put(`/api/users/${user.id}`).send({ fullName: 'Renamed' }).expect(200);
      return user.id;
    },
    expect: { objectType: 'user', summary: { changed: ['fullName'] } },
  },
  {
    action: 'user.role_changed',
    perform: async (ctx) => {
      const user = await createUser({ role: 'author' });
      await ctx.admin.put(`/api/users/${user.id}`).send({ role: 'editor' }).expect(200);
      return user.id;
    },
    expect: { objectType: 'user', summary: { role: { from: 'author', to: 'editor' } } },
  },
  {
    action: 'auth.password_changed',
    perform: async (ctx) => {
      const user = await createUser({ role: 'author' });
      await ctx.admin
        .put(`/api/users/${user.id}`)
        .send({ password: 'another long passphrase' })
        .expect(200);
      return user.id;
    },
    expect: { objectType: 'user', summary: { by: 'admin' } },
  },
  {
    action: 'user.deleted',
    perform: async (ctx) => {
      const user = await createUser({ role: 'author', username: 'leaving_author' });
      await ctx.admin.delete(`/api/users/${user.id}`).expect(204);
      return user.id;
    },
    expect: {
      objectType: 'user',
      objectLabel: 'leaving_author',
      summary: { role: 'author', postsMovedTo: 'ada_admin' },
    },
  },
  {
    action: 'token.created',
    as: 'editor',
    perform: async (ctx) => (await newToken(ctx.editor, 'Nightly report')).id,
    expect: {
      objectType: 'token',
      objectLabel: 'Nightly report',
      summary: { scopes: ['leads:read'] },
    },
  },
  {
    action: 'token.revoked',
    perform: async (ctx) => {
      const { id } = await newToken(ctx.editor, 'Old script');
      await ctx.admin.delete(`/api/tokens/${id}`).expect(204);
      return id;
    },
    expect: {
      objectType: 'token',
      objectLabel: 'Old script',
      summary: { by: 'admin', owner: 'eddie_editor' },
    },
  },
  {
    action: 'token.used_from_new_address',
    as: 'editor',
    perform: async (ctx) => {
      const { id, token } = await newToken(ctx.editor, 'From the office');
      await request(app)
        .get('/api/leads')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', addresses.editor)
        .expect(200);
      return id;
    },
    expect: {
      objectType: 'token',
      objectLabel: 'From the office',
      summary: { previousAddress: null },
    },
  },
  {
    action: 'taxonomy.created',
    as: 'editor',
    perform: async (ctx) =>
      (await ctx.editor.post('/api/categories').send({ name: 'Dental offices' }).expect(201)).body
        .id,
    expect: {
      objectType: 'taxonomy',
      objectLabel: 'Dental offices',
      summary: { kind: 'category' },
    },
  },
  {
    action: 'taxonomy.updated',
    as: 'editor',
    perform: async (ctx) => {
      const category = await createCategory({ name: 'Old name', slug: 'old-name' });
      await ctx.editor
        .put(`/api/categories/${category.id}`)
        .send({ name: 'New name', slug: 'old-name' })
        .expect(200);
      return category.id;
    },
    expect: {
      objectType: 'taxonomy',
      summary: { kind: 'category', name: { from: 'Old name', to: 'New name' } },
    },
  },
  {
    action: 'taxonomy.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const tag = await ctx.editor.post('/api/tags').send({ name: 'Short-lived' }).expect(201);
      await ctx.editor.delete(`/api/tags/${tag.body.id}`).expect(204);
      return tag.body.id;
    },
    expect: { objectType: 'taxonomy', summary: { kind: 'tag', slug: 'short-lived' } },
  },
  {
    action: 'media.uploaded',
    as: 'editor',
    perform: newMedia,
    expect: {
      objectType: 'media',
      objectLabel: 'team.png',
      summary: { mime: 'image/png', width: 40, height: 30 },
    },
  },
  {
    action: 'media.updated',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newMedia(ctx);
      await ctx.editor.put(`/api/media/${id}`).send({ alt: 'The whole team' }).expect(200);
      return id;
    },
    expect: { objectType: 'media', summary: { alt: { from: 'Team', to: 'The whole team' } } },
  },
  {
    action: 'media.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newMedia(ctx);
      await ctx.editor.delete(`/api/media/${id}`).expect(204);
      return id;
    },
    expect: { objectType: 'media', objectLabel: 'team.png' },
  },
  {
    action: 'settings.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings')
        .send({ settings: [{ context: 'activity', key: 'retentionDays', value: 400 }] })
        .expect(200);
    },
    expect: {
      objectType: 'settings',
      objectId: 'activity',
      summary: { retentionDays: { from: null, to: 400 } },
    },
  },
  {
    action: 'settings.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings')
        .send({ settings: [{ context: 'analytics', key: 'rawRetentionDays', value: 120 }] })
        .expect(200);
    },
    expect: {
      objectType: 'settings',
      objectId: 'analytics',
      summary: { rawRetentionDays: { from: null, to: 120 } },
    },
  },
  {
    action: 'settings.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings/site')
        .send(siteSettingsBody({ name: 'Ava Receptionists' }))
        .expect(200);
    },
    expect: {
      objectType: 'settings',
      objectId: 'site',
      summary: { name: { to: 'Ava Receptionists' } },
    },
  },
  {
    action: 'settings.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings/notifications')
        .send({ leadRecipients: ['sales@example.test'], confirmToVisitor: true })
        .expect(200);
    },
    // Who is told is personal data: the entry names the fields, not the addresses.
    expect: {
      objectType: 'settings',
      objectId: 'notifications',
      summary: { changed: expect.arrayContaining(['leadRecipients', 'confirmToVisitor']) },
    },
  },
  {
    action: 'theme.updated',
    perform: async (ctx) => {
      await ctx.admin
        .put('/api/settings/theme')
        .send({ primaryColor: '#112233', accentColor: '#0d9488' })
        .expect(200);
    },
    expect: {
      objectType: 'settings',
      objectId: 'theme',
      summary: { primaryColor: { from: '#1d4ed8', to: '#112233' } },
    },
  },
  {
    action: 'seo.updated',
    as: 'editor',
    perform: async (ctx) => {
      await ctx.editor.put('/api/seo').send({ path: '/', title: 'Ava answers' }).expect(200);
    },
    expect: {
      objectType: 'settings',
      objectId: 'seo',
      objectLabel: '/',
      summary: { path: '/', title: { from: null, to: 'Ava answers' } },
    },
  },
  {
    action: 'content.updated',
    as: 'editor',
    perform: async (ctx) => {
      await ctx.editor.put('/api/navigation').send(navigation).expect(200);
    },
    expect: { objectType: 'content', objectId: 'navigation', objectLabel: 'Navigation' },
  },
  {
    action: 'comment.approved',
    as: 'editor',
    perform: async (ctx) => {
      const post = await createPost({ authorId: admin.id });
      const comment = await createComment({
        postId: post.id,
        authorId: admin.id,
        isApproved: false,
      });
      await ctx.editor.patch(`/api/comments/${comment.id}`).send({ isApproved: true }).expect(200);
      return comment.id;
    },
    expect: { objectType: 'comment', summary: { approved: { from: false, to: true } } },
  },
  {
    action: 'comment.rejected',
    as: 'editor',
    perform: async (ctx) => {
      const post = await createPost({ authorId: admin.id });
      const comment = await createComment({ postId: post.id, authorId: admin.id });
      await ctx.editor.patch(`/api/comments/${comment.id}`).send({ isApproved: false }).expect(200);
      return comment.id;
    },
    expect: { objectType: 'comment', summary: { approved: { from: true, to: false } } },
  },
  {
    action: 'comment.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const post = await createPost({ authorId: admin.id });
      const comment = await createComment({ postId: post.id, authorId: admin.id });
      await ctx.editor.delete(`/api/comments/${comment.id}`).expect(204);
      return comment.id;
    },
    expect: { objectType: 'comment', summary: { ownComment: false } },
  },
  {
    action: 'lead.status_changed',
    as: 'editor',
    perform: async (ctx) => {
      const id = await newLead();
      await ctx.editor.patch(`/api/leads/${id}`).send({ status: 'contacted' }).expect(200);
      return id;
    },
    expect: { objectType: 'lead', summary: { status: { from: 'new', to: 'contacted' } } },
  },
  {
    action: 'lead.erased',
    perform: async (ctx) => {
      const id = await newLead();
      await ctx.admin.delete(`/api/leads/${id}`).expect(200);
      return id;
    },
    expect: { objectType: 'lead', summary: { timelineEntries: 0, emails: 0 } },
  },
  {
    action: 'webhook.created',
    perform: newWebhook,
    // The host only: a URL's query can hold a token.
    expect: {
      objectType: 'webhook',
      objectLabel: '127.0.0.1:9',
      summary: { events: ['lead.created'] },
    },
  },
  {
    action: 'webhook.updated',
    perform: async (ctx) => {
      const id = await newWebhook(ctx);
      await ctx.admin.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(200);
      return id;
    },
    expect: {
      objectType: 'webhook',
      summary: { changed: ['enabled'], enabled: { from: true, to: false } },
    },
  },
  {
    action: 'webhook.resent',
    perform: async (ctx) => {
      const id = await newWebhook(ctx);
      const ping = await ctx.admin.post(`/api/webhooks/${id}/test`).expect(202);
      await ctx.admin.post(`/api/webhooks/${id}/deliveries/${ping.body.id}/resend`).expect(202);
      return id;
    },
    expect: {
      objectType: 'webhook',
      objectLabel: '127.0.0.1:9',
      summary: { delivery: expect.any(Number), event: 'webhook.test' },
    },
  },
  {
    action: 'webhook.deleted',
    perform: async (ctx) => {
      const id = await newWebhook(ctx);
      await ctx.admin.delete(`/api/webhooks/${id}`).expect(204);
      return id;
    },
    expect: { objectType: 'webhook', objectLabel: '127.0.0.1:9' },
  },
  {
    action: 'export.leads',
    as: 'editor',
    perform: async (ctx) => {
      await ctx.editor.get('/api/leads/export.csv?status=new').expect(200);
      return null;
    },
    expect: { objectType: 'export', summary: { filter: { status: 'new' } } },
  },
  {
    action: 'export.analytics',
    as: 'editor',
    perform: async (ctx) => {
      await ctx.editor
        .get('/api/analytics/export.csv?table=pages&from=2026-01-01&to=2026-01-07')
        .expect(200);
      return null;
    },
    expect: {
      objectType: 'export',
      summary: { filter: { table: 'pages', from: '2026-01-01', to: '2026-01-07' } },
    },
  },
  {
    action: 'export.activity',
    perform: async (ctx) => {
      await ctx.admin.get('/api/activity/export.csv?objectType=lead').expect(200);
      return null;
    },
    expect: { objectType: 'export', summary: { filter: { objectType: 'lead' } } },
  },
  {
    action: 'redirect.created',
    as: 'editor',
    perform: async (ctx) => {
      const response = await ctx.editor
        .post('/api/redirects')
        .send({ fromPath: '/activity-old', toPath: '/contact' })
        .expect(201);
      return response.body.id as number;
    },
    expect: {
      objectType: 'redirect',
      objectLabel: '/activity-old',
      summary: { to: '/contact', status: 301 },
    },
  },
  {
    action: 'redirect.deleted',
    as: 'editor',
    perform: async (ctx) => {
      const response = await ctx.editor
        .post('/api/redirects')
        .send({ fromPath: '/activity-gone', toPath: '/contact' })
        .expect(201);
      await ctx.editor.delete(`/api/redirects/${response.body.id}`).expect(204);
      return response.body.id as number;
    },
    expect: { objectType: 'redirect', objectLabel: '/activity-gone', summary: { to: '/contact' } },
  },
  {
    action: 'redirect.imported',
    as: 'editor',
    perform: async (ctx) => {
      await ctx.editor
        .post('/api/redirects/import')
        .send({ csv: '/activity-a,/contact\n/activity-b,/landing\n' })
        .expect(200);
      return null;
    },
    expect: {
      objectType: 'redirect',
      objectLabel: '2 redirects',
      summary: { added: 2, replaced: 0 },
    },
  },
  {
    action: 'export.content',
    perform: async (ctx) => {
      await ctx.admin.get('/api/exports/content').expect(200);
      return null;
    },
    expect: { objectType: 'export', summary: { filter: {} } },
  },
  {
    action: 'content.imported',
    perform: async (ctx) => {
      const xml = readFileSync('test/fixtures/wordpress/bistro-wxr-1.2.xml', 'utf8');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'ava-activity-')), 'site.xml');
      writeFileSync(file, xml.replaceAll('cornerbistro.example', 'activity-bistro.example'));
      const { admin: importer } = ctx.users;
      const by = { userId: importer.id, name: importer.username, address: addresses.admin };
      const media = { mediaStorage: diskStorage(path.dirname(file)), fetchRemote: false };
      await importContent(database.db, wordpressSource(file), { dryRun: false, media, by });
      return null;
    },
    expect: {
      objectType: null,
      summary: {
        platform: 'wordpress',
        site: 'https://activity-bistro.example',
        posts: 2,
        pages: 1,
        skipped: 0,
      },
    },
  },
];

describe('the activity log', () => {
  it.each(rows.map((row, index) => [`${row.action} #${index + 1}`, row] as const))(
    'records %s with who, what, which object, from where and a summary',
    async (_name, row) => {
      const as = row.as ?? 'admin';
      const users = { admin, editor, author };
      const performed = await row.perform({
        admin: adminAgent,
        editor: editorAgent,
        author: authorAgent,
        visitor: () => request.agent(app).set('X-Forwarded-For', addresses.visitor),
        users,
      });
      const actor =
        row.expect.actor === 'self'
          ? { id: Number(performed), name: row.expect.objectLabel! }
          : (row.expect.actor ??
            (as === 'visitor' ? undefined : { id: users[as].id, name: users[as].username }));
      if (!actor) throw new Error(`The ${row.action} row must say whose entry it expects`);
      const objectId =
        row.expect.objectId !== undefined
          ? row.expect.objectId
          : performed === undefined || performed === null
            ? null
            : String(performed);
      const entry = await newestEntry();
      expect(entry).toMatchObject({
        actorId: actor.id,
        actorName: actor.name,
        address: addresses[as],
        action: row.action,
        objectType: row.expect.objectType,
        objectId,
        ...(row.expect.objectLabel ? { objectLabel: row.expect.objectLabel } : {}),
      });
      if (row.expect.summary) expect(entry.summary).toMatchObject(row.expect.summary);
      expect(Date.now() - Date.parse(String(entry.createdAt))).toBeLessThan(60_000);
      // Never a secret in a summary.
      expect(JSON.stringify(entry)).not.toMatch(/passphrase|passwordHash|whsec_|token=|ava_pat_/);
    },
  );

  it('has a row for every action the log knows', () => {
    const covered = new Set(rows.map((row) => row.action));
    expect(activityActions.filter((action) => !covered.has(action))).toEqual([]);
  });

  it('writes one entry per lead a bulk status change moves', async () => {
    const ids = [await newLead(), await newLead()];
    await editorAgent.patch('/api/leads').send({ ids, status: 'qualified' }).expect(200);
    const response = await adminAgent
      .get('/api/activity')
      .query({ action: 'lead.status_changed', limit: 2 })
      .expect(200);
    expect(
      response.body.entries.map((entry: { objectId: string }) => entry.objectId).sort(),
    ).toEqual(ids.map(String).sort());
  });
});

describe('reading the log', () => {
  beforeEach(async () => {
    await database.db('activityLog').delete();
  });

  async function seed() {
    const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
    await database.db('activityLog').insert([
      {
        createdAt: at('2026-03-01'),
        actorId: admin.id,
        actorName: 'ada_admin',
        action: 'user.created',
        objectType: 'user',
        objectId: '5',
      },
      {
        createdAt: at('2026-03-02'),
        actorId: editor.id,
        actorName: 'eddie_editor',
        action: 'taxonomy.created',
        objectType: 'taxonomy',
        objectId: '7',
      },
      {
        createdAt: at('2026-03-03'),
        actorId: editor.id,
        actorName: 'eddie_editor',
        action: 'taxonomy.deleted',
        objectType: 'taxonomy',
        objectId: '7',
      },
      {
        createdAt: at('2026-03-04'),
        actorId: admin.id,
        actorName: 'ada_admin',
        action: 'lead.erased',
        objectType: 'lead',
        objectId: '9',
      },
    ]);
  }
  const actions = (body: { entries: Array<{ action: string }> }) =>
    body.entries.map((entry) => entry.action);

  it('filters by person, action, object and dates, newest first, a page at a time', async () => {
    await seed();
    const all = await adminAgent.get('/api/activity?limit=2').expect(200);
    expect(all.body.total).toBe(4);
    expect(actions(all.body)).toEqual(['lead.erased', 'taxonomy.deleted']);
    const second = await adminAgent.get('/api/activity?limit=2&offset=2').expect(200);
    expect(actions(second.body)).toEqual(['taxonomy.created', 'user.created']);

    const byEditor = await adminAgent.get(`/api/activity?actor=${editor.id}`).expect(200);
    expect(actions(byEditor.body)).toEqual(['taxonomy.deleted', 'taxonomy.created']);
    const byAction = await adminAgent.get('/api/activity?action=lead.erased').expect(200);
    expect(byAction.body.total).toBe(1);
    const byObject = await adminAgent
      .get('/api/activity?objectType=taxonomy&objectId=7')
      .expect(200);
    expect(byObject.body.total).toBe(2);
    // `to` includes its whole day.
    const byDates = await adminAgent.get('/api/activity?from=2026-03-02&to=2026-03-03').expect(200);
    expect(actions(byDates.body)).toEqual(['taxonomy.deleted', 'taxonomy.created']);

    const people = await adminAgent.get('/api/activity/people').expect(200);
    expect(people.body.people.map((person: { id: number }) => person.id).sort()).toEqual(
      [admin.id, editor.id].sort(),
    );
  });

  it('refuses a bad filter with a clear message', async () => {
    const bad = await adminAgent.get('/api/activity?action=user.hacked').expect(400);
    expect(JSON.stringify(bad.body)).toContain('Unknown action');
    await adminAgent.get('/api/activity?from=2026-03-05&to=2026-03-01').expect(400);
    await adminAgent.get('/api/activity?from=yesterday').expect(400);
    await adminAgent.get('/api/activity?limit=500').expect(400);
  });

  it('is for admins only', async () => {
    const author = await signedInAgent(app, await createUser({ role: 'author' }));
    for (const path of ['/api/activity', '/api/activity/people', '/api/activity/export.csv']) {
      await request(app).get(path).expect(401);
      await editorAgent.get(path).expect(403);
      await author.get(path).expect(403);
    }
  });

  it('exports the filtered log as CSV and logs the export', async () => {
    await seed();
    const response = await adminAgent
      .get(`/api/activity/export.csv?actor=${editor.id}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200)
      .expect('Content-Type', /text\/csv/)
      .expect('Content-Disposition', /attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(response.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,actor_id,actor,address,action,object_type,object_id,object,summary',
    );
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual([
      'taxonomy.deleted',
      'taxonomy.created',
    ]);
    expect(await newestEntry()).toMatchObject({
      action: 'export.activity',
      actorId: admin.id,
      summary: { filter: { actor: editor.id } },
    });
  });
});

describe('the table', () => {
  it('refuses to change an entry, even to the database owner', async () => {
    await database.db('activityLog').insert({ actorName: 'x', action: 'user.created' });
    await expect(database.db('activityLog').update({ actorName: 'someone else' })).rejects.toThrow(
      /cannot be changed/,
    );
    // Deleting an account keeps its entries, with the name at the time.
    await database.db('activityLog').delete();
    const leaving = await createUser({ role: 'admin', username: 'leaving_admin' });
    const leavingAgent = await signedInAgent(app, leaving);
    await leavingAgent
      .put('/api/settings/theme')
      .send({ primaryColor: '#223344', accentColor: '#0d9488' })
      .expect(200);
    await adminAgent.delete(`/api/users/${leaving.id}`).expect(204);
    const entries = await adminAgent.get('/api/activity?action=theme.updated').expect(200);
    expect(entries.body.entries).toMatchObject([{ actorId: null, actorName: 'leaving_admin' }]);
    await expect(
      database.db('activityLog').whereNull('actorId').update({ actorName: 'someone else' }),
    ).rejects.toThrow(/cannot be changed/);
    await adminAgent.put('/api/activity/1').send({}).expect(404);
    await adminAgent.delete('/api/activity/1').expect(404);
  });

  it('writes no entry when the change it describes rolls back', async () => {
    // A check that fails at commit, after the entry was written in the same transaction.
    await database.db.raw(`
      create function refuse_theme() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`);
    await database.db.raw(`
      create constraint trigger refuse_theme after insert or update on settings
      deferrable initially deferred for each row
      when (new.context = 'theme' and new.key = 'accentColor')
      execute function refuse_theme()`);
    try {
      const before = await database.db('activityLog').count({ n: '*' });
      await adminAgent
        .put('/api/settings/theme')
        .send({ primaryColor: '#445566', accentColor: '#778899' })
        .expect(500);
      expect(await database.db('activityLog').count({ n: '*' })).toEqual(before);
      expect(await database.db('settings').where({ context: 'theme', key: 'accentColor' })).toEqual(
        [],
      );
    } finally {
      await database.db.raw('drop trigger refuse_theme on settings');
      await database.db.raw('drop function refuse_theme()');
    }
  });
});

describe('retention', () => {
  const today = utcDay(new Date());
  beforeEach(async () => {
    await database.db('activityLog').delete();
    await database.db('jobs').delete();
    await database.db('settings').where('context', 'activity').delete();
  });

  async function entriesAged(days: number[]) {
    await database.db('activityLog').insert(
      days.map((age) => ({
        createdAt: new Date(`${addDays(today, -age)}T12:00:00.000Z`),
        actorName: `aged ${age}`,
        action: 'user.created',
      })),
    );
  }
  const remaining = async () =>
    (
      (await database.db('activityLog').orderBy('id').select('actorName')) as Array<{
        actorName: string;
      }>
    ).map((row) => row.actorName);

  it('keeps a year by default and deletes only older entries', async () => {
    await entriesAged([400, 366, 364, 1]);
    await applyActivityRetention(database.db, today);
    expect(await remaining()).toEqual(['aged 364', 'aged 1']);
  });

  it('follows the setting, as a daily job that queues the next day', async () => {
    await database.db('settings').insert({
      context: 'activity',
      key: 'retentionDays',
      value: JSON.stringify(30),
    });
    await entriesAged([45, 31, 29]);
    await scheduleActivityRetention(database.db);
    await scheduleActivityRetention(database.db);
    const worker = new JobWorker({
      db: database.db,
      handlers: activityJobHandlers(),
      logger: pino({ level: 'silent' }),
    });
    while ((await worker.runDue()) > 0) await worker.drain();
    expect(await remaining()).toEqual(['aged 29']);
    const next = await database.db('jobs').where({ state: 'pending' }).select('kind', 'runAt');
    expect(next).toEqual([
      { kind: 'activity.retention', runAt: new Date(`${addDays(today, 1)}T00:10:00.000Z`) },
    ]);
  });
});
