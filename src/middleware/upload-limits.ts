import { RateLimiter, type RateLimitStore } from '../services/rate-limit';

export const messages = {
  tooManyUploads:
    'You have uploaded a lot of images in a short time. Please wait a few minutes and try again.',
} as const;

/**
 * 30 uploads per account in 10 minutes: a whole gallery, but not a flood of image processing.
 * Counted (src/routes.ts) before the file is read, so a refused upload costs neither memory nor
 * image processing.
 */
export function uploadLimiter(store: RateLimitStore): RateLimiter {
  return new RateLimiter(store, {
    name: 'uploads-user',
    max: 30,
    windowMs: 10 * 60_000,
    message: messages.tooManyUploads,
  });
}
