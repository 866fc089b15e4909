import type { Knex } from 'knex';
import type { ActivityFilter, ActivityQuery } from '../../schemas/activity';
import type {
  ActivityEntrySent,
  ActivityListSent,
  ActivityPeopleSent,
} from '../../schemas/wire/activity';
import { csvLine } from '../leads/lead-export';
import { newestFirst, pageOf } from '../paging';

interface ActivityRow extends Omit<ActivityEntrySent, 'id' | 'summary'> {
  id: number | string;
  summary: Record<string, unknown> | string | null;
}

/** bigint ids come back as strings from pg; jsonb as text from some drivers. */
const toEntry = (row: ActivityRow): ActivityEntrySent => ({
  id: Number(row.id),
  createdAt: new Date(row.createdAt),
  actorId: row.actorId,
  actorName: row.actorName,
  address: row.address,
  action: row.action,
  objectType: row.objectType,
  objectId: row.objectId,
  objectLabel: row.objectLabel,
  summary:
    typeof row.summary === 'string'
      ? (JSON.parse(row.summary) as Record<string, unknown>)
      : row.summary,
});

/** The day after `day` at midnight UTC: `to` includes its whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);

/** The one filter of the list and the export. */
export function filterActivity(db: Knex, filter: ActivityFilter): Knex.QueryBuilder {
  return db('activityLog').modify((query: Knex.QueryBuilder) => {
    if (filter.actor !== undefined) query.where('actorId', filter.actor);
    if (filter.action) query.where('action', filter.action);
    if (filter.objectType) query.where('objectType', filter.objectType);
    if (filter.objectId) query.where('objectId', filter.objectId);
    if (filter.from) query.where('createdAt', '>=', new Date(`${filter.from}T00:00:00.000Z`));
    if (filter.to) query.where('createdAt', '<', dayAfter(filter.to));
  });
}

export async function listActivity(db: Knex, filter: ActivityQuery): Promise<ActivityListSent> {
  const { rows, total } = await pageOf<ActivityRow>(
    filterActivity(db, filter).select('*'),
    newestFirst('createdAt'),
    filter,
  );
  return { entries: rows.map(toEntry), total };
}

/** Everyone who appears in the log with an account that still exists, by their latest name. */
export async function activityPeople(db: Knex): Promise<ActivityPeopleSent> {
  const rows = (await db('users')
    .whereExists(db('activityLog').whereRaw('activity_log.actor_id = users.id'))
    .orderByRaw('lower(coalesce(full_name, username))')
    .select('id', db.raw('coalesce(full_name, username) as name'))) as Array<{
    id: number;
    name: string;
  }>;
  return { people: rows.map(({ id, name }) => ({ id, name })) };
}

const batchSize = 1_000;

const columns: Array<[header: string, value: (entry: ActivityEntrySent) => unknown]> = [
  ['id', (entry) => entry.id],
  ['created_at', (entry) => entry.createdAt.toISOString()],
  ['actor_id', (entry) => entry.actorId],
  ['actor', (entry) => entry.actorName],
  ['address', (entry) => entry.address],
  ['action', (entry) => entry.action],
  ['object_type', (entry) => entry.objectType],
  ['object_id', (entry) => entry.objectId],
  ['object', (entry) => entry.objectLabel],
  ['summary', (entry) => (entry.summary ? JSON.stringify(entry.summary) : '')],
];

/**
 * The entries a filter selects as CSV, newest first, read a thousand at a time by id (so memory
 * stays flat however long the log is), with the leads export's guard against formula cells.
 */
export async function* activityCsv(db: Knex, filter: ActivityFilter): AsyncGenerator<string> {
  yield csvLine(columns.map(([header]) => header));
  let before: number | null = null;
  for (;;) {
    const rows = (await filterActivity(db, filter)
      .modify((query: Knex.QueryBuilder) => {
        if (before !== null) query.where('id', '<', before);
      })
      .orderBy('id', 'desc')
      .limit(batchSize)
      .select('*')) as ActivityRow[];
    if (rows.length === 0) return;
    yield rows
      .map(toEntry)
      .map((entry) => csvLine(columns.map(([, value]) => value(entry))))
      .join('');
    before = Number(rows[rows.length - 1]!.id);
  }
}
