import type { NextFunction, Request, Response } from 'express';
import type { AppPassport } from '../auth/passport';
import { UnauthorizedError } from '../errors';
import { loginPayloadSchema } from '../schemas/auth';
import type { SessionUser } from '../auth/roles';

export const messages = {
  invalidCredentials: 'Invalid username or password',
} as const;

function authenticateLocal(passport: AppPassport, req: Request, res: Response) {
  return new Promise<SessionUser | false>((resolve, reject) => {
    const next: NextFunction = (error?: unknown) => (error ? reject(error) : resolve(false));
    passport.authenticate(
      'local',
      { session: false },
      (error: unknown, user: SessionUser | false) => (error ? reject(error) : resolve(user)),
    )(req, res, next);
  });
}

function logIn(req: Request, user: SessionUser) {
  // Passport regenerates the session id here, so a fixed session cannot be hijacked.
  return new Promise<void>((resolve, reject) =>
    req.login(user, (error: unknown) => (error ? reject(error) : resolve())),
  );
}

export function createAuthController(passport: AppPassport) {
  return {
    async login(req: Request, res: Response) {
      req.body = loginPayloadSchema.parse(req.body);
      const user = await authenticateLocal(passport, req, res);
      if (!user) throw new UnauthorizedError(messages.invalidCredentials);
      await logIn(req, user);
      res.json(user);
    },

    async logout(req: Request, res: Response) {
      await new Promise<void>((resolve, reject) =>
        req.logout((error: unknown) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
      );
      res.clearCookie('sid');
      res.json({ message: 'Signed out' });
    },

    me(req: Request, res: Response) {
      if (!req.user) throw new UnauthorizedError();
      res.json(req.user);
    },
  };
}
