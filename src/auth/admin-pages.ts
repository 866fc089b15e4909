import { capabilities, type Capability } from './permissions';
import type { Role } from './roles';

/** The admin sidebar's groups, in the order it shows them. */
export const adminNavGroups = [
  'Overview',
  'Blog',
  'Site',
  'Administration',
  'Integrations',
] as const;
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

/** A screen with a sidebar link in `group`, labelled `label`. */
const listed = (
  path: AdminPath,
  capability: Capability,
  group: AdminNavGroup,
  label: string,
): AdminScreen => ({ path, capability, nav: { group, label } });
/** A screen reached from another (an editor, a form), without a sidebar link. */
const unlisted = (path: AdminPath, capability: Capability): AdminScreen => ({ path, capability });
const moved = (path: AdminPath, capability: Capability): AdminMovedAddress => ({
  path,
  capability,
  moved: true,
});

/**
 * Every page under /admin. Adding an admin screen is its page file plus one line here: the guard
 * lets in the roles of its capability, and the sidebar lists it when it has `nav`. An address
 * missing from this list answers 404 to everyone signed in.
 *
 * Sidebar links appear in this order within their group.
 */
export const adminPages: readonly AdminPage[] = [
  listed('/admin', 'overview:read', 'Overview', 'Dashboard'),
  listed('/admin/tasks', 'tasks:use', 'Overview', 'Tasks'),
  // Leads hold people's names, emails and phone numbers: editors and admins only.
  listed('/admin/leads', 'leads:read', 'Overview', 'Leads'),
  listed('/admin/analytics', 'analytics:read', 'Overview', 'Analytics'),

  listed('/admin/blog', 'posts:write-own', 'Blog', 'Posts, categories and tags'),
  unlisted('/admin/blog/posts/new', 'posts:write-own'),
  unlisted('/admin/blog/posts/edit/:id', 'posts:write-own'),
  unlisted('/admin/blog/categories/new', 'taxonomy:write'),
  unlisted('/admin/blog/categories/edit/:id', 'taxonomy:write'),
  unlisted('/admin/blog/tags/new', 'taxonomy:write'),
  unlisted('/admin/blog/tags/edit/:id', 'taxonomy:write'),
  listed('/admin/content/blog/manager', 'comments:moderate', 'Blog', 'Posts and comments'),
  listed('/admin/content/taxonomy', 'taxonomy:write', 'Blog', 'Taxonomy'),
  listed('/admin/content/blog/ai-assistant', 'posts:write-own', 'Blog', 'Writing assistant'),
  listed('/admin/test-post', 'posts:preview-sandbox', 'Blog', 'Preview sandbox'),
  // Moved: the content section's copies of the blog dashboard and the post editor.
  moved('/admin/content/blog', 'posts:write-own'),
  moved('/admin/content/blog/new', 'posts:write-own'),
  moved('/admin/content/blog/posts/edit/:id', 'posts:write-own'),
  moved('/admin/content/posts/new', 'posts:write-any'),
  moved('/admin/content/posts/edit/:id', 'posts:write-any'),

  listed('/admin/content/pages', 'pages:write', 'Site', 'Pages'),
  listed('/admin/content/navigation', 'pages:write', 'Site', 'Navigation'),
  unlisted('/admin/content/pages/:id', 'pages:write'),
  listed('/admin/content/media', 'media:manage-any', 'Site', 'Media'),
  listed('/admin/content/seo', 'seo:write', 'Site', 'SEO'),
  listed('/admin/content/redirects', 'redirects:manage', 'Site', 'Redirects'),

  listed('/admin/users', 'users:manage', 'Administration', 'Users'),
  listed('/admin/settings', 'settings:write', 'Administration', 'Settings'),
  listed('/admin/settings/colors', 'settings:write', 'Administration', 'Brand colours'),
  listed(
    '/admin/settings/notifications',
    'notifications:manage',
    'Administration',
    'Notifications',
  ),
  listed('/admin/emails', 'notifications:manage', 'Administration', 'Outbox'),
  listed('/admin/jobs', 'jobs:manage', 'Administration', 'Background jobs'),
  listed('/admin/webhooks', 'webhooks:manage', 'Administration', 'Webhooks'),
  listed('/admin/activity', 'activity:read', 'Administration', 'Activity log'),
  listed('/admin/content/import', 'content:export', 'Administration', 'Import and export'),
  // Every member of staff may make an API token (on /account), so each may read the reference.
  listed('/admin/api', 'posts:write-own', 'Integrations', 'API reference'),
];

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
  return adminPages.find((page) => matchAdminPath(page.path, pathname) !== null);
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
