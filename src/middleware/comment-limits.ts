import type { RequestHandler } from 'express';
import { permits } from '../auth/permissions';
import { RateLimiter, type RateLimitStore } from '../services/rate-limit';

const tenMinutes = 10 * 60_000;

export const messages = {
  tooManyFromUser:
    'You have posted a lot of comments in a short time. Please wait a few minutes and try again.',
  tooManyFromAddress:
    'Too many comments were sent from your connection. Please wait a few minutes and try again.',
} as const;

export interface CommentLimiters {
  byUser: RateLimiter;
  byAddress: RateLimiter;
}

/** 10 comments per account and 30 per address in 10 minutes: plenty for a conversation. */
export function commentLimiters(store: RateLimitStore): CommentLimiters {
  return {
    byUser: new RateLimiter(store, {
      name: 'comments-user',
      max: 10,
      windowMs: tenMinutes,
      message: messages.tooManyFromUser,
    }),
    byAddress: new RateLimiter(store, {
      name: 'comments-ip',
      max: 30,
      windowMs: tenMinutes,
      message: messages.tooManyFromAddress,
    }),
  };
}

/**
 * Counts every comment attempt (429 with Retry-After past the allowance). Editors and admins
 * are not limited: they answer comments in bulk while moderating.
 */
export function limitComments(limiters: CommentLimiters): RequestHandler {
  return async (req, _res, next) => {
    if (req.user && !permits(req.user, 'comments:moderate')) {
      await limiters.byUser.consume([`user:${req.user.id}`]);
      await limiters.byAddress.consume([`ip:${req.ip}`]);
    }
    next();
  };
}
