import type { ActivityEntry, ActivityList } from '#src/schemas/wire/activity';
import { DataTable, formatDateTime } from '../kit';
import { ListPager } from '../operations/list-pager';
import { activityPageSize } from './activity-filters-model';
import { actionLabels, objectHref, objectTypeLabels, summaryLines } from './activity-labels';

const columns = ['When', 'Who', 'Action', 'Object', 'From', 'Details'];

function EntryObject({ entry }: { entry: ActivityEntry }) {
  if (!entry.objectType) return <span className="text-slate-500">None</span>;
  const name = entry.objectLabel ?? (entry.objectId ? `#${entry.objectId}` : '');
  const href = objectHref(entry);
  return (
    <>
      <span className="block text-xs text-slate-600">{objectTypeLabels[entry.objectType]}</span>
      {href && name ? (
        <a href={href} className="font-medium text-brand-800 hover:underline">
          {name}
        </a>
      ) : (
        <span>{name}</span>
      )}
    </>
  );
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const lines = summaryLines(entry.summary);
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td className="px-4 py-3 font-medium text-slate-900">
        {entry.actorName}
        {entry.actorId === null ? (
          <span className="block text-xs font-normal text-slate-600">
            {entry.action === 'auth.sign_in_failed' ? 'no such account' : 'account removed'}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3 text-slate-800">{actionLabels[entry.action]}</td>
      <td className="px-4 py-3">
        <EntryObject entry={entry} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-700">
        {entry.address ?? '—'}
      </td>
      <td className="max-w-md px-4 py-3 text-slate-700">
        {lines.length ? (
          <ul className="space-y-0.5 break-words">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
    </tr>
  );
}

/** One page of the log, newest first, with its pager. */
export function ActivityTable({
  list,
  page,
  onPage,
}: {
  list: ActivityList;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <DataTable caption="Activity log" columns={columns}>
        {list.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </DataTable>
      <ListPager
        label="Activity log pages"
        page={page}
        pageSize={activityPageSize}
        total={list.total}
        onPage={onPage}
      />
    </>
  );
}
