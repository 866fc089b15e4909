import type { AnalyticsGlance } from '#src/schemas/wire/analytics';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Panel, QueryState, Skeleton } from '../kit';
import { formatCount } from './figures';
import { Sparkline } from './sparkline';

/** The dashboard's card: today's visitors and the last 7 days (GET /api/analytics/glance). */
export function AnalyticsGlanceCard() {
  const glance = useApiQuery<AnalyticsGlance>(
    adminKeys.analytics.detail('glance'),
    '/api/analytics/glance',
  );
  return (
    <Panel
      title="Visitors"
      className="mb-8"
      actions={
        <a href="/admin/analytics" className="text-sm font-medium text-brand-800 hover:underline">
          Analytics
        </a>
      }
    >
      <QueryState query={glance} placeholder={<Skeleton />}>
        {(data) => (
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p>
              <span className="block text-3xl font-bold text-slate-900">
                {formatCount(data.today)}
              </span>
              <span className="text-sm text-slate-600">today</span>
            </p>
            <div>
              <Sparkline days={data.series} />
              <p className="mt-1 text-xs text-slate-600">Last 7 days</p>
            </div>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
