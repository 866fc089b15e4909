import { useEffect, useState } from 'react';
import { can } from '../../../../src/auth/permissions';
import { useSession } from '../../auth/use-session';
import { api } from '../admin-api';
import { ConfirmDelete } from '../confirm-delete';
import { useApiResource } from '../use-api-resource';
import { dashboardText, type PostPaths } from './blog-admin-text';
import {
  buttonClass,
  EmptyState,
  ListSkeleton,
  LoadError,
  secondaryButtonClass,
} from './list-states';
import { dashboardDate, StatusBadge } from './status-badge';
import type { AdminPostSummary } from './types';

const text = dashboardText.posts;
const pageSize = 20;
const searchDelayMs = 300;

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
  const posts = useApiResource<{ posts: AdminPostSummary[]; total: number }>(
    user ? `/api/posts?${params}` : null,
  );
  const pageCount = Math.max(1, Math.ceil((posts.data?.total ?? 0) / pageSize));

  const remove = async (post: AdminPostSummary) => {
    await api.delete(`/api/posts/${post.id}`);
    // The last row of a later page gone: show the page before it rather than an empty one.
    if (page > 1 && posts.data?.posts.length === 1) {
      setPage(page - 1);
      return;
    }
    posts.update((data) => ({
      posts: data.posts.filter((item) => item.id !== post.id),
      total: data.total - 1,
    }));
  };

  return (
    <section aria-label={text.tab}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor="post-search" className="block text-sm font-medium text-slate-800">
            Search posts
          </label>
          <input
            id="post-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-1 w-72 max-w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        <a href={paths.newPost} className={buttonClass}>
          {text.newLabel}
        </a>
      </div>
      {posts.loading ? (
        <ListSkeleton />
      ) : posts.error ? (
        <LoadError message={posts.error.message} onRetry={posts.reload} />
      ) : !posts.data || posts.data.posts.length === 0 ? (
        <EmptyState message={text.empty}>
          {search ? (
            <button type="button" onClick={() => setTyped('')} className={secondaryButtonClass}>
              Clear search
            </button>
          ) : (
            <a href={paths.newPost} className={buttonClass}>
              {text.createFirst}
            </a>
          )}
        </EmptyState>
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
          {pageCount > 1 && (
            <nav aria-label="Post pages" className="mt-4 flex items-center gap-3 text-sm">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                className={secondaryButtonClass}
              >
                Previous
              </button>
              <span>
                Page {page} of {pageCount}
              </span>
              <button
                type="button"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
                className={secondaryButtonClass}
              >
                Next
              </button>
            </nav>
          )}
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
          <time dateTime={date}>{dashboardDate(date)}</time>
          {showAuthor && post.author ? (
            <span>by {post.author.fullName || post.author.username}</span>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <a
          href={editHref}
          aria-label={`Edit ${post.title}`}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          Edit
        </a>
        <ConfirmDelete
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
