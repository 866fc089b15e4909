import { rolesAllowedOn } from '../../../src/auth/permissions';
import type { Role } from '../../../src/auth/roles';

export interface AdminLink {
  href: string;
  label: string;
}

/** The admin sidebar, in groups; each person sees the links their role may open. */
export const adminNavigation: ReadonlyArray<{ heading: string; links: readonly AdminLink[] }> = [
  {
    heading: 'Overview',
    links: [
      { href: '/admin', label: 'Dashboard' },
      { href: '/admin/tasks', label: 'Tasks' },
      { href: '/admin/leads', label: 'Leads' },
    ],
  },
  {
    heading: 'Blog',
    links: [
      { href: '/admin/blog', label: 'Posts, categories and tags' },
      { href: '/admin/content/blog/manager', label: 'Posts and comments' },
      { href: '/admin/content/taxonomy', label: 'Taxonomy' },
      { href: '/admin/content/blog/ai-assistant', label: 'Writing assistant' },
      { href: '/admin/test-post', label: 'Preview sandbox' },
    ],
  },
  {
    heading: 'Site',
    links: [
      { href: '/admin/content/pages', label: 'Pages' },
      { href: '/admin/content/media', label: 'Media' },
      { href: '/admin/content/seo', label: 'SEO' },
    ],
  },
  {
    heading: 'Administration',
    links: [
      { href: '/admin/users', label: 'Users' },
      { href: '/admin/settings', label: 'Settings' },
      { href: '/admin/settings/colors', label: 'Brand colours' },
    ],
  },
];

export function navigationFor(role: Role) {
  return adminNavigation
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => rolesAllowedOn(link.href)?.includes(role) ?? false),
    }))
    .filter((group) => group.links.length > 0);
}

/** The link for the current page: the longest one that is the page or a section above it. */
export function currentLink(links: readonly AdminLink[], pathname: string): string | null {
  const matching = links.filter(
    (link) =>
      pathname === link.href || (link.href !== '/admin' && pathname.startsWith(`${link.href}/`)),
  );
  return matching.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
