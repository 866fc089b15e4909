import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../factories/users';
import { createInterruptibleDatabase, type InterruptibleDatabase } from '../helpers/outage';
import { createTestApp } from '../helpers/test-app';

let database: InterruptibleDatabase;
let app: Express;
let user: CreatedUser;

beforeAll(async () => {
  database = await createInterruptibleDatabase();
  app = await createTestApp(database.db);
  user = await createUser({ role: 'author' });
});
afterAll(() => database.destroy());

describe('when the database goes away and comes back', () => {
  it('answers 503 politely while it is down and recovers without a restart', async () => {
    const agent = request.agent(app);
    await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    await request(app).get('/healthz').expect(200);

    await database.goDown();

    const health = await request(app).get('/healthz').expect(503);
    expect(health.body).toEqual({ status: 'unavailable', database: 'down' });

    const api = await agent.get('/api/auth/me').expect(503);
    expect(api.body.message).toMatch(/temporarily unavailable/);

    const page = await agent.get('/blog').set('Accept', 'text/html').expect(503);
    expect(page.text).toContain("We'll be right back");
    expect(page.text).not.toMatch(/Error:|at .*\(|node_modules/);

    const login = await request(app)
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(503);
    expect(login.body).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });

    await database.comeBack();

    await request(app).get('/healthz').expect(200);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.username).toBe(user.username);
  });
});
