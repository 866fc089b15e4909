import type { Express } from 'express';
import request from 'supertest';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '#src/services/analytics/days';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { analyticsApp, rawEvent, sendBeacon } from './analytics-support';

let database: TestDatabase;
let app: Express;
let server: Server;
let agents: Record<'user' | 'author' | 'editor' | 'admin', request.Agent>;
const today = utcDay(new Date());
const week = `from=${addDays(today, -6)}&to=${today}`;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, server } = await analyticsApp(database.db));
  const signIn = async (role: 'user' | 'author' | 'editor' | 'admin') =>
    signedInAgent(app, await createUser({ role }));
  agents = {
    user: await signIn('user'),
    author: await signIn('author'),
    editor: await signIn('editor'),
    admin: await signIn('admin'),
  };
  await database
    .db('analyticsEvents')
    .insert([
      rawEvent(today, 1, '/', { source: '=cmd|calc', utmCampaign: '@SUM(A1)' }),
      rawEvent(today, 1, '/blog/hello-world'),
      rawEvent(today, 2, '/blog/hello-world'),
      rawEvent(today, 2, '/blog/'),
      rawEvent(addDays(today, -3), 3, '/blog/older-post'),
      rawEvent(addDays(today, -40), 4, '/blog/too-old'),
    ]);
});
afterAll(async () => {
  server.close();
  await database.destroy();
});

const reads = [
  `/api/analytics/summary?${week}`,
  `/api/analytics/export.csv?table=pages&${week}`,
  '/api/analytics/glance',
  '/api/analytics/posts',
];

describe('who may read the figures', () => {
  it.each(reads)(
    '%s: anonymous 401, readers and authors 403, editors and admins 200',
    async (url) => {
      await request(app).get(url).expect(401);
      await agents.user.get(url).expect(403);
      await agents.author.get(url).expect(403);
      await agents.editor.get(url).expect(200);
      const response = await agents.admin.get(url).expect(200);
      expect(response.headers['cache-control']).toMatch(/private/);
    },
  );
});

describe('the summary', () => {
  it('answers 400 with a message for a bad range', async () => {
    for (const query of [
      '',
      'from=2026-01-10&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=today',
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const response = await agents.editor.get(`/api/analytics/summary?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toEqual(expect.any(String));
    }
  });

  it('counts today from the raw events as they arrive', async () => {
    const { body } = await agents.editor.get(`/api/analytics/summary?${week}`).expect(200);
    expect(body).toMatchObject({ visitors: 3, pageviews: 5 });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)).toEqual({ date: today, visitors: 2, pageviews: 4 });
    expect(body.pages[0]).toEqual({ path: '/blog/hello-world', visitors: 2, pageviews: 2 });
  });
});

describe('the glance and post views', () => {
  it('give today and the last 7 days, and the blog paths of the last 30 days', async () => {
    const glance = (await agents.editor.get('/api/analytics/glance').expect(200)).body;
    expect(glance.today).toBe(2);
    expect(glance.series).toHaveLength(7);
    expect(
      glance.series.reduce((n: number, day: { visitors: number }) => n + day.visitors, 0),
    ).toBe(3);

    const posts = (await agents.editor.get('/api/analytics/posts').expect(200)).body;
    expect(posts).toMatchObject({ from: addDays(today, -29), to: today });
    expect(posts.views).toEqual([
      { path: '/blog/hello-world', pageviews: 2, visitors: 2 },
      { path: '/blog/older-post', pageviews: 1, visitors: 1 },
    ]);
  });
});

describe('the CSV export', () => {
  it('streams a table with formula-looking cells defused', async () => {
    const sources = await agents.admin
      .get(`/api/analytics/export.csv?table=sources&${week}`)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    expect(sources.text.split('\r\n')).toEqual(['source,visitors', 'direct,2', "'=cmd|calc,1", '']);
    const campaigns = await agents.admin
      .get(`/api/analytics/export.csv?table=campaigns&${week}`)
      .expect(200);
    expect(campaigns.text).toContain("'@SUM(A1),'=cmd|calc,1,0");
    const empty = await agents.admin
      .get('/api/analytics/export.csv?table=conversionsByCampaign&from=2020-01-01&to=2020-01-07')
      .expect(200);
    expect(empty.text).toBe('campaign,source,visitors,leads,rate\r\n');
  });

  it('answers 400 for an unknown table', async () => {
    const response = await agents.admin
      .get(`/api/analytics/export.csv?table=users&${week}`)
      .expect(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('a beacon sent by staff through the same app', () => {
  it('is not in the figures', async () => {
    await agents.admin
      .post('/api/events')
      .send({ name: 'pageview', path: '/staff-only' })
      .expect(202);
    await sendBeacon(server, { name: 'pageview', path: '/' }, { headers: { DNT: '1' } }).expect(
      202,
    );
    const { body } = await agents.editor.get(`/api/analytics/summary?${week}`).expect(200);
    expect(body.pages.map((page: { path: string }) => page.path)).not.toContain('/staff-only');
  });
});
