import type { JobList } from '#src/schemas/wire/operations';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { PageHeading } from '#views/components/admin/kit';
import { JobsTable } from '#views/components/admin/operations/jobs-table';
import {
  jobStateLabels,
  jobStateOrder,
  type JobState,
} from '#views/components/admin/operations/operation-labels';
import { PagedList } from '#views/components/admin/operations/paged-list';
import { usePagedStateList } from '#views/components/admin/operations/paged-state-list';
import { StateFilter } from '#views/components/admin/operations/state-filter';

export default function JobsPage() {
  const list = usePagedStateList<JobList, JobState>(adminKeys.jobs.list, '/api/jobs', 'state');
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
        counts={list.data?.counts}
        onChange={list.setState}
      />
      <PagedList
        list={list}
        count={(data) => data.jobs.length}
        empty="No jobs in this state."
        pagerLabel="Job pages"
      >
        {(data) => <JobsTable jobs={data.jobs} />}
      </PagedList>
    </>
  );
}
