import type { NextFunction, Request, Response } from 'express';
import type { AppPassport } from '../auth/passport';
import type { SessionUser } from '../auth/roles';
import { UnauthorizedError } from '../errors';
import { loginPayloadSchema, registerPayloadSchema } from '../schemas/auth';
import type { RateLimiter } from '../services/rate-limit';
import { registerUser } from '../services/user-service';

export const messages = {
  invalidCredentials: 'Invalid username or password',
  signedOut: 'Signed out',
} as const;

export interface AuthLimiters {
  /** Failed sign-ins per username, and (more of them) per IP. */
  loginByUser: RateLimiter;
  loginByIp: RateLimiter;
  /** Every registration attempt, per IP and per username. */
  register: RateLimiter;
}

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

export function createAuthController(passport: AppPassport, limiters: AuthLimiters) {
  return {
    async login(req: Request, res: Response) {
      req.body = loginPayloadSchema.parse(req.body);
      const ip = `ip:${req.ip}`;
      const username = `user:${req.body.username}`;
      await limiters.loginByIp.check([ip]);
      await limiters.loginByUser.check([username]);
      const user = await authenticateLocal(passport, req, res);
      if (!user) {
        await limiters.loginByIp.hit([ip]);
        await limiters.loginByUser.hit([username]);
        throw new UnauthorizedError(messages.invalidCredentials);
      }
      await limiters.loginByUser.reset(username);
      await logIn(req, user);
      res.json(user);
    },

    async register(req: Request, res: Response) {
      const payload = registerPayloadSchema.parse(req.body);
      await limiters.register.consume([`ip:${req.ip}`, `user:${payload.username}`]);
      const user = await registerUser(payload);
      await logIn(req, user);
      res.status(201).json(user);
    },

    async logout(req: Request, res: Response) {
      await new Promise<void>((resolve, reject) =>
        req.logout((error: unknown) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
      );
      res.clearCookie('sid');
      res.json({ message: messages.signedOut });
    },

    me(req: Request, res: Response) {
      if (!req.user) throw new UnauthorizedError();
      res.json(req.user);
    },
  };
}
