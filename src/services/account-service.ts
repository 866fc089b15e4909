import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/roles';
import { ValidationError } from '../errors';
import { User } from '../models/user';
import type { PasswordChange } from '../schemas/auth';
import { needsStaffPassword } from '../schemas/passwords';
import { staffPasswordServerSchema } from '../schemas/users.server';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { revokeTokensOf } from './api-tokens/token-service';
import { endSessionsOf } from './session-service';
import { findUserByUsername } from './user-service';

export const accountMessages = {
  wrongCurrentPassword: 'Your current password is not right',
} as const;

export interface PasswordCheck {
  /** The account, when the password is right. */
  user: SessionUser | null;
  /** When its second factor was enrolled; null when it has none. */
  twoFactorEnabledAt: Date | null;
  /** The account the name belongs to, right password or not (for the activity log). */
  accountId: number | null;
}

/** Checks a username and password; unknown names cost as much as wrong passwords. */
export async function checkPassword(username: string, password: string): Promise<PasswordCheck> {
  const account = await findUserByUsername(username);
  const valid = await verifyPassword(account?.passwordHash ?? decoyHash, password);
  return {
    user: account && valid ? account.toSessionUser() : null,
    twoFactorEnabledAt: account?.twoFactorEnabledAt ?? null,
    accountId: account?.id ?? null,
  };
}

/** Signing in and out, as the activity log keeps them. */
export async function recordSignIn(
  actor: ActivityActor,
  action: 'auth.sign_in' | 'auth.sign_out',
  summary?: Record<string, unknown>,
): Promise<void> {
  await recordActivity(User.knex(), actor, {
    action,
    object: { type: 'user', id: actor.userId, label: actor.name },
    ...(summary ? { summary } : {}),
  });
}

/** A refused sign-in: who was tried (the name as typed) and from where. */
export async function recordFailedSignIn(attempt: {
  username: string;
  accountId: number | null;
  address: string | null;
}): Promise<void> {
  await recordActivity(
    User.knex(),
    { userId: attempt.accountId, name: attempt.username, address: attempt.address },
    {
      action: 'auth.sign_in_failed',
      object: { type: 'user', id: attempt.accountId, label: attempt.username },
    },
  );
}

/**
 * The account holder changes their own password: the current one proves it is them, the new one
 * keeps their role's rule, and every other session of the account ends and every API token of it
 * is revoked (a new password says the old one may be known: so may whatever it made).
 */
export async function changeOwnPassword(
  user: SessionUser,
  input: PasswordChange,
  currentSessionId: string,
  actor: ActivityActor,
): Promise<void> {
  if (needsStaffPassword(user.role)) {
    const checked = staffPasswordServerSchema.safeParse(input.newPassword);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Choose another password';
      throw new ValidationError(message, { newPassword: message });
    }
  }
  const account = await User.query().findById(user.id).throwIfNotFound();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
    throw new ValidationError(accountMessages.wrongCurrentPassword, {
      currentPassword: accountMessages.wrongCurrentPassword,
    });
  const passwordHash = await hashPassword(input.newPassword);
  await User.transaction(async (trx) => {
    await User.query(trx).findById(user.id).patch({ passwordHash, updatedAt: new Date() });
    await endSessionsOf(trx, user.id, currentSessionId);
    await revokeTokensOf(trx, user.id, 'password changed', actor);
    await recordActivity(trx, actor, {
      action: 'auth.password_changed',
      object: { type: 'user', id: user.id, label: user.username },
    });
  });
}
