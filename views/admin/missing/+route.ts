import type { PageContext } from 'vike/types';

/**
 * Any /admin address no screen answers. Matching it here, below every real admin page, puts it
 * behind the admin guard: signed out goes to /auth, and everyone signed in gets a 404, since the
 * admin page registry names no such page.
 */
export default function route({ urlPathname }: PageContext) {
  const isAdminPath = urlPathname === '/admin' || urlPathname.startsWith('/admin/');
  return isAdminPath ? { precedence: -1 } : false;
}
