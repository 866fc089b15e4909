import type { Knex } from 'knex';

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
