import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
/** Every line the app logged, parsed. */
const logged: Array<{ req?: { id?: string; url?: string } }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logged.push(JSON.parse(line)) },
  );
  app = await createApp({ config: testConfig(), db: database.db, logger, pages: 'none' });
});
afterAll(() => database.destroy());

const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The request id the app logged for the request to `url`. */
function loggedIdFor(url: string) {
  return logged.find((line) => line.req?.url === url)?.req?.id;
}

describe('X-Request-Id', () => {
  it('keeps a short, plain id sent by the proxy, in the answer and in the log', async () => {
    const id = 'edge-7f3a.2_B';
    const response = await request(app).get('/api/auth/me?plain').set('X-Request-Id', id);
    expect(response.headers['x-request-id']).toBe(id);
    expect(loggedIdFor('/api/auth/me?plain')).toBe(id);
    const longest = 'a'.repeat(64);
    const kept = await request(app).get('/api/auth/me').set('X-Request-Id', longest);
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('replaces an id that is long, or carries anything but letters, digits, dots, dashes and underscores', async () => {
    const hostile = [
      'a'.repeat(65),
      'x'.repeat(8000),
      'two words',
      '<script>alert(1)</script>',
      '{"level":60,"msg":"forged"}',
      'id,another',
      'ümlaut',
      '../../etc/passwd',
      '',
    ];
    for (const [index, id] of hostile.entries()) {
      const url = `/api/auth/me?hostile=${index}`;
      const response = await request(app).get(url).set('X-Request-Id', id);
      expect(response.headers['x-request-id'], id).toMatch(generated);
      expect(loggedIdFor(url), id).toBe(response.headers['x-request-id']);
    }
  });

  it('replaces the id when the header is sent twice (Node joins the two with a comma)', async () => {
    const response = await request(app)
      .get('/api/auth/me?twice')
      .set('X-Request-Id', 'first, second');
    expect(response.headers['x-request-id']).toMatch(generated);
  });

  it('gives a request without one a fresh id', async () => {
    const [first, second] = await Promise.all([
      request(app).get('/api/auth/me'),
      request(app).get('/api/auth/me'),
    ]);
    expect(first.headers['x-request-id']).toMatch(generated);
    expect(second.headers['x-request-id']).toMatch(generated);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
