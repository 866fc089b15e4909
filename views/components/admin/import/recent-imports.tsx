import { adminKeys } from '../data/query-keys';
import type { ContentImportList, ContentImportView } from '#src/schemas/wire/imports';
import { useApiQuery } from '../data/queries';
import { DataTable, formatDateTime, LoadError } from '../kit';
import { isFinished } from './use-import-progress';

const stateLabels: Record<ContentImportView['state'], string> = {
  checked: 'Checked, not imported',
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
};

/** The last 20 files checked or imported, newest first; read again while one runs. */
export function RecentImports() {
  const { data, error } = useApiQuery<ContentImportList>(adminKeys.imports.list(), '/api/imports', {
    refetchInterval: (query) =>
      query.state.data?.imports.some((run) => !isFinished(run.state) && run.state !== 'checked')
        ? 5_000
        : false,
  });
  if (error) return <LoadError error={error} />;
  if (!data || data.imports.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports-heading" className="space-y-3">
      <h3 id="recent-imports-heading" className="text-base font-semibold text-slate-900">
        Recent imports
      </h3>
      <DataTable caption="Recent imports" columns={['File', 'Checked', 'State']}>
        {data.imports.map((run) => (
          <tr key={run.id}>
            <td className="break-all px-4 py-2 text-slate-900">{run.fileName}</td>
            <td className="whitespace-nowrap px-4 py-2 text-slate-700">
              {formatDateTime(run.createdAt)}
            </td>
            <td className="px-4 py-2 text-slate-700">
              {stateLabels[run.state]}
              {run.state === 'running' ? ` (${run.done} of ${run.total})` : ''}
              {run.state === 'failed' && run.error ? `: ${run.error}` : ''}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
