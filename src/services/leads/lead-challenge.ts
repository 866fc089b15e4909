import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ValidationError } from '../../errors';
import { leadChallengeAlgorithm, type LeadChallengePayload } from '../../schemas/lead-challenge';
import type { RateLimitStore } from '../rate-limit';

export const leadChallengeLifetimeMs = 10 * 60 * 1000;

/**
 * The counter the browser must reach (one SHA-256 each): a few thousand, a fraction of a
 * second on a phone, while a bot sending thousands of forms pays for every one.
 */
const counterRange = { min: 2_000, max: 10_000 };

export const leadChallengeMessage = 'Please let the check finish, then send again';

export interface LeadChallengeSecrets {
  signature: string;
  keySignature: string;
}

/** Derived from the session secret, so every instance behind the same secret agrees. */
export function leadChallengeSecrets(sessionSecret: string): LeadChallengeSecrets {
  const derive = (purpose: string) =>
    createHmac('sha256', sessionSecret).update(`lead-challenge:${purpose}`).digest('hex');
  return { signature: derive('signature'), keySignature: derive('key-signature') };
}

export function issueLeadChallenge(secrets: LeadChallengeSecrets): Promise<Challenge> {
  return createChallenge({
    algorithm: leadChallengeAlgorithm,
    cost: 1,
    counter: randomInt(counterRange.max, counterRange.min),
    deriveKey,
    expiresAt: new Date(Date.now() + leadChallengeLifetimeMs),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const refusal = () => new ValidationError(leadChallengeMessage, { altcha: leadChallengeMessage });

/**
 * Refuses a missing, forged, expired or already used solution. A used challenge is remembered
 * (in the shared store, so all instances see it) until it would have expired anyway.
 */
export async function checkLeadChallenge(
  payload: LeadChallengePayload | undefined,
  secrets: LeadChallengeSecrets,
  usedChallenges: RateLimitStore,
): Promise<void> {
  if (!payload) throw refusal();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (!result.verified) throw refusal();
  const remainingMs = payload.challenge.parameters.expiresAt * 1000 - Date.now();
  const use = await usedChallenges.increment(
    `lead-challenge:${payload.challenge.signature}`,
    Math.max(1000, remainingMs),
  );
  if (use.hits > 1) throw refusal();
}
