import type { RequestHandler } from 'express';
import { can, type Capability } from '../auth/permissions';
import { ForbiddenError, UnauthorizedError } from '../errors';

export const requireSignIn: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new UnauthorizedError());
};

/** 401 when signed out, 403 when the role lacks the capability (from the one permissions table). */
export function requireCapability(capability: Capability): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(new UnauthorizedError());
    next(can(req.user.role, capability) ? undefined : new ForbiddenError());
  };
}
