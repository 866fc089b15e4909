import type { Role } from './roles';

const adminOnly: readonly Role[] = ['admin'];
const editors: readonly Role[] = ['admin', 'editor'];
const staff: readonly Role[] = ['admin', 'editor', 'author'];

/**
 * Who may open each protected page (SPEC §6). Patterns use `:id` for a numeric id.
 * The API's write rules live beside this table so both read from one place.
 */
export const pageAccess: ReadonlyArray<readonly [pattern: string, allowed: readonly Role[]]> = [
  ['/admin/users', adminOnly],
  ['/admin/settings', adminOnly],
  ['/admin/settings/colors', adminOnly],
  ['/admin', editors],
  ['/admin/content/media', editors],
  ['/admin/content/seo', editors],
  ['/admin/content/pages', editors],
  ['/admin/content/blog/manager', editors],
  ['/admin/content/posts/new', editors],
  ['/admin/content/posts/edit/:id', editors],
  ['/admin/test-post', editors],
  ['/admin/blog/categories/new', editors],
  ['/admin/blog/categories/edit/:id', editors],
  ['/admin/blog/tags/new', editors],
  ['/admin/blog/tags/edit/:id', editors],
  ['/admin/content/taxonomy', editors],
  // Leads hold people's names, emails and phone numbers: editors and admins only.
  ['/admin/leads', editors],
  ['/admin/tasks', staff],
  ['/admin/blog', staff],
  ['/admin/blog/posts/new', staff],
  ['/admin/blog/posts/edit/:id', staff],
  ['/admin/content/blog', staff],
  ['/admin/content/blog/new', staff],
  ['/admin/content/blog/posts/edit/:id', staff],
  ['/admin/content/blog/ai-assistant', staff],
];

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) =>
    part === ':id' ? /^\d+$/.test(pathParts[index] ?? '') : part === pathParts[index],
  );
}

/**
 * What each role may do through the API (DESIGN §5, Ghost's model for posts): authors write and
 * publish their own posts; editors and admins handle everyone's content; admins alone manage
 * users and settings. "Own" rules are checked by the services with `can()`.
 */
export const capabilities = {
  'posts:write-own': staff,
  'posts:write-any': editors,
  'posts:read-unpublished': staff,
  'taxonomy:write': editors,
  'comments:create': ['admin', 'editor', 'author', 'user'],
  'comments:moderate': editors,
  'comments:publish-directly': staff,
  'users:manage': adminOnly,
  'settings:write': adminOnly,
  'pages:write': editors,
  'pages:read-unpublished': editors,
  'seo:write': editors,
  'media:upload': staff,
  'media:manage-any': editors,
  'tasks:use': staff,
  'tasks:manage-any': editors,
  'leads:read': editors,
  'overview:read': editors,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof capabilities;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return !!role && (capabilities[capability] as readonly Role[]).includes(role);
}

/** Roles allowed on a page, or `null` when the page is public. */
export function rolesAllowedOn(pathname: string): readonly Role[] | null {
  return pageAccess.find(([pattern]) => matches(pattern, pathname))?.[1] ?? null;
}
