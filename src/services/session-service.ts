import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { Knex } from 'knex';
import { NotFoundError } from '../errors';
import type { AccountSessionListSent } from '../schemas/wire/account';
import { recordActivity, type ActivityActor } from './activity/activity-log';

/**
 * Ends every session of a user (their password changed: whoever else holds one is signed
 * out), except the one making the change. Sessions are rows of `sessions` whose JSON names the
 * signed-in user, as Passport stores it.
 */
export async function endSessionsOf(
  db: Knex,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  const sessions = db('sessions').whereRaw(`(sess::jsonb #>> '{passport,user}') = ?`, [
    String(userId),
  ]);
  if (exceptSessionId) sessions.whereNot('sid', exceptSessionId);
  await sessions.delete();
}

/** The id the account page shows for a session: a hash of its id, never the cookie's value. */
export const publicSessionId = (sid: string) =>
  createHash('sha256').update(`session:${sid}`).digest('base64url').slice(0, 24);

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName() || 'Unknown browser';
  const os = parser.getOSName();
  return os ? `${browser} on ${os}` : browser;
}

interface SessionRow {
  sid: string;
  userAgent: string | null;
  address: string | null;
  createdAt: Date | null;
  lastSeenAt: Date | null;
}

async function liveSessionsOf(db: Knex, userId: number): Promise<SessionRow[]> {
  return await db('sessions')
    .where('userId', userId)
    .where('expired', '>', new Date())
    .select('sid', 'userAgent', 'address', 'createdAt', 'lastSeenAt')
    .orderBy('lastSeenAt', 'desc');
}

/** The account's signed-in sessions, the current one flagged. */
export async function listSessionsOf(
  db: Knex,
  userId: number,
  currentSessionId: string,
): Promise<AccountSessionListSent> {
  const rows = await liveSessionsOf(db, userId);
  return {
    sessions: rows.map((row) => ({
      id: publicSessionId(row.sid),
      device: describeDevice(row.userAgent),
      address: row.address,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.sid === currentSessionId,
    })),
  };
}

/** Ends one of the account's sessions by its public id; someone else's is as unknown as none. */
export async function endSessionByPublicId(
  db: Knex,
  userId: number,
  publicId: string,
  actor: ActivityActor,
): Promise<void> {
  const rows = await liveSessionsOf(db, userId);
  const row = rows.find((candidate) => publicSessionId(candidate.sid) === publicId);
  if (!row) throw new NotFoundError('Session not found');
  await db.transaction(async (trx) => {
    await trx('sessions').where('sid', row.sid).delete();
    await recordActivity(trx, actor, {
      action: 'auth.session_revoked',
      object: { type: 'user', id: userId, label: actor.name },
      summary: { sessions: 1, device: describeDevice(row.userAgent) },
    });
  });
}

/** Ends all the account's sessions but the current one. */
export async function endOtherSessions(
  db: Knex,
  userId: number,
  currentSessionId: string,
  actor: ActivityActor,
): Promise<number> {
  return await db.transaction(async (trx) => {
    const others: Array<{ sid: string }> = await trx('sessions')
      .where((owned) =>
        owned
          .where('userId', userId)
          .orWhereRaw(`(sess::jsonb #>> '{passport,user}') = ?`, [String(userId)]),
      )
      .whereNot('sid', currentSessionId)
      .select('sid');
    const sids = others.map((row) => row.sid);
    if (sids.length > 0) await trx('sessions').whereIn('sid', sids).delete();
    const ended = sids.length;
    await recordActivity(trx, actor, {
      action: 'auth.session_revoked',
      object: { type: 'user', id: userId, label: actor.name },
      summary: { sessions: ended, allOthers: true },
    });
    return ended;
  });
}
