import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import { seoOverrideFor } from '#src/services/seo-service';
import { createComment, createPost } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
const accounts = {} as Record<Exclude<Role, never>, CreatedUser>;
const agents = {} as Record<Role, request.Agent>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  for (const role of ['user', 'author', 'editor', 'admin'] as const) {
    accounts[role] = await createUser({ role });
    agents[role] = await signedInAgent(app, accounts[role]);
  }
});
afterAll(() => database.destroy());

const ignoreErrors = () => undefined;

describe('SEO overrides: GET/PUT /api/seo', () => {
  it('saves an override per route, lists it, and the page renderer sees it at once', async () => {
    const saved = await agents.editor
      .put('/api/seo')
      .send({
        path: '/landing',
        title: 'Ava plans from $99 a month',
        description: 'Compare the plans of Ava, the AI receptionist that answers every call.',
        image: '/uploads/plans.png',
      })
      .expect(200);
    expect(saved.body.overrides).toContainEqual({
      path: '/landing',
      title: 'Ava plans from $99 a month',
      description: 'Compare the plans of Ava, the AI receptionist that answers every call.',
      image: '/uploads/plans.png',
      updatedAt: expect.any(String),
    });
    const listed = await request(app).get('/api/seo').expect(200);
    expect(listed.body).toEqual(saved.body);
    expect(await seoOverrideFor('/landing', ignoreErrors)).toMatchObject({
      title: 'Ava plans from $99 a month',
    });

    await agents.admin
      .put('/api/seo')
      .send({ path: '/landing', title: 'Plans and pricing', description: '', image: null })
      .expect(200);
    expect(await seoOverrideFor('/landing', ignoreErrors)).toMatchObject({
      title: 'Plans and pricing',
      description: null,
      image: null,
    });
  });

  it('removes the override when every field is empty', async () => {
    await agents.editor.put('/api/seo').send({ path: '/contact', title: 'Call us' }).expect(200);
    const cleared = await agents.editor
      .put('/api/seo')
      .send({ path: '/contact', title: '  ', description: '', image: '' })
      .expect(200);
    expect(cleared.body.overrides.map((item: { path: string }) => item.path)).not.toContain(
      '/contact',
    );
    expect(await seoOverrideFor('/contact', ignoreErrors)).toBeNull();
  });

  it.each([
    [{ path: '/nowhere', title: 'x' }, 'path', 'Choose one of the listed pages'],
    [{ title: 'x' }, 'path', 'Choose one of the listed pages'],
    [{ path: '/', title: 'x'.repeat(71) }, 'title', 'Title must be at most 70 characters'],
    [
      { path: '/', description: 'x'.repeat(161) },
      'description',
      'Description must be at most 160 characters',
    ],
    [
      { path: '/', image: 'http://example.com/a.png' },
      'image',
      'Use an https:// URL or an image from the media library (/uploads/…)',
    ],
    [
      { path: '/', image: 'javascript:alert(1)' },
      'image',
      'Use an https:// URL or an image from the media library (/uploads/…)',
    ],
    [
      { path: '/', image: '/uploads/../secret' },
      'image',
      'Use an https:// URL or an image from the media library (/uploads/…)',
    ],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const response = await agents.editor.put('/api/seo').send(body).expect(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('accepts exactly 70 and 160 characters and an https image', async () => {
    await agents.editor
      .put('/api/seo')
      .send({
        path: '/blog',
        title: 't'.repeat(70),
        description: 'd'.repeat(160),
        image: 'https://cdn.example.com/blog.png',
      })
      .expect(200);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['author', 403],
  ] as const)('refuses a write by %s with %i', async (actor, status) => {
    const agent = actor === 'anonymous' ? request(app) : agents[actor];
    await agent.put('/api/seo').send({ path: '/funnel', title: 'Nope' }).expect(status);
    expect(await seoOverrideFor('/funnel', ignoreErrors)).toBeNull();
  });
});

describe('POST /api/preview', () => {
  it('answers the body sanitized with the allow-list of a save, storing nothing', async () => {
    const response = await agents.editor
      .post('/api/preview')
      .send({
        title: '  My draft  ',
        content:
          '<h2 onclick="x()">Hello</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      })
      .expect(200);
    expect(response.body.title).toBe('My draft');
    expect(response.body.content).toContain('<h2>Hello</h2>');
    expect(response.body.content).not.toMatch(/script|onclick|javascript:/);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses %s with %i', async (actor, status) => {
    const agent = actor === 'anonymous' ? request(app) : agents[actor];
    await agent.post('/api/preview').send({ content: '<p>x</p>' }).expect(status);
  });

  it('refuses a body that is too long with 400', async () => {
    const response = await agents.author
      .post('/api/preview')
      .send({ content: 'x'.repeat(200_001) })
      .expect(400);
    expect(response.body.errors.content).toBe('Content must be at most 200000 characters');
  });
});

describe('GET /api/authors', () => {
  it('lists everyone who wrote a post, once, and nobody else', async () => {
    const writer = await createUser({ role: 'author', fullName: 'Writer One' });
    await createPost({ authorId: writer.id });
    await createPost({ authorId: writer.id, status: 'draft' });
    const silent = await createUser({ role: 'author' });
    const response = await agents.editor.get('/api/authors').expect(200);
    const ids = response.body.authors.map((author: { id: number }) => author.id);
    expect(response.body.authors).toContainEqual({
      id: writer.id,
      username: writer.username,
      fullName: 'Writer One',
    });
    expect(ids.filter((id: number) => id === writer.id)).toHaveLength(1);
    expect(ids).not.toContain(silent.id);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses %s with %i', async (actor, status) => {
    const agent = actor === 'anonymous' ? request(app) : agents[actor];
    await agent.get('/api/authors').expect(status);
  });
});

describe('moderation queue: GET /api/comments without a post', () => {
  it('names the post of each comment, waiting and approved alike', async () => {
    const post = await createPost({ authorId: accounts.author.id, title: 'Queue post' });
    const waiting = await createComment({
      postId: post.id,
      authorId: accounts.user.id,
      content: 'Please approve me',
      isApproved: false,
    });
    const approved = await createComment({ postId: post.id, authorId: accounts.user.id });

    const queue = await agents.editor.get('/api/comments?isApproved=false').expect(200);
    const row = queue.body.comments.find((comment: { id: number }) => comment.id === waiting.id);
    expect(row).toMatchObject({
      content: 'Please approve me',
      isApproved: false,
      post: { id: post.id, title: 'Queue post', slug: post.slug },
      author: { username: accounts.user.username },
    });
    expect(queue.body.comments.every((c: { isApproved: boolean }) => !c.isApproved)).toBe(true);

    const recent = await agents.admin.get('/api/comments?isApproved=true&limit=50').expect(200);
    expect(
      recent.body.comments.find((comment: { id: number }) => comment.id === approved.id),
    ).toMatchObject({ post: { id: post.id, title: 'Queue post' } });
  });

  it('never shows waiting comments to readers and authors', async () => {
    const post = await createPost({ authorId: accounts.author.id });
    const waiting = await createComment({
      postId: post.id,
      authorId: accounts.user.id,
      isApproved: false,
    });
    for (const agent of [request(app), agents.user, agents.author]) {
      const response = await agent.get('/api/comments?isApproved=false').expect(200);
      const ids = response.body.comments.map((comment: { id: number }) => comment.id);
      expect(ids).not.toContain(waiting.id);
    }
  });

  it('keeps the thread shape, without post names, for one post', async () => {
    const post = await createPost({ authorId: accounts.author.id });
    await createComment({ postId: post.id, authorId: accounts.user.id });
    const response = await request(app).get(`/api/comments?postId=${post.id}`).expect(200);
    expect(response.body.comments[0]).not.toHaveProperty('post');
    expect(response.body.comments[0].replies).toEqual([]);
  });
});
