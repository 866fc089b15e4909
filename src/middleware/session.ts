import session, { type SessionData } from 'express-session';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env';
import type { Database } from '../models/db';
import { absoluteLifetimeMs, idleLifetimeMs, sessionCookieName } from '../http/session-state';

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
      maxAge: idleLifetimeMs,
    },
  });
}

/**
 * Ends a signed-in session that outlived its absolute lifetime, before Passport reads the user
 * from it: the request goes on signed out with a fresh, empty session. A session from before
 * sign-in times were recorded starts counting now.
 */
export const endExpiredSessions: RequestHandler = (req, _res, next) => {
  const session = req.session;
  if (session?.passport?.user === undefined) return next();
  if (session.signedInAt === undefined) {
    session.signedInAt = Date.now();
    return next();
  }
  if (Date.now() - session.signedInAt <= absoluteLifetimeMs) return next();
  session.regenerate((error: unknown) => next(error));
};
