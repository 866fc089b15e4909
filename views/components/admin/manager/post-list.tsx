import { useState } from 'react';
import { usePostViews } from '../analytics/use-post-views';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { EmptyState, FormAlert, ListSkeleton, Panel } from '../kit';
import type { ManagedPost, PostFilters } from './manager-types';
import { PostFilterForm } from './post-filters';
import { PostPager, PostTable } from './post-table';

const pageSize = 20;

/** Every post of the blog, filtered and in pages of 20. */
export function PostList() {
  const [filters, setFilters] = useState<PostFilters>({
    status: 'all',
    authorId: '',
    category: '',
    search: '',
  });
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
    status: filters.status,
  });
  if (filters.authorId) params.set('authorId', filters.authorId);
  if (filters.category) params.set('category', filters.category);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  const posts = useApiQuery<{ posts: ManagedPost[]; total: number }>(
    adminKeys.posts.list(Object.fromEntries(params)),
    `/api/posts?${params}`,
  );
  const views = usePostViews();
  const result = posts.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;
  return (
    <Panel title="Posts">
      <PostFilterForm
        filters={filters}
        onChange={(change) => {
          setPage(1);
          setFilters((current) => ({ ...current, ...change }));
        }}
      />
      <FormAlert message={posts.error?.message} />
      {posts.isPending ? <ListSkeleton rows={2} /> : null}
      {result?.posts.length === 0 ? <EmptyState>No posts match these filters.</EmptyState> : null}
      {result && result.posts.length > 0 ? (
        <>
          <PostTable posts={result.posts} total={result.total} views={views} />
          <PostPager page={page} pages={pages} total={result.total} onPage={setPage} />
        </>
      ) : null}
    </Panel>
  );
}
