import type { Request, Response } from 'express';
import { deviceOf, rememberDevice } from '../auth/device-cookie';
import { checkPasswordOf, type AppPassport } from '../auth/passport';
import type { SessionUser } from '../auth/roles';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { isRememberedForTwoFactor, rememberForTwoFactor } from '../auth/two-factor-cookie';
import { UnauthorizedError } from '../errors';
import { signInRefusals } from '../process-metrics';
import { startSignedInSession } from '../http/session-state';
import { loginPayloadSchema, registerPayloadSchema, twoFactorVerifySchema } from '../schemas/auth';
import { recordFailedSignIn, recordSignIn, type PasswordCheck } from '../services/account-service';
import type { RateLimiter } from '../services/rate-limit';
import {
  checkSecondFactor,
  twoFactorEnrolledAt,
  twoFactorEnrolmentDue,
  twoFactorMessages,
} from '../services/two-factor-service';
import { findSessionUser, registerUser } from '../services/user-service';
import { actorOf } from './params';

export const messages = {
  invalidCredentials: 'Invalid username or password',
  signedOut: 'Signed out',
  noPendingSignIn: 'Your sign-in has expired. Enter your username and password again.',
} as const;

/** How long the second step may wait after the password was accepted. */
const pendingSignInMs = 5 * 60_000;

export interface AuthLimiters {
  /** Sign-in attempts (passwords and second-step codes), counted before they are checked. */
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

function regenerateSession(req: Request) {
  return new Promise<void>((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
}

/** The signed-in user's answer; staff who must enrol first are told so (the forms send them on). */
async function signedInAnswer(user: SessionUser) {
  return (await twoFactorEnrolmentDue(user)) ? { ...user, twoFactorEnrolmentRequired: true } : user;
}

/** The second step: a code from the app or a recovery code, throttled like passwords. */
function verifyTwoFactorWith(signIn: SignInThrottle, sessionSecret: string) {
  return async (req: Request, res: Response) => {
    const pending = req.session.twoFactorPending;
    if (!pending || pending.until < Date.now()) {
      delete req.session.twoFactorPending;
      throw new UnauthorizedError(messages.noPendingSignIn);
    }
    const { code, rememberDevice: remember } = twoFactorVerifySchema.parse(req.body);
    const ticket = await signIn.begin({
      address: req.ip ?? 'unknown',
      username: pending.username.toLowerCase(),
      deviceId: deviceOf(req, sessionSecret, pending.username),
    });
    const actor = { userId: pending.userId, name: pending.username, address: req.ip ?? null };
    let method: Awaited<ReturnType<typeof checkSecondFactor>>;
    try {
      method = await checkSecondFactor(pending.userId, code, actor);
    } catch (error) {
      await ticket.abandoned();
      throw error;
    }
    if (!method) {
      signInRefusals.inc({ step: 'second_factor' });
      throw new UnauthorizedError(twoFactorMessages.wrongCode);
    }
    await ticket.succeeded();
    const account = await findSessionUser(pending.userId);
    if (!account) throw new UnauthorizedError(messages.noPendingSignIn);
    await logIn(req, account);
    if (remember) {
      const enrolledAt = await twoFactorEnrolledAt(account.id);
      if (enrolledAt) rememberForTwoFactor(req, res, sessionSecret, account.id, enrolledAt);
    }
    await recordSignIn(actorOf(req), 'auth.sign_in', { secondFactor: method });
    res.json(account);
  };
}

/** The first step: the password, checked by Passport's local strategy behind the sign-in limits. */
function logInWith(limiters: AuthLimiters, sessionSecret: string, passport: AppPassport) {
  return async (req: Request, res: Response) => {
    const { username, password } = loginPayloadSchema.parse(req.body);
    req.body = { username, password };
    const attempt = { address: req.ip ?? 'unknown', username: username.toLowerCase() };
    // Throttled attempts are not logged: a flood would become a flood of writes.
    const ticket = await limiters.signIn.begin({
      ...attempt,
      deviceId: deviceOf(req, sessionSecret, username),
    });
    let checked: PasswordCheck;
    try {
      checked = await checkPasswordOf(passport, req, res);
    } catch (error) {
      await ticket.abandoned();
      throw error;
    }
    const { user, twoFactorEnabledAt } = checked;
    if (!user) {
      await recordFailedSignIn({
        username,
        accountId: checked.accountId,
        address: req.ip ?? null,
      });
      signInRefusals.inc({ step: 'password' });
      throw new UnauthorizedError(messages.invalidCredentials);
    }
    await ticket.succeeded();
    rememberDevice(req, res, sessionSecret, user.username);
    if (
      twoFactorEnabledAt &&
      !isRememberedForTwoFactor(req, sessionSecret, user.id, twoFactorEnabledAt)
    ) {
      // Not signed in yet: a fresh session holds whose password was right, for a few minutes.
      await regenerateSession(req);
      req.session.twoFactorPending = {
        userId: user.id,
        username: user.username,
        until: Date.now() + pendingSignInMs,
      };
      res.json({ twoFactorRequired: true });
      return;
    }
    await logIn(req, user);
    await recordSignIn(actorOf(req), 'auth.sign_in', {
      secondFactor: twoFactorEnabledAt ? 'remembered device' : 'none',
    });
    res.json(await signedInAnswer(user));
  };
}

export function createAuthController(
  limiters: AuthLimiters,
  sessionSecret: string,
  passport: AppPassport,
) {
  return {
    login: logInWith(limiters, sessionSecret, passport),

    verifyTwoFactor: verifyTwoFactorWith(limiters.signIn, sessionSecret),

    async register(req: Request, res: Response) {
      const payload = registerPayloadSchema.parse(req.body);
      await limiters.register.consume([`ip:${req.ip}`, `user:${payload.username}`]);
      const user = await registerUser(payload);
      await logIn(req, user);
      res.status(201).json(user);
    },

    async logout(req: Request, res: Response) {
      const actor = req.user ? actorOf(req) : null;
      await new Promise<void>((resolve, reject) =>
        req.logout((error: unknown) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
      );
      if (actor) await recordSignIn(actor, 'auth.sign_out');
      res.clearCookie('sid');
      res.json({ message: messages.signedOut });
    },

    me(req: Request, res: Response) {
      if (!req.user) throw new UnauthorizedError();
      res.json(req.user);
    },
  };
}
