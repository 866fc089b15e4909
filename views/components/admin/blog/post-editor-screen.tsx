import { can } from '#src/auth/permissions';
import { useSession } from '#views/components/auth/use-session';
import { AdminNotice, EditorSkeleton, LoadError } from '../kit';
import { parseId } from '../data/ids';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import type { PostRevision } from '#src/schemas/wire/revisions';
import { useEditingHistory } from '../data/editing-history';
import type { PostPaths } from './blog-admin-text';
import { PostEditorForm } from './post-editor-form';
import type { AdminPost, TaxonomyItem } from './types';

export const postScreenText = {
  notFound: 'Post not found',
  notFoundMessage: 'This post does not exist. It may have been deleted.',
  notAllowed: 'You cannot edit this post',
  notAllowedMessage: 'You can only edit your own posts. Ask an editor if this one needs a change.',
  back: 'Back to the dashboard',
} as const;

/**
 * The post editor's page: a new post (`id` undefined) or an existing one, read after the page
 * loads. A missing post and someone else's post (for an author) get a notice instead.
 */
export function PostEditorScreen({ id, paths }: { id?: string; paths: PostPaths }) {
  const { user } = useSession();
  const numericId = id === undefined ? null : parseId(id);
  const post = useApiQuery<AdminPost>(
    adminKeys.posts.detail(numericId ?? 'new'),
    numericId === null ? null : `/api/posts/${numericId}`,
  );
  // SPEC §7: taxonomy lists that fail to load fall back to empty ones.
  const categories = useApiQuery<{ categories: TaxonomyItem[] }>(
    adminKeys.categories.list(),
    '/api/categories',
  );
  const tags = useApiQuery<{ tags: TaxonomyItem[] }>(adminKeys.tags.list(), '/api/tags');
  const history = useEditingHistory<PostRevision>('post', numericId, post.data?.updatedAt);

  const notice = (title: string, message: string) => (
    <AdminNotice
      title={title}
      message={message}
      backHref={paths.dashboard}
      backLabel={postScreenText.back}
    />
  );
  if (!user) return null;
  if ((id !== undefined && numericId === null) || post.error?.status === 404) {
    return notice(postScreenText.notFound, postScreenText.notFoundMessage);
  }
  if (post.error) return <LoadError error={post.error} onRetry={() => void post.refetch()} />;
  if (post.isLoading || categories.isPending || tags.isPending || history.loading) {
    return <EditorSkeleton />;
  }
  const existing = post.data ?? null;
  if (existing && !can(user.role, 'posts:write-any') && existing.authorId !== user.id) {
    return notice(postScreenText.notAllowed, postScreenText.notAllowedMessage);
  }
  return (
    <PostEditorForm
      key={existing?.id ?? 'new'}
      post={existing}
      categories={categories.data?.categories ?? []}
      tags={tags.data?.tags ?? []}
      paths={paths}
      user={user}
      baseRevision={history.baseRevision}
      serverDraft={history.serverDraft}
    />
  );
}
