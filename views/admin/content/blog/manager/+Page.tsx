import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { postStatuses } from '../../../../../src/schemas/posts';
import { api } from '../../../../components/admin/admin-api';
import { ConfirmDelete } from '../../../../components/admin/confirm-delete';
import {
  buttonClass,
  EmptyState,
  FormAlert,
  formatDate,
  Panel,
} from '../../../../components/admin/content-ui';
import { PageHeading, SkeletonRow } from '../../../../components/admin/page-heading';
import { toast } from '../../../../components/ui/toast';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  status: (typeof postStatuses)[number];
  publishedAt: string | null;
  updatedAt: string;
  author: { id: number; username: string; fullName: string | null } | null;
  categories: Array<{ id: number; name: string; slug: string }>;
}

interface Person {
  id: number;
  username: string;
  fullName: string | null;
}

interface Filters {
  status: string;
  authorId: string;
  category: string;
  search: string;
}

const pageSize = 20;
const statusLabels: Record<PostRow['status'], string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
  archived: 'Archived',
};

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** One of the post filters: a labelled select whose first option means "no filter". */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  anyLabel,
  anyValue = '',
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  anyLabel: string;
  anyValue?: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={onChange} className={selectClass}>
        <option value={anyValue}>{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function BlogManager() {
  return (
    <div>
      <PageHeading
        title="Posts and comments"
        description="Every post of the blog, and the comments readers left that wait for approval."
        actions={
          <a href="/admin/blog/posts/new" className={buttonClass.primary}>
            New post
          </a>
        }
      />
      <div className="space-y-6">
        <PostList />
        <ModerationQueue />
      </div>
    </div>
  );
}

const personName = (person: Person | null) => person?.fullName || person?.username || 'Unknown';

function PostList() {
  const [filters, setFilters] = useState<Filters>({
    status: 'all',
    authorId: '',
    category: '',
    search: '',
  });
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [loaded, setLoaded] = useState<{
    query: string;
    posts?: PostRow[];
    total?: number;
    error?: string;
  } | null>(null);
  const [authors, setAuthors] = useState<Person[]>([]);
  const [categories, setCategories] = useState<Array<{ id: number; name: string; slug: string }>>(
    [],
  );

  useEffect(() => {
    api.get<{ authors: Person[] }>('/api/authors').then(
      (answer) => setAuthors(answer.authors),
      () => undefined,
    );
    api
      .get<{ categories: Array<{ id: number; name: string; slug: string }> }>('/api/categories')
      .then(
        (answer) => setCategories(answer.categories),
        () => undefined,
      );
  }, []);

  const query = useMemo(() => {
    const params = new URLSearchParams({
      limit: String(pageSize),
      offset: String(offset),
      status: filters.status,
    });
    if (filters.authorId) params.set('authorId', filters.authorId);
    if (filters.category) params.set('category', filters.category);
    if (filters.search.trim()) params.set('search', filters.search.trim());
    return params.toString();
  }, [filters, offset]);

  useEffect(() => {
    let current = true;
    api
      .get<{ posts: PostRow[]; total: number }>(`/api/posts?${query}`)
      .then((answer) => current && setLoaded({ query, ...answer }))
      .catch((failure: Error) => current && setLoaded({ query, error: failure.message }));
    return () => {
      current = false;
    };
  }, [query]);
  // What is shown belongs to the current filters; anything older means "still loading".
  const result =
    loaded?.query === query && loaded.posts
      ? { posts: loaded.posts, total: loaded.total ?? 0 }
      : null;
  const error = loaded?.query === query ? loaded.error : undefined;

  const change = (field: keyof Filters) => (event: { target: { value: string } }) => {
    setOffset(0);
    setFilters((current) => ({ ...current, [field]: event.target.value }));
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;
  const page = Math.floor(offset / pageSize) + 1;

  return (
    <Panel title="Posts">
      <form
        role="search"
        aria-label="Filter posts"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_12rem_12rem]"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setFilters((current) => ({ ...current, search }));
        }}
      >
        <div>
          <label htmlFor="post-search" className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <div className="flex gap-2">
            <input
              id="post-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={selectClass}
            />
            <button type="submit" className={`${buttonClass.secondary} mt-1`}>
              Search
            </button>
          </div>
        </div>
        <FilterSelect
          id="post-status"
          label="Status"
          value={filters.status}
          onChange={change('status')}
          anyLabel="All"
          anyValue="all"
          options={postStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        />
        <FilterSelect
          id="post-author"
          label="Author"
          value={filters.authorId}
          onChange={change('authorId')}
          anyLabel="Everyone"
          options={authors.map((author) => ({
            value: String(author.id),
            label: personName(author),
          }))}
        />
        <FilterSelect
          id="post-category"
          label="Category"
          value={filters.category}
          onChange={change('category')}
          anyLabel="Any"
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
      </form>
      <FormAlert message={error} />
      {result === null && !error ? (
        <div className="space-y-2">
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {result?.posts.length === 0 ? <EmptyState>No posts match these filters.</EmptyState> : null}
      {result && result.posts.length > 0 ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Posts, {result.total} in all</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Author
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.posts.map((post) => (
                  <tr
                    key={post.id}
                    className="border-b border-slate-100 last:border-0 hover:bg-slate-50"
                  >
                    <td className="px-3 py-2">
                      <a
                        href={`/admin/blog/posts/edit/${post.id}`}
                        className="font-medium text-brand-800 hover:underline"
                      >
                        {post.title}
                      </a>
                    </td>
                    <td className="px-3 py-2 text-slate-700">{statusLabels[post.status]}</td>
                    <td className="px-3 py-2 text-slate-700">{personName(post.author)}</td>
                    <td className="px-3 py-2 text-slate-700">
                      {post.categories.map((category) => category.name).join(', ') || '—'}
                    </td>
                    <td className="px-3 py-2 text-slate-700">
                      {formatDate(post.publishedAt ?? post.updatedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            aria-label="Post pages"
            className="mt-4 flex items-center justify-between gap-3 text-sm"
          >
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pageSize))}
            >
              Previous
            </button>
            <span className="text-slate-700">
              Page {page} of {pages} · {result.total} {result.total === 1 ? 'post' : 'posts'}
            </span>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={page >= pages}
              onClick={() => setOffset(offset + pageSize)}
            >
              Next
            </button>
          </nav>
        </>
      ) : null}
    </Panel>
  );
}

interface CommentRow {
  id: number;
  content: string;
  isApproved: boolean;
  createdAt: string;
  author: { username: string; fullName: string | null };
  post?: { id: number; title: string; slug: string };
}

function ModerationQueue() {
  const [waiting, setWaiting] = useState<CommentRow[] | null>(null);
  const [approved, setApproved] = useState<CommentRow[] | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    Promise.all([
      api.get<{ comments: CommentRow[] }>('/api/comments?isApproved=false&limit=100'),
      api.get<{ comments: CommentRow[] }>('/api/comments?isApproved=true&limit=10'),
    ])
      .then(([queue, recent]) => {
        setWaiting(queue.comments);
        setApproved(recent.comments);
      })
      .catch((failure: Error) => setError(failure.message));
  }, []);

  const approve = async (comment: CommentRow) => {
    try {
      await api.patch(`/api/comments/${comment.id}`, { isApproved: true });
      setWaiting((current) => current?.filter((each) => each.id !== comment.id) ?? null);
      setApproved((current) => [{ ...comment, isApproved: true }, ...(current ?? [])].slice(0, 10));
      toast({ title: 'Comment approved', description: 'It is now visible on the post.' });
    } catch (failure) {
      toast({
        title: 'Failed to approve the comment. Please try again.',
        description: failure instanceof Error ? failure.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const remove = (list: 'waiting' | 'approved', comment: CommentRow) => async () => {
    await api.delete(`/api/comments/${comment.id}`);
    const drop = (current: CommentRow[] | null) =>
      current?.filter((each) => each.id !== comment.id) ?? null;
    if (list === 'waiting') setWaiting(drop);
    else setApproved(drop);
  };

  return (
    <>
      <Panel title={`Comments awaiting approval${waiting ? ` (${waiting.length})` : ''}`}>
        <FormAlert message={error} />
        {waiting === null && !error ? <SkeletonRow /> : null}
        {waiting?.length === 0 ? (
          <EmptyState>No comments are waiting. All caught up.</EmptyState>
        ) : null}
        {waiting && waiting.length > 0 ? (
          <ul aria-label="Comments awaiting approval" className="divide-y divide-slate-100">
            {waiting.map((comment) => (
              <CommentItem key={comment.id} comment={comment}>
                <button
                  type="button"
                  className={buttonClass.primary}
                  aria-label={`Approve the comment by ${personName({ id: 0, ...comment.author })}`}
                  onClick={() => void approve(comment)}
                >
                  Approve
                </button>
                <ConfirmDelete
                  kind="comment"
                  itemName={`the comment by ${personName({ id: 0, ...comment.author })}`}
                  deleted="Comment deleted"
                  failed="Failed to delete the comment. Please try again."
                  onConfirm={remove('waiting', comment)}
                />
              </CommentItem>
            ))}
          </ul>
        ) : null}
      </Panel>
      <Panel title="Recently approved comments">
        {approved === null && !error ? <SkeletonRow /> : null}
        {approved?.length === 0 ? <EmptyState>No approved comments yet.</EmptyState> : null}
        {approved && approved.length > 0 ? (
          <ul aria-label="Recently approved comments" className="divide-y divide-slate-100">
            {approved.map((comment) => (
              <CommentItem key={comment.id} comment={comment}>
                <ConfirmDelete
                  kind="comment"
                  itemName={`the comment by ${personName({ id: 0, ...comment.author })}`}
                  deleted="Comment deleted"
                  failed="Failed to delete the comment. Please try again."
                  onConfirm={remove('approved', comment)}
                />
              </CommentItem>
            ))}
          </ul>
        ) : null}
      </Panel>
    </>
  );
}

function CommentItem({ comment, children }: { comment: CommentRow; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {personName({ id: 0, ...comment.author })}
          </span>{' '}
          on{' '}
          {comment.post ? (
            <a href={`/blog/post/${comment.post.slug}`} className={buttonClass.link}>
              {comment.post.title}
            </a>
          ) : (
            'a post'
          )}{' '}
          · {formatDate(comment.createdAt)}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{comment.content}</p>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </li>
  );
}
