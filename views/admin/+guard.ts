import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { rolesAllowedOn } from '../../src/auth/permissions';
import type { AccessDeniedReason } from '../components/admin/required-roles';

/**
 * Every page under /admin, on the server (the HTML and Vike's pageContext.json alike), from the
 * one permissions table: signed out goes to /auth, a role not allowed gets Access Denied (403).
 */
export default function guard(pageContext: PageContextServer) {
  const { user, urlPathname } = pageContext;
  if (!user) throw redirect('/auth');
  // Admin paths missing from the table fall back to the blog dashboard's rule: staff only.
  const allowed = rolesAllowedOn(urlPathname) ?? rolesAllowedOn('/admin/blog')!;
  if (!allowed.includes(user.role)) {
    const reason: AccessDeniedReason = { kind: 'access-denied', allowed };
    throw render(403, reason);
  }
}
