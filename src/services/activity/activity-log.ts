import type { Knex } from 'knex';
import { Model } from 'objection';
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

/** Half of a surrogate pair on its own: text columns take it, jsonb refuses it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(loneSurrogate, '\ufffd') : value;

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
    summary: entry.summary ? JSON.stringify(entry.summary, storable) : null,
  });
}

type ExportAction = Extract<ActivityAction, `export.${string}`>;

const exportLabels: Record<ExportAction, string> = {
  'export.leads': 'Leads CSV',
  'export.analytics': 'Analytics CSV',
  'export.activity': 'Activity log CSV',
  'export.content': 'Content archive',
};

/**
 * Logs a CSV export with the filter it used, before the file streams: an export changes nothing,
 * so its entry stands alone (a download cut short still counts as one).
 */
export async function recordExport(
  actor: ActivityActor,
  action: ExportAction,
  filter: Record<string, unknown>,
  db: Knex = Model.knex(),
): Promise<void> {
  const used = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  await recordActivity(db, actor, {
    action,
    object: { type: 'export', id: null, label: exportLabels[action] },
    summary: { filter: Object.fromEntries(used) },
  });
}
