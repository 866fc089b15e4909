import { hashPassword } from '#src/auth/passwords';
import type { Role, SessionUser } from '#src/auth/roles';
import { User } from '#src/models/user';

let sequence = 0;

/**
 * A password's hash, made once per test file: each argon2id hash costs ~100 ms of a core, and
 * the suites create thousands of users with the same few passwords. Sign-ins still verify it.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

export interface CreatedUser extends SessionUser {
  password: string;
}

export async function createUser(
  overrides: Partial<{
    username: string;
    email: string;
    fullName: string | null;
    role: Role;
    password: string;
  }> = {},
): Promise<CreatedUser> {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}_${Date.now().toString(36)}`;
  const password = overrides.password ?? 'correct-horse-battery';
  const user = await User.query().insertAndFetch({
    username,
    email: overrides.email ?? `${username}@example.test`,
    fullName: overrides.fullName === undefined ? `Test ${username}` : overrides.fullName,
    role: overrides.role ?? 'user',
    passwordHash: await hashOnce(password),
  });
  return { ...user.toSessionUser(), password };
}
