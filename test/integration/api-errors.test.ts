import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});
afterAll(() => database.destroy());

function expectNoInternals(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/i);
}

describe('bad input on the API', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "admin", ')
      .expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
    expectNoInternals(response.body);
  });

  it('answers an oversize body with 413', async () => {
    const response = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await request(app).get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'No API endpoint GET /api/does-not-exist' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('username=admin&password=admin123')
      .expect(415);
    expect(response.body.message).toMatch(/JSON/);
  });

  it('answers wrongly typed fields with 400, not 500', async () => {
    const response = await request(app)
      .post('/api/auth/login')
      .send({ username: { $ne: null }, password: ['a'] })
      .expect(400);
    expect(response.body.errors).toHaveProperty('username');
    expectNoInternals(response.body);
  });

  it('refuses state-changing requests from another origin with 403', async () => {
    const fromOrigin = await request(app)
      .post('/api/auth/logout')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(fromOrigin.body).toEqual({ message: 'Cross-origin requests are not allowed' });
    await request(app).post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('accepts a same-origin request', async () => {
    const agent = request(app).post('/api/auth/logout');
    await agent.set('Origin', 'http://127.0.0.1').set('Host', '127.0.0.1').expect(200);
  });

  it('marks API answers as not cacheable and sends security headers', async () => {
    const response = await request(app).get('/api/auth/me');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w-]+'/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /healthz', () => {
  it('answers 200 when the database answers', async () => {
    const response = await request(app).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });
});
