import { can } from '#src/auth/permissions';
import { postPath } from '#src/config/site';
import type { PostViews } from '#src/schemas/wire/analytics';
import { useSession } from '../../auth/use-session';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { formatCount } from './figures';

/**
 * Page views of each post over the last 30 days (GET /api/analytics/posts), for roles that may
 * read analytics; null for the others, whose lists show no such column.
 */
export function usePostViews(): { viewsOf: (slug: string) => string } | null {
  const { user } = useSession();
  const shown = can(user?.role, 'analytics:read');
  const query = useApiQuery<PostViews>(
    adminKeys.analytics.detail('posts'),
    shown ? '/api/analytics/posts' : null,
  );
  if (!shown) return null;
  const byPath = new Map(query.data?.views.map((row) => [row.path, row.pageviews]));
  return {
    // A post nobody read in the period is not in the answer: 0. Unknown while loading or failed.
    viewsOf: (slug) =>
      query.data ? formatCount(byPath.get(postPath(slug)) ?? 0) : query.error ? '—' : '…',
  };
}
