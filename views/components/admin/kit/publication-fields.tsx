import type { postStatuses } from '#src/schemas/posts';
import { Field, Select } from './fields';
import { statusLabel } from './status-badge';

type Status = (typeof postStatuses)[number];

/**
 * A post's or page's status (one of `statuses`), and the date it takes effect on unless it is a
 * draft: the `status` and `publishedAt` fields of the form around it.
 */
export function PublicationFields({
  statuses,
  status,
  ids,
  statusHint,
  dateHint,
}: {
  statuses: readonly Status[];
  /** The status chosen now. */
  status: Status;
  ids: { status: string; date: string };
  statusHint?: string;
  dateHint?: string;
}) {
  return (
    <>
      <Select name="status" id={ids.status} label="Status" hint={statusHint}>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {statusLabel[value]}
          </option>
        ))}
      </Select>
      {status !== 'draft' ? (
        <Field
          name="publishedAt"
          id={ids.date}
          label={status === 'scheduled' ? 'Publish on' : 'Publication date'}
          type="datetime-local"
          hint={dateHint}
        />
      ) : null}
    </>
  );
}
