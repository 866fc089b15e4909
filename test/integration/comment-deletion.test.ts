import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Comment } from '#src/models/comment';
import { createComment, createPost } from '../factories/content';
import { createUser } from '../factories/users';
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

/** A published post with a comment by `writer` and two replies by someone else. */
async function thread(options: { approved?: boolean } = {}) {
  const post = await createPost({ authorId: (await createUser({ role: 'author' })).id });
  const writer = await createUser();
  const replier = await createUser();
  const comment = await createComment({
    postId: post.id,
    authorId: writer.id,
    content: 'My phone number is 555-0100, call me',
    isApproved: options.approved ?? true,
  });
  const replies = [
    await createComment({ postId: post.id, authorId: replier.id, parentId: comment.id }),
    await createComment({ postId: post.id, authorId: replier.id, parentId: comment.id }),
  ];
  return { post, writer, replier, comment, replies };
}

const commentsOf = (postId: number) =>
  request(app).get('/api/comments').query({ postId }).expect(200);

describe('deleting a comment that has replies', () => {
  it('keeps the thread: the comment shows as deleted, without author or text, and the replies stay', async () => {
    const { post, writer, comment, replies } = await thread();
    const agent = await signedInAgent(app, writer);
    await agent.delete(`/api/comments/${comment.id}`).expect(204);

    const { body } = await commentsOf(post.id);
    expect(body.total).toBe(1);
    expect(body.comments[0]).toMatchObject({
      id: comment.id,
      deleted: true,
      content: '',
      author: null,
      replies: [
        { id: replies[0]!.id, deleted: false, content: replies[0]!.content },
        { id: replies[1]!.id, deleted: false, content: replies[1]!.content },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(writer.username);
    // The text is gone from the database, not hidden.
    const stored = await Comment.query().findById(comment.id);
    expect(stored?.content).toBe('');
    expect(stored?.deletedAt).toBeInstanceOf(Date);
  });

  it('removes a comment without replies outright', async () => {
    const { replies, replier } = await thread();
    const agent = await signedInAgent(app, replier);
    await agent.delete(`/api/comments/${replies[0]!.id}`).expect(204);
    expect(await Comment.query().findById(replies[0]!.id)).toBeUndefined();
  });

  it('removes the deleted comment too once its last reply is deleted', async () => {
    const { post, writer, replier, comment, replies } = await thread();
    await (await signedInAgent(app, writer)).delete(`/api/comments/${comment.id}`).expect(204);
    const agent = await signedInAgent(app, replier);
    await agent.delete(`/api/comments/${replies[0]!.id}`).expect(204);
    expect(await Comment.query().findById(comment.id)).toBeDefined();
    await agent.delete(`/api/comments/${replies[1]!.id}`).expect(204);
    expect(await Comment.query().findById(comment.id)).toBeUndefined();
    await commentsOf(post.id).expect(200, { comments: [], total: 0 });
  });

  it('treats the placeholder as gone: no second delete, no approval, no reply to it', async () => {
    const { post, writer, comment } = await thread();
    await (await signedInAgent(app, writer)).delete(`/api/comments/${comment.id}`).expect(204);
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    await editor
      .delete(`/api/comments/${comment.id}`)
      .expect(404, { message: 'Comment not found' });
    await editor
      .patch(`/api/comments/${comment.id}`)
      .send({ isApproved: false })
      .expect(404, { message: 'Comment not found' });
    const reply = await editor
      .post('/api/comments')
      .send({ postId: post.id, parentId: comment.id, content: 'Anyone there?' })
      .expect(400);
    expect(reply.body.errors).toEqual({
      parentId: 'The comment you are replying to does not exist',
    });
  });

  it('leaves nothing to moderate: placeholders stay out of the queue, the lists and the counts', async () => {
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    const before = (await editor.get('/api/admin/overview').expect(200)).body;
    const { writer, comment } = await thread({ approved: false });
    await (await signedInAgent(app, writer)).delete(`/api/comments/${comment.id}`).expect(204);

    for (const isApproved of ['false', 'true', undefined]) {
      const { body } = await editor
        .get('/api/comments')
        .query(isApproved ? { isApproved } : {})
        .expect(200);
      expect(body.comments.map((each: { id: number }) => each.id)).not.toContain(comment.id);
    }
    const after = (await editor.get('/api/admin/overview').expect(200)).body;
    expect(before.counts.commentsAwaitingModeration).toEqual(expect.any(Number));
    expect(after.counts.commentsAwaitingModeration).toBe(before.counts.commentsAwaitingModeration);
  });

  it('shows readers no placeholder when none of its replies is approved yet', async () => {
    const post = await createPost({ authorId: (await createUser({ role: 'author' })).id });
    const writer = await createUser();
    const comment = await createComment({ postId: post.id, authorId: writer.id });
    await createComment({
      postId: post.id,
      authorId: writer.id,
      parentId: comment.id,
      isApproved: false,
    });
    await (await signedInAgent(app, writer)).delete(`/api/comments/${comment.id}`).expect(204);
    await commentsOf(post.id).expect(200, { comments: [], total: 0 });
  });

  it('copes with every reply deleted at once: the empty placeholder goes too', async () => {
    const post = await createPost({ authorId: (await createUser({ role: 'author' })).id });
    const writer = await createUser();
    const comment = await createComment({ postId: post.id, authorId: writer.id });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        createComment({ postId: post.id, authorId: writer.id, parentId: comment.id }),
      ),
    );
    const agent = await signedInAgent(app, writer);
    await agent.delete(`/api/comments/${comment.id}`).expect(204);
    const answers = await Promise.all(
      replies.map((reply) => agent.delete(`/api/comments/${reply.id}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(replies.map(() => 204));
    expect(await Comment.query().where('postId', post.id)).toEqual([]);
  });

  it('never fails when a comment is deleted while replies to it are being written', async () => {
    for (let round = 0; round < 5; round += 1) {
      const post = await createPost({ authorId: (await createUser({ role: 'author' })).id });
      const writer = await createUser();
      const comment = await createComment({ postId: post.id, authorId: writer.id });
      const replying = await signedInAgent(app, await createUser({ role: 'editor' }));
      const deleting = await signedInAgent(app, writer);
      const reply = () =>
        replying
          .post('/api/comments')
          .send({ postId: post.id, parentId: comment.id, content: 'Late reply' });
      // Supertest sends a request when it is awaited, so some replies go out before the deletion.
      const [early, deleted, late] = await Promise.all([
        Promise.all(Array.from({ length: 2 * round }, reply)),
        deleting.delete(`/api/comments/${comment.id}`),
        Promise.all(Array.from({ length: 10 }, reply)),
      ]);
      expect(deleted.status).toBe(204);
      const answers = [...early, ...late];
      // A reply lands before the deletion (and is kept under a placeholder) or finds it gone.
      for (const answer of answers) expect([201, 400]).toContain(answer.status);
      const kept = answers.filter((answer) => answer.status === 201).length;
      const stored = await Comment.query().findById(comment.id);
      if (kept > 0) expect(stored).toMatchObject({ content: '', deletedAt: expect.any(Date) });
      else expect(stored).toBeUndefined();
      expect(await Comment.query().where('parentId', comment.id).resultSize()).toBe(kept);
    }
  });
});
