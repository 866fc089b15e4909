import { leadStatuses, leadStatusLabels } from '#src/schemas/leads';
import { Select } from '../kit';

/** The kit's bound select with the pipeline's statuses, spam last. */
export function StatusSelect({ id, label }: { id: string; label: string }) {
  return (
    <Select name="status" id={id} label={label}>
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          {leadStatusLabels[status]}
        </option>
      ))}
    </Select>
  );
}
