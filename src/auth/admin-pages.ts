import { capabilities, type Capability } from './permissions';
import type { Role } from './roles';

/** The admin sidebar's groups, in the order it shows them. */
export const adminNavGroups = ['Overview', 'Blog', 'Site', 'Administration'] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number];

/** An address under /admin; `:id` stands for one path segment (the screen checks its value). */
export type AdminPath = '/admin' | `/admin/${string}`;

interface AdminPageBase {
  path: AdminPath;
  /** Who may open the page: the roles of this capability (SPEC §6). */
  capability: Capability;
}

/** A screen with its own page file under views/admin, shown in the sidebar when it has `nav`. */
export interface AdminScreen extends AdminPageBase {
  nav?: { group: AdminNavGroup; label: string };
}

/**
 * An older address SPEC still protects, with no page file: the guard checks its own role rule
 * (which may be stricter than the screen's), then answers 301 with its line in the one redirect
 * table, src/redirects.ts.
 */
export interface AdminMovedAddress extends AdminPageBase {
  moved: true;
}

export type AdminPage = AdminScreen | AdminMovedAddress;

/**
 * Every page under /admin. Adding an admin screen is its page file plus one line here: the guard
 * lets in the roles of its capability, and the sidebar lists it when it has `nav`. An address
 * missing from this list answers 404 to everyone signed in.
 *
 * Sidebar links appear in this order within their group.
 */
export const adminPages = [
  { path: '/admin', capability: 'overview:read', nav: { group: 'Overview', label: 'Dashboard' } },
  { path: '/admin/tasks', capability: 'tasks:use', nav: { group: 'Overview', label: 'Tasks' } },
  // Leads hold people's names, emails and phone numbers: editors and admins only.
  { path: '/admin/leads', capability: 'leads:read', nav: { group: 'Overview', label: 'Leads' } },

  {
    path: '/admin/blog',
    capability: 'posts:write-own',
    nav: { group: 'Blog', label: 'Posts, categories and tags' },
  },
  { path: '/admin/blog/posts/new', capability: 'posts:write-own' },
  { path: '/admin/blog/posts/edit/:id', capability: 'posts:write-own' },
  { path: '/admin/blog/categories/new', capability: 'taxonomy:write' },
  { path: '/admin/blog/categories/edit/:id', capability: 'taxonomy:write' },
  { path: '/admin/blog/tags/new', capability: 'taxonomy:write' },
  { path: '/admin/blog/tags/edit/:id', capability: 'taxonomy:write' },
  {
    path: '/admin/content/blog/manager',
    capability: 'comments:moderate',
    nav: { group: 'Blog', label: 'Posts and comments' },
  },
  {
    path: '/admin/content/taxonomy',
    capability: 'taxonomy:write',
    nav: { group: 'Blog', label: 'Taxonomy' },
  },
  {
    path: '/admin/content/blog/ai-assistant',
    capability: 'posts:write-own',
    nav: { group: 'Blog', label: 'Writing assistant' },
  },
  {
    path: '/admin/test-post',
    capability: 'posts:preview-sandbox',
    nav: { group: 'Blog', label: 'Preview sandbox' },
  },
  // Moved: the content section's copies of the blog dashboard and the post editor.
  { path: '/admin/content/blog', capability: 'posts:write-own', moved: true },
  { path: '/admin/content/blog/new', capability: 'posts:write-own', moved: true },
  { path: '/admin/content/blog/posts/edit/:id', capability: 'posts:write-own', moved: true },
  { path: '/admin/content/posts/new', capability: 'posts:write-any', moved: true },
  { path: '/admin/content/posts/edit/:id', capability: 'posts:write-any', moved: true },

  {
    path: '/admin/content/pages',
    capability: 'pages:write',
    nav: { group: 'Site', label: 'Pages' },
  },
  {
    path: '/admin/content/media',
    capability: 'media:manage-any',
    nav: { group: 'Site', label: 'Media' },
  },
  { path: '/admin/content/seo', capability: 'seo:write', nav: { group: 'Site', label: 'SEO' } },

  {
    path: '/admin/users',
    capability: 'users:manage',
    nav: { group: 'Administration', label: 'Users' },
  },
  {
    path: '/admin/settings',
    capability: 'settings:write',
    nav: { group: 'Administration', label: 'Settings' },
  },
  {
    path: '/admin/settings/colors',
    capability: 'settings:write',
    nav: { group: 'Administration', label: 'Brand colours' },
  },
  {
    path: '/admin/settings/notifications',
    capability: 'notifications:manage',
    nav: { group: 'Administration', label: 'Notifications' },
  },
  {
    path: '/admin/emails',
    capability: 'notifications:manage',
    nav: { group: 'Administration', label: 'Outbox' },
  },
  {
    path: '/admin/jobs',
    capability: 'jobs:manage',
    nav: { group: 'Administration', label: 'Background jobs' },
  },
  {
    path: '/admin/webhooks',
    capability: 'webhooks:manage',
    nav: { group: 'Administration', label: 'Webhooks' },
  },
] as const satisfies readonly AdminPage[];

/** The route parameters of `pathname` when it is an address of `pattern`, else null. */
export function matchAdminPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = (pathname.replace(/\/+$/, '') || '/').split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const segment = pathParts[index]!;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}

/** The registry line for an address, or undefined when no admin page has it. */
export function adminPageAt(pathname: string): AdminPage | undefined {
  return (adminPages as readonly AdminPage[]).find(
    (page) => matchAdminPath(page.path, pathname) !== null,
  );
}

/** The roles that may open an admin page. */
export function rolesAllowedOnPage(page: AdminPage): readonly Role[] {
  return capabilities[page.capability];
}

/**
 * What a signed-in role gets at an address under /admin: the page, a refusal naming the roles it
 * allows, or nothing (an address no registry line names is never open).
 */
export function adminAccess(
  role: Role,
  pathname: string,
): { kind: 'open' } | { kind: 'denied'; allowed: readonly Role[] } | { kind: 'missing' } {
  const page = adminPageAt(pathname);
  if (!page) return { kind: 'missing' };
  const allowed = rolesAllowedOnPage(page);
  return allowed.includes(role) ? { kind: 'open' } : { kind: 'denied', allowed };
}
