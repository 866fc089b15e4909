import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { newApiToken } from '../../auth/api-token-secret';
import type { SessionUser } from '../../auth/roles';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { ApiToken } from '../../models/api-token';
import { User } from '../../models/user';
import {
  maxLiveTokens,
  tokenDays,
  tokenMessages,
  type TokenCreateInput,
} from '../../schemas/api-tokens';
import type {
  AccountApiTokenListSent,
  ApiTokenListSent,
  ApiTokenSent,
  CreatedApiTokenSent,
} from '../../schemas/wire/tokens';
import { recordActivity, type ActivityActor } from '../activity/activity-log';
import { twoFactorEnrolmentDue, twoFactorMessages } from '../two-factor-service';

/*
 * An account's personal access tokens (the /account page) and everyone's (the users screen):
 * made, listed, revoked. Each change writes its activity entry in its own transaction.
 */

export const messages = { notFound: 'Token not found' } as const;

const day = 24 * 60 * 60 * 1000;
/** How long a revoked or expired token's row is kept (its requests are told why they fail). */
const keptAfterEndMs = 90 * day;

type TokenRow = Pick<
  ApiToken,
  'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'lastUsedAddress' | 'expiresAt'
>;

function toTokenView(token: TokenRow, now = new Date()): ApiTokenSent {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    lastUsedAddress: token.lastUsedAddress,
    expiresAt: token.expiresAt,
    expired: token.expiresAt !== null && token.expiresAt <= now,
  };
}

export const tokenObject = (token: Pick<ApiToken, 'id' | 'name'>) =>
  ({ type: 'token', id: token.id, label: token.name }) as const;

/** Tokens that still work: not revoked, not expired. */
const live = (query: QueryBuilder<ApiToken>) =>
  query
    .whereNull('revokedAt')
    .where((unexpired) => unexpired.whereNull('expiresAt').orWhere('expiresAt', '>', new Date()));

export async function listTokensOf(userId: number): Promise<ApiTokenListSent> {
  const tokens = await ApiToken.query()
    .where('userId', userId)
    .whereNull('revokedAt')
    .orderBy('id', 'desc');
  return { tokens: tokens.map((token) => toTokenView(token)), max: maxLiveTokens };
}

/** Everyone's tokens that are not revoked, by account (admins, the users screen). */
export async function listAllTokens(): Promise<AccountApiTokenListSent> {
  const tokens = await ApiToken.query()
    .whereNull('revokedAt')
    .join('users', 'users.id', 'apiTokens.userId')
    .select('apiTokens.*', 'users.username')
    .orderBy([{ column: 'users.username' }, { column: 'apiTokens.id', order: 'desc' }]);
  return {
    tokens: tokens.map((token) => ({
      ...toTokenView(token),
      user: { id: token.userId, username: (token as ApiToken & { username: string }).username },
    })),
    total: tokens.length,
  };
}

/**
 * A new token for the signed-in account; the answer is the only time its secret is sent. The
 * account's row is locked, so two requests at once cannot both pass the ceiling of live tokens.
 */
export async function createToken(
  user: SessionUser,
  input: TokenCreateInput,
  actor: ActivityActor,
): Promise<CreatedApiTokenSent> {
  // Staff who must enrol in two-step sign-in first could not use the token anyway.
  if (await twoFactorEnrolmentDue(user)) throw new ForbiddenError(twoFactorMessages.enrolmentDue);
  const { token, tokenHash, prefix } = newApiToken();
  const days = tokenDays(input.expiry);
  const expiresAt = days === null ? null : new Date(Date.now() + days * day);
  return await ApiToken.transaction(async (trx) => {
    await User.query(trx).findById(user.id).forUpdate().throwIfNotFound();
    await ApiToken.query(trx)
      .where('userId', user.id)
      .where((ended) =>
        ended
          .where('revokedAt', '<', new Date(Date.now() - keptAfterEndMs))
          .orWhere('expiresAt', '<', new Date(Date.now() - keptAfterEndMs)),
      )
      .delete();
    const count = await live(ApiToken.query(trx).where('userId', user.id)).resultSize();
    if (count >= maxLiveTokens) throw new ConflictError(tokenMessages.tooMany);
    const row = await ApiToken.query(trx).insertAndFetch({
      userId: user.id,
      name: input.name,
      tokenHash,
      prefix,
      scopes: JSON.stringify(input.scopes) as unknown as ApiToken['scopes'],
      expiresAt,
    });
    await recordActivity(trx, actor, {
      action: 'token.created',
      object: tokenObject(row),
      summary: { scopes: input.scopes, expires: expiresAt?.toISOString() ?? 'never' },
    });
    return { ...toTokenView({ ...row, scopes: input.scopes }), token };
  });
}

/**
 * Revokes one token: the account's own (`ownerId`), or anyone's (admins, `ownerId` null). Someone
 * else's token, or one already revoked, is as unknown as none.
 */
export async function revokeToken(id: number, ownerId: number | null, actor: ActivityActor) {
  await ApiToken.transaction(async (trx) => {
    const token = await ApiToken.query(trx)
      .findById(id)
      .whereNull('revokedAt')
      .modify((query) => ownerId !== null && query.where('userId', ownerId))
      .forUpdate();
    if (!token) throw new NotFoundError(messages.notFound);
    await ApiToken.query(trx).findById(id).patch({ revokedAt: new Date() });
    const owner = await User.query(trx).findById(token.userId);
    await recordActivity(trx, actor, {
      action: 'token.revoked',
      object: tokenObject(token),
      summary: {
        by: actor.userId === token.userId ? 'owner' : 'admin',
        owner: owner?.username ?? null,
      },
    });
  });
}

/**
 * Revokes the account's live tokens that `keep` refuses (all of them when none is given), in the
 * caller's transaction, each with its entry saying why. Answers how many it revoked.
 */
export async function revokeTokensOf(
  trx: Knex.Transaction,
  userId: number,
  reason: 'password changed' | 'role changed',
  actor: ActivityActor,
  keep: (token: ApiToken) => boolean = () => false,
): Promise<number> {
  const tokens = await live(ApiToken.query(trx).where('userId', userId)).forUpdate();
  const revoked = tokens.filter((token) => !keep(token));
  if (revoked.length === 0) return 0;
  const ids = revoked.map((token) => token.id);
  await ApiToken.query(trx).whereIn('id', ids).patch({ revokedAt: new Date() });
  const owner = await User.query(trx).findById(userId);
  for (const token of revoked) {
    await recordActivity(trx, actor, {
      action: 'token.revoked',
      object: tokenObject(token),
      summary: {
        by: actor.userId === userId ? 'owner' : 'admin',
        owner: owner?.username ?? null,
        reason,
      },
    });
  }
  return revoked.length;
}
