import type { PageContext } from 'vike/types';
import { routeAdminScreen } from '../../../../../../src/auth/admin-pages';

export default function route({ urlPathname }: PageContext) {
  return routeAdminScreen('/admin/blog/posts/edit/:id', urlPathname);
}
