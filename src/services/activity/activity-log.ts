import type { Knex } from 'knex';
import type { ActivityAction, ActivityObjectType } from '../../schemas/activity';

/** Who did something, and from where; controllers build it with `actorOf(req)`. */
export interface ActivityActor {
  /** Null for a sign-in attempt with no such account, or for the operator's command line. */
  userId: number | null;
  /** The name at the time, kept because accounts can be deleted. */
  name: string;
  /** The client's address as the app sees it (behind `TRUST_PROXY`, the forwarded one). */
  address: string | null;
}

export interface ActivityEntry {
  action: ActivityAction;
  object?: { type: ActivityObjectType; id: string | number | null; label?: string | null };
  /** A small before/after summary: changed fields, old and new status, counts. No secrets. */
  summary?: Record<string, unknown>;
}

const labelMax = 200;

/**
 * Appends one entry. Call it with the transaction of the change it describes, so the entry and
 * the change are written together or not at all.
 */
export async function recordActivity(
  db: Knex | Knex.Transaction,
  actor: ActivityActor,
  entry: ActivityEntry,
): Promise<void> {
  await db('activity_log').insert({
    actorId: actor.userId,
    actorName: actor.name.slice(0, 120),
    address: actor.address?.slice(0, 64) ?? null,
    action: entry.action,
    objectType: entry.object?.type ?? null,
    objectId: entry.object?.id == null ? null : String(entry.object.id).slice(0, 64),
    objectLabel: entry.object?.label?.slice(0, labelMax) ?? null,
    summary: entry.summary ? JSON.stringify(entry.summary) : null,
  });
}
