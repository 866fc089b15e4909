import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../factories/users';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let editor: CreatedUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await createUser({ username: 'Erin', role: 'editor', fullName: 'Erin Castillo' });
});
afterAll(() => database.destroy());

function sessionCookie(response: request.Response): string | undefined {
  const cookies = response.get('Set-Cookie') ?? [];
  return cookies.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
}

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the user with role, never the hash', async () => {
    const response = await request(app)
      .post('/api/auth/login')
      .send({ username: 'Erin', password: editor.password })
      .expect(200);
    expect(response.body).toEqual({
      id: editor.id,
      username: 'Erin',
      email: editor.email,
      fullName: 'Erin Castillo',
      role: 'editor',
    });
    expect(JSON.stringify(response.body)).not.toContain('argon2');
    const cookie = response.get('Set-Cookie')?.find((value) => value.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts the username in any case', async () => {
    await request(app)
      .post('/api/auth/login')
      .send({ username: 'erin', password: editor.password })
      .expect(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrong = await request(app)
      .post('/api/auth/login')
      .send({ username: 'Erin', password: 'nope-nope' });
    const unknown = await request(app)
      .post('/api/auth/login')
      .send({ username: 'nobody', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 with field messages when fields are missing', async () => {
    const response = await request(app).post('/api/auth/login').send({}).expect(400);
    expect(response.body.errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(response.body.message).toBe('Username is required');
  });

  it('never reads credentials from the address: a password in the query string is refused', async () => {
    // Passport's local strategy would look in the query string when the body lacks a field.
    const response = await request(app)
      .post(`/api/auth/login?username=Erin&password=${encodeURIComponent(editor.password)}`)
      .send({})
      .expect(400);
    expect(response.body.errors).toMatchObject({ password: 'Password is required' });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('gives a new session id at login, so a planted session cannot be reused', async () => {
    const agent = request.agent(app);
    const first = await agent
      .post('/api/auth/login')
      .send({ username: 'Erin', password: editor.password });
    const second = await agent
      .post('/api/auth/login')
      .send({ username: 'Erin', password: editor.password });
    expect(sessionCookie(first)).toBeDefined();
    expect(sessionCookie(second)).toBeDefined();
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    // The old id no longer signs anyone in.
    await request(app).get('/api/auth/me').set('Cookie', sessionCookie(first)!).expect(401);
  });
});

describe('session lifecycle', () => {
  it('knows the user after login and forgets them after logout', async () => {
    const agent = request.agent(app);
    await agent.get('/api/auth/me').expect(401);
    await agent
      .post('/api/auth/login')
      .send({ username: 'Erin', password: editor.password })
      .expect(200);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ username: 'Erin', role: 'editor' });
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/me').expect(401);
  });

  it('keeps sessions in the database', async () => {
    const agent = request.agent(app);
    await agent
      .post('/api/auth/login')
      .send({ username: 'Erin', password: editor.password })
      .expect(200);
    const rows = await database.db('sessions').select('sess');
    const sessions = rows.map((row: { sess: unknown }) =>
      typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess,
    );
    expect(
      sessions.some((sess: { passport?: { user?: number } }) => sess.passport?.user === editor.id),
    ).toBe(true);
  });

  it('answers /api/auth/me with 401 JSON when signed out', async () => {
    const response = await request(app).get('/api/auth/me').expect(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
  });
});
