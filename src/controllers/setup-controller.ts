import type { Request, Response } from 'express';
import type { SessionUser } from '../auth/roles';
import { ForbiddenError } from '../errors';
import { setupPayloadServerSchema } from '../schemas/setup.server';
import { RateLimiter, type RateLimitStore } from '../services/rate-limit';
import { completeSetup } from '../services/setup-service';
import { logIn } from './auth-controller';

export const messages = {
  tooManyAttempts: 'Too many setup attempts with a wrong link. Please wait an hour and try again.',
} as const;

/** Ten wrong setup links per address an hour: the link is unguessable, this keeps probes quiet. */
export function setupLimiter(store: RateLimitStore): RateLimiter {
  return new RateLimiter(store, {
    name: 'setup-ip',
    max: 10,
    windowMs: 60 * 60_000,
    message: messages.tooManyAttempts,
  });
}

export function setupController(limiter: RateLimiter) {
  return {
    /** POST /api/setup: the first admin, from the one-time link; signs the new admin in. */
    async complete(req: Request, res: Response) {
      const payload = setupPayloadServerSchema.parse(req.body);
      // Counted before the link is checked, so a burst of guesses cannot outrun the limit;
      // only a wrong link stays counted.
      const giveBack = await limiter.take(`ip:${req.ip}`);
      let admin: SessionUser;
      try {
        admin = await completeSetup(payload);
      } catch (error) {
        if (!(error instanceof ForbiddenError)) await giveBack();
        throw error;
      }
      await giveBack();
      await logIn(req, admin);
      res.status(201).json(admin);
    },
  };
}
