import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from './roles';
import { findSessionUser, verifyCredentials } from '../services/user-service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/** One Passport per app so that several apps (tests) never share strategies. */
export type AppPassport = InstanceType<typeof Passport>;

export function createPassport(): AppPassport {
  const passport = new Passport();
  passport.use(
    new LocalStrategy((username, password, done) => {
      verifyCredentials(username, password).then(
        (user) => done(null, user ?? false),
        (error: unknown) => done(error),
      );
    }),
  );
  passport.serializeUser<number>((user, done) => done(null, user.id));
  passport.deserializeUser<number>((id, done) => {
    findSessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return passport;
}
