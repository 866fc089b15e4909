import type { RequestHandler } from 'express';
import { can, type Capability } from '../auth/permissions';
import { isStaff } from '../auth/roles';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { twoFactorEnrolmentDue, twoFactorMessages } from '../services/two-factor-service';
import type { GuardHandler, GuardNote } from '../route-kit';

export const requireSignIn: GuardHandler = Object.assign<RequestHandler, GuardNote>(
  (req, _res, next) => {
    next(req.user ? undefined : new UnauthorizedError());
  },
  { signIn: true },
);

/**
 * 401 when signed out, 403 when the role lacks the capability (from the one permissions table),
 * and 403 for staff who must set up two-step sign-in first (an admin requires it).
 */
export function requireCapability(capability: Capability): GuardHandler {
  const guard: RequestHandler = async (req, _res, next) => {
    const user = req.user;
    if (!user) return next(new UnauthorizedError());
    if (!can(user.role, capability)) return next(new ForbiddenError());
    if (isStaff(user.role) && (await twoFactorEnrolmentDue(user)))
      return next(new ForbiddenError(twoFactorMessages.enrolmentDue));
    next();
  };
  return Object.assign(guard, { signIn: true, capability });
}
