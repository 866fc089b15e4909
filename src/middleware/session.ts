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
  constructor(
    private readonly db: Database,
    options: ConstructorParameters<typeof ConnectSessionKnexStore>[0],
  ) {
    super(options);
  }

  /** A signed-in session's row also says whose it is, and from which browser (the account page). */
  private async describe(sid: string, data: SessionData) {
    const userId = data.passport?.user;
    if (userId === undefined) return;
    const now = new Date();
    await this.db('sessions')
      .where('sid', sid)
      .update({
        userId,
        userAgent: data.client?.userAgent ?? null,
        address: data.client?.address ?? null,
        createdAt: new Date(data.signedInAt ?? now.getTime()),
        lastSeenAt: now,
      });
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void) {
    return super.get(sid, callback).catch(() => null);
  }
  override set(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    return super
      .set(sid, data)
      .then(() => this.describe(sid, data))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }
  /**
   * Each request of a signed-in session renews its expiry (rolling); the same statement moves
   * "last seen" on, at most once a minute, so the account page's list costs no extra write.
   */
  override async touch(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    try {
      const expires = data.cookie.expires;
      if (expires) {
        const now = new Date();
        const minuteAgo = new Date(now.getTime() - 60_000);
        await this.db('sessions')
          .where('sid', sid)
          .where('expired', '>', now)
          .update({
            expired: expires,
            lastSeenAt: this.db.raw(
              'case when last_seen_at is null or last_seen_at < ? then ? else last_seen_at end',
              [minuteAgo, now],
            ),
          });
      }
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }
  override destroy(sid: string, callback?: (err?: unknown) => void) {
    return super.destroy(sid, callback).catch(() => 0);
  }
}

export function sessionMiddleware(config: Config, db: Database): RequestHandler {
  const store = new DatabaseSessionStore(db, {
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
