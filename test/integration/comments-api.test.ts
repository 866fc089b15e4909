import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Comment } from '#src/models/comment';
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

interface ExpectedComment {
  id: number;
  postId: number;
  parentId: number | null;
  content: string;
  isApproved: boolean;
  createdAt: string;
  deleted: false;
  author: { username: string; fullName: string | null };
  replies: ExpectedComment[];
}

/** The JSON the API gives for a comment row written by `author`. */
function viewOf(
  comment: Comment,
  author: CreatedUser,
  replies: ExpectedComment[] = [],
): ExpectedComment {
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    content: comment.content,
    isApproved: comment.isApproved,
    createdAt: comment.createdAt.toISOString(),
    deleted: false,
    author: { username: author.username, fullName: author.fullName },
    replies,
  };
}

async function postWithAuthor(status: 'published' | 'draft' = 'published') {
  const author = await createUser({ role: 'author' });
  const post = await createPost({ authorId: author.id, status });
  return { author, post };
}

describe('GET /api/comments for one post', () => {
  it('answers approved top-level comments oldest first, each with its nested replies', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser({ role: 'user', fullName: 'Rita Reader' });
    const other = await createUser({ role: 'user', fullName: null });
    const first = await createComment({ postId: post.id, authorId: reader.id });
    const second = await createComment({ postId: post.id, authorId: other.id });
    const reply = await createComment({
      postId: post.id,
      authorId: other.id,
      parentId: first.id,
    });
    const replyToReply = await createComment({
      postId: post.id,
      authorId: reader.id,
      parentId: reply.id,
    });

    const response = await request(app)
      .get('/api/comments')
      .query({ postId: post.id, isApproved: 'true' })
      .expect(200);

    expect(response.body).toEqual({
      comments: [
        viewOf(first, reader, [viewOf(reply, other, [viewOf(replyToReply, reader)])]),
        viewOf(second, other),
      ],
      total: 2,
    });
  });

  it('pages through top-level comments with limit and offset; total counts them all', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const comments: Comment[] = [];
    for (let index = 0; index < 3; index += 1) {
      comments.push(await createComment({ postId: post.id, authorId: reader.id }));
    }
    const response = await request(app)
      .get('/api/comments')
      .query({ postId: post.id, limit: 1, offset: 1 })
      .expect(200);
    expect(response.body).toEqual({ comments: [viewOf(comments[1]!, reader)], total: 3 });
  });

  it('never shows unapproved comments to anonymous readers, even when asked for them', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const approved = await createComment({ postId: post.id, authorId: reader.id });
    await createComment({ postId: post.id, authorId: reader.id, isApproved: false });

    for (const isApproved of ['false', 'true', undefined]) {
      const response = await request(app)
        .get('/api/comments')
        .query({ postId: post.id, ...(isApproved ? { isApproved } : {}) })
        .expect(200);
      expect(response.body).toEqual({ comments: [viewOf(approved, reader)], total: 1 });
    }
  });

  it('never shows unapproved comments to a signed-in reader, not even their own', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser({ role: 'user' });
    const approved = await createComment({ postId: post.id, authorId: reader.id });
    await createComment({ postId: post.id, authorId: reader.id, isApproved: false });
    const agent = await signedInAgent(app, reader);

    const response = await agent
      .get('/api/comments')
      .query({ postId: post.id, isApproved: 'false' })
      .expect(200);
    expect(response.body).toEqual({ comments: [viewOf(approved, reader)], total: 1 });
  });

  it('hides an approved reply (and its replies) when the comment it answers is not approved', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const hiddenParent = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const orphan = await createComment({
      postId: post.id,
      authorId: reader.id,
      parentId: hiddenParent.id,
    });
    await createComment({ postId: post.id, authorId: reader.id, parentId: orphan.id });
    const visible = await createComment({ postId: post.id, authorId: reader.id });

    const response = await request(app).get('/api/comments').query({ postId: post.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ comments: [viewOf(visible, reader)], total: 1 });
  });

  it('hides replies to unapproved comments from readers in the list of all comments too', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const hiddenParent = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const orphan = await createComment({
      postId: post.id,
      authorId: reader.id,
      parentId: hiddenParent.id,
    });
    const orphanReply = await createComment({
      postId: post.id,
      authorId: reader.id,
      parentId: orphan.id,
    });

    const response = await request(app).get('/api/comments').query({ limit: 200 }).expect(200);
    const ids = response.body.comments.map((comment: { id: number }) => comment.id);
    expect(ids).not.toContain(hiddenParent.id);
    expect(ids).not.toContain(orphan.id);
    expect(ids).not.toContain(orphanReply.id);
  });

  it('shows no comments of a draft post to readers', async () => {
    const { post } = await postWithAuthor('draft');
    const reader = await createUser({ role: 'user' });
    await createComment({ postId: post.id, authorId: reader.id });

    await request(app)
      .get('/api/comments')
      .query({ postId: post.id })
      .expect(200, { comments: [], total: 0 });
    const agent = await signedInAgent(app, reader);
    await agent.get('/api/comments').query({ postId: post.id }).expect(200, {
      comments: [],
      total: 0,
    });
  });

  it('shows comments of a draft post to an editor', async () => {
    const { post } = await postWithAuthor('draft');
    const reader = await createUser({ role: 'user' });
    const comment = await createComment({ postId: post.id, authorId: reader.id });
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));

    const response = await editor.get('/api/comments').query({ postId: post.id }).expect(200);
    expect(response.body).toEqual({ comments: [viewOf(comment, reader)], total: 1 });
  });

  it('gives an editor every comment of a post, approved or not, and filters on isApproved', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const approved = await createComment({ postId: post.id, authorId: reader.id });
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const pendingReply = await createComment({
      postId: post.id,
      authorId: reader.id,
      parentId: approved.id,
      isApproved: false,
    });
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));

    const all = await editor.get('/api/comments').query({ postId: post.id }).expect(200);
    expect(all.body).toEqual({
      comments: [viewOf(approved, reader, [viewOf(pendingReply, reader)]), viewOf(pending, reader)],
      total: 2,
    });
    const onlyPending = await editor
      .get('/api/comments')
      .query({ postId: post.id, isApproved: 'false' })
      .expect(200);
    expect(onlyPending.body).toEqual({ comments: [viewOf(pending, reader)], total: 1 });
  });

  it('answers 400 for a malformed filter', async () => {
    const badPost = await request(app).get('/api/comments').query({ postId: 'abc' }).expect(400);
    expect(badPost.body).toEqual({ message: 'Invalid id', errors: { postId: 'Invalid id' } });
    const badLimit = await request(app).get('/api/comments').query({ limit: 0 }).expect(400);
    expect(badLimit.body).toEqual({
      message: 'limit must be between 1 and 200',
      errors: { limit: 'limit must be between 1 and 200' },
    });
    const badFlag = await request(app)
      .get('/api/comments')
      .query({ isApproved: 'maybe' })
      .expect(400);
    expect(Object.keys(badFlag.body.errors)).toEqual(['isApproved']);
  });
});

describe('GET /api/comments moderation queue', () => {
  it('gives editors the unapproved comments of all posts, flat and newest first', async () => {
    const { post: one } = await postWithAuthor();
    const { post: draft } = await postWithAuthor('draft');
    const reader = await createUser();
    const older = await createComment({ postId: one.id, authorId: reader.id, isApproved: false });
    const newer = await createComment({
      postId: draft.id,
      authorId: reader.id,
      isApproved: false,
    });
    const reply = await createComment({
      postId: one.id,
      authorId: reader.id,
      isApproved: false,
      parentId: older.id,
    });
    const approved = await createComment({ postId: one.id, authorId: reader.id });

    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    const response = await editor
      .get('/api/comments')
      .query({ isApproved: 'false', limit: 200 })
      .expect(200);
    const ids = response.body.comments.map((comment: { id: number }) => comment.id);
    expect(ids).not.toContain(approved.id);
    expect(ids.filter((id: number) => [older.id, newer.id, reply.id].includes(id))).toEqual([
      reply.id,
      newer.id,
      older.id,
    ]);
    // The moderation list names the post each comment is on.
    expect(
      response.body.comments.find((comment: { id: number }) => comment.id === reply.id),
    ).toEqual({ ...viewOf(reply, reader), post: { id: one.id, title: one.title, slug: one.slug } });
    expect(
      response.body.comments.every((comment: { isApproved: boolean }) => !comment.isApproved),
    ).toBe(true);
    expect(response.body.total).toBe(ids.length);
  });

  it('gives an admin the same queue', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const admin = await signedInAgent(app, await createUser({ role: 'admin' }));
    const response = await admin.get('/api/comments').query({ isApproved: 'false' }).expect(200);
    expect(response.body.comments[0]).toEqual({
      ...viewOf(pending, reader),
      post: { id: post.id, title: post.title, slug: post.slug },
    });
  });

  it('never shows the queue to an author or a reader', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    for (const role of ['author', 'user'] as const) {
      const agent = await signedInAgent(app, await createUser({ role }));
      const response = await agent
        .get('/api/comments')
        .query({ isApproved: 'false', limit: 200 })
        .expect(200);
      expect(response.body.comments.map((comment: { id: number }) => comment.id)).not.toContain(
        pending.id,
      );
      expect(
        response.body.comments.every((comment: { isApproved: boolean }) => comment.isApproved),
      ).toBe(true);
    }
  });
});

describe('POST /api/comments', () => {
  it('answers 401 when signed out', async () => {
    const { post } = await postWithAuthor();
    const response = await request(app)
      .post('/api/comments')
      .send({ postId: post.id, content: 'Hello' })
      .expect(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
    expect(await Comment.query().where('postId', post.id).resultSize()).toBe(0);
  });

  it('holds a reader’s comment for moderation', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser({ role: 'user', fullName: 'Rita Reader' });
    const agent = await signedInAgent(app, reader);

    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, content: '  Great post!  ' })
      .expect(201);

    const stored = await Comment.query().findById(response.body.id);
    expect(stored).toBeDefined();
    expect(response.body).toEqual({
      id: stored!.id,
      postId: post.id,
      parentId: null,
      content: 'Great post!',
      isApproved: false,
      createdAt: stored!.createdAt.toISOString(),
      deleted: false,
      author: { username: reader.username, fullName: 'Rita Reader' },
      replies: [],
    });
    // Not public until an editor approves it.
    await request(app)
      .get('/api/comments')
      .query({ postId: post.id })
      .expect(200, { comments: [], total: 0 });
  });

  it.each(['author', 'editor', 'admin'] as const)(
    'publishes a %s’s comment at once',
    async (role) => {
      const { post } = await postWithAuthor();
      const staff = await createUser({ role });
      const agent = await signedInAgent(app, staff);

      const response = await agent
        .post('/api/comments')
        .send({ postId: post.id, content: 'Thanks for reading' })
        .expect(201);
      expect(response.body).toMatchObject({ isApproved: true, content: 'Thanks for reading' });
      const list = await request(app).get('/api/comments').query({ postId: post.id }).expect(200);
      expect(list.body.comments.map((comment: { id: number }) => comment.id)).toEqual([
        response.body.id,
      ]);
    },
  );

  it('accepts a reply to an approved comment of the same post', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const parent = await createComment({ postId: post.id, authorId: reader.id });
    const agent = await signedInAgent(app, await createUser({ role: 'editor' }));

    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, parentId: parent.id, content: 'A reply' })
      .expect(201);
    expect(response.body).toMatchObject({ parentId: parent.id, postId: post.id, replies: [] });
    const list = await request(app).get('/api/comments').query({ postId: post.id }).expect(200);
    expect(list.body.comments[0].replies.map((reply: { id: number }) => reply.id)).toEqual([
      response.body.id,
    ]);
  });

  it('stores content as plain text: HTML comes back verbatim, not interpreted or stripped', async () => {
    const { post } = await postWithAuthor();
    const agent = await signedInAgent(app, await createUser({ role: 'author' }));
    const content = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';

    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, content })
      .expect(201);
    expect(response.body.content).toBe(content);
    const list = await request(app).get('/api/comments').query({ postId: post.id }).expect(200);
    expect(list.body.comments[0].content).toBe(content);
  });

  it.each(['', '   \n\t '])('answers 400 for empty content (%j)', async (content) => {
    const { post } = await postWithAuthor();
    const agent = await signedInAgent(app, await createUser());
    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, content })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Comment is required',
      errors: { content: 'Comment is required' },
    });
  });

  it('answers 400 for content over 5000 characters', async () => {
    const { post } = await postWithAuthor();
    const agent = await signedInAgent(app, await createUser());
    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, content: 'x'.repeat(5001) })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Comment must be at most 5000 characters',
      errors: { content: 'Comment must be at most 5000 characters' },
    });
  });

  it('answers 404 for an unknown post', async () => {
    const agent = await signedInAgent(app, await createUser());
    const response = await agent
      .post('/api/comments')
      .send({ postId: 999_999, content: 'Hello' })
      .expect(404);
    expect(response.body).toEqual({ message: 'Post not found' });
  });

  it('answers 404 for a draft post a reader cannot see', async () => {
    const { post } = await postWithAuthor('draft');
    const agent = await signedInAgent(app, await createUser());
    const response = await agent
      .post('/api/comments')
      .send({ postId: post.id, content: 'Hello' })
      .expect(404);
    expect(response.body).toEqual({ message: 'Post not found' });
    expect(await Comment.query().where('postId', post.id).resultSize()).toBe(0);
  });

  it('answers 400 for a parent comment of another post, an unknown one or an unapproved one', async () => {
    const { post } = await postWithAuthor();
    const { post: otherPost } = await postWithAuthor();
    const reader = await createUser();
    const elsewhere = await createComment({ postId: otherPost.id, authorId: reader.id });
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const agent = await signedInAgent(app, reader);
    const message = 'The comment you are replying to does not exist';

    for (const parentId of [elsewhere.id, 999_999, pending.id]) {
      const response = await agent
        .post('/api/comments')
        .send({ postId: post.id, parentId, content: 'A reply' })
        .expect(400);
      expect(response.body).toEqual({ message, errors: { parentId: message } });
    }
    expect(await Comment.query().where('postId', post.id).resultSize()).toBe(1);
  });

  it('answers 400 with field messages for a malformed body', async () => {
    const agent = await signedInAgent(app, await createUser());
    const response = await agent
      .post('/api/comments')
      .send({ postId: 'first', content: 'Hello', parentId: -1 })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Invalid id',
      errors: { postId: 'Invalid id', parentId: 'Invalid id' },
    });
  });
});

describe('PATCH /api/comments/:id', () => {
  it('lets an editor approve and unapprove a comment', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));

    const approved = await editor
      .patch(`/api/comments/${pending.id}`)
      .send({ isApproved: true })
      .expect(200);
    expect(approved.body).toEqual(viewOf({ ...pending, isApproved: true } as Comment, reader));
    const list = await request(app).get('/api/comments').query({ postId: post.id }).expect(200);
    expect(list.body.total).toBe(1);

    await editor.patch(`/api/comments/${pending.id}`).send({ isApproved: false }).expect(200);
    expect((await Comment.query().findById(pending.id))?.isApproved).toBe(false);
  });

  it('lets an admin moderate', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const admin = await signedInAgent(app, await createUser({ role: 'admin' }));
    const response = await admin
      .patch(`/api/comments/${pending.id}`)
      .send({ isApproved: true })
      .expect(200);
    expect(response.body.isApproved).toBe(true);
  });

  it('refuses authors and readers with 403 and anonymous visitors with 401', async () => {
    const { post, author } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });

    for (const user of [author, reader]) {
      const agent = await signedInAgent(app, user);
      const response = await agent
        .patch(`/api/comments/${pending.id}`)
        .send({ isApproved: true })
        .expect(403);
      expect(response.body).toEqual({ message: 'You do not have permission to do that' });
    }
    await request(app)
      .patch(`/api/comments/${pending.id}`)
      .send({ isApproved: true })
      .expect(401, { message: 'Authentication required' });
    expect((await Comment.query().findById(pending.id))?.isApproved).toBe(false);
  });

  it('answers 404 for an unknown comment and 400 for a malformed id', async () => {
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    await editor
      .patch('/api/comments/999999')
      .send({ isApproved: true })
      .expect(404, { message: 'Comment not found' });
    await editor
      .patch('/api/comments/99999999999')
      .send({ isApproved: true })
      .expect(404, { message: 'Comment not found' });
    const response = await editor.patch('/api/comments/abc').send({ isApproved: true }).expect(400);
    expect(response.body).toEqual({ message: 'Invalid id', errors: { _: 'Invalid id' } });
  });

  it('answers 400 for a body without a boolean isApproved', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const pending = await createComment({
      postId: post.id,
      authorId: reader.id,
      isApproved: false,
    });
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    for (const body of [{}, { isApproved: 'true' }, { isApproved: 1 }]) {
      const response = await editor.patch(`/api/comments/${pending.id}`).send(body).expect(400);
      expect(response.body).toEqual({
        message: 'isApproved must be true or false',
        errors: { isApproved: 'isApproved must be true or false' },
      });
    }
  });
});

describe('DELETE /api/comments/:id', () => {
  it('lets a reader delete their own comment', async () => {
    const { post } = await postWithAuthor();
    const reader = await createUser();
    const comment = await createComment({ postId: post.id, authorId: reader.id });
    const agent = await signedInAgent(app, reader);
    await agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await Comment.query().findById(comment.id)).toBeUndefined();
  });

  it('refuses to let a reader delete someone else’s comment', async () => {
    const { post } = await postWithAuthor();
    const owner = await createUser();
    const comment = await createComment({ postId: post.id, authorId: owner.id });
    for (const role of ['user', 'author'] as const) {
      const agent = await signedInAgent(app, await createUser({ role }));
      const response = await agent.delete(`/api/comments/${comment.id}`).expect(403);
      expect(response.body).toEqual({ message: 'You can only delete your own comments' });
    }
    expect(await Comment.query().findById(comment.id)).toBeDefined();
  });

  it('lets an editor delete anyone’s comment', async () => {
    const { post } = await postWithAuthor();
    const owner = await createUser();
    const comment = await createComment({ postId: post.id, authorId: owner.id });
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    await editor.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await Comment.query().findById(comment.id)).toBeUndefined();
  });

  it('answers 401 when signed out and 404 for an unknown comment', async () => {
    const { post } = await postWithAuthor();
    const owner = await createUser();
    const comment = await createComment({ postId: post.id, authorId: owner.id });
    await request(app)
      .delete(`/api/comments/${comment.id}`)
      .expect(401, { message: 'Authentication required' });
    const agent = await signedInAgent(app, owner);
    await agent.delete('/api/comments/999999').expect(404, { message: 'Comment not found' });
    await agent.delete(`/api/comments/${comment.id}`).expect(204);
    await agent.delete(`/api/comments/${comment.id}`).expect(404, { message: 'Comment not found' });
  });
});
