import type { Express } from 'express';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Comment } from '#src/models/comment';
import { createPost } from '../factories/content';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let postId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a "proxy", so each test can come from its own address and keep its own counters.
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
  postId = (await createPost({ authorId: (await createUser({ role: 'author' })).id })).id;
});
afterAll(() => database.destroy());

/** A client address no other test uses. */
const freshIp = addressSequence('203.0');

const tooManyFromUser =
  'You have posted a lot of comments in a short time. Please wait a few minutes and try again.';
const tooManyFromAddress =
  'Too many comments were sent from your connection. Please wait a few minutes and try again.';

const comment = (agent: request.Agent, ip: string, content = 'Thanks for this!') =>
  agent.post('/api/comments').set('X-Forwarded-For', ip).send({ postId, content });

function expectRefused(response: request.Response, message: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('comment rate limits', () => {
  it('accepts at most 10 comments per reader in 10 minutes, however many arrive at once', async () => {
    const reader = await createUser();
    const agent = await signedInAgent(app, reader);
    // Each from its own address, so only the account's allowance applies.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => comment(agent, freshIp(), `Comment ${index}`)),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(10);
    for (const answer of answers.filter((each) => each.status !== 201))
      expectRefused(answer, tooManyFromUser);
    expect(await Comment.query().where('authorId', reader.id).resultSize()).toBe(10);
  });

  it('accepts at most 30 comments per address in 10 minutes, across accounts', async () => {
    const ip = freshIp();
    const agents = await Promise.all(
      Array.from({ length: 20 }, async () => signedInAgent(app, await createUser())),
    );
    // 20 readers, 3 comments each, all at once from one address: 60 tries.
    const answers = await Promise.all(
      agents.flatMap((agent) => [comment(agent, ip), comment(agent, ip), comment(agent, ip)]),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(30);
    for (const answer of answers.filter((each) => each.status !== 201))
      expectRefused(answer, tooManyFromAddress);
    // Another address is not affected.
    await comment(agents[0]!, freshIp()).expect(201);
  });

  it('limits authors like readers, but not the editors and admins who moderate', async () => {
    const author = await signedInAgent(app, await createUser({ role: 'author' }));
    const authorAnswers = await Promise.all(
      Array.from({ length: 12 }, () => comment(author, freshIp())),
    );
    expect(authorAnswers.filter((answer) => answer.status === 201)).toHaveLength(10);

    for (const role of ['editor', 'admin'] as const) {
      const moderator = await signedInAgent(app, await createUser({ role }));
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 40 }, () => comment(moderator, ip)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    }
  });
});
