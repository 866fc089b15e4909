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
    /** The browser and address that signed in, listed on the account page. */
    client?: { userAgent: string | null; address: string | null };
    /** Password accepted, second step awaited: whose, and until when (ms since the epoch). */
    twoFactorPending?: { userId: number; username: string; until: number };
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
  req.session.client = {
    userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
    address: req.ip ?? null,
  };
}
