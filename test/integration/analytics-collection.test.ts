import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxBeaconBytes } from '#src/schemas/analytics';
import type { AnalyticsCollector } from '#src/services/analytics/collector';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import {
  analyticsApp,
  type BeaconOptions,
  chromeOnWindows,
  pageview,
  safariOnIphone,
  sendBeacon,
  testClock,
} from './analytics-support';

let database: TestDatabase;
let app: Express;
let server: Server;
let collector: AnalyticsCollector;
const clock = testClock('2026-11-20T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, server, collector } = await analyticsApp(database.db, clock.now));
});
afterAll(async () => {
  server.close();
  await database.destroy();
});
beforeEach(async () => {
  clock.set('2026-11-20T10:00:00Z');
  await database.db('analyticsEvents').delete();
});

const events = async () => {
  await collector.flush();
  return database.db('analyticsEvents').orderBy('id');
};

describe('visitor ids', () => {
  it('are one per visitor and day, change the next day, and no address is stored', async () => {
    const address = '198.51.100.123';
    await sendBeacon(server, pageview('/'), { address }).expect(202);
    await sendBeacon(server, pageview('/pricing'), { address }).expect(202);
    await sendBeacon(server, pageview('/'), { address, userAgent: safariOnIphone }).expect(202);
    clock.set('2026-11-21T09:00:00Z');
    await sendBeacon(server, pageview('/'), { address }).expect(202);

    const rows = await events();
    expect(rows).toHaveLength(4);
    expect(rows[0].visitorId).toBe(rows[1].visitorId);
    expect(rows[2].visitorId).not.toBe(rows[0].visitorId);
    expect(rows[3].visitorId).not.toBe(rows[0].visitorId);
    expect(rows.map((row) => row.day)).toHaveLength(4);
    expect(rows[2]).toMatchObject({ device: 'mobile', browser: 'Safari', os: 'iOS' });
    expect(rows[0]).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Windows' });

    // Only the new day's salt is left: yesterday's ids can no longer be recomputed.
    const salts = await database.db('analyticsSalts').select(database.db.raw('day::text as day'));
    expect(salts).toEqual([{ day: '2026-11-21' }]);

    const { rows: columns } = (await database.db.raw(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and table_name like 'analytics_%'
         and data_type in ('text', 'character varying')`,
    )) as { rows: Array<{ table_name: string; column_name: string }> };
    expect(columns.length).toBeGreaterThan(10);
    for (const { table_name: table, column_name: column } of columns) {
      const found = await database.db(table).where(column, 'like', '%198.51.100%').first();
      expect(found, `${table}.${column}`).toBeUndefined();
    }
  });
});

describe('what is not counted', () => {
  it('a visitor asking not to be tracked (DNT or GPC) gets 202 and is not counted', async () => {
    await sendBeacon(server, pageview('/'), { headers: { DNT: '1' } }).expect(202);
    await sendBeacon(server, pageview('/'), { headers: { 'Sec-GPC': '1' } }).expect(202);
    expect(await events()).toHaveLength(0);
    await sendBeacon(server, pageview('/'), { headers: { DNT: '0' } }).expect(202);
    expect(await events()).toHaveLength(1);
  });

  it('bots and requests without a user agent are dropped', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await sendBeacon(server, pageview('/'), { userAgent: googlebot }).expect(202);
    await sendBeacon(server, pageview('/'), { userAgent: 'curl/8.5.0' }).expect(202);
    await sendBeacon(server, pageview('/'), { userAgent: 'HeadlessChrome/120' }).expect(202);
    expect(await events()).toHaveLength(0);
  });

  it('signed-in staff are not counted; signed-in readers are', async () => {
    for (const role of ['admin', 'editor', 'author'] as const) {
      const agent = await signedInAgent(app, await createUser({ role }));
      await agent
        .post('/api/events')
        .set('User-Agent', chromeOnWindows)
        .send(pageview('/blog'))
        .expect(202);
    }
    expect(await events()).toHaveLength(0);
    const reader = await signedInAgent(app, await createUser({ role: 'user' }));
    await reader.post('/api/events').set('User-Agent', chromeOnWindows).send(pageview('/blog'));
    expect(await events()).toHaveLength(1);
  });
});

describe('the beacon', () => {
  it('is accepted as text/plain (sendBeacon) and from the same origin', async () => {
    await sendBeacon(
      server,
      pageview('/landing', { utm: { source: 'Newsletter', campaign: 'fall' } }),
      {
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: 'http://127.0.0.1',
          Host: '127.0.0.1',
          'Sec-Fetch-Site': 'same-origin',
        },
      },
    ).expect(202);
    const [row] = await events();
    expect(row).toMatchObject({ path: '/landing', source: 'newsletter', utmCampaign: 'fall' });
  });

  it('records the referring site as the source, and this site as no referrer', async () => {
    await sendBeacon(server, pageview('/', { referrer: 'https://www.google.com/search?q=ava' }));
    await sendBeacon(server, pageview('/pricing', { referrer: 'http://localhost:3000/' }));
    const rows = await events();
    expect(rows.map((row) => [row.source, row.referrerHost])).toEqual([
      ['google.com', 'google.com'],
      ['direct', null],
    ]);
  });

  it('is refused from another site', async () => {
    await sendBeacon(server, pageview('/'), {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    }).expect(403);
  });

  it('answers 400 with a message when malformed, and 413 when oversized', async () => {
    const bad = [
      '{not json',
      '',
      JSON.stringify({ name: 'pageview' }),
      JSON.stringify({ name: 'purchase', path: '/' }),
      JSON.stringify(pageview('no-slash')),
      JSON.stringify(pageview('/', { extra: 1 })),
      JSON.stringify(pageview('/', { width: 'huge' })),
      '[]',
    ];
    for (const body of bad) {
      const response = await sendBeacon(server, body);
      expect(response.status, body).toBe(400);
      expect(response.body.message, body).toEqual(expect.any(String));
    }
    const huge = JSON.stringify(pageview('/', { referrer: 'x'.repeat(maxBeaconBytes) }));
    const response = await sendBeacon(server, huge).expect(413);
    expect(response.body.message).toEqual(expect.any(String));
    await sendBeacon(server, pageview('/'), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).expect(415);
    expect(await events()).toHaveLength(0);
  });

  it('gets the same answers with or without a session cookie (two doors, one set of rules)', async () => {
    const cases: Array<[string, BeaconOptions, string]> = [
      ['valid', {}, JSON.stringify(pageview('/'))],
      ['malformed', {}, '{not json'],
      ['invalid', {}, JSON.stringify(pageview('no-slash'))],
      ['oversized', {}, JSON.stringify(pageview('/', { referrer: 'x'.repeat(maxBeaconBytes) }))],
      ['form-encoded', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 'a=1'],
      ['foreign', { headers: { Origin: 'https://evil.example' } }, JSON.stringify(pageview('/'))],
    ];
    for (const [label, options, body] of cases) {
      const withoutCookie = await sendBeacon(server, body, options);
      const withCookie = await sendBeacon(server, body, {
        ...options,
        headers: { ...options.headers, Cookie: 'sid=s%3Anot-a-session.x' },
      });
      expect([withCookie.status, withCookie.body], label).toEqual([
        withoutCookie.status,
        withoutCookie.body,
      ]);
    }
    expect(await events()).toHaveLength(2);
  });

  it('refuses a chunked body past 4 KB without reading it to the end', async () => {
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const sending = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/events',
          headers: { 'Content-Type': 'text/plain' },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      sending.on('error', reject);
      sending.write('{"name":"pageview","path":"/","referrer":"');
      sending.write('x'.repeat(maxBeaconBytes));
      // Never ended: the answer must come anyway.
    });
    expect(status).toBe(413);
  });

  it('counts every one of 500 concurrent beacons once flushed', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        sendBeacon(server, pageview(`/blog/post-${n % 7}`), {
          address: `10.60.${Math.floor(n / 200)}.${n % 200}`,
        }),
      ),
    );
    expect(responses.every((response) => response.status === 202)).toBe(true);
    const rows = await events();
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((row) => row.visitorId)).size).toBe(500);
  });

  it('is limited per address: a flood gets 429 while others still get through', async () => {
    const flood = await Promise.all(
      Array.from({ length: 330 }, () =>
        sendBeacon(server, pageview('/'), { address: '192.0.2.66' }).then((r) => r.status),
      ),
    );
    expect(flood.filter((status) => status === 202)).toHaveLength(300);
    expect(flood.filter((status) => status === 429)).toHaveLength(30);
    await sendBeacon(server, pageview('/'), { address: '192.0.2.67' }).expect(202);
  });
});
