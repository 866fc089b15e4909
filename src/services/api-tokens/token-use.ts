import { hashApiToken, looksLikeApiToken } from '../../auth/api-token-secret';
import type { Capability } from '../../auth/permissions';
import type { SessionUser } from '../../auth/roles';
import { ApiToken } from '../../models/api-token';
import { recordActivity } from '../activity/activity-log';
import { tokenObject } from './token-service';

/*
 * A request made with a token: which account and scopes it stands for, or why it is refused;
 * and when it was last used, from where.
 */

export type TokenRefusal = 'unknown' | 'revoked' | 'expired';

export interface TokenBearer {
  user: SessionUser;
  token: {
    id: number;
    name: string;
    scopes: readonly Capability[];
    lastUsedAt: Date | null;
    lastUsedAddress: string | null;
  };
}

/**
 * The token's account and scopes, or why it does not work. One indexed query: the token by its
 * hash, with its account (a deleted account's tokens went with it, so they are unknown at once).
 */
export async function findTokenBearer(
  secret: string,
): Promise<TokenBearer | { refused: TokenRefusal }> {
  if (!looksLikeApiToken(secret)) return { refused: 'unknown' };
  const row = (await ApiToken.query()
    .join('users', 'users.id', 'apiTokens.userId')
    .where('apiTokens.tokenHash', hashApiToken(secret))
    .select('apiTokens.*', 'users.username', 'users.email', 'users.fullName', 'users.role')
    .first()) as (ApiToken & Omit<SessionUser, 'id'>) | undefined;
  if (!row) return { refused: 'unknown' };
  if (row.revokedAt) return { refused: 'revoked' };
  if (row.expiresAt && row.expiresAt <= new Date()) return { refused: 'expired' };
  const { username, email, fullName, role } = row;
  return {
    user: { id: row.userId, username, email, fullName, role },
    token: {
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      lastUsedAt: row.lastUsedAt,
      lastUsedAddress: row.lastUsedAddress,
    },
  };
}

const minute = 60_000;

/**
 * Records the use of a token: "last used" moves on at most once a minute (not a write per
 * request), and a use from another address than the last one is logged, once, whoever wins the
 * race between two requests from it.
 */
export async function noteTokenUse({ user, token }: TokenBearer, address: string | null) {
  const now = new Date();
  if (address !== null && address !== token.lastUsedAddress) {
    await ApiToken.transaction(async (trx) => {
      const moved = await trx('apiTokens')
        .where('id', token.id)
        .whereRaw('last_used_address is distinct from ?', [address])
        .update({ lastUsedAt: now, lastUsedAddress: address });
      if (moved === 0) return;
      await recordActivity(
        trx,
        { userId: user.id, name: user.username, address },
        {
          action: 'token.used_from_new_address',
          object: tokenObject(token),
          summary: { previousAddress: token.lastUsedAddress },
        },
      );
    });
    return;
  }
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < minute) return;
  await ApiToken.query()
    .findById(token.id)
    .where((stale) =>
      stale.whereNull('lastUsedAt').orWhere('lastUsedAt', '<', new Date(now.getTime() - minute)),
    )
    .patch({ lastUsedAt: now });
}
