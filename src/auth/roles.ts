import type { Capability } from './permissions';

/** Roles from most to least powerful. Pure module: imported by server and pages alike. */
export const roles = ['admin', 'editor', 'author', 'user'] as const;
export type Role = (typeof roles)[number];

export const staffRoles: readonly Role[] = ['admin', 'editor', 'author'];

export function isStaff(role: Role | null | undefined): boolean {
  return !!role && staffRoles.includes(role);
}

/** The signed-in user as the browser sees it: never a password hash. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  role: Role;
  /**
   * Set only for a request made with an API token: the capabilities its token carries, which
   * narrow the role's (`permits` in permissions.ts).
   */
  scopes?: readonly Capability[];
}
