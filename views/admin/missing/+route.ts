import type { PageContext } from 'vike/types';

/**
 * Any /admin address no page file answers. Matching it here, below every real admin page, puts it
 * behind the admin guard: signed out goes to /auth, a moved address answers 301 to the roles its
 * rule allows, and anything else is a 404, since the admin page registry names no such page.
 */
export default function route({ urlPathname }: PageContext) {
  const isAdminPath = urlPathname === '/admin' || urlPathname.startsWith('/admin/');
  return isAdminPath ? { precedence: -1 } : false;
}
