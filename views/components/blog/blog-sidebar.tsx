import { usePageContext } from 'vike-react/usePageContext';
import { isStaff } from '../../../src/auth/roles';
import type { SidebarData } from './types';

const heading = 'text-sm font-semibold uppercase tracking-wide text-slate-600';
const panel = 'rounded-xl border border-slate-200 bg-white p-5';

/** Staff shortcuts (SPEC §2: admin, editor, author), the categories and the tags. */
export function BlogSidebar({ categories, tags }: SidebarData) {
  const { user } = usePageContext();
  return (
    <aside aria-label="Blog sidebar" className="mt-12 space-y-6 lg:mt-0">
      {isStaff(user?.role) && (
        <section aria-labelledby="quick-actions" className={panel}>
          <h2 id="quick-actions" className={heading}>
            Quick Actions
          </h2>
          <div className="mt-4 flex flex-col gap-2">
            <a
              href="/admin/blog"
              className="rounded-lg px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              Dashboard
            </a>
            <a
              href="/blog/admin/posts/new"
              className="rounded-lg bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
            >
              New Post
            </a>
          </div>
        </section>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="sidebar-categories" className={panel}>
          <h2 id="sidebar-categories" className={heading}>
            Categories
          </h2>
          <ul className="mt-3 space-y-1">
            {categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={`/category/${category.slug}`}
                  className="flex justify-between gap-3 rounded-md px-2 py-1.5 text-slate-800 hover:bg-slate-50 hover:text-brand-800"
                >
                  <span>{category.name}</span>
                  <span className="text-slate-600">{category.postCount}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags.length > 0 && (
        <section aria-labelledby="sidebar-tags" className={panel}>
          <h2 id="sidebar-tags" className={heading}>
            Tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <a
                  href={`/tag/${tag.slug}`}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  #{tag.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="px-1 text-sm">
        <a
          href="/rss.xml"
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Subscribe via RSS
        </a>
      </p>
    </aside>
  );
}
