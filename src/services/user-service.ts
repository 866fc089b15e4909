import { raw } from 'objection';
import { decoyHash, verifyPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/roles';
import { User } from '../models/user';

export async function findUserByUsername(username: string): Promise<User | undefined> {
  return await User.query().findOne(raw('lower(username)'), username.toLowerCase());
}

export async function findSessionUser(id: number): Promise<SessionUser | null> {
  const user = await User.query().findById(id);
  return user ? user.toSessionUser() : null;
}

/** The user when the credentials match, else null; unknown names cost as much as wrong passwords. */
export async function verifyCredentials(
  username: string,
  password: string,
): Promise<SessionUser | null> {
  const user = await findUserByUsername(username);
  const valid = await verifyPassword(user?.passwordHash ?? decoyHash, password);
  return user && valid ? user.toSessionUser() : null;
}
