import type { PageContext } from 'vike/types';
import { isAdminAddress } from '#src/redirects';

/**
 * Every address no other page claims: a page of the site at its path, an old address of one
 * (301), a post at its short address, or the not-found screen (+data.ts). Every route string in
 * views/ comes first (a negative precedence), and so does the admin's own catch-all
 * (views/admin/missing), which puts an unknown /admin address behind the admin guard.
 */
export default function route({ urlPathname }: PageContext) {
  return isAdminAddress(urlPathname) ? false : { precedence: -2 };
}
