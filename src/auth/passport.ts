import type { Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy, type IVerifyOptions } from 'passport-local';
import type { SessionUser } from './roles';
import { checkPassword, type PasswordCheck } from '../services/account-service';
import { findSessionUser } from '../services/user-service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/**
 * One Passport per app so that several apps (tests) never share state. It keeps the signed-in
 * user in the session and checks passwords with its local strategy; the auth controller calls
 * that strategy behind the sign-in limits and decides what a right password leads to.
 */
export type AppPassport = InstanceType<typeof Passport>;

/** What the local strategy reports, right password or wrong. */
interface PasswordVerdict extends IVerifyOptions {
  check: PasswordCheck;
}

export function createPassport(): AppPassport {
  const passport = new Passport();
  passport.serializeUser<number>((user, done) => done(null, user.id));
  passport.deserializeUser<number>((id, done) => {
    findSessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  // The whole check travels as the strategy's "info": a wrong password still names the account
  // tried (for the activity log) and a right one says whether a second step follows.
  passport.use(
    new LocalStrategy((username, password, done) => {
      checkPassword(username, password).then(
        (check) => {
          const verdict: PasswordVerdict = {
            message: check.user ? 'Password accepted' : 'Invalid username or password',
            check,
          };
          done(null, check.user ?? false, verdict);
        },
        (error: unknown) => done(error),
      );
    }),
  );
  return passport;
}

/**
 * Checks the username and password in `req.body` with the local strategy. The body must have
 * been validated first: the strategy would otherwise look for them in the query string.
 */
export function checkPasswordOf(
  passport: AppPassport,
  req: Request,
  res: Response,
): Promise<PasswordCheck> {
  return new Promise((resolve, reject) => {
    passport.authenticate(
      'local',
      { session: false },
      (error: unknown, _user: unknown, verdict: PasswordVerdict | undefined) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else if (verdict?.check) resolve(verdict.check);
        else reject(new Error('the local strategy answered without a password check'));
      },
    )(req, res, () => undefined);
  });
}
