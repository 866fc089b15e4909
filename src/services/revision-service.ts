import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../errors';
import {
  defaultRevisionSettings,
  revisionSettingsSchema,
  type RevisionKind,
  type RevisionSettings,
} from '../schemas/revisions';

/** What a revision is of: a blog post or a CMS page. */
export interface RevisionSubject {
  type: 'post' | 'page';
  id: number;
}

/** The editor that wrote a revision, and where its newest-known revision stood. */
export interface EditingContext {
  editingSession?: string | undefined;
  baseRevisionId?: number | undefined;
  baseRevisionAt?: string | undefined;
}

type Db = Knex | Knex.Transaction;

export const revisionMessages = {
  notFound: 'Revision not found',
  newerRevision:
    'Someone else changed this since you opened it. Reload to see their version, or keep yours as a new revision.',
} as const;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** How long after its last heartbeat an open editor still counts as someone editing. */
export const presenceWindowSeconds = 60;

/** The retention setting admins saved (context `revisions`), or its default. */
export async function revisionSettings(db: Db): Promise<RevisionSettings> {
  const rows = (await db('settings')
    .where('context', 'revisions')
    .select('key', 'value')) as Array<{ key: string; value: unknown }>;
  const settings = { ...defaultRevisionSettings };
  for (const { key, value } of rows) {
    if (key !== 'keepLatest') continue;
    const parsed = revisionSettingsSchema.shape.keepLatest.safeParse(value);
    if (parsed.success) settings.keepLatest = parsed.data;
  }
  return settings;
}

const ofSubject = (subject: RevisionSubject) => ({
  subjectType: subject.type,
  subjectId: subject.id,
});

interface RevisionRow {
  id: string | number;
  kind: RevisionKind;
  editingSession: string | null;
  authorId: number | null;
  content: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const newest = (db: Db, subject: RevisionSubject) =>
  db('revisions').where(ofSubject(subject)).orderBy('id', 'desc').first() as Promise<
    RevisionRow | undefined
  >;

/**
 * Refuses a save or autosave when someone else (another editing session, or an API client with
 * none) stored a revision after the one the editor started from. Without a base revision the
 * caller has nothing to compare and only the post's own `updatedAt` check applies.
 */
export async function assertNoNewerRevision(
  db: Db,
  subject: RevisionSubject,
  editing: EditingContext,
) {
  const { baseRevisionId, baseRevisionAt, editingSession } = editing;
  if (baseRevisionId === undefined) return;
  const newer = await db('revisions')
    .where(ofSubject(subject))
    .where((builder) => {
      builder.whereNull('editingSession');
      if (editingSession) builder.orWhereNot('editingSession', editingSession);
      else builder.orWhereNotNull('editingSession');
    })
    .where((builder) => {
      builder.where('id', '>', baseRevisionId);
      if (baseRevisionAt) {
        // Milliseconds: what the editor was sent of a timestamp kept in microseconds.
        builder.orWhere((base) =>
          base
            .where('id', baseRevisionId)
            .whereRaw("date_trunc('milliseconds', updated_at) > ?", [new Date(baseRevisionAt)]),
        );
      }
    })
    .first('id');
  if (newer) {
    throw new ConflictError(revisionMessages.newerRevision, {
      updatedAt: revisionMessages.newerRevision,
    });
  }
}

/**
 * Stores one revision in the caller's transaction. An autosave from the session that wrote the
 * newest revision, itself an autosave, updates it instead: one revision per editing session.
 * Then only the newest `keepLatest` revisions are kept, plus every published version.
 */
export async function recordRevision(
  trx: Knex.Transaction,
  subject: RevisionSubject,
  revision: {
    kind: RevisionKind;
    content: Record<string, unknown>;
    authorId: number | null;
    editingSession?: string | undefined;
  },
): Promise<number> {
  // jsonb refuses a lone surrogate's escape where a text column stores U+FFFD: store the same.
  const content = JSON.stringify(revision.content, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(loneSurrogate, '\ufffd') : value,
  );
  if (revision.kind === 'autosave' && revision.editingSession) {
    const latest = await newest(trx, subject);
    if (
      latest?.kind === 'autosave' &&
      latest.editingSession === revision.editingSession &&
      latest.authorId === revision.authorId
    ) {
      await trx('revisions').where('id', latest.id).update({ content, updatedAt: trx.fn.now() });
      return Number(latest.id);
    }
  }
  const [inserted] = (await trx('revisions')
    .insert({
      ...ofSubject(subject),
      kind: revision.kind,
      editingSession: revision.editingSession ?? null,
      authorId: revision.authorId,
      content,
    })
    .returning('id')) as Array<{ id: string | number }>;
  await pruneRevisions(trx, subject);
  return Number(inserted!.id);
}

async function pruneRevisions(trx: Knex.Transaction, subject: RevisionSubject) {
  const { keepLatest } = await revisionSettings(trx);
  // The oldest revision still among the newest `keepLatest`; none means there are fewer.
  const boundary = (await trx('revisions')
    .where(ofSubject(subject))
    .orderBy('id', 'desc')
    .offset(keepLatest - 1)
    .first('id')) as { id: string | number } | undefined;
  if (!boundary) return;
  await trx('revisions')
    .where(ofSubject(subject))
    .where('id', '<', boundary.id)
    .whereNot('kind', 'publish')
    .delete();
}

/** A post or page deleted takes its history and its open editors with it. */
export async function deleteHistory(trx: Knex.Transaction, subject: RevisionSubject) {
  await trx('revisions').where(ofSubject(subject)).delete();
  await trx('editingPresence').where(ofSubject(subject)).delete();
}

const authorColumns = (db: Db) => [
  'revisions.id',
  'revisions.kind',
  'revisions.editingSession',
  'revisions.createdAt',
  'revisions.updatedAt',
  db.raw(`case when users.id is null then null else json_build_object('id', users.id,
    'username', users.username, 'fullName', users.full_name) end as author`),
];

interface RevisionSummaryRow extends Omit<RevisionRow, 'content' | 'authorId'> {
  author: { id: number; username: string; fullName: string | null } | null;
}

const toSummary = (row: RevisionSummaryRow) => ({
  id: Number(row.id),
  kind: row.kind,
  editingSession: row.editingSession,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  author: row.author,
});

/** The history, newest first. */
export async function listRevisions(db: Db, subject: RevisionSubject) {
  const rows = (await db('revisions')
    .leftJoin('users', 'users.id', 'revisions.authorId')
    .where(ofSubject(subject))
    .orderBy('revisions.id', 'desc')
    .select(authorColumns(db))) as RevisionSummaryRow[];
  return { revisions: rows.map(toSummary) };
}

/** One revision with its whole content; 404 when it is not one of this subject's. */
export async function getRevision<Content>(db: Db, subject: RevisionSubject, revisionId: number) {
  const row = (await db('revisions')
    .leftJoin('users', 'users.id', 'revisions.authorId')
    .where(ofSubject(subject))
    .where('revisions.id', revisionId)
    .first([...authorColumns(db), 'revisions.content'])) as
    (RevisionSummaryRow & { content: Content }) | undefined;
  if (!row) throw new NotFoundError(revisionMessages.notFound);
  return { ...toSummary(row), content: row.content };
}

/**
 * Notes that this editing session still has the subject open, and answers who else does (open
 * in the last minute, other sessions), so the editor can say "Alex is also editing this post".
 */
export async function touchPresence(
  db: Db,
  subject: RevisionSubject,
  editingSession: string,
  userId: number,
) {
  await db('editingPresence')
    .insert({ ...ofSubject(subject), editingSession, userId, lastSeenAt: db.fn.now() })
    .onConflict(['subjectType', 'subjectId', 'editingSession'])
    .merge({ userId, lastSeenAt: db.fn.now() });
  const since = new Date(Date.now() - presenceWindowSeconds * 1000);
  const rows = (await db('editingPresence')
    .join('users', 'users.id', 'editingPresence.userId')
    .where({ 'editingPresence.subjectType': subject.type, 'editingPresence.subjectId': subject.id })
    .whereNot('editingPresence.editingSession', editingSession)
    .where('editingPresence.lastSeenAt', '>', since)
    .orderBy('editingPresence.lastSeenAt', 'desc')
    .select(
      'users.id',
      'users.username',
      'users.fullName',
      'editingPresence.lastSeenAt',
    )) as Array<{ id: number; username: string; fullName: string | null; lastSeenAt: Date }>;
  // One line per person, however many tabs they have open.
  const people = new Map(rows.map((row) => [row.id, row]));
  return { editors: [...people.values()] };
}

/**
 * The newest revision one editing session of `authorId` wrote (its autosave, a restore, or its
 * last save), with its content; null when it has written none.
 */
export async function newestSessionRevision<Content>(
  db: Db,
  subject: RevisionSubject,
  editingSession: string,
  authorId: number,
): Promise<{ id: number; content: Content } | null> {
  const row = (await db('revisions')
    .where({ ...ofSubject(subject), editingSession, authorId })
    .orderBy('id', 'desc')
    .first('id', 'content')) as { id: string | number; content: Content } | undefined;
  return row ? { id: Number(row.id), content: row.content } : null;
}
