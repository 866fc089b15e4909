/** A site address, or a Vike route string for several (`@id` is one path segment, `*` the rest). */
export type SitePath = `/${string}`;

/**
 * Every address that moved, with where it answers now (301): one URL per screen. The query
 * string goes along (for an anonymous visitor, the parameters the page cache keeps:
 * src/config/page-query-params.ts).
 *
 * Addresses under /admin are answered by the admin guard after the role rule of the old address
 * (its line in src/auth/admin-pages.ts) has let the visitor in, so that a role the old address
 * refused still gets Access Denied there. Vike answers the others before routing.
 */
export const permanentRedirects = {
  // /solutions has no page of its own: the voice receptionist page is the overview.
  '/solutions': '/solutions/ai-voice-receptionists',
  // SPEC §2: the blog's admin moved under /admin.
  '/blog/admin': '/admin/blog',
  '/blog/admin/*': '/admin/blog/*',
  // The content section's copies of the blog dashboard and the post editor.
  '/admin/content/blog': '/admin/blog',
  '/admin/content/blog/new': '/admin/blog/posts/new',
  '/admin/content/blog/posts/edit/@id': '/admin/blog/posts/edit/@id',
  '/admin/content/posts/new': '/admin/blog/posts/new',
  '/admin/content/posts/edit/@id': '/admin/blog/posts/edit/@id',
} as const satisfies Record<SitePath, SitePath>;

export const isAdminAddress = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The redirects Vike applies before routing: those outside /admin. */
export const redirectsBeforeRouting: Record<string, string> = Object.fromEntries(
  Object.entries(permanentRedirects).filter(([from]) => !isAdminAddress(from)),
);

/** Where `pathname` answers now when it is an address of the route string `from`, else null. */
function resolve(from: string, to: string, pathname: string): SitePath | null {
  const fromParts = from.split('/');
  const pathParts = (pathname.replace(/\/+$/, '') || '/').split('/');
  const endsInRest = fromParts.at(-1) === '*';
  if (endsInRest ? pathParts.length < fromParts.length : pathParts.length !== fromParts.length) {
    return null;
  }
  const params = new Map<string, string>();
  for (const [index, part] of fromParts.entries()) {
    if (part === '*') params.set(part, pathParts.slice(index).join('/'));
    else if (part.startsWith('@')) params.set(part, pathParts[index]!);
    else if (part !== pathParts[index]) return null;
    if (params.get(part) === '') return null;
  }
  const target = to.split('/').map((part) => params.get(part) ?? part);
  return target.join('/') as SitePath;
}

/** The address a moved one answers at now (its query string not included), or null. */
export function movedAddressOf(pathname: string): SitePath | null {
  for (const [from, to] of Object.entries(permanentRedirects)) {
    const target = resolve(from, to, pathname);
    if (target) return target;
  }
  return null;
}
