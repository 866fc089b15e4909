import { readFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '#src/models/lead';
import { WebhookEndpoint } from '#src/models/outbound';
import { Media, Task } from '#src/models/site-content';
import { User } from '#src/models/user';
import {
  createCategory,
  createComment,
  createPost,
  createSitePage,
  createTag,
  emptyImportPlan,
  savedRevisionContent,
} from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { fingerprint as databaseFingerprint } from '../helpers/db-fingerprint';
import { siteSettingsBody } from '../factories/site-settings';
import { navigation } from '../../seeds/data/navigation';
import { pricing } from '../../seeds/data/pricing';

const fingerprint = () => databaseFingerprint(database.db);

/**
 * Every role against every write endpoint (and the restricted reads) of src/routes.ts, with the
 * statuses that SPEC's rules in src/auth/permissions.ts call for. One `it` per cell, each on
 * freshly created resources; a refusal must leave the database exactly as it was.
 */

const roles = ['anonymous', 'user', 'author', 'editor', 'admin'] as const;
type Actor = (typeof roles)[number];
type Expected = readonly [
  anonymous: number,
  user: number,
  author: number,
  editor: number,
  admin: number,
];

// prettier-ignore
const table = {
  //                                                       anon  user  author editor admin
  'POST   /api/posts (publishing a new post)':             [401, 403, 201, 201, 201],
  'PUT    /api/posts/:id (own post)':                      [401, 403, 200, 200, 200],
  "PUT    /api/posts/:id (another author's post)":         [401, 403, 403, 200, 200],
  "PUT    /api/posts/:id (an editor's post)":              [401, 403, 403, 200, 200],
  'DELETE /api/posts/:id (own post)':                      [401, 403, 204, 204, 204],
  "DELETE /api/posts/:id (another author's post)":         [401, 403, 403, 204, 204],
  "DELETE /api/posts/:id (an editor's post)":              [401, 403, 403, 204, 204],
  'GET    /api/posts/:id/revisions (own post)':            [401, 403, 200, 200, 200],
  "GET    /api/posts/:id/revisions (another author's post)": [401, 403, 403, 200, 200],
  'GET    /api/posts/:id/revisions/:revisionId (own post)': [401, 403, 200, 200, 200],
  "GET    /api/posts/:id/revisions/:revisionId (an editor's post)": [401, 403, 403, 200, 200],
  'POST   /api/posts/:id/revisions/:revisionId/restore (own post)': [401, 403, 201, 201, 201],
  "POST   /api/posts/:id/revisions/:revisionId/restore (another author's post)": [401, 403, 403, 201, 201],
  'PUT    /api/posts/:id/autosave (own post)':             [401, 403, 200, 200, 200],
  "PUT    /api/posts/:id/autosave (another author's post)": [401, 403, 403, 200, 200],
  'PUT    /api/posts/:id/presence (own post)':             [401, 403, 200, 200, 200],
  "PUT    /api/posts/:id/presence (an editor's post)":     [401, 403, 403, 200, 200],

  'POST   /api/categories':                                [401, 403, 403, 201, 201],
  'PUT    /api/categories/:id':                            [401, 403, 403, 200, 200],
  'DELETE /api/categories/:id':                            [401, 403, 403, 204, 204],
  'POST   /api/tags':                                      [401, 403, 403, 201, 201],
  'PUT    /api/tags/:id':                                  [401, 403, 403, 200, 200],
  'DELETE /api/tags/:id':                                  [401, 403, 403, 204, 204],

  'POST   /api/comments':                                  [401, 201, 201, 201, 201],
  'PATCH  /api/comments/:id (own comment)':                [401, 403, 403, 200, 200],
  "PATCH  /api/comments/:id (someone else's comment)":     [401, 403, 403, 200, 200],
  'DELETE /api/comments/:id (own comment)':                [401, 204, 204, 204, 204],
  "DELETE /api/comments/:id (someone else's comment)":     [401, 403, 403, 204, 204],

  'GET    /api/users':                                     [401, 403, 403, 403, 200],
  'POST   /api/users':                                     [401, 403, 403, 403, 201],
  'PUT    /api/users/:id':                                 [401, 403, 403, 403, 200],
  'DELETE /api/users/:id':                                 [401, 403, 403, 403, 204],
  'DELETE /api/users/:id/2fa':                             [401, 403, 403, 403, 204],
  'GET    /api/tokens':                                    [401, 403, 403, 403, 200],
  'DELETE /api/tokens/:id':                                [401, 403, 403, 403, 204],
  'PUT    /api/settings':                                  [401, 403, 403, 403, 200],
  'GET    /api/settings/site':                             [401, 403, 403, 403, 200],
  'PUT    /api/settings/site':                             [401, 403, 403, 403, 200],
  'GET    /api/settings/theme':                            [401, 403, 403, 403, 200],
  'PUT    /api/settings/theme':                            [401, 403, 403, 403, 200],
  'GET    /api/admin/overview':                            [401, 403, 403, 200, 200],

  'PUT    /api/seo':                                       [401, 403, 403, 200, 200],
  'POST   /api/preview':                                   [401, 403, 200, 200, 200],
  'GET    /api/authors':                                   [401, 403, 200, 200, 200],

  'POST   /api/pages':                                     [401, 403, 403, 201, 201],
  'PUT    /api/pages/:id':                                 [401, 403, 403, 200, 200],
  'DELETE /api/pages/:id':                                 [401, 403, 403, 204, 204],
  'GET    /api/pages/:id/revisions':                       [401, 403, 403, 200, 200],
  'GET    /api/pages/:id/revisions/:revisionId':           [401, 403, 403, 200, 200],
  'POST   /api/pages/:id/revisions/:revisionId/restore':   [401, 403, 403, 201, 201],
  'PUT    /api/pages/:id/autosave':                        [401, 403, 403, 200, 200],
  'PUT    /api/pages/:id/presence':                        [401, 403, 403, 200, 200],
  'GET    /api/pages':                                     [401, 403, 403, 200, 200],
  'GET    /api/pages/:id':                                 [401, 403, 403, 200, 200],
  'GET    /api/blocks':                                    [401, 403, 403, 200, 200],
  'PUT    /api/pricing':                                   [401, 403, 403, 200, 200],
  'PUT    /api/navigation':                                [401, 403, 403, 200, 200],

  'GET    /api/media':                                     [401, 403, 200, 200, 200],
  'POST   /api/media (a PNG)':                             [401, 403, 201, 201, 201],
  'PUT    /api/media/:id (own file)':                      [401, 403, 200, 200, 200],
  "PUT    /api/media/:id (someone else's file)":           [401, 403, 403, 200, 200],
  'DELETE /api/media/:id (own file)':                      [401, 403, 204, 204, 204],
  "DELETE /api/media/:id (someone else's file)":           [401, 403, 403, 204, 204],

  'GET    /api/tasks':                                     [401, 403, 200, 200, 200],
  'GET    /api/tasks/assignees':                           [401, 403, 200, 200, 200],
  'POST   /api/tasks':                                     [401, 403, 201, 201, 201],
  'PUT    /api/tasks/:id (created by me)':                 [401, 403, 200, 200, 200],
  'PUT    /api/tasks/:id (assigned to me)':                [401, 403, 200, 200, 200],
  "PUT    /api/tasks/:id (someone else's)":                [401, 403, 403, 200, 200],
  'DELETE /api/tasks/:id (created by me)':                 [401, 403, 204, 204, 204],
  "DELETE /api/tasks/:id (someone else's)":                [401, 403, 403, 204, 204],

  'GET    /api/leads':                                     [401, 403, 403, 200, 200],
  'POST   /api/leads':                                     [201, 201, 201, 201, 201],
  'GET    /api/leads/challenge':                           [200, 200, 200, 200, 200],
  'GET    /api/leads/counts':                              [401, 403, 403, 200, 200],
  'GET    /api/leads/export.csv':                          [401, 403, 403, 200, 200],
  'GET    /api/leads/:id':                                 [401, 403, 403, 200, 200],
  'PATCH  /api/leads/:id':                                 [401, 403, 403, 200, 200],
  'PATCH  /api/leads':                                     [401, 403, 403, 200, 200],
  'POST   /api/leads/:id/notes':                           [401, 403, 403, 201, 201],
  'DELETE /api/leads/:id':                                 [401, 403, 403, 403, 200],
  'GET    /api/settings/notifications':                    [401, 403, 403, 403, 200],
  'PUT    /api/settings/notifications':                    [401, 403, 403, 403, 200],
  'GET    /api/emails':                                    [401, 403, 403, 403, 200],
  'GET    /api/jobs':                                      [401, 403, 403, 403, 200],
  'POST   /api/jobs/:id/retry':                            [401, 403, 403, 403, 200],

  'GET    /api/webhooks':                                  [401, 403, 403, 403, 200],
  'POST   /api/webhooks':                                  [401, 403, 403, 403, 201],
  'PATCH  /api/webhooks/:id':                              [401, 403, 403, 403, 200],
  'DELETE /api/webhooks/:id':                              [401, 403, 403, 403, 204],
  'POST   /api/webhooks/:id/test':                         [401, 403, 403, 403, 202],
  'GET    /api/webhooks/:id/deliveries':                   [401, 403, 403, 403, 200],
  'GET    /api/webhooks/:id/deliveries/:deliveryId':       [401, 403, 403, 403, 200],
  'POST   /api/webhooks/:id/deliveries/:deliveryId/resend': [401, 403, 403, 403, 202],

  'GET    /api/activity':                                  [401, 403, 403, 403, 200],
  'GET    /api/activity/people':                           [401, 403, 403, 403, 200],
  'GET    /api/activity/export.csv':                       [401, 403, 403, 403, 200],
  'GET    /api/exports/content':                           [401, 403, 403, 403, 200],
  'GET    /api/imports':                                   [401, 403, 403, 403, 200],
  'POST   /api/imports':                                   [401, 403, 403, 403, 201],
  'GET    /api/imports/:id':                               [401, 403, 403, 403, 200],
  'POST   /api/imports/:id/run':                           [401, 403, 403, 403, 202],

  'GET    /api/redirects':                                 [401, 403, 403, 200, 200],
  'POST   /api/redirects':                                 [401, 403, 403, 201, 201],
  'POST   /api/redirects/import':                          [401, 403, 403, 200, 200],
  'DELETE /api/redirects/:id':                             [401, 403, 403, 204, 204],

  'POST   /api/events':                                    [202, 202, 202, 202, 202],
  'GET    /api/analytics/summary':                         [401, 403, 403, 200, 200],
  'GET    /api/analytics/glance':                          [401, 403, 403, 200, 200],
  'GET    /api/analytics/posts':                           [401, 403, 403, 200, 200],
  'GET    /api/analytics/export.csv':                      [401, 403, 403, 200, 200],
  'POST   /api/setup (a live link, once an admin exists)': [409, 409, 409, 409, 409],
} as const satisfies Record<string, Expected>;

type Row = keyof typeof table;

interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
  /** Sent as multipart `file` instead of a JSON body. */
  png?: Buffer;
  /** Sent as multipart `file`, with its name. */
  file?: { data: string; name: string };
  /** A POST that answers without storing anything. */
  readOnly?: boolean;
}

/** Builds the request of a row for one actor, creating whatever resource it acts on. */
type Prepare = (actor: CreatedUser | null) => Promise<Call>;

let database: TestDatabase;
let app: Express;
let accounts: Record<Exclude<Actor, 'anonymous'>, CreatedUser>;
let agents: Record<Exclude<Actor, 'anonymous'>, request.Agent>;
/** Owners of the "someone else's" resources: never one of the signed-in actors. */
let otherAuthor: CreatedUser;
let otherEditor: CreatedUser;
let otherReader: CreatedUser;
let png: Buffer;
let sequence = 0;
const unique = () => `${++sequence}${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const [user, author, editor, admin, author2, editor2, reader2] = await Promise.all(
    (['user', 'author', 'editor', 'admin', 'author', 'editor', 'user'] as const).map((role) =>
      createUser({ role }),
    ),
  );
  accounts = { user: user!, author: author!, editor: editor!, admin: admin! };
  otherAuthor = author2!;
  otherEditor = editor2!;
  otherReader = reader2!;
  agents = {
    user: await signedInAgent(app, accounts.user),
    author: await signedInAgent(app, accounts.author),
    editor: await signedInAgent(app, accounts.editor),
    admin: await signedInAgent(app, accounts.admin),
  };
  png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => database.destroy());

const publishedPost = (authorId: number) => createPost({ authorId, status: 'published' });
/** A post or page with one saved revision, as its first save would leave it. */
async function withRevision(subjectType: 'post' | 'page', subjectId: number) {
  const content = savedRevisionContent[subjectType];
  const [row] = (await database
    .db('revisions')
    .insert({ subjectType, subjectId, kind: 'save', authorId: null, content })
    .returning('id')) as Array<{ id: string | number }>;
  return { subjectId, revisionId: Number(row!.id) };
}
const revisedPost = async (authorId: number) =>
  withRevision('post', (await publishedPost(authorId)).id);
const autosaveBody = () => ({ ...postBody(), editingSession: `session-${unique()}` });
const postBody = () => ({
  title: `Edited ${unique()}`,
  content: '<p>Body</p>',
  status: 'published',
});
const mediaOf = (uploadedBy: number) =>
  Media.query().insertAndFetch({
    fileName: `${randomUUID()}.png`,
    originalName: 'pixel.png',
    mime: 'image/png',
    size: 70,
    width: 2,
    height: 2,
    alt: 'before',
    uploadedBy,
  });
const taskOf = (createdBy: number, assigneeId: number | null = null) =>
  Task.query().insertAndFetch({
    title: `Task ${unique()}`,
    description: '',
    status: 'todo',
    createdBy,
    assigneeId,
  });
/** A page's blocks: one of rich text saying `html`. */
const textBlocks = (html: string) => [{ id: 'text', type: 'richText', data: { html } }];
const pageRow = () => createSitePage({ title: 'A page', status: 'draft' });
const leadRow = () =>
  Lead.query().insertAndFetch({
    kind: 'contact',
    name: `Lead ${unique()}`,
    email: 'lead@example.com',
    message: '',
  });
const webhookRow = () =>
  WebhookEndpoint.query().insertAndFetch({
    url: `https://hooks.example.com/${unique()}`,
    events: JSON.stringify(['lead.created']) as unknown as string[],
    secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
  });
/** A delivery of a new endpoint: its path, `/api/webhooks/:id/deliveries/:deliveryId`. */
const deliveryPath = async () => {
  const endpoint = await webhookRow();
  const [delivery] = await database
    .db('webhookDeliveries')
    .insert({
      endpointId: endpoint.id,
      event: 'lead.created',
      messageId: `msg_${unique()}`,
      payload: JSON.stringify({ type: 'lead.created', data: {} }),
    })
    .returning('id');
  return `/api/webhooks/${endpoint.id}/deliveries/${(delivery as { id: number }).id}`;
};
/** The actor's own resource; anonymous has none, so a signed-in stand-in owns it. */
const ownerOf = (actor: CreatedUser | null, standIn: CreatedUser) => actor ?? standIn;

const prepare: Record<Row, Prepare> = {
  'PUT    /api/seo': async () => ({
    method: 'put',
    path: '/api/seo',
    body: { path: '/contact', title: `Talk to us ${unique()}` },
  }),
  'POST   /api/preview': async () => ({
    method: 'post',
    path: '/api/preview',
    body: { title: 'Draft', content: '<p>Hello</p><script>alert(1)</script>' },
    readOnly: true,
  }),
  'GET    /api/authors': async () => ({ method: 'get', path: '/api/authors' }),

  'POST   /api/posts (publishing a new post)': async () => ({
    method: 'post',
    path: '/api/posts',
    body: { ...postBody(), excerpt: 'New', tagIds: [(await createTag()).id] },
  }),
  'PUT    /api/posts/:id (own post)': async (actor) => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(ownerOf(actor, accounts.author).id)).id}`,
    body: postBody(),
  }),
  "PUT    /api/posts/:id (another author's post)": async () => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(otherAuthor.id)).id}`,
    body: postBody(),
  }),
  "PUT    /api/posts/:id (an editor's post)": async () => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(otherEditor.id)).id}`,
    body: postBody(),
  }),
  'DELETE /api/posts/:id (own post)': async (actor) => ({
    method: 'delete',
    path: `/api/posts/${(await publishedPost(ownerOf(actor, accounts.author).id)).id}`,
  }),
  "DELETE /api/posts/:id (another author's post)": async () => ({
    method: 'delete',
    path: `/api/posts/${(await publishedPost(otherAuthor.id)).id}`,
  }),
  "DELETE /api/posts/:id (an editor's post)": async () => ({
    method: 'delete',
    path: `/api/posts/${(await publishedPost(otherEditor.id)).id}`,
  }),

  'GET    /api/posts/:id/revisions (own post)': async (actor) => ({
    method: 'get',
    path: `/api/posts/${(await revisedPost(ownerOf(actor, accounts.author).id)).subjectId}/revisions`,
  }),
  "GET    /api/posts/:id/revisions (another author's post)": async () => ({
    method: 'get',
    path: `/api/posts/${(await revisedPost(otherAuthor.id)).subjectId}/revisions`,
  }),
  'GET    /api/posts/:id/revisions/:revisionId (own post)': async (actor) => {
    const { subjectId, revisionId } = await revisedPost(ownerOf(actor, accounts.author).id);
    return { method: 'get', path: `/api/posts/${subjectId}/revisions/${revisionId}` };
  },
  "GET    /api/posts/:id/revisions/:revisionId (an editor's post)": async () => {
    const { subjectId, revisionId } = await revisedPost(otherEditor.id);
    return { method: 'get', path: `/api/posts/${subjectId}/revisions/${revisionId}` };
  },
  'POST   /api/posts/:id/revisions/:revisionId/restore (own post)': async (actor) => {
    const { subjectId, revisionId } = await revisedPost(ownerOf(actor, accounts.author).id);
    return { method: 'post', path: `/api/posts/${subjectId}/revisions/${revisionId}/restore` };
  },
  "POST   /api/posts/:id/revisions/:revisionId/restore (another author's post)": async () => {
    const { subjectId, revisionId } = await revisedPost(otherAuthor.id);
    return { method: 'post', path: `/api/posts/${subjectId}/revisions/${revisionId}/restore` };
  },
  'PUT    /api/posts/:id/autosave (own post)': async (actor) => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(ownerOf(actor, accounts.author).id)).id}/autosave`,
    body: autosaveBody(),
  }),
  "PUT    /api/posts/:id/autosave (another author's post)": async () => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(otherAuthor.id)).id}/autosave`,
    body: autosaveBody(),
  }),
  'PUT    /api/posts/:id/presence (own post)': async (actor) => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(ownerOf(actor, accounts.author).id)).id}/presence`,
    body: { editingSession: `session-${unique()}` },
  }),
  "PUT    /api/posts/:id/presence (an editor's post)": async () => ({
    method: 'put',
    path: `/api/posts/${(await publishedPost(otherEditor.id)).id}/presence`,
    body: { editingSession: `session-${unique()}` },
  }),

  'POST   /api/categories': async () => ({
    method: 'post',
    path: '/api/categories',
    body: { name: `Category ${unique()}`, description: 'New' },
  }),
  'PUT    /api/categories/:id': async () => ({
    method: 'put',
    path: `/api/categories/${(await createCategory()).id}`,
    body: { name: `Renamed ${unique()}`, description: 'Changed' },
  }),
  'DELETE /api/categories/:id': async () => ({
    method: 'delete',
    path: `/api/categories/${(await createCategory()).id}`,
  }),
  'POST   /api/tags': async () => ({
    method: 'post',
    path: '/api/tags',
    body: { name: `Tag ${unique()}`, description: 'New' },
  }),
  'PUT    /api/tags/:id': async () => ({
    method: 'put',
    path: `/api/tags/${(await createTag()).id}`,
    body: { name: `Renamed ${unique()}`, description: 'Changed' },
  }),
  'DELETE /api/tags/:id': async () => ({
    method: 'delete',
    path: `/api/tags/${(await createTag()).id}`,
  }),

  'POST   /api/comments': async () => ({
    method: 'post',
    path: '/api/comments',
    body: { postId: (await publishedPost(otherAuthor.id)).id, content: 'Nice post!' },
  }),
  'PATCH  /api/comments/:id (own comment)': async (actor) => {
    const post = await publishedPost(otherAuthor.id);
    const comment = await createComment({
      postId: post.id,
      authorId: ownerOf(actor, otherReader).id,
      isApproved: false,
    });
    return { method: 'patch', path: `/api/comments/${comment.id}`, body: { isApproved: true } };
  },
  "PATCH  /api/comments/:id (someone else's comment)": async () => {
    const post = await publishedPost(otherAuthor.id);
    const comment = await createComment({
      postId: post.id,
      authorId: otherReader.id,
      isApproved: false,
    });
    return { method: 'patch', path: `/api/comments/${comment.id}`, body: { isApproved: true } };
  },
  'DELETE /api/comments/:id (own comment)': async (actor) => {
    const post = await publishedPost(otherAuthor.id);
    const comment = await createComment({
      postId: post.id,
      authorId: ownerOf(actor, otherReader).id,
    });
    return { method: 'delete', path: `/api/comments/${comment.id}` };
  },
  "DELETE /api/comments/:id (someone else's comment)": async () => {
    const post = await publishedPost(otherAuthor.id);
    const comment = await createComment({ postId: post.id, authorId: otherReader.id });
    return { method: 'delete', path: `/api/comments/${comment.id}` };
  },

  'GET    /api/users': async () => ({ method: 'get', path: '/api/users' }),
  'POST   /api/users': async () => {
    const username = `new_${unique()}`;
    return {
      method: 'post',
      path: '/api/users',
      body: {
        username,
        email: `${username}@example.test`,
        password: 'a-good-password',
        role: 'author',
      },
    };
  },
  'PUT    /api/users/:id': async () => ({
    method: 'put',
    path: `/api/users/${(await createUser()).id}`,
    body: { fullName: `Renamed ${unique()}`, role: 'author' },
  }),
  'DELETE /api/users/:id': async () => ({
    method: 'delete',
    path: `/api/users/${(await createUser()).id}`,
  }),
  'DELETE /api/users/:id/2fa': async () => {
    const { id } = await createUser();
    await User.query().findById(id).patch({
      twoFactorSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      twoFactorEnabledAt: new Date(),
    });
    return { method: 'delete', path: `/api/users/${id}/2fa` };
  },
  'GET    /api/tokens': async () => ({ method: 'get', path: '/api/tokens' }),
  'DELETE /api/tokens/:id': async () => {
    const [{ id }] = await database
      .db('apiTokens')
      .insert({
        userId: (await createUser({ role: 'editor' })).id,
        name: 'Script',
        tokenHash: unique().padEnd(64, '0'),
        prefix: 'ava_pat_00000000',
        scopes: JSON.stringify(['leads:read']),
      })
      .returning('id');
    return { method: 'delete', path: `/api/tokens/${id}` };
  },
  'PUT    /api/settings': async () => ({
    method: 'put',
    path: '/api/settings',
    body: { settings: [{ context: 'site', key: `k${unique()}`, value: { on: true } }] },
  }),
  'GET    /api/settings/site': async () => ({ method: 'get', path: '/api/settings/site' }),
  'PUT    /api/settings/site': async () => ({
    method: 'put',
    path: '/api/settings/site',
    body: siteSettingsBody({ name: `Renamed ${unique()}` }),
  }),
  'GET    /api/settings/theme': async () => ({ method: 'get', path: '/api/settings/theme' }),
  'PUT    /api/settings/theme': async () => ({
    method: 'put',
    path: '/api/settings/theme',
    body: {
      primaryColor: `#${(++sequence).toString(16).padStart(6, '0')}`,
      accentColor: '#0d9488',
    },
  }),
  'GET    /api/admin/overview': async () => ({ method: 'get', path: '/api/admin/overview' }),

  'POST   /api/pages': async () => ({
    method: 'post',
    path: '/api/pages',
    body: { title: `Page ${unique()}`, blocks: textBlocks('<p>Hello</p>'), status: 'published' },
  }),
  'PUT    /api/pages/:id': async () => ({
    method: 'put',
    path: `/api/pages/${(await pageRow()).id}`,
    body: { title: `Renamed ${unique()}`, blocks: textBlocks('<p>New</p>'), status: 'published' },
  }),
  'DELETE /api/pages/:id': async () => ({
    method: 'delete',
    path: `/api/pages/${(await pageRow()).id}`,
  }),
  'GET    /api/pages/:id/revisions': async () => ({
    method: 'get',
    path: `/api/pages/${(await withRevision('page', (await pageRow()).id)).subjectId}/revisions`,
  }),
  'GET    /api/pages/:id/revisions/:revisionId': async () => {
    const { subjectId, revisionId } = await withRevision('page', (await pageRow()).id);
    return { method: 'get', path: `/api/pages/${subjectId}/revisions/${revisionId}` };
  },
  'POST   /api/pages/:id/revisions/:revisionId/restore': async () => {
    const { subjectId, revisionId } = await withRevision('page', (await pageRow()).id);
    return { method: 'post', path: `/api/pages/${subjectId}/revisions/${revisionId}/restore` };
  },
  'PUT    /api/pages/:id/autosave': async () => ({
    method: 'put',
    path: `/api/pages/${(await pageRow()).id}/autosave`,
    body: {
      title: 'Typing',
      blocks: textBlocks('<p>Draft</p>'),
      editingSession: `session-${unique()}`,
    },
  }),
  'PUT    /api/pages/:id/presence': async () => ({
    method: 'put',
    path: `/api/pages/${(await pageRow()).id}/presence`,
    body: { editingSession: `session-${unique()}` },
  }),
  'GET    /api/pages': async () => ({ method: 'get', path: '/api/pages' }),
  'GET    /api/pages/:id': async () => ({
    method: 'get',
    path: `/api/pages/${(await pageRow()).id}`,
  }),
  'GET    /api/blocks': async () => ({ method: 'get', path: '/api/blocks' }),
  'PUT    /api/pricing': async () => ({
    method: 'put',
    path: '/api/pricing',
    body: {
      ...pricing,
      plans: pricing.plans.map((plan, index) =>
        index === 0 ? { ...plan, price: `$${++sequence}` } : plan,
      ),
    },
  }),
  'PUT    /api/navigation': async () => ({
    method: 'put',
    path: '/api/navigation',
    body: {
      ...navigation,
      header: {
        ...navigation.header,
        signIn: { label: `Sign In ${unique()}`, href: '/blog/login' },
      },
    },
  }),

  'GET    /api/media': async () => ({ method: 'get', path: '/api/media' }),
  'POST   /api/media (a PNG)': async () => ({ method: 'post', path: '/api/media', png }),
  'PUT    /api/media/:id (own file)': async (actor) => ({
    method: 'put',
    path: `/api/media/${(await mediaOf(ownerOf(actor, accounts.author).id)).id}`,
    body: { alt: 'after' },
  }),
  "PUT    /api/media/:id (someone else's file)": async () => ({
    method: 'put',
    path: `/api/media/${(await mediaOf(otherAuthor.id)).id}`,
    body: { alt: 'after' },
  }),
  'DELETE /api/media/:id (own file)': async (actor) => ({
    method: 'delete',
    path: `/api/media/${(await mediaOf(ownerOf(actor, accounts.author).id)).id}`,
  }),
  "DELETE /api/media/:id (someone else's file)": async () => ({
    method: 'delete',
    path: `/api/media/${(await mediaOf(otherAuthor.id)).id}`,
  }),

  'GET    /api/tasks': async () => ({ method: 'get', path: '/api/tasks' }),
  'GET    /api/tasks/assignees': async () => ({ method: 'get', path: '/api/tasks/assignees' }),
  'POST   /api/tasks': async () => ({
    method: 'post',
    path: '/api/tasks',
    body: { title: `Task ${unique()}`, description: 'Do it', assigneeId: otherEditor.id },
  }),
  'PUT    /api/tasks/:id (created by me)': async (actor) => ({
    method: 'put',
    path: `/api/tasks/${(await taskOf(ownerOf(actor, otherAuthor).id)).id}`,
    body: { title: `Edited ${unique()}`, status: 'in_progress' },
  }),
  'PUT    /api/tasks/:id (assigned to me)': async (actor) => ({
    method: 'put',
    path: `/api/tasks/${(await taskOf(otherEditor.id, ownerOf(actor, otherAuthor).id)).id}`,
    body: { title: `Edited ${unique()}`, status: 'done', assigneeId: actor?.id ?? null },
  }),
  "PUT    /api/tasks/:id (someone else's)": async () => ({
    method: 'put',
    path: `/api/tasks/${(await taskOf(otherEditor.id, otherAuthor.id)).id}`,
    body: { title: `Edited ${unique()}`, status: 'in_progress' },
  }),
  'DELETE /api/tasks/:id (created by me)': async (actor) => ({
    method: 'delete',
    path: `/api/tasks/${(await taskOf(ownerOf(actor, otherAuthor).id)).id}`,
  }),
  "DELETE /api/tasks/:id (someone else's)": async () => ({
    method: 'delete',
    path: `/api/tasks/${(await taskOf(otherEditor.id, otherAuthor.id)).id}`,
  }),

  'GET    /api/leads': async () => ({ method: 'get', path: '/api/leads' }),
  'POST   /api/leads': async () => ({
    method: 'post',
    path: '/api/leads',
    body: { kind: 'quote', name: 'Pat Doe', email: 'pat@example.com', message: 'Call me' },
  }),
  'GET    /api/leads/challenge': async () => ({ method: 'get', path: '/api/leads/challenge' }),
  'GET    /api/leads/counts': async () => ({ method: 'get', path: '/api/leads/counts' }),
  'GET    /api/leads/export.csv': async () => ({ method: 'get', path: '/api/leads/export.csv' }),
  'GET    /api/leads/:id': async () => ({
    method: 'get',
    path: `/api/leads/${(await leadRow()).id}`,
  }),
  'PATCH  /api/leads/:id': async () => ({
    method: 'patch',
    path: `/api/leads/${(await leadRow()).id}`,
    body: { status: 'contacted' },
  }),
  'PATCH  /api/leads': async () => ({
    method: 'patch',
    path: '/api/leads',
    body: { ids: [(await leadRow()).id], status: 'qualified' },
  }),
  'POST   /api/leads/:id/notes': async () => ({
    method: 'post',
    path: `/api/leads/${(await leadRow()).id}/notes`,
    body: { body: 'Called, left a voicemail' },
  }),
  'DELETE /api/leads/:id': async () => ({
    method: 'delete',
    path: `/api/leads/${(await leadRow()).id}`,
  }),
  'GET    /api/settings/notifications': async () => ({
    method: 'get',
    path: '/api/settings/notifications',
  }),
  'PUT    /api/settings/notifications': async () => ({
    method: 'put',
    path: '/api/settings/notifications',
    body: { leadRecipients: [`sales${unique()}@example.test`], confirmToVisitor: false },
  }),
  'GET    /api/emails': async () => ({ method: 'get', path: '/api/emails' }),
  'GET    /api/jobs': async () => ({ method: 'get', path: '/api/jobs' }),
  'POST   /api/jobs/:id/retry': async () => {
    const [job] = await database
      .db('jobs')
      .insert({ kind: 'email.send', state: 'dead', attempts: 8, lastError: 'refused' })
      .returning('id');
    return { method: 'post', path: `/api/jobs/${job.id}/retry` };
  },
  'GET    /api/webhooks': async () => ({ method: 'get', path: '/api/webhooks' }),
  'POST   /api/webhooks': async () => ({
    method: 'post',
    path: '/api/webhooks',
    body: { url: `https://hooks.example.com/${unique()}`, events: ['lead.created'] },
  }),
  'PATCH  /api/webhooks/:id': async () => ({
    method: 'patch',
    path: `/api/webhooks/${(await webhookRow()).id}`,
    body: { enabled: false },
  }),
  'DELETE /api/webhooks/:id': async () => ({
    method: 'delete',
    path: `/api/webhooks/${(await webhookRow()).id}`,
  }),
  'POST   /api/webhooks/:id/test': async () => ({
    method: 'post',
    path: `/api/webhooks/${(await webhookRow()).id}/test`,
  }),
  'GET    /api/webhooks/:id/deliveries': async () => ({
    method: 'get',
    path: `/api/webhooks/${(await webhookRow()).id}/deliveries`,
  }),
  'GET    /api/webhooks/:id/deliveries/:deliveryId': async () => ({
    method: 'get',
    path: await deliveryPath(),
  }),
  'POST   /api/webhooks/:id/deliveries/:deliveryId/resend': async () => ({
    method: 'post',
    path: `${await deliveryPath()}/resend`,
  }),
  'GET    /api/activity': async () => ({ method: 'get', path: '/api/activity' }),
  'GET    /api/activity/people': async () => ({ method: 'get', path: '/api/activity/people' }),
  'GET    /api/activity/export.csv': async () => ({
    method: 'get',
    path: '/api/activity/export.csv',
  }),
  'GET    /api/exports/content': async () => ({ method: 'get', path: '/api/exports/content' }),
  'GET    /api/imports': async () => ({ method: 'get', path: '/api/imports' }),
  'POST   /api/imports': async () => ({
    method: 'post',
    path: '/api/imports',
    file: {
      data: readFileSync('test/fixtures/wordpress/bistro-wxr-1.2.xml', 'utf8'),
      name: 'site.xml',
    },
  }),
  'GET    /api/imports/:id': async () => ({
    method: 'get',
    path: `/api/imports/${await checkedImport()}`,
  }),
  'POST   /api/imports/:id/run': async () => ({
    method: 'post',
    path: `/api/imports/${await checkedImport()}/run`,
  }),
  'GET    /api/redirects': async () => ({ method: 'get', path: '/api/redirects' }),
  'POST   /api/redirects': async () => {
    sequence += 1;
    return {
      method: 'post',
      path: '/api/redirects',
      body: { fromPath: `/old-${sequence}`, toPath: '/contact' },
    };
  },
  'POST   /api/redirects/import': async () => {
    sequence += 1;
    return {
      method: 'post',
      path: '/api/redirects/import',
      body: { csv: `from,to\n/imported-${sequence},/landing\n` },
    };
  },
  'DELETE /api/redirects/:id': async () => {
    sequence += 1;
    const [row] = (await database
      .db('redirects')
      .insert({ fromPath: `/gone-${sequence}`, toPath: '/contact', origin: 'manual' })
      .returning('id')) as Array<{ id: number }>;
    return { method: 'delete', path: `/api/redirects/${row!.id}` };
  },
  // Start-up makes no link once an admin exists; this one is written as it would store it.
  'POST   /api/setup (a live link, once an admin exists)': async () => {
    const token = randomUUID();
    await database.db('setupTokens').insert({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    sequence += 1;
    return {
      method: 'post',
      path: '/api/setup',
      body: {
        token,
        username: `founder${sequence}`,
        email: `founder${sequence}@example.test`,
        password: 'a-long-unusual-passphrase',
      },
      readOnly: true,
    };
  },
  // Beacons are written in batches, after the answer.
  'POST   /api/events': async () => ({
    method: 'post',
    path: '/api/events',
    body: { name: 'pageview', path: '/pricing' },
    readOnly: true,
  }),
  'GET    /api/analytics/summary': async () => ({
    method: 'get',
    path: '/api/analytics/summary?from=2026-11-01&to=2026-11-26',
  }),
  'GET    /api/analytics/glance': async () => ({ method: 'get', path: '/api/analytics/glance' }),
  'GET    /api/analytics/posts': async () => ({ method: 'get', path: '/api/analytics/posts' }),
  'GET    /api/analytics/export.csv': async () => ({
    method: 'get',
    path: '/api/analytics/export.csv?table=pages&from=2026-11-01&to=2026-11-26',
  }),
};

/** An import as a dry run leaves it, waiting to be started. */
async function checkedImport() {
  const plan = emptyImportPlan();
  const [row] = (await database
    .db('contentImports')
    .insert({ platform: 'wordpress', fileName: 'site.xml', plan: JSON.stringify(plan) })
    .returning('id')) as Array<{ id: number }>;
  return row!.id;
}

function send(actor: Actor, call: Call) {
  const client = actor === 'anonymous' ? request(app) : agents[actor];
  const pending = client[call.method](call.path);
  if (call.png) return pending.attach('file', call.png, 'pixel.png');
  if (call.file) return pending.attach('file', Buffer.from(call.file.data), call.file.name);
  return call.body ? pending.send(call.body) : pending;
}

describe('permissions: every role against every write endpoint', () => {
  it('covers every write endpoint and restricted read of src/routes.ts', async () => {
    // Imported once the test database is chosen, like the app.
    const { routeTable } = await import('../helpers/route-table');
    const routes = routeTable();
    const covered = new Set(
      Object.keys(table).map((row) => row.split(' (')[0]!.replace(/\s+/g, ' ')),
    );
    const mustCover = routes
      .filter((route) => !route.path.startsWith('/api/auth/'))
      .filter((route) => route.method !== 'get' || route.guards.length > 0)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(mustCover.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const [row, expected] of Object.entries(table) as Array<[Row, Expected]>) {
    describe(row.replace(/\s+/, ' '), () => {
      it.each(roles.map((actor, index) => [actor, expected[index]!] as const))(
        'as %s → %i',
        async (actor, status) => {
          const account = actor === 'anonymous' ? null : accounts[actor];
          const call = await prepare[row](account);
          const before = await fingerprint();
          const response = await send(actor, call);
          expect(response.status, JSON.stringify(response.body)).toBe(status);
          const after = await fingerprint();
          if (status === 401 || status === 403) {
            expect(response.body).toEqual({ message: expect.any(String) });
            expect(after).toEqual(before);
          } else if (call.method === 'get' || call.readOnly) {
            expect(after).toEqual(before);
          } else {
            expect(after).not.toEqual(before);
          }
        },
      );
    });
  }
});
