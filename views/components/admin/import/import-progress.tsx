import type { ContentImportView } from '#src/schemas/wire/imports';
import { Button, LoadError } from '../kit';
import { ImportReportNotes, ImportReportTable } from './import-report';
import { StepHeading } from './step-heading';
import { isFinished, useImportProgress } from './use-import-progress';

const headings: Record<ContentImportView['state'], string> = {
  checked: 'Importing',
  queued: 'Importing',
  running: 'Importing',
  done: 'Imported',
  failed: 'Import failed',
};

/** A started import: its progress while it runs, then what it did or why it stopped. */
export function ImportProgress({
  started,
  onAnother,
}: {
  started: ContentImportView;
  onAnother: () => void;
}) {
  const { current, error } = useImportProgress(started);
  return (
    <section aria-labelledby="import-run-heading" className="space-y-4">
      {/* One heading whose words change as the import ends: focus stays where it was put. */}
      <StepHeading id="import-run-heading">{headings[current.state]}</StepHeading>
      <div>
        <progress
          aria-label="Import progress"
          value={current.done}
          // A file without posts or pages counts nothing: a bar needs a whole above zero.
          max={Math.max(current.total, 1)}
          className="h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
        />
        <p className="mt-1 text-sm tabular-nums text-slate-700">
          {current.done} of {current.total} posts and pages
          {current.state === 'queued' ? ' (waiting to start)' : ''}
        </p>
      </div>
      {error ? <LoadError error={error} /> : null}
      {current.state === 'done' && current.result ? (
        <>
          <ImportReportTable report={current.result} caption="What was imported" />
          <ImportReportNotes report={current.result} />
        </>
      ) : null}
      {current.state === 'failed' ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {current.error}
        </p>
      ) : null}
      {isFinished(current.state) ? (
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
      ) : null}
    </section>
  );
}
