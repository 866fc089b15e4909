import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

/**
 * "Remember this device for 30 days": after a second step, a signed cookie lets this browser skip
 * the code for the account. It is bound to the account and to the moment its second factor was
 * enrolled, so a reset or a new enrolment makes every remembered device ask again. Sent only to
 * the sign-in endpoint, like the device cookie.
 */
const cookiePath = '/api/auth/login';
export const rememberedLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

function cookieName(secret: string, userId: number) {
  return `tfa_${mac(secret, `two-factor-cookie-name:${userId}`).slice(0, 16)}`;
}

function signature(secret: string, userId: number, enrolledAt: Date, until: number) {
  return mac(secret, `two-factor-remembered:${userId}:${enrolledAt.getTime()}:${until}`);
}

/** Whether this browser was remembered for the account's current enrolment and still is. */
export function isRememberedForTwoFactor(
  req: Request,
  secret: string,
  userId: number,
  enrolledAt: Date,
): boolean {
  const value = parseCookies(req.headers.cookie ?? '')[cookieName(secret, userId)];
  const [until, signed, ...rest] = value?.split('.') ?? [];
  if (!until || !signed || rest.length > 0 || !/^\d+$/.test(until)) return false;
  if (Number(until) < Date.now()) return false;
  const expected = Buffer.from(signature(secret, userId, enrolledAt, Number(until)));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function rememberForTwoFactor(
  req: Request,
  res: Response,
  secret: string,
  userId: number,
  enrolledAt: Date,
): void {
  const until = Date.now() + rememberedLifetimeMs;
  res.cookie(
    cookieName(secret, userId),
    `${until}.${signature(secret, userId, enrolledAt, until)}`,
    {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      maxAge: rememberedLifetimeMs,
    },
  );
}
