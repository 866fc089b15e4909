import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { adminAccess } from '#src/auth/admin-pages';
import { movedAddressOf } from '#src/redirects';
import type { AccessDeniedReason } from '../components/admin/required-roles';

/**
 * Every page under /admin, on the server (the HTML and Vike's pageContext.json alike), from the
 * admin page registry: signed out goes to /auth, a role not allowed gets Access Denied (403), and
 * an address the registry does not name is a 404 whatever the role. A moved address answers 301
 * to its screen, query string kept, once its own role rule has let the visitor in.
 */
export default function guard(pageContext: PageContextServer) {
  const { user, urlPathname, urlParsed } = pageContext;
  if (!user) throw redirect('/auth');
  // An admin requires two-step sign-in for staff and this account has none yet: enrol first.
  if (pageContext.twoFactorEnrolmentDue) throw redirect('/account?enrol=1');
  const access = adminAccess(user.role, urlPathname);
  if (access.kind === 'missing') throw render(404);
  if (access.kind === 'denied') {
    const reason: AccessDeniedReason = { kind: 'access-denied', allowed: access.allowed };
    throw render(403, reason);
  }
  const movedTo = movedAddressOf(urlPathname);
  if (movedTo) throw redirect(`${movedTo}${urlParsed.searchOriginal ?? ''}`, 301);
}
