import session, { type SessionData } from 'express-session';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env';
import type { Database } from '../models/db';

const twoWeeks = 14 * 24 * 60 * 60 * 1000;

export const sessionCookieName = 'sid';

const sessionCookie = new RegExp(`(^|;)\\s*${sessionCookieName}=`);

/** Whether the request carries a session cookie at all (signed in, or was once). */
export const mayHaveSession = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && sessionCookie.test(cookieHeader);

/**
 * The knex store both calls back with an error and rejects its promise; express-session only
 * listens to the callback, so the rejection is absorbed here instead of crashing the process.
 */
class DatabaseSessionStore extends ConnectSessionKnexStore {
  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void) {
    return super.get(sid, callback).catch(() => null);
  }
  override set(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    return super.set(sid, data, callback).catch(() => undefined);
  }
  override touch(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    return super
      .touch(sid, data, callback as () => void)
      .catch((error: unknown) => callback?.(error));
  }
  override destroy(sid: string, callback?: (err?: unknown) => void) {
    return super.destroy(sid, callback).catch(() => 0);
  }
}

export function sessionMiddleware(config: Config, db: Database): RequestHandler {
  const store = new DatabaseSessionStore({
    knex: db,
    tableName: 'sessions',
    createTable: false,
    cleanupInterval: 15 * 60 * 1000,
    onDbCleanupError: () => undefined,
  });
  return session({
    name: sessionCookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: twoWeeks,
    },
  });
}
