import { can } from '../../../../src/auth/permissions';
import { useSession } from '../../auth/use-session';
import { SkeletonRow } from '../page-heading';
import { useApiResource } from '../use-api-resource';
import type { PostPaths } from './blog-admin-text';
import { AdminNotice, parseId } from './form-controls';
import { LoadError } from './list-states';
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
  const post = useApiResource<AdminPost>(numericId === null ? null : `/api/posts/${numericId}`);
  // SPEC §7: taxonomy lists that fail to load fall back to empty ones.
  const categories = useApiResource<{ categories: TaxonomyItem[] }>('/api/categories');
  const tags = useApiResource<{ tags: TaxonomyItem[] }>('/api/tags');

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
  if (post.error) return <LoadError message={post.error.message} onRetry={post.reload} />;
  if (post.loading || categories.loading || tags.loading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading">
        <SkeletonRow />
        <SkeletonRow />
        <SkeletonRow />
      </div>
    );
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
    />
  );
}
