import type { Role } from './roles';

const adminOnly: readonly Role[] = ['admin'];
const editors: readonly Role[] = ['admin', 'editor'];
const staff: readonly Role[] = ['admin', 'editor', 'author'];

/**
 * What each role may do through the API (DESIGN §5, Ghost's model for posts): authors write and
 * publish their own posts; editors and admins handle everyone's content; admins alone manage
 * users and settings. "Own" rules are checked by the services with `can()`. Admin pages name
 * one of these too (src/auth/admin-pages.ts), so the API and the screens read from one place.
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
  'redirects:manage': editors,
  'media:upload': staff,
  'media:manage-any': editors,
  'tasks:use': staff,
  'tasks:manage-any': editors,
  'leads:read': editors,
  'leads:write': editors,
  'leads:erase': adminOnly,
  'webhooks:manage': adminOnly,
  'notifications:manage': adminOnly,
  'jobs:manage': adminOnly,
  // Who did what, from which address: admins only, and nobody can change or delete an entry.
  'activity:read': adminOnly,
  // "Export content": the site's posts, pages, media and settings as one download.
  'content:export': adminOnly,
  'content:import': adminOnly,
  'overview:read': editors,
  'analytics:read': editors,
  'posts:preview-sandbox': editors,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof capabilities;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return !!role && (capabilities[capability] as readonly Role[]).includes(role);
}

/** Who makes a request: a role and, when the request came with an API token, the token's scopes. */
export interface Viewer {
  role: Role;
  scopes?: readonly Capability[] | undefined;
}

/**
 * What the server checks: the role has the capability and, for a request made with an API
 * token, the token carries it too (a token may do what its account may, or less).
 */
export function permits(viewer: Viewer | null | undefined, capability: Capability): boolean {
  if (!viewer || !can(viewer.role, capability)) return false;
  return !viewer.scopes || viewer.scopes.includes(capability);
}
