import type { RequestHandler } from 'express';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { UnauthorizedError, ValidationError } from '../errors';
import { bearerTokenOf, carriesBearerToken, tokenInAddress } from '../http/api-token-request';
import { findTokenBearer, noteTokenUse, type TokenRefusal } from '../services/api-tokens/token-use';
import { RateLimiter, type RateLimitStore } from '../services/rate-limit';

/*
 * Requests made with a personal access token (docs/api-tokens.md). `Authorization: Bearer …` on
 * an /api request signs that one request in as the token's account, narrowed to the token's
 * scopes: no session is read, made or saved (`unlessToken`), no cookie is set, and the
 * same-origin check does not apply (a token is never sent by a browser on its own).
 */

/** Requests a minute one token may make. */
export const tokenRequestsPerMinute = 600;

export const bearerMessages = {
  inAddress: 'Send the token in the Authorization header, not in the address.',
  unknown:
    'That API token is not valid. Check that it was copied whole, or make a new one on your account page.',
  revoked: 'That API token was revoked. Make a new one on your account page.',
  expired: 'That API token has expired. Make a new one on your account page.',
  tooMany: `Too many requests with this API token: at most ${tokenRequestsPerMinute} a minute. Please slow down.`,
} as const satisfies Record<TokenRefusal | 'inAddress' | 'tooMany', string>;

/** Each token's allowance, counted in the database so that it holds across instances. */
export const tokenLimiter = (store: RateLimitStore) =>
  new RateLimiter(store, {
    name: 'api-token',
    max: tokenRequestsPerMinute,
    windowMs: 60_000,
    message: bearerMessages.tooMany,
  });

/**
 * A token in the address (`?access_token=…`) is refused before anything reads it: addresses
 * end up in logs, browser histories and Referer headers. The request log leaves it out too.
 */
export const refuseTokensInAddress: RequestHandler = (req, _res, next) => {
  next(tokenInAddress(req.originalUrl) ? new ValidationError(bearerMessages.inAddress) : undefined);
};

/**
 * Signs an /api request in with its bearer token, or refuses it: 401 with the reason for a token
 * that does not work (counted against the address like a wrong password, so a guesser meets the
 * same 429), 429 past the token's own allowance. A request without one goes on untouched.
 */
export function bearerTokens(limits: {
  signIn: SignInThrottle;
  perToken: RateLimiter;
}): RequestHandler {
  return async (req, res, next) => {
    if (!carriesBearerToken(req.headers)) return next();
    const bearer = await findTokenBearer(bearerTokenOf(req.headers.authorization!));
    if ('refused' in bearer) {
      await limits.signIn.countRefusedToken(req.ip ?? 'unknown');
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedError(bearerMessages[bearer.refused]);
    }
    await limits.perToken.consume([`token:${bearer.token.id}`]);
    req.user = { ...bearer.user, scopes: bearer.token.scopes };
    req.apiToken = { id: bearer.token.id, scopes: bearer.token.scopes };
    await noteTokenUse(bearer, req.ip ?? null);
    next();
  };
}

/** The session's middleware, left out for a request made with a token (it has no session). */
export const unlessToken =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.apiToken ? next() : handler(req, res, next);
