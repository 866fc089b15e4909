import { Button, DataTable, formatDate, statusLabel } from '../kit';
import { personName, type ManagedPost } from './manager-types';

const columns = ['Title', 'Status', 'Author', 'Category', 'Date'];

export function PostTable({
  posts,
  total,
  views,
}: {
  posts: ManagedPost[];
  total: number;
  /** Each post's page views over 30 days, for roles that read analytics. */
  views: { viewsOf: (slug: string) => string } | null;
}) {
  return (
    <DataTable
      caption={`Posts, ${total} in all`}
      columns={views ? [...columns, 'Views (30 days)'] : columns}
      inPanel
    >
      {posts.map((post) => (
        <tr key={post.id} className="hover:bg-slate-50">
          <td className="px-4 py-3">
            <a
              href={`/admin/blog/posts/edit/${post.id}`}
              className="font-medium text-brand-800 hover:underline"
            >
              {post.title}
            </a>
          </td>
          <td className="px-4 py-3 text-slate-700">{statusLabel[post.status]}</td>
          <td className="px-4 py-3 text-slate-700">{personName(post.author)}</td>
          <td className="px-4 py-3 text-slate-700">
            {post.categories.map((category) => category.name).join(', ') || '—'}
          </td>
          <td className="px-4 py-3 text-slate-700">
            {formatDate(post.publishedAt ?? post.updatedAt)}
          </td>
          {views ? (
            <td className="px-4 py-3 text-right tabular-nums text-slate-700">
              {post.status === 'published' ? views.viewsOf(post.slug) : '—'}
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}

export function PostPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Post pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-700">
        Page {page} of {pages} · {total} {total === 1 ? 'post' : 'posts'}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
