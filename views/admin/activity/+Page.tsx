import type { ActivityList, ActivityPeople } from '#src/schemas/wire/activity';
import { ActivityFilterBar } from '#views/components/admin/activity/activity-filter-bar';
import {
  activityPageSize,
  useActivityAddress,
} from '#views/components/admin/activity/activity-filters-model';
import { ActivityTable } from '#views/components/admin/activity/activity-table';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  EmptyState,
  ExportLink,
  listQuery,
  PageHeading,
  QueryState,
  useListPage,
} from '#views/components/admin/kit';

export default function ActivityPage() {
  const { filters, page, setFilters, setPage } = useActivityAddress();
  const entries = useListPage<ActivityList>(adminKeys.activity, '/api/activity', {
    filters,
    page,
    pageSize: activityPageSize,
  });
  const people = useApiQuery<ActivityPeople>(
    adminKeys.activityPeople.list(),
    '/api/activity/people',
  );
  const exportQuery = listQuery(filters);
  return (
    <>
      <PageHeading
        title="Activity log"
        description="What staff did, who did it, when and from where, newest first. Entries cannot be changed or deleted; they are kept for the retention period."
        actions={
          <ExportLink path="/api/activity/export.csv" query={exportQuery}>
            Download CSV
          </ExportLink>
        }
      />
      <ActivityFilterBar
        key={exportQuery}
        filters={filters}
        people={people.data?.people ?? []}
        onChange={setFilters}
      />
      <QueryState query={entries}>
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState>
              {exportQuery
                ? 'No activity matches these filters.'
                : 'No activity yet. Staff changes will appear here as they happen.'}
            </EmptyState>
          ) : (
            <ActivityTable list={data} page={page} onPage={setPage} />
          )
        }
      </QueryState>
    </>
  );
}
