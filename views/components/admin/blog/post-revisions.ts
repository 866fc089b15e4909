import { format } from 'date-fns';
import type { PostStatus } from '#src/schemas/posts';
import type { PostRevisionContent, RevisionSummary } from '#src/schemas/wire/revisions';
import type { PostFormValues } from './post-form';

/**
 * One open editor: its autosaves collapse into one revision on the server, and other editors see
 * it as someone editing. A new one for every page load.
 */
export function newEditingSession(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A revision's content as the editor's fields hold it. */
export function revisionToFormValues(content: PostRevisionContent): PostFormValues {
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    content: content.content,
    featuredImage: content.featuredImage ?? '',
    status: content.status as PostStatus,
    publishedAt: content.publishedAt
      ? format(new Date(content.publishedAt), "yyyy-MM-dd'T'HH:mm")
      : '',
    categoryIds: content.categoryIds,
    tagIds: content.tagIds,
  };
}

export const personName = (person: RevisionSummary['author']) =>
  person ? person.fullName || person.username : 'A deleted account';

export const revisionKindLabel: Record<RevisionSummary['kind'], string> = {
  autosave: 'Autosave',
  save: 'Saved',
  publish: 'Published',
  restore: 'Restored',
};
