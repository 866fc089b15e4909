import type { ReactNode } from 'react';
import { BlogSidebar } from './blog-sidebar';
import type { SidebarData } from './types';

/** The blog's two columns: the page itself and the sidebar (below it on narrow screens). */
export function BlogShell({ sidebar, children }: { sidebar: SidebarData; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
      <div className="min-w-0">{children}</div>
      <BlogSidebar {...sidebar} />
    </div>
  );
}
