import { Passport } from 'passport';
import type { SessionUser } from './roles';
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
 * user in the session; passwords are checked by the auth controller, behind the sign-in limits.
 */
export type AppPassport = InstanceType<typeof Passport>;

export function createPassport(): AppPassport {
  const passport = new Passport();
  passport.serializeUser<number>((user, done) => done(null, user.id));
  passport.deserializeUser<number>((id, done) => {
    findSessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return passport;
}
