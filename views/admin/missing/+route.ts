import type { PageContext } from 'vike/types';
import { isAdminAddress } from '#src/redirects';

/**
 * Any /admin address no page file answers. Matching it here, below every real admin page, puts it
 * behind the admin guard: signed out goes to /auth, a moved address answers 301 to the roles its
 * rule allows, and anything else is a 404, since the admin page registry names no such page.
 */
export default function route({ urlPathname }: PageContext) {
  return isAdminAddress(urlPathname) ? { precedence: -1 } : false;
}
