import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { currentLink, navigationFor } from '../components/admin/admin-nav';
import { SignOutButton } from '../components/admin/sign-out-button';
import { AdminQueryProvider } from '../components/admin/data/query-provider';
import { LeadsNavBadge } from '../components/admin/leads/leads-nav-badge';
import { useSession } from '../components/auth/use-session';

/** The admin look (SPEC §4 theme): a sidebar of what the role may open, and who is signed in. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { urlPathname, site } = usePageContext();
  const { user } = useSession();
  const groups = user ? navigationFor(user.role) : [];
  const current = currentLink(
    groups.flatMap((group) => group.links),
    urlPathname,
  );
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="border-b border-slate-800 bg-slate-900 text-slate-100 md:w-64 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between px-5 py-4">
          <a href="/admin/blog" className="font-semibold text-white">
            {site.name} admin
          </a>
          <a href="/" className="text-sm text-slate-300 underline-offset-2 hover:underline">
            View site
          </a>
        </div>
        <nav aria-label="Admin" className="px-3 pb-4">
          {groups.map((group) => (
            <div key={group.heading} className="mt-3">
              <p className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-400">
                {group.heading}
              </p>
              <ul className="mt-1 space-y-0.5">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.href === current ? 'page' : undefined}
                      className="block rounded-md px-2 py-1.5 text-sm text-slate-200 hover:bg-slate-800 aria-[current=page]:bg-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-white"
                    >
                      {link.label}
                      {link.href === '/admin/leads' ? <LeadsNavBadge /> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col bg-slate-50">
        <header
          aria-label="Admin"
          className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-6 py-3 text-sm"
        >
          {user && (
            <span className="text-slate-600">
              {user.fullName || user.username} <span className="text-slate-600">({user.role})</span>
            </span>
          )}
          <a
            href="/account"
            className="rounded-md px-3 py-1.5 font-medium text-slate-800 underline hover:bg-slate-100"
          >
            Your account
          </a>
          <SignOutButton className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60" />
        </header>
        <main id="main" aria-label="Admin" className="flex-1 px-4 py-6 sm:px-8">
          <AdminQueryProvider>{children}</AdminQueryProvider>
        </main>
      </div>
    </div>
  );
}
