import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Post } from '#src/models/post';
import { User } from '#src/models/user';
import { createComment, createPost } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});
afterAll(() => database.destroy());

let names = 0;
function uniqueName(prefix = 'member'): string {
  names += 1;
  return `${prefix}${names}_${Date.now().toString(36)}`;
}

/** What the API answers for a user row: never the password hash. */
async function viewOf(id: number) {
  const user = await User.query().findById(id).throwIfNotFound();
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

async function signedInAdmin() {
  const admin = await createUser({ role: 'admin' });
  return { admin, agent: await signedInAgent(app, admin) };
}

function login(user: { username: string }, password: string) {
  return request(app).post('/api/auth/login').send({ username: user.username, password });
}

describe('who may manage users', () => {
  it.each(['editor', 'author', 'user'] as const)(
    'refuses a %s with 403 on every endpoint',
    async (role) => {
      const agent = await signedInAgent(app, await createUser({ role }));
      const target = await createUser();
      const forbidden = { message: 'You do not have permission to do that' };
      await agent.get('/api/users').expect(403, forbidden);
      await agent
        .post('/api/users')
        .send({ username: uniqueName(), email: 'x@example.test', password: 'secret-pass' })
        .expect(403, forbidden);
      await agent.put(`/api/users/${target.id}`).send({ role: 'admin' }).expect(403, forbidden);
      await agent.delete(`/api/users/${target.id}`).expect(403, forbidden);
      expect((await User.query().findById(target.id))?.role).toBe('user');
    },
  );

  it('refuses anonymous visitors with 401 on every endpoint', async () => {
    const target = await createUser();
    const unauthorized = { message: 'Authentication required' };
    await request(app).get('/api/users').expect(401, unauthorized);
    await request(app)
      .post('/api/users')
      .send({ username: uniqueName(), email: 'x@example.test', password: 'secret-pass' })
      .expect(401, unauthorized);
    await request(app).put(`/api/users/${target.id}`).send({ role: 'admin' }).expect(401);
    await request(app).delete(`/api/users/${target.id}`).expect(401, unauthorized);
    expect(await User.query().findById(target.id)).toBeDefined();
  });
});

describe('GET /api/users', () => {
  it('lists every user by username, with total, and never a password hash', async () => {
    const { agent } = await signedInAdmin();
    const author = await createUser({ role: 'author', fullName: null });

    const response = await agent.get('/api/users').expect(200);
    const all = await User.query().orderBy('username');
    expect(response.body.total).toBe(all.length);
    expect(response.body.users).toEqual(await Promise.all(all.map((user) => viewOf(user.id))));
    expect(response.body.users).toContainEqual(await viewOf(author.id));
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});

describe('POST /api/users', () => {
  it.each(['admin', 'editor', 'author', 'user'] as const)('creates a %s with 201', async (role) => {
    const { agent } = await signedInAdmin();
    const username = uniqueName();
    const response = await agent
      .post('/api/users')
      .send({
        username,
        email: `${username}@example.test`,
        password: 'first-pass',
        fullName: 'New Member',
        role,
      })
      .expect(201);
    expect(response.body).toEqual(await viewOf(response.body.id));
    expect(response.body).toMatchObject({
      username,
      email: `${username}@example.test`,
      fullName: 'New Member',
      role,
    });
    await login({ username }, 'first-pass').expect(200);
  });

  it('defaults to the user role', async () => {
    const { agent } = await signedInAdmin();
    const username = uniqueName();
    const response = await agent
      .post('/api/users')
      .send({ username, email: `${username}@example.test`, password: 'first-pass' })
      .expect(201);
    expect(response.body).toMatchObject({ role: 'user', fullName: null });
  });

  it('answers 409 for a taken username or email, in any case', async () => {
    const { agent } = await signedInAdmin();
    const existing = await createUser();
    const byName = await agent
      .post('/api/users')
      .send({
        username: existing.username.toUpperCase(),
        email: `${uniqueName()}@example.test`,
        password: 'first-pass',
      })
      .expect(409);
    expect(byName.body).toEqual({
      message: 'That username is already taken',
      errors: { username: 'That username is already taken' },
    });
    const byEmail = await agent
      .post('/api/users')
      .send({ username: uniqueName(), email: existing.email.toUpperCase(), password: 'first-pass' })
      .expect(409);
    expect(byEmail.body).toEqual({
      message: 'An account with that email address already exists',
      errors: { email: 'An account with that email address already exists' },
    });
  });

  it('answers 400 for an unknown role and for bad fields', async () => {
    const { agent } = await signedInAdmin();
    const username = uniqueName();
    const badRole = await agent
      .post('/api/users')
      .send({ username, email: `${username}@example.test`, password: 'first-pass', role: 'root' })
      .expect(400);
    expect(badRole.body).toEqual({ message: 'Unknown role', errors: { role: 'Unknown role' } });
    const badFields = await agent
      .post('/api/users')
      .send({ username: 'ab', email: 'nope', password: 'short' })
      .expect(400);
    expect(badFields.body).toEqual({
      message: 'Username must be at least 3 characters',
      errors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
      },
    });
    expect(await User.query().findOne({ username })).toBeUndefined();
  });
});

describe('PUT /api/users/:id', () => {
  it('changes role, email and full name', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser({ role: 'user' });
    const email = `${uniqueName()}@example.test`;
    const response = await agent
      .put(`/api/users/${member.id}`)
      .send({ role: 'editor', email, fullName: '  Eve Editor  ' })
      .expect(200);
    expect(response.body).toEqual(await viewOf(member.id));
    expect(response.body).toMatchObject({
      id: member.id,
      username: member.username,
      email,
      fullName: 'Eve Editor',
      role: 'editor',
    });
  });

  it('leaves fields that are not sent alone, and clears the full name with null', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser({ role: 'author', fullName: 'Ann Author' });
    const response = await agent
      .put(`/api/users/${member.id}`)
      .send({ fullName: null })
      .expect(200);
    expect(response.body).toMatchObject({
      email: member.email,
      role: 'author',
      fullName: null,
    });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser();
    await agent.put(`/api/users/${member.id}`).send({ password: 'brand-new-pass' }).expect(200);
    await login(member, 'brand-new-pass').expect(200);
    await login(member, member.password).expect(401);
  });

  it('applies a role change to the member’s existing session at once', async () => {
    const { agent } = await signedInAdmin();
    const editor = await createUser({ role: 'editor' });
    const editorAgent = await signedInAgent(app, editor);
    await editorAgent.get('/api/tasks').expect(200);
    await agent.put(`/api/users/${editor.id}`).send({ role: 'user' }).expect(200);
    await editorAgent.get('/api/tasks').expect(403);
    const me = await editorAgent.get('/api/auth/me').expect(200);
    expect(me.body.role).toBe('user');
  });

  it('lets an admin promote another user to admin and demote another admin', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser({ role: 'author' });
    await agent.put(`/api/users/${member.id}`).send({ role: 'admin' }).expect(200);
    const promoted = await signedInAgent(app, member);
    await promoted.get('/api/users').expect(200);
    await agent.put(`/api/users/${member.id}`).send({ role: 'editor' }).expect(200);
    await promoted.get('/api/users').expect(403);
  });

  it('refuses an admin changing their own role with 403', async () => {
    const { admin, agent } = await signedInAdmin();
    const response = await agent.put(`/api/users/${admin.id}`).send({ role: 'editor' }).expect(403);
    expect(response.body).toEqual({ message: 'You cannot change your own role' });
    expect((await User.query().findById(admin.id))?.role).toBe('admin');
  });

  it('lets an admin change their own details when the role stays the same', async () => {
    const { admin, agent } = await signedInAdmin();
    const response = await agent
      .put(`/api/users/${admin.id}`)
      .send({ role: 'admin', fullName: 'Ada Admin' })
      .expect(200);
    expect(response.body).toMatchObject({ role: 'admin', fullName: 'Ada Admin' });
  });

  it('answers 409 for an email another account uses, but accepts its own', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser();
    const other = await createUser();
    const response = await agent
      .put(`/api/users/${member.id}`)
      .send({ email: other.email.toUpperCase() })
      .expect(409);
    expect(response.body).toEqual({
      message: 'An account with that email address already exists',
      errors: { email: 'An account with that email address already exists' },
    });
    await agent
      .put(`/api/users/${member.id}`)
      .send({ email: member.email.toUpperCase() })
      .expect(200);
  });

  it('answers 400 for bad fields', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser();
    const response = await agent
      .put(`/api/users/${member.id}`)
      .send({ email: 'nope', password: '123', role: 'owner' })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
        role: 'Unknown role',
      },
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const { agent } = await signedInAdmin();
    await agent
      .put('/api/users/999999')
      .send({ fullName: 'Nobody' })
      .expect(404, { message: 'User not found' });
    await agent
      .put('/api/users/not-a-number')
      .send({ fullName: 'Nobody' })
      .expect(400, { message: 'Invalid id', errors: { _: 'Invalid id' } });
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes an account and hands its posts to the admin who deleted it', async () => {
    const { admin, agent } = await signedInAdmin();
    const author = await createUser({ role: 'author' });
    const published = await createPost({ authorId: author.id });
    const draft = await createPost({ authorId: author.id, status: 'draft' });
    const comment = await createComment({ postId: published.id, authorId: author.id });

    await agent.delete(`/api/users/${author.id}`).expect(204);

    expect(await User.query().findById(author.id)).toBeUndefined();
    const posts = await Post.query().findByIds([published.id, draft.id]).orderBy('id');
    expect(posts.map((post) => [post.id, post.authorId])).toEqual([
      [published.id, admin.id],
      [draft.id, admin.id],
    ]);
    await request(app).get(`/api/posts/${published.id}`).expect(200);
    // Their comments go with the account.
    const comments = await request(app)
      .get('/api/comments')
      .query({ postId: published.id })
      .expect(200);
    expect(comments.body.comments.map((row: { id: number }) => row.id)).not.toContain(comment.id);
  });

  it('signs the deleted user out', async () => {
    const { agent } = await signedInAdmin();
    const member = await createUser();
    const memberAgent = await signedInAgent(app, member);
    await agent.delete(`/api/users/${member.id}`).expect(204);
    await memberAgent.get('/api/auth/me').expect(401);
    await login(member, member.password).expect(401);
  });

  it('lets an admin delete another admin', async () => {
    const { agent } = await signedInAdmin();
    const other: CreatedUser = await createUser({ role: 'admin' });
    await agent.delete(`/api/users/${other.id}`).expect(204);
    expect(await User.query().findById(other.id)).toBeUndefined();
  });

  it('refuses an admin deleting their own account with 403', async () => {
    const { admin, agent } = await signedInAdmin();
    const response = await agent.delete(`/api/users/${admin.id}`).expect(403);
    expect(response.body).toEqual({ message: 'You cannot delete your own account' });
    expect(await User.query().findById(admin.id)).toBeDefined();
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const { agent } = await signedInAdmin();
    await agent.delete('/api/users/999999').expect(404, { message: 'User not found' });
    await agent
      .delete('/api/users/1.5')
      .expect(400, { message: 'Invalid id', errors: { _: 'Invalid id' } });
  });
});

describe('the last admin', () => {
  /**
   * An admin can only demote or delete someone else, so there are always two admins when a
   * request starts; the rule matters when two admins act on each other at the same time.
   */
  async function onlyTwoAdmins() {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    const others = await User.query()
      .where('role', 'admin')
      .whereNotIn('id', [first.admin.id, second.admin.id]);
    for (const other of others) {
      await first.agent.put(`/api/users/${other.id}`).send({ role: 'editor' }).expect(200);
    }
    return [first, second] as const;
  }

  async function adminIds() {
    return (await User.query().where('role', 'admin').orderBy('id')).map((user) => user.id);
  }

  it('keeps one admin when two admins demote each other at the same time', async () => {
    const [first, second] = await onlyTwoAdmins();
    const responses = await Promise.all([
      first.agent.put(`/api/users/${second.admin.id}`).send({ role: 'editor' }),
      second.agent.put(`/api/users/${first.admin.id}`).send({ role: 'editor' }),
    ]);
    // One wins; the other is refused by the rule, or (if it started after the first finished)
    // because its author is no longer an admin.
    const outcomes = responses.map((response) => [response.status, response.body]);
    expect(outcomes).toContainEqual([200, expect.objectContaining({ role: 'editor' })]);
    expect(outcomes).toContainEqual(
      expect.toBeOneOf([
        [409, { message: 'There must always be at least one admin' }],
        [403, { message: 'You do not have permission to do that' }],
      ]),
    );
    expect(await adminIds()).toHaveLength(1);
  });

  it('keeps one admin when two admins delete each other at the same time', async () => {
    const [first, second] = await onlyTwoAdmins();
    const responses = await Promise.all([
      first.agent.delete(`/api/users/${second.admin.id}`),
      second.agent.delete(`/api/users/${first.admin.id}`),
    ]);
    const outcomes = responses.map((response) => [response.status, response.body]);
    expect(outcomes).toContainEqual([204, {}]);
    expect(outcomes).toContainEqual(
      expect.toBeOneOf([
        [409, { message: 'There must always be at least one admin' }],
        [401, { message: 'Authentication required' }],
      ]),
    );
    expect(await adminIds()).toHaveLength(1);
  });
});

describe('staff passwords', () => {
  const staffTooShort = 'Staff passwords must be at least 10 characters';
  const tooCommon = 'This password is too common. Choose another.';

  async function createWith(password: string, role: string) {
    const { agent } = await signedInAdmin();
    const username = uniqueName();
    const response = await agent
      .post('/api/users')
      .send({ username, email: `${username}@example.test`, password, role });
    return { response, username };
  }

  it.each(['admin', 'editor', 'author'] as const)(
    'refuses an %s password under 10 characters, creating nothing',
    async (role) => {
      const { response, username } = await createWith('nine-char', role);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: staffTooShort,
        errors: { password: staffTooShort },
      });
      expect(await User.query().findOne({ username })).toBeUndefined();
    },
  );

  it.each([
    ['admin', 'password123'],
    ['editor', 'QwertyUiop'],
    ['author', '1q2w3e4r5t'],
  ] as const)('refuses a common password for an %s (%s), in any case', async (role, password) => {
    const { response, username } = await createWith(password, role);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: tooCommon, errors: { password: tooCommon } });
    expect(await User.query().findOne({ username })).toBeUndefined();
  });

  it('keeps the reader rule for blog readers: 6 characters, common or not', async () => {
    const short = await createWith('reader', 'user');
    expect(short.response.status).toBe(201);
    const common = await createWith('password123', 'user');
    expect(common.response.status).toBe(201);
    const tooShort = await createWith('five5', 'user');
    expect(tooShort.response.body).toEqual({
      message: 'Password must be at least 6 characters',
      errors: { password: 'Password must be at least 6 characters' },
    });
  });

  it('holds a new password to the role it is set with, and to the staff rule when no role is sent', async () => {
    const { agent } = await signedInAdmin();
    const reader = await createUser({ role: 'user' });
    const editor = await createUser({ role: 'editor' });
    const before = await User.query().findById(editor.id);

    await agent
      .put(`/api/users/${reader.id}`)
      .send({ role: 'user', password: 'abcdef' })
      .expect(200);
    const promoted = await agent
      .put(`/api/users/${reader.id}`)
      .send({ role: 'editor', password: 'abcdefgh' })
      .expect(400);
    expect(promoted.body.errors).toEqual({ password: staffTooShort });

    const short = await agent
      .put(`/api/users/${editor.id}`)
      .send({ password: 'short-pw9' })
      .expect(400);
    expect(short.body.errors).toEqual({ password: staffTooShort });
    const common = await agent
      .put(`/api/users/${editor.id}`)
      .send({ password: 'Password123' })
      .expect(400);
    expect(common.body.errors).toEqual({ password: tooCommon });
    expect((await User.query().findById(editor.id))?.passwordHash).toBe(before?.passwordHash);

    await agent.put(`/api/users/${editor.id}`).send({ password: 'tulip-harbour-42' }).expect(200);
    await login(editor, 'tulip-harbour-42').expect(200);
  });
});
