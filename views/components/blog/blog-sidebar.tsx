import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { isStaff } from '#src/auth/roles';
import type { SidebarData } from './types';

/** One titled box of the sidebar. */
function SidebarPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Staff shortcuts (SPEC §2: admin, editor, author), the categories and the tags. */
export function BlogSidebar({ categories, tags }: SidebarData) {
  const { user } = usePageContext();
  return (
    <aside aria-label="Blog sidebar" className="mt-12 space-y-6 lg:mt-0">
      {isStaff(user?.role) && (
        <SidebarPanel id="quick-actions" title="Quick Actions">
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
        </SidebarPanel>
      )}
      {categories.length > 0 && (
        <SidebarPanel id="sidebar-categories" title="Categories">
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
        </SidebarPanel>
      )}
      {tags.length > 0 && (
        <SidebarPanel id="sidebar-tags" title="Tags">
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
        </SidebarPanel>
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
