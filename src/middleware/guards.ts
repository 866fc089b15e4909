import type { RequestHandler } from 'express';
import { can, type Capability } from '../auth/permissions';
import { isStaff } from '../auth/roles';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { twoFactorEnrolmentDue, twoFactorMessages } from '../services/two-factor-service';
import type { GuardHandler, GuardNote } from '../route-kit';

export const guardMessages = {
  tokenRefused: 'Tokens cannot manage the account; sign in.',
  scopeMissing: (capability: Capability) =>
    `This API token does not have the ${capability} scope. Make a token with it on your account page.`,
  scopeLost: (capability: Capability) =>
    `This API token has the ${capability} scope, but its account no longer does: the token cannot use it.`,
} as const;

export const requireSignIn: GuardHandler = Object.assign<RequestHandler, GuardNote>(
  (req, _res, next) => {
    next(req.user ? undefined : new UnauthorizedError());
  },
  { signIn: true },
);

/**
 * Signing in and out, and the account's own settings (two-step sign-in, password, sessions,
 * tokens): a browser's session only, never an API token, so a token cannot make tokens, change
 * the password that would revoke it, or sign anyone in.
 */
export const refuseTokens: GuardHandler = Object.assign<RequestHandler, GuardNote>(
  (req, _res, next) => {
    next(req.apiToken ? new ForbiddenError(guardMessages.tokenRefused) : undefined);
  },
  { sessionOnly: true },
);

/** The account's own settings: signed in, through a session. */
export const requireAccountSession: GuardHandler = Object.assign<RequestHandler, GuardNote>(
  (req, res, next) => {
    if (req.apiToken) return next(new ForbiddenError(guardMessages.tokenRefused));
    requireSignIn(req, res, next);
  },
  { signIn: true, sessionOnly: true },
);

/**
 * 401 when signed out, 403 when the role lacks the capability (from the one permissions table),
 * 403 for a token without it in its scopes, or whose account lost it since, and 403 for staff
 * who must set up two-step sign-in first (an admin requires it), with a token too.
 */
export function requireCapability(capability: Capability): GuardHandler {
  const guard: RequestHandler = async (req, _res, next) => {
    const user = req.user;
    if (!user) return next(new UnauthorizedError());
    const token = req.apiToken;
    if (token && !token.scopes.includes(capability))
      return next(new ForbiddenError(guardMessages.scopeMissing(capability)));
    if (!can(user.role, capability))
      return next(new ForbiddenError(token ? guardMessages.scopeLost(capability) : undefined));
    if (isStaff(user.role) && (await twoFactorEnrolmentDue(user)))
      return next(new ForbiddenError(twoFactorMessages.enrolmentDue));
    next();
  };
  return Object.assign(guard, { signIn: true, capability });
}
