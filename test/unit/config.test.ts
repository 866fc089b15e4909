import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../helpers/config-problems';
import { loadConfig } from '#src/config/env';
import { absoluteUrl, toPublicSite } from '#src/config/site';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'ava-config-'));

const problemsOf = configProblemsOf;

describe('loadConfig', () => {
  it('has working defaults for a newcomer: port 3000, embedded database, demo credentials on', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(dataDir));
    expect(config.showDemoCredentials).toBe(true);
    expect(config.site.phone).toMatch(/555/);
    expect(config.site.email).toMatch(/example\.com$/);
    expect(config.site.bookingWidgetUrl).toBeUndefined();
    expect(config.site.url).toBe('http://localhost:3000');
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('requires SESSION_SECRET and SITE_URL in production and turns demo credentials off there', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: required in production/),
      expect.stringMatching(/^SITE_URL: required in production/),
    ]);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      SITE_URL: 'https://www.example.com',
    });
    expect(config.showDemoCredentials).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('names every malformed variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      SHOW_DEMO_CREDENTIALS: 'maybe',
      BOOKING_WIDGET_URL: 'javascript:alert(1)',
      SESSION_SECRET: 'short',
    });
    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'BOOKING_WIDGET_URL',
        'DATABASE_URL',
        'PORT',
        'SESSION_SECRET',
        'SHOW_DEMO_CREDENTIALS',
      ].sort(),
    );
  });

  it('reads PostgreSQL, proxy and flag settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/site',
      TRUST_PROXY: '1',
      SHOW_DEMO_CREDENTIALS: 'off',
      BOOKING_WIDGET_URL: 'https://booking.example.net/widget/abc',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/site');
    expect(config.trustProxy).toBe(1);
    expect(config.showDemoCredentials).toBe(false);
    expect(config.site.bookingWidgetUrl).toBe('https://booking.example.net/widget/abc');
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(problemsOf({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: 'true' would trust any client's X-Forwarded-For; set the number of proxies .*\(e\.g\. 1\)/,
      ),
    ]);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses and subnets', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '1.2.3.4/8/8']) {
      expect(problemsOf({ DATA_DIR: tempDir(), TRUST_PROXY: bad })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be false, a hop count/),
      ]);
    }
  });

  it('reads the public origin from SITE_URL, or serves canonical links from localhost on PORT', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).site.url).toBe(
      'http://localhost:8080',
    );
    const config = loadConfig({ DATA_DIR: tempDir(), SITE_URL: 'https://www.example.com/' });
    expect(config.site.url).toBe('https://www.example.com');
    expect(toPublicSite(config).url).toBe('https://www.example.com');
    for (const notAnOrigin of [
      'https://www.example.com/blog',
      'https://www.example.com/?a=1',
      'ftp://example.com',
    ]) {
      expect(problemsOf({ DATA_DIR: tempDir(), SITE_URL: notAnOrigin })).toEqual([
        expect.stringMatching(/^SITE_URL: must be/),
      ]);
    }
  });

  it('builds absolute URLs on the public origin without the query string', () => {
    const site = { url: 'https://www.example.com' };
    expect(absoluteUrl(site, '/')).toBe('https://www.example.com/');
    expect(absoluteUrl(site, '/blog?page=2#top')).toBe('https://www.example.com/blog');
    expect(absoluteUrl(site, '//other.example.net/x')).toBe(
      'https://www.example.com//other.example.net/x',
    );
    expect(absoluteUrl(site, 'images/og-default.png')).toBe(
      'https://www.example.com/images/og-default.png',
    );
  });

  it('runs WEB_CONCURRENCY processes on PostgreSQL only, auto being one per core', () => {
    const dataDir = tempDir();
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.internal/site' };
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(problemsOf({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).toEqual([
      'WEB_CONCURRENCY: 2 processes need PostgreSQL, as the embedded database (DATA_DIR) can be opened by one process only; set DATABASE_URL, or leave WEB_CONCURRENCY unset to run one process',
    ]);
    expect(problemsOf({ ...postgres, WEB_CONCURRENCY: 'lots' })[0]).toMatch(
      /^WEB_CONCURRENCY: must be a number of processes \(e\.g\. 4\) or auto/,
    );
    expect(problemsOf({ ...postgres, WEB_CONCURRENCY: '0' })).toHaveLength(1);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', VIDEO_EMBED_URL: '  ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.site.videoEmbedUrl).toBeUndefined();
  });
});
