import type { Request, Response } from 'express';
import { deviceOf, rememberDevice } from '../auth/device-cookie';
import type { SessionUser } from '../auth/roles';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { UnauthorizedError } from '../errors';
import { startSignedInSession } from '../http/session-state';
import { loginPayloadSchema, registerPayloadSchema } from '../schemas/auth';
import type { RateLimiter } from '../services/rate-limit';
import { registerUser, verifyCredentials } from '../services/user-service';

export const messages = {
  invalidCredentials: 'Invalid username or password',
  signedOut: 'Signed out',
} as const;

export interface AuthLimiters {
  /** Sign-in attempts, counted before the password is checked. */
  signIn: SignInThrottle;
  /** Every registration attempt, per IP and per username. */
  register: RateLimiter;
}

export function logIn(req: Request, user: SessionUser) {
  // Passport regenerates the session id here, so a fixed session cannot be hijacked.
  return new Promise<void>((resolve, reject) =>
    req.login(user, (error: unknown) => (error ? reject(error) : resolve())),
  ).then(() => startSignedInSession(req));
}

export function createAuthController(limiters: AuthLimiters, sessionSecret: string) {
  return {
    async login(req: Request, res: Response) {
      const { username, password } = loginPayloadSchema.parse(req.body);
      const ticket = await limiters.signIn.begin({
        address: req.ip ?? 'unknown',
        username: username.toLowerCase(),
        deviceId: deviceOf(req, sessionSecret, username),
      });
      let user: SessionUser | null;
      try {
        user = await verifyCredentials(username, password);
      } catch (error) {
        await ticket.abandoned();
        throw error;
      }
      if (!user) throw new UnauthorizedError(messages.invalidCredentials);
      await ticket.succeeded();
      await logIn(req, user);
      rememberDevice(req, res, sessionSecret, user.username);
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
