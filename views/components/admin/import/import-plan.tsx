import type { ContentImportView } from '#src/schemas/wire/imports';
import { Button, FormAlert } from '../kit';
import { ImportReportNotes, ImportReportTable } from './import-report';
import { StepHeading } from './step-heading';

const platformNames = { wordpress: 'WordPress', ghost: 'Ghost' } as const;

/** The dry run of a checked file, and the choice to import it or to pick another. */
export function ImportPlan({
  checked,
  starting,
  failure,
  onImport,
  onChooseAnother,
}: {
  checked: ContentImportView;
  starting: boolean;
  failure: string | null;
  onImport: () => void;
  onChooseAnother: () => void;
}) {
  const { plan } = checked;
  return (
    <section aria-labelledby="import-plan-heading" className="space-y-4">
      <StepHeading id="import-plan-heading">What this import will do</StepHeading>
      <p className="text-sm text-slate-600">
        {checked.fileName}: the {platformNames[plan.platform]} site “{plan.site.title}”
        {plan.site.url ? ` (${plan.site.url})` : ''}. Nothing has been imported yet.
      </p>
      <ImportReportTable report={plan} caption="What this import will do" />
      <ImportReportNotes report={plan} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onImport} disabled={starting}>
          {starting ? 'Starting...' : 'Import'}
        </Button>
        <Button variant="secondary" onClick={onChooseAnother} disabled={starting}>
          Choose another file
        </Button>
      </div>
    </section>
  );
}
