import { useState, type ComponentType } from 'react';
import { compareRevisions, type FieldDiff } from '#src/content/revision-diff';
import type { ComparableRevision } from '#src/content/revision-diff';
import type { RevisionList, RevisionSummary } from '#src/schemas/wire/revisions';
import { toast } from '#views/components/ui/toast';
import { api, ApiError } from '../data/api';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { buttonStyle, formatDateTime, LoadError, Skeleton } from '../kit';
import { personName, revisionKindLabel } from './post-revisions';

export const historyText = {
  restore: 'Restore',
  restored: 'Revision restored in the editor',
  restoredHint: {
    post: 'Save or publish to make it the post. The history keeps every version.',
    page: 'Save or publish to make it the page. The history keeps every version.',
  },
  notRestored: 'The revision was not restored',
  noChanges: 'These two revisions have the same text.',
  activity: { post: 'Activity for this post', page: 'Activity for this page' },
} as const;

const fresh = { staleTime: 0, gcTime: 0 };
/** Until two revisions are picked, the newest is compared with the one before it. */
const noPick = { from: null, to: null };

/** Whose history: a post's or a CMS page's. */
export interface RevisionSubject {
  type: 'post' | 'page';
  id: number;
}
export type StoredRevision = RevisionSummary & { content: unknown };

/** What changed from one revision's content to another's, as the history shows it. */
export type ChangesView = ComponentType<{ older: unknown; newer: unknown }>;
const basePath = (subject: RevisionSubject) => `/api/${subject.type}s/${subject.id}`;

const labelOf = (revision: RevisionSummary) =>
  `${formatDateTime(revision.updatedAt)} · ${personName(revision.author)} · ${revisionKindLabel[revision.kind]}`;

/**
 * A post's or page's history (loaded with the dialog that shows it): every revision by time and
 * person, what changed between any two (`Changes`; a post's fields as word diffs by default),
 * and Restore, which brings one back as a new revision in the editor.
 */
export default function RevisionHistory({
  subject,
  editingSession,
  onRestored,
  Changes = PostChanges,
}: {
  subject: RevisionSubject;
  editingSession: string;
  onRestored: (revision: StoredRevision) => void;
  Changes?: ChangesView;
}) {
  const base = basePath(subject);
  const list = useApiQuery<RevisionList>(
    adminKeys.revisions.list({ subject: subject.type, id: subject.id, shown: 'history' }),
    `${base}/revisions`,
    fresh,
  );
  const [picked, setPicked] = useState<Record<'from' | 'to', number | null>>(noPick);
  const [restoring, setRestoring] = useState<number | null>(null);

  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton />;
  const revisions = list.data.revisions;
  const to = picked.to ?? revisions[0]?.id ?? null;
  const from = picked.from ?? revisions[1]?.id ?? null;

  const restore = async (revision: RevisionSummary) => {
    setRestoring(revision.id);
    try {
      const restored = await api.post<StoredRevision>(`${base}/revisions/${revision.id}/restore`, {
        editingSession,
      });
      toast({ title: historyText.restored, description: historyText.restoredHint[subject.type] });
      onRestored(restored);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      toast({ title: historyText.notRestored, description: message, variant: 'destructive' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <div className="space-y-6">
      <a
        href={`/admin/activity?objectType=${subject.type}&objectId=${subject.id}`}
        className="text-sm font-medium text-brand-800 underline"
      >
        {historyText.activity[subject.type]}
      </a>
      <RevisionRows revisions={revisions} restoring={restoring} onRestore={restore} />
      {revisions.length > 1 && from !== null && to !== null ? (
        <section aria-labelledby="revision-compare-title" className="space-y-3">
          <h3 id="revision-compare-title" className="text-lg font-semibold text-slate-900">
            Compare
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <RevisionSelect
              id="revision-from"
              label="Older"
              value={from}
              revisions={revisions}
              onChange={(id) => setPicked({ from: id, to })}
            />
            <RevisionSelect
              id="revision-to"
              label="Newer"
              value={to}
              revisions={revisions}
              onChange={(id) => setPicked({ from, to: id })}
            />
          </div>
          <RevisionComparison base={base} fromId={from} toId={to} Changes={Changes} />
        </section>
      ) : null}
    </div>
  );
}

/** Every revision by time, person and kind, each with its Restore button. */
function RevisionRows({
  revisions,
  restoring,
  onRestore,
}: {
  revisions: RevisionSummary[];
  restoring: number | null;
  onRestore: (revision: RevisionSummary) => Promise<void>;
}) {
  return (
    <ol
      className="divide-y divide-slate-200 rounded-xl border border-slate-200"
      aria-label="Revisions"
    >
      {revisions.map((revision) => (
        <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="text-sm text-slate-800">{labelOf(revision)}</span>
          <button
            type="button"
            disabled={restoring !== null}
            onClick={() => void onRestore(revision)}
            className={buttonStyle('secondary', 'sm')}
            aria-label={`${historyText.restore} ${labelOf(revision)}`}
          >
            {restoring === revision.id ? 'Restoring…' : historyText.restore}
          </button>
        </li>
      ))}
    </ol>
  );
}

function RevisionSelect({
  id,
  label,
  value,
  revisions,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  revisions: RevisionSummary[];
  onChange: (id: number) => void;
}) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      >
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {labelOf(revision)}
          </option>
        ))}
      </select>
    </label>
  );
}

function useRevision(base: string, revisionId: number) {
  return useApiQuery<StoredRevision>(
    adminKeys.revisions.detail(`${base}:${revisionId}`),
    `${base}/revisions/${revisionId}`,
  );
}

/** Two revisions, loaded, and what changed between them. */
function RevisionComparison({
  base,
  fromId,
  toId,
  Changes,
}: {
  base: string;
  fromId: number;
  toId: number;
  Changes: ChangesView;
}) {
  const older = useRevision(base, fromId);
  const newer = useRevision(base, toId);
  const error = older.error ?? newer.error;
  if (error) return <LoadError error={error} />;
  if (!older.data || !newer.data) return <Skeleton />;
  return <Changes older={older.data.content} newer={newer.data.content} />;
}

/** A post's revisions compared: the word diff of each field (jsdiff, on their text). */
function PostChanges({ older, newer }: { older: unknown; newer: unknown }) {
  // A post's history holds post revisions (src/schemas/wire/revisions.ts).
  const fields = compareRevisions(older as ComparableRevision, newer as ComparableRevision);
  if (fields.length === 0) return <p className="text-sm text-slate-600">{historyText.noChanges}</p>;
  return (
    <div className="space-y-4" aria-label="Differences">
      {fields.map((field) => (
        <FieldChanges key={field.field} diff={field} />
      ))}
    </div>
  );
}

/** One field's word diff: added words marked in green, removed ones struck through in red. */
export function FieldChanges({ diff }: { diff: Pick<FieldDiff, 'label' | 'changes'> }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700">{diff.label}</h4>
      <p className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-900">
        {diff.changes.map((change, index) =>
          change.added ? (
            <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
              {change.value}
            </ins>
          ) : change.removed ? (
            <del key={index} className="bg-red-100 text-red-900">
              {change.value}
            </del>
          ) : (
            <span key={index}>{change.value}</span>
          ),
        )}
      </p>
    </div>
  );
}
