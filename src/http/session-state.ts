import type { Request } from 'express';

/* The session cookie's facts: shared by the session middleware, the public cache and sign-in. */

const day = 24 * 60 * 60 * 1000;
/** A session unused this long ends (each request renews it). */
export const idleLifetimeMs = 14 * day;
/** However busy, a session ends this long after its sign-in: a stolen cookie does not last. */
export const absoluteLifetimeMs = 30 * day;

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since the epoch). */
    signedInAt: number;
    passport: { user?: number };
  }
}

export const sessionCookieName = 'sid';

const sessionCookie = new RegExp(`(^|;)\\s*${sessionCookieName}=`);

/** Whether the request carries a session cookie at all (signed in, or was once). */
export const mayHaveSession = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && sessionCookie.test(cookieHeader);

/** Called right after a sign-in, on the new session. */
export function startSignedInSession(req: Request): void {
  req.session.signedInAt = Date.now();
}
