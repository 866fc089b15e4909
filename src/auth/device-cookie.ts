import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

/**
 * A signed "device cookie" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): a
 * browser that has signed in to an account before carries proof of it, so the account's
 * ceiling on failed sign-ins from everywhere — which an attacker can reach — does not lock out
 * the account's own browsers. Each account has its own cookie, named by a keyed hash of the
 * username so the name does not reveal it, and sent only to the sign-in endpoint.
 */
const cookiePath = '/api/auth/login';
const lifetimeMs = 365 * 24 * 60 * 60 * 1000;

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

const accountKey = (username: string) => username.toLowerCase();

function cookieName(secret: string, username: string) {
  return `device_${mac(secret, `device-cookie-name:${accountKey(username)}`).slice(0, 16)}`;
}

function signature(secret: string, username: string, deviceId: string) {
  return mac(secret, `device-cookie:${accountKey(username)}:${deviceId}`);
}

/** The id of the device when the request carries a valid device cookie for `username`. */
export function deviceOf(req: Request, secret: string, username: string): string | null {
  const value = parseCookies(req.headers.cookie ?? '')[cookieName(secret, username)];
  const [deviceId, signed, ...rest] = value?.split('.') ?? [];
  if (!deviceId || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, username, deviceId));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** Marks this browser as one that signed in to `username`, keeping its id if it had one. */
export function rememberDevice(
  req: Request,
  res: Response,
  secret: string,
  username: string,
): void {
  const deviceId = deviceOf(req, secret, username) ?? randomBytes(16).toString('base64url');
  res.cookie(cookieName(secret, username), `${deviceId}.${signature(secret, username, deviceId)}`, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    maxAge: lifetimeMs,
  });
}
