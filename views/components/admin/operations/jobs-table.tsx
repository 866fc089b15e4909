import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, DataTable, formatDateTime, toastOutcome } from '../kit';
import { jobStateLabels, stateTone, type Job } from './operation-labels';
import { ToneBadge } from './tone-badge';

const columns = ['Kind', 'State', 'Attempts', 'Next run', 'Last error', 'Updated'];
const retryable = new Set<Job['state']>(['failed', 'dead', 'pending']);

function RetryButton({ job }: { job: Job }) {
  const retry = useApiMutation(() => api.post(`/api/jobs/${job.id}/retry`), [adminKeys.jobs.all]);
  const run = () =>
    toastOutcome(
      () => retry.mutateAsync(undefined),
      { title: 'Job queued to run now', description: job.kind },
      'Could not retry the job',
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={run}
      disabled={retry.isPending}
      aria-label={`Retry now: ${job.kind} #${job.id}`}
    >
      {retry.isPending ? 'Retrying...' : 'Retry now'}
    </Button>
  );
}

function JobRow({ job }: { job: Job }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3 font-mono text-xs text-slate-900">{job.kind}</td>
      <td className="px-4 py-3">
        <ToneBadge tone={stateTone[job.state]}>{jobStateLabels[job.state]}</ToneBadge>
      </td>
      <td className="px-4 py-3 tabular-nums text-slate-700">
        {job.attempts}/{job.maxAttempts}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        {job.state === 'done' ? '—' : formatDateTime(job.runAt)}
      </td>
      <td className="max-w-sm break-words px-4 py-3 text-slate-800">{job.lastError ?? '—'}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        {formatDateTime(job.updatedAt)}
      </td>
      <td className="px-4 py-3">{retryable.has(job.state) ? <RetryButton job={job} /> : null}</td>
    </tr>
  );
}

export function JobsTable({ jobs }: { jobs: Job[] }) {
  return (
    <DataTable caption="Background jobs" columns={columns} withActions>
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </DataTable>
  );
}
