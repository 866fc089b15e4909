import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { adminAccess } from '../../src/auth/admin-pages';
import type { AccessDeniedReason } from '../components/admin/required-roles';

/**
 * Every page under /admin, on the server (the HTML and Vike's pageContext.json alike), from the
 * admin page registry: signed out goes to /auth, a role not allowed gets Access Denied (403), and
 * an address the registry does not name is a 404 whatever the role.
 */
export default function guard(pageContext: PageContextServer) {
  const { user, urlPathname } = pageContext;
  if (!user) throw redirect('/auth');
  const access = adminAccess(user.role, urlPathname);
  if (access.kind === 'missing') throw render(404);
  if (access.kind === 'denied') {
    const reason: AccessDeniedReason = { kind: 'access-denied', allowed: access.allowed };
    throw render(403, reason);
  }
}
