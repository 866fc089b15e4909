import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { pino } from 'pino';
import { createApp } from '#src/app';
import { loadConfig, type Config } from '#src/config/env';
import type { Database } from '#src/models/db';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ava-test-')),
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/** The real app on a test database, without the page renderer (pages are covered by e2e). */
export function createTestApp(db: Database, config: Config = testConfig()): Promise<Express> {
  return createApp({ config, db, logger: pino({ level: 'silent' }), pages: 'none' });
}
