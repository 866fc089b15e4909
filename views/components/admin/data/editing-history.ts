import type { RevisionList, RevisionSummary } from '#src/schemas/wire/revisions';
import { api } from './api';
import { useApiQuery } from './queries';
import { adminKeys } from './query-keys';

/** Read as an editor opens, never from an earlier visit's cache. */
const fresh = { staleTime: 0, gcTime: 0 };

/**
 * The newest revision when it holds what nobody saved into the post or page: an autosave or a
 * restore written after its last save.
 */
export function unsavedRevision(revisions: RevisionSummary[], updatedAt: string) {
  const newest = revisions[0];
  if (!newest || (newest.kind !== 'autosave' && newest.kind !== 'restore')) return null;
  return new Date(newest.updatedAt).getTime() > new Date(updatedAt).getTime() ? newest : null;
}

/** A post's or page's version and newest revision on the server now. */
export async function newestVersion(subject: 'post' | 'page', id: number) {
  const [current, history] = await Promise.all([
    api.get<{ updatedAt: string }>(`/api/${subject}s/${id}`),
    api.get<RevisionList>(`/api/${subject}s/${id}/revisions`),
  ]);
  return { updatedAt: current.updatedAt, newest: history.revisions[0] ?? null };
}

/**
 * A post's or page's history as its editor opens: the newest revision is this editing session's
 * base, and what was autosaved after the last save (here or on another device) is read to be
 * offered back. A history that fails to load leaves the editor usable, without either.
 */
export function useEditingHistory<Content>(
  subject: 'post' | 'page',
  id: number | null,
  updatedAt: string | undefined,
) {
  const base = id === null ? null : `/api/${subject}s/${id}/revisions`;
  const revisions = useApiQuery<RevisionList>(
    adminKeys.revisions.list({ subject, id }),
    base,
    fresh,
  );
  const pending =
    updatedAt !== undefined && revisions.data
      ? unsavedRevision(revisions.data.revisions, updatedAt)
      : null;
  const pendingContent = useApiQuery<Content>(
    adminKeys.revisions.detail(`${subject}:${id}:${pending?.id}`),
    pending ? `${base}/${pending.id}` : null,
    fresh,
  );
  return {
    loading: revisions.isLoading || (pending !== null && pendingContent.isLoading),
    baseRevision: revisions.data?.revisions[0] ?? null,
    serverDraft: pendingContent.data ?? null,
  };
}
