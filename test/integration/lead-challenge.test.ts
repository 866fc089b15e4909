import type { Express } from 'express';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  issueLeadChallenge,
  leadChallengeLifetimeMs,
  leadChallengeMessage,
  leadChallengeSecrets,
} from '#src/services/leads/lead-challenge';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let editor: CreatedUser;
let ip = 0;
const config = testConfig({ TRUST_PROXY: '1' });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, config);
  admin = await createUser({ role: 'admin' });
  editor = await createUser({ role: 'editor' });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db('leads').delete();
  await database.db('settings').where('context', 'notifications').delete();
});

const lead = { name: 'Pat Visitor', email: 'pat@example.test', message: 'Hello', fillMs: 9_000 };
function sendLead(extra: Record<string, unknown> = {}) {
  ip += 1;
  return request(app)
    .post('/api/leads')
    .set('X-Forwarded-For', `10.9.${Math.floor(ip / 250)}.${ip % 250}`)
    .send({ ...lead, ...extra });
}

async function turnChallenge(on: boolean) {
  const agent = await signedInAgent(app, admin);
  await agent
    .put('/api/settings/notifications')
    .send({ leadRecipients: [], confirmToVisitor: false, spamChallenge: on })
    .expect(200);
}

async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

async function fetchSolved() {
  const response = await request(app).get('/api/leads/challenge').expect(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body.required).toBe(true);
  return solved(response.body.challenge as Challenge);
}

function expectRefused(response: request.Response) {
  expect(response.status).toBe(400);
  expect(response.body.errors).toEqual({ altcha: leadChallengeMessage });
}

describe('the lead forms proof-of-work check', () => {
  it('is off by default: no challenge, leads accepted without one', async () => {
    const answer = await request(app).get('/api/leads/challenge').expect(200);
    expect(answer.body).toEqual({ required: false });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    await sendLead().expect(201);
  });

  it('when on, accepts a solved challenge once and refuses its replay', async () => {
    await turnChallenge(true);
    const altcha = await fetchSolved();
    await sendLead({ altcha }).expect(201);
    expectRefused(await sendLead({ altcha }));
    expect(await database.db('leads').select('email')).toEqual([{ email: lead.email }]);
  });

  it('when on, refuses a missing, unsolved, tampered or expired one', async () => {
    await turnChallenge(true);
    expectRefused(await sendLead());
    const altcha = await fetchSolved();
    const wrongKey = { ...altcha.solution, derivedKey: '00'.repeat(32) };
    expectRefused(await sendLead({ altcha: { ...altcha, solution: wrongKey } }));
    const easier = { ...altcha.challenge.parameters, keyPrefix: '0' };
    expectRefused(
      await sendLead({
        altcha: { ...altcha, challenge: { ...altcha.challenge, parameters: easier } },
      }),
    );
    const forged = { ...altcha.challenge, signature: 'ab'.repeat(32) };
    expectRefused(await sendLead({ altcha: { ...altcha, challenge: forged } }));

    const issuedAt = Date.now() - leadChallengeLifetimeMs - 1000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(issuedAt);
    const old = await issueLeadChallenge(leadChallengeSecrets(config.sessionSecret));
    now.mockRestore();
    expectRefused(await sendLead({ altcha: await solved(old) }));
    // The untouched one still passes: none of the refusals used it up.
    await sendLead({ altcha }).expect(201);
  });

  it('refuses hostile sizes and shapes whether on or off', async () => {
    const altcha = await fetchSolvedWhileOn();
    await turnChallenge(false);
    const huge = { ...altcha.challenge, signature: 'a'.repeat(100_000) };
    expect((await sendLead({ altcha: { ...altcha, challenge: huge } })).status).toBe(400);
    const costly = { ...altcha.challenge.parameters, cost: 1_000_000 };
    const heavy = { ...altcha, challenge: { ...altcha.challenge, parameters: costly } };
    expect((await sendLead({ altcha: heavy })).status).toBe(400);
    expect((await sendLead({ altcha: 'not an object' })).status).toBe(400);
    await turnChallenge(true);
    expectRefused(await sendLead({ altcha: heavy }));
    expect((await sendLead({ altcha: { challenge: [], solution: null } })).status).toBe(400);
  });

  it('is set by admins only', async () => {
    const agent = await signedInAgent(app, editor);
    await agent
      .put('/api/settings/notifications')
      .send({ leadRecipients: [], confirmToVisitor: false, spamChallenge: true })
      .expect(403);
    await request(app)
      .put('/api/settings/notifications')
      .send({ leadRecipients: [], confirmToVisitor: false, spamChallenge: true })
      .expect(401);
    expect((await request(app).get('/api/leads/challenge').expect(200)).body).toEqual({
      required: false,
    });
  });
});

async function fetchSolvedWhileOn() {
  await turnChallenge(true);
  return fetchSolved();
}
