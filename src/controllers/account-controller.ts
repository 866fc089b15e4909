import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import {
  passwordChangeSchema,
  sessionIdParamsSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from '../schemas/auth';
import { changeOwnPassword } from '../services/account-service';
import {
  endOtherSessions,
  endSessionByPublicId,
  listSessionsOf,
} from '../services/session-service';
import {
  disableTwoFactor,
  enableTwoFactor,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from '../services/two-factor-service';
import { actorOf, currentUser, idParam } from './params';

/**
 * The signed-in user's own account (the account page): the second factor, the password and the
 * sessions (its API tokens: api-token-controller.ts); plus the admin's reset of someone else's second factor. Checks of a password or a
 * code count against the sign-in limits, so a stolen session cannot guess them quickly either.
 */
export function accountController(signIn: SignInThrottle, db: Knex) {
  const throttled = async <T>(req: Request, check: () => Promise<T>): Promise<T> => {
    const ticket = await signIn.begin({
      address: req.ip ?? 'unknown',
      username: currentUser(req).username.toLowerCase(),
      deviceId: null,
    });
    // A refused check stays counted; one that passes is given back.
    const result = await check();
    await ticket.succeeded();
    return result;
  };

  return {
    async twoFactorStatus(req: Request, res: Response) {
      res.json(await twoFactorStatus(currentUser(req)));
    },

    async setupTwoFactor(req: Request, res: Response) {
      res.json(await startEnrolment(currentUser(req).id));
    },

    async enableTwoFactor(req: Request, res: Response) {
      const { code } = twoFactorEnableSchema.parse(req.body);
      const user = currentUser(req);
      res.json(await throttled(req, () => enableTwoFactor(user.id, code, actorOf(req))));
    },

    async disableTwoFactor(req: Request, res: Response) {
      const proof = twoFactorDisableSchema.parse(req.body ?? {});
      await throttled(req, () => disableTwoFactor(currentUser(req), proof, actorOf(req)));
      res.status(204).end();
    },

    /** DELETE /api/users/:id/2fa (admins): the person lost their device. */
    async resetTwoFactor(req: Request, res: Response) {
      await resetTwoFactor(idParam(req, 'User not found'), actorOf(req), req.sessionID);
      res.status(204).end();
    },

    async changePassword(req: Request, res: Response) {
      const input = passwordChangeSchema.parse(req.body);
      await throttled(req, () =>
        changeOwnPassword(currentUser(req), input, req.sessionID, actorOf(req)),
      );
      res.json({
        message:
          'Password changed. Your other sessions have been signed out and your API tokens revoked.',
      });
    },

    async listSessions(req: Request, res: Response) {
      res.json(await listSessionsOf(db, currentUser(req).id, req.sessionID));
    },

    async endSession(req: Request, res: Response) {
      const { id } = sessionIdParamsSchema.parse(req.params);
      await endSessionByPublicId(db, currentUser(req).id, id, actorOf(req));
      res.status(204).end();
    },

    async endOtherSessions(req: Request, res: Response) {
      const ended = await endOtherSessions(db, currentUser(req).id, req.sessionID, actorOf(req));
      res.json({ ended });
    },
  };
}
