import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { can, capabilities } from '#src/auth/permissions';
import type { AccessDeniedReason } from '../components/admin/required-roles';

/** Drafts are for the people who may edit pages: signed out goes to /auth, others get 403. */
export default function guard(pageContext: PageContextServer) {
  const { user } = pageContext;
  if (!user) throw redirect('/auth');
  if (!can(user.role, 'pages:write')) {
    const reason: AccessDeniedReason = {
      kind: 'access-denied',
      allowed: capabilities['pages:write'],
    };
    throw render(403, reason);
  }
}
