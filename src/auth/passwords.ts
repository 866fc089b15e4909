import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BoundedWork } from '../services/bounded-work';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const messages = {
  busy: 'The server is busy. Please try again in a moment.',
} as const;

/**
 * Each hash takes ~100 ms of a core and 19 MiB: a flood of sign-ins hashing all at once would
 * take every core and stall every other request. A few run at a time, a short queue waits,
 * and beyond it requests are refused at once with 429.
 */
export const passwordHashing = new BoundedWork({
  concurrency: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxWaiting: 32,
  busyMessage: messages.busy,
  retryAfterSeconds: 2,
});

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verified against when the username is unknown, so both paths take the same time. */
export const decoyHash = await hashPassword('decoy-password-for-timing');
