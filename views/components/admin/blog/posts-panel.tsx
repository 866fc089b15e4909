import { useEffect, useState } from 'react';
import { can } from '#src/auth/permissions';
import { useSession } from '#views/components/auth/use-session';
import { api } from '../data/api';
import { useApiMutation, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import {
  Button,
  buttonStyle,
  ConfirmDialog,
  EmptyState,
  formatDate,
  ListSkeleton,
  LoadError,
  StatusBadge,
} from '../kit';
import { dashboardText, type PostPaths } from './blog-admin-text';
import { ListToolbar, Pager } from './list-toolbar';
import type { AdminPostSummary } from './types';

const text = dashboardText.posts;
const pageSize = 20;
const searchDelayMs = 300;

/** An empty list: a way out of the search, or to the first post. */
function NoPosts({
  searching,
  newPost,
  onClear,
}: {
  searching: boolean;
  newPost: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      actions={
        searching ? (
          <Button variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        ) : (
          <a href={newPost} className={buttonStyle()}>
            {text.createFirst}
          </a>
        )
      }
    >
      {text.empty}
    </EmptyState>
  );
}

/**
 * The Posts tab: every post for editors and admins, an author's own posts for an author (the
 * only ones they may change), newest first, with a search and pages of 20.
 */
export function PostsPanel({ paths }: { paths: PostPaths }) {
  const { user } = useSession();
  const seesAll = can(user?.role, 'posts:write-any');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const params = new URLSearchParams({
    status: 'all',
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  });
  if (search) params.set('search', search);
  if (user && !seesAll) params.set('authorId', String(user.id));
  const posts = useApiQuery<{ posts: AdminPostSummary[]; total: number }>(
    adminKeys.posts.list(Object.fromEntries(params)),
    user ? `/api/posts?${params}` : null,
  );
  const pageCount = Math.max(1, Math.ceil((posts.data?.total ?? 0) / pageSize));
  const deletePost = useApiMutation(
    (post: AdminPostSummary) => api.delete(`/api/posts/${post.id}`),
    [adminKeys.posts.all],
  );

  const remove = async (post: AdminPostSummary) => {
    await deletePost.mutateAsync(post);
    // The last row of a later page gone: show the page before it rather than an empty one.
    if (page > 1 && posts.data?.posts.length === 1) setPage(page - 1);
  };

  return (
    <section aria-label={text.tab}>
      <ListToolbar
        id="post-search"
        label="Search posts"
        value={typed}
        onChange={setTyped}
        action={
          <a href={paths.newPost} className={buttonStyle()}>
            {text.newLabel}
          </a>
        }
      />
      {posts.isPending ? (
        <ListSkeleton />
      ) : posts.error ? (
        <LoadError error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <NoPosts searching={search !== ''} newPost={paths.newPost} onClear={() => setTyped('')} />
      ) : (
        <>
          <ul aria-label="Posts" className="space-y-3">
            {posts.data.posts.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                showAuthor={seesAll}
                editHref={paths.editPost(post.id)}
                onDelete={() => remove(post)}
              />
            ))}
          </ul>
          <Pager label="Post pages" page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function PostRow({
  post,
  showAuthor,
  editHref,
  onDelete,
}: {
  post: AdminPostSummary;
  showAuthor: boolean;
  editHref: string;
  onDelete: () => Promise<void>;
}) {
  // A draft has no publication date yet: it shows when it was last changed.
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{post.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <StatusBadge status={post.status} />
          <time dateTime={date}>{formatDate(date)}</time>
          {showAuthor && post.author ? (
            <span>by {post.author.fullName || post.author.username}</span>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <a href={editHref} aria-label={`Edit ${post.title}`} className={buttonStyle('ghost', 'sm')}>
          Edit
        </a>
        <ConfirmDialog
          kind={text.kind}
          itemName={post.title}
          onConfirm={onDelete}
          deleted={text.deleted}
          failed={text.deleteFailed}
        />
      </div>
    </li>
  );
}
