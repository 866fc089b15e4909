import { adminNavGroups, adminPages, rolesAllowedOnPage } from '#src/auth/admin-pages';
import type { Role } from '#src/auth/roles';

export interface AdminLink {
  href: string;
  label: string;
}

/**
 * The admin sidebar for a role, from the admin page registry: its groups in order, each with the
 * screens this role may open, groups left empty left out.
 */
export function navigationFor(role: Role) {
  const links = adminPages.flatMap((page) =>
    'nav' in page && page.nav && rolesAllowedOnPage(page).includes(role)
      ? [{ group: page.nav.group, link: { href: page.path, label: page.nav.label } }]
      : [],
  );
  return adminNavGroups
    .map((heading) => ({
      heading,
      links: links.filter((entry) => entry.group === heading).map((entry) => entry.link),
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
