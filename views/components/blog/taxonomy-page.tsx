import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { TaxonomyPageData } from './blog-data.server';
import { listMessages } from './blog-messages';
import { BlogShell } from './blog-shell';
import { Pagination } from './pagination';
import { listHref } from './paging';
import { TaxonomyPostCard } from './taxonomy-post-card';

export const postCount = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** /category/{slug} and /tag/{slug}: the term, its description and its published posts. */
export function TaxonomyPage({ kind }: { kind: 'category' | 'tag' }) {
  const { term, posts, paging, sidebar } = useData<TaxonomyPageData>();
  const { urlPathname } = usePageContext();
  return (
    <BlogShell sidebar={sidebar}>
      <a href="/blog" className="text-sm font-medium text-brand-800 hover:underline">
        <span aria-hidden="true">← </span>All posts
      </a>
      <header className="mt-6 border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {kind === 'category' ? 'Category' : 'Tag'}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {kind === 'tag' ? `#${term.name}` : term.name}
        </h1>
        {term.description && (
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{term.description}</p>
        )}
        <p className="mt-4 text-sm font-medium text-slate-700">{postCount(paging.total)}</p>
      </header>
      {posts.length > 0 ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          {posts.map((post, index) => (
            <TaxonomyPostCard
              key={post.slug}
              post={post}
              currentTag={kind === 'tag' ? term.slug : undefined}
              priority={index === 0}
            />
          ))}
        </div>
      ) : (
        <p className="mt-8 text-lg font-medium text-slate-800">{listMessages.noPosts}</p>
      )}
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        hrefOf={(page) => listHref(urlPathname, { page })}
      />
    </BlogShell>
  );
}
