import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { BlogListData } from './blog-data.server';
import { listMessages } from './blog-messages';
import { BlogSearch, searchFor } from './blog-search';
import { BlogShell } from './blog-shell';
import { Pagination } from './pagination';
import { listHref } from './paging';
import { PostListItem } from './post-list-item';

const resultCount = (total: number, query: string) =>
  `${total} ${total === 1 ? 'post' : 'posts'} matching “${query}”`;

/** /blog and /news: the newest posts, search as you type, six to a page. */
export function BlogListPage() {
  const { posts, paging, query, sidebar } = useData<BlogListData>();
  const { urlPathname, site } = usePageContext();
  return (
    <BlogShell sidebar={sidebar}>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {site.name} Blog
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Practical ideas for answering every call, capturing every lead and taking busywork off
          your plate.
        </p>
      </header>
      <div className="mt-8">
        <BlogSearch query={query} pathname={urlPathname} />
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-slate-600">
        {query && paging.total > 0 ? resultCount(paging.total, query) : ''}
      </p>
      <div className="mt-4">
        {posts.length > 0 ? (
          posts.map((post, index) => (
            <PostListItem key={post.slug} post={post} priority={index === 0} />
          ))
        ) : query ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg font-medium text-slate-800">{listMessages.noResults}</p>
            <button
              type="button"
              onClick={() => void searchFor(urlPathname, '')}
              className="mt-5 rounded-lg px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              {listMessages.clearSearch}
            </button>
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{listMessages.noPosts}</h2>
            <p className="mt-2 text-slate-600">{listMessages.noPostsText}</p>
          </div>
        )}
      </div>
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        hrefOf={(page) => listHref(urlPathname, { query, page })}
      />
    </BlogShell>
  );
}
