import type { JobList } from '#src/schemas/wire/operations';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import { JobsTable } from '#views/components/admin/operations/jobs-table';
import { ListPager } from '#views/components/admin/operations/list-pager';
import {
  jobStateLabels,
  jobStateOrder,
  type JobState,
} from '#views/components/admin/operations/operation-labels';
import {
  operationsPageSize,
  usePagedStateList,
} from '#views/components/admin/operations/paged-state-list';
import { StateFilter } from '#views/components/admin/operations/state-filter';

export default function JobsPage() {
  const list = usePagedStateList<JobList, JobState>(adminKeys.jobs.list, '/api/jobs', 'state');
  const { data, error, isPending } = list;
  return (
    <>
      <PageHeading
        title="Background jobs"
        description="E-mails and webhook deliveries waiting, running, retrying or given up on. A failed job is retried on its own; Retry now runs it at once."
      />
      <StateFilter
        label="Job state"
        states={jobStateOrder}
        labels={jobStateLabels}
        value={list.state}
        counts={data?.counts}
        onChange={list.setState}
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.jobs.length === 0 ? <EmptyState>No jobs in this state.</EmptyState> : null}
      {data && data.jobs.length > 0 ? (
        <>
          <JobsTable jobs={data.jobs} />
          <ListPager
            label="Job pages"
            page={list.page}
            pageSize={operationsPageSize}
            total={data.total}
            onPage={list.setPage}
          />
        </>
      ) : null}
    </>
  );
}
