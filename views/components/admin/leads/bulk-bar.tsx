import { BulkStatusForm } from './bulk-status-form';

/** Above the table: choose every lead of the page, and change the chosen ones' status at once. */
export function BulkBar({
  pageIds,
  selected,
  onSelect,
}: {
  pageIds: number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
}) {
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={allChosen}
          onChange={(event) => onSelect(pageIds, event.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Select all on this page
      </label>
      {selected.size > 0 ? (
        <BulkStatusForm ids={[...selected]} onDone={() => onSelect([...selected], false)} />
      ) : null}
    </div>
  );
}
