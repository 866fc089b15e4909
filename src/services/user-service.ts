import { raw, UniqueViolationError, type Transaction } from 'objection';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { can } from '../auth/permissions';
import type { Role, SessionUser } from '../auth/roles';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { Post } from '../models/post';
import { User } from '../models/user';
import type { RegisterPayload } from '../schemas/auth';
import type { UserUpdateInput } from '../schemas/users';
import type { UserListSent } from '../schemas/wire/users';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedNames, changedValues } from './activity/changes';
import { revokeTokensOf } from './api-tokens/token-service';
import { endSessionsOf } from './session-service';

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

export const messages = {
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email address already exists',
  notFound: 'User not found',
  ownRole: 'You cannot change your own role',
  ownAccount: 'You cannot delete your own account',
  lastAdmin: 'There must always be at least one admin',
} as const;

async function assertAvailable(
  username: string | undefined,
  email: string | undefined,
  exceptId?: number,
  trx?: Transaction,
) {
  // Inside a transaction the check must use it: the embedded database has one connection.
  const others = () =>
    User.query(trx).modify((builder) => exceptId && builder.whereNot('id', exceptId));
  if (username && (await others().findOne(raw('lower(username)'), username.toLowerCase()))) {
    throw new ConflictError(messages.usernameTaken, { username: messages.usernameTaken });
  }
  if (email && (await others().findOne(raw('lower(email)'), email.toLowerCase()))) {
    throw new ConflictError(messages.emailTaken, { email: messages.emailTaken });
  }
}

/** A concurrent request can take the name or address between the check and the write. */
function takenError(error: unknown): unknown {
  if (!(error instanceof UniqueViolationError)) return error;
  const where = `${error.constraint ?? ''} ${(error.columns ?? []).join(' ')}`;
  if (where.includes('username'))
    return new ConflictError(messages.usernameTaken, { username: messages.usernameTaken });
  if (where.includes('email'))
    return new ConflictError(messages.emailTaken, { email: messages.emailTaken });
  return error;
}

export function toUserView(user: User) {
  return {
    ...user.toSessionUser(),
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** Public sign-up: always the `user` role, whatever the payload says. */
export async function registerUser(input: RegisterPayload): Promise<SessionUser> {
  return (await createUser({ ...input, role: 'user' })).toSessionUser();
}

/** Creates an account; inside a transaction pass it as `trx` (the embedded database has one connection). */
export async function createUser(
  input: RegisterPayload & { role: Role },
  trx?: Transaction,
): Promise<User> {
  await assertAvailable(input.username, input.email, undefined, trx);
  const passwordHash = await hashPassword(input.password);
  try {
    return await User.query(trx).insertAndFetch({
      username: input.username,
      email: input.email,
      fullName: input.fullName ?? null,
      role: input.role,
      passwordHash,
    });
  } catch (error) {
    throw takenError(error);
  }
}

const userObject = (user: Pick<User, 'id' | 'username'>) =>
  ({ type: 'user', id: user.id, label: user.username }) as const;

/** An account an admin creates (POST /api/users), logged in the same transaction. */
export async function addUser(input: RegisterPayload & { role: Role }, by: ActivityActor) {
  return User.transaction(async (trx) => {
    const user = await createUser(input, trx);
    await recordActivity(trx, by, {
      action: 'user.created',
      object: userObject(user),
      summary: { role: user.role },
    });
    return user;
  });
}

export async function listUsers(): Promise<UserListSent> {
  const users = await User.query().orderBy('username');
  return { users: users.map(toUserView), total: users.length };
}

/**
 * Locks every admin row (in id order, so concurrent requests queue rather than deadlock) and
 * counts them: two admins demoting or deleting each other at once cannot both pass the check.
 */
async function lockAdmins(trx: Transaction) {
  return (await User.query(trx).select('id').where('role', 'admin').orderBy('id').forUpdate())
    .length;
}

/**
 * Changes an account. A new password ends the account's other sessions (all of them when an
 * admin resets someone else's; all but `actorSessionId` when admins change their own) and
 * revokes all its API tokens; a new role revokes the tokens with a scope the role lacks.
 */
export async function updateUser(
  id: number,
  input: UserUpdateInput,
  actor: SessionUser,
  by: ActivityActor,
  actorSessionId?: string,
) {
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
  await User.transaction(async (trx) => {
    const admins = await lockAdmins(trx);
    const user = await User.query(trx).findById(id).forUpdate();
    if (!user) throw new NotFoundError(messages.notFound);
    if (input.role !== undefined && input.role !== user.role) {
      if (id === actor.id) throw new ForbiddenError(messages.ownRole);
      if (user.role === 'admin' && admins <= 1) throw new ConflictError(messages.lastAdmin);
    }
    await assertAvailable(undefined, input.email, id, trx);
    await recordUserChanges(trx, user, input, by, passwordHash !== null);
    await User.query(trx)
      .findById(id)
      .patch({
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(passwordHash !== null ? { passwordHash } : {}),
        updatedAt: new Date(),
      });
    if (passwordHash !== null) {
      await endSessionsOf(trx, id, id === actor.id ? actorSessionId : undefined);
      await revokeTokensOf(trx, id, 'password changed', by);
    } else if (input.role !== undefined && input.role !== user.role) {
      const role = input.role;
      await revokeTokensOf(trx, id, 'role changed', by, (token) =>
        token.scopes.every((scope) => can(role, scope)),
      );
    }
  }).catch((error: unknown) => {
    throw takenError(error);
  });
  return toUserView(await User.query().findById(id).throwIfNotFound());
}

/**
 * The entries of an admin's change to an account: a role change, other fields (names only: an
 * e-mail address is personal data) and a new password (never the password) each get their own.
 */
async function recordUserChanges(
  trx: Transaction,
  user: User,
  input: UserUpdateInput,
  by: ActivityActor,
  passwordChanged: boolean,
) {
  const object = userObject(user);
  if (input.role !== undefined && input.role !== user.role) {
    await recordActivity(trx, by, {
      action: 'user.role_changed',
      object,
      summary: changedValues({ role: user.role }, { role: input.role }),
    });
  }
  const before = { email: user.email, fullName: user.fullName };
  const after = {
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
  };
  const changed = changedNames(before, after);
  if (changed.length > 0) {
    await recordActivity(trx, by, { action: 'user.updated', object, summary: { changed } });
  }
  if (passwordChanged) {
    await recordActivity(trx, by, {
      action: 'auth.password_changed',
      object,
      summary: { by: by.userId === user.id ? 'self' : 'admin', otherSessionsEnded: true },
    });
  }
}

/** Removes an account; its posts move to the admin who removed it, so nothing published is lost. */
export async function deleteUser(id: number, actor: SessionUser, by: ActivityActor) {
  if (id === actor.id) throw new ForbiddenError(messages.ownAccount);
  await User.transaction(async (trx) => {
    const admins = await lockAdmins(trx);
    const user = await User.query(trx).findById(id).forUpdate();
    if (!user) throw new NotFoundError(messages.notFound);
    if (user.role === 'admin' && admins <= 1) throw new ConflictError(messages.lastAdmin);
    const posts = await Post.query(trx).where('authorId', id).resultSize();
    await Post.query(trx).where('authorId', id).patch({ authorId: actor.id });
    await User.query(trx).deleteById(id);
    await recordActivity(trx, by, {
      action: 'user.deleted',
      object: userObject(user),
      summary: { role: user.role, postsMovedTo: actor.username, posts },
    });
  });
}
