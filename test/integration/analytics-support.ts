import type { Server } from 'node:http';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '#src/app';
import type { Database } from '#src/models/db';
import { AnalyticsCollector } from '#src/services/analytics/collector';
import { testConfig } from '../helpers/test-app';

export const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A clock the test moves by hand. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set: (at: string) => {
      current = new Date(at);
    },
  };
}

/** The real app with a collector the test can flush (and, given a clock, move across days). */
export async function analyticsApp(db: Database, now?: () => Date) {
  const config = testConfig({ TRUST_PROXY: '1' });
  const logger = pino({ level: 'silent' });
  const collector = new AnalyticsCollector({ db, logger, siteUrl: config.site.url, now });
  const app = await createApp({ config, db, logger, pages: 'none', analytics: collector });
  // One listening server for many beacons (supertest would start one per request).
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { app, server, collector, siteUrl: config.site.url };
}

export interface BeaconOptions {
  address?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/** A beacon as a browser sends it, from `address` (through the trusted proxy). */
export function sendBeacon(app: Express | Server, body: unknown, options: BeaconOptions = {}) {
  const pending = request(app)
    .post('/api/events')
    .set('X-Forwarded-For', options.address ?? '203.0.113.7')
    .set('User-Agent', options.userAgent ?? chromeOnWindows)
    .set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) pending.set(name, value);
  return pending.send(typeof body === 'string' ? body : JSON.stringify(body));
}

export const pageview = (path: string, extra: Record<string, unknown> = {}) => ({
  name: 'pageview',
  path,
  ...extra,
});

let eventSequence = 0;

/** A raw event row as the collector writes it; visitors are small numbers for readability. */
export function rawEvent(
  day: string,
  visitor: number,
  path: string,
  extra: Partial<Record<string, string | null>> = {},
) {
  eventSequence += 1;
  return {
    createdAt: new Date(Date.parse(`${day}T08:00:00Z`) + eventSequence * 1_000),
    day,
    visitorId: String(visitor),
    name: 'pageview',
    path,
    source: 'direct',
    referrerHost: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    width: 'desktop',
    leadKind: null,
    ...extra,
  };
}
