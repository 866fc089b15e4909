import { leadInputSchema } from './leads';
import { z } from './zod';

/** The one algorithm the site issues; anything else is refused before any work is done. */
export const leadChallengeAlgorithm = 'SHA-256';

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]*$/);

/**
 * What a lead form sends back: the challenge as issued and its solution. Every part is bounded,
 * so checking it costs a few HMACs whatever a client sends.
 */
export const leadChallengePayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(leadChallengeAlgorithm),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().min(1).max(10),
      keyLength: z.literal(32),
      keyPrefix: hex(64).min(1),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(128).min(1),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().min(0).max(86_400_000).optional(),
  }),
});
export type LeadChallengePayload = z.infer<typeof leadChallengePayloadSchema>;

/**
 * POST /api/leads: a lead form's fields and, while an admin asks for it, the solved challenge
 * (kept out of leadInputSchema, which the public form's bundle carries).
 */
export const leadSubmissionSchema = leadInputSchema.extend({
  altcha: leadChallengePayloadSchema.optional(),
});
