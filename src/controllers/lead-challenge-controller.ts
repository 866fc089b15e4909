import type { Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { leadChallengePayloadSchema } from '../schemas/lead-challenge';
import {
  checkLeadChallenge,
  issueLeadChallenge,
  leadChallengeSecrets,
} from '../services/leads/lead-challenge';
import { readNotificationSettings } from '../services/leads/lead-notifications';
import type { RateLimitStore } from '../services/rate-limit';

/**
 * The proof-of-work check lead forms pass while an admin has it on: the challenge they solve,
 * and the guard of POST /api/leads that wants it solved.
 */
export function leadChallengeController(
  db: Knex,
  sessionSecret: string,
  usedChallenges: RateLimitStore,
) {
  const secrets = leadChallengeSecrets(sessionSecret);
  const required = async () => (await readNotificationSettings(db)).spamChallenge;
  const requireSolved: RequestHandler = async (req, _res, next) => {
    if (await required()) {
      const body = req.body as { altcha?: unknown } | undefined;
      // Missing or malformed, it is refused alike: the visitor only needs to solve a new one.
      const payload = leadChallengePayloadSchema.safeParse(body?.altcha);
      await checkLeadChallenge(payload.data, secrets, usedChallenges);
    }
    next();
  };
  return {
    async show(_req: Request, res: Response) {
      // Each visitor's own and used once: the API's private, no-store default keeps it uncached.
      if (!(await required())) {
        res.json({ required: false });
        return;
      }
      res.json({ required: true, challenge: await issueLeadChallenge(secrets) });
    },
    requireSolved,
  };
}
