import type { RedirectList } from '#src/schemas/wire/redirects';
import { DataTable, DeleteAction, formatDateTime } from '../kit';

type Redirect = RedirectList['redirects'][number];

const origins: Record<Redirect['origin'], string> = {
  page: 'A page moved',
  post: 'A post moved',
  manual: 'Added here',
  import: 'Imported',
};

const columns = ['From', 'To', 'Kind', 'Made by', 'Followed', 'Last followed'];

export function RedirectsTable({ redirects }: { redirects: Redirect[] }) {
  return (
    <DataTable caption="Redirects" columns={columns} withActions>
      {redirects.map((redirect) => (
        <tr key={redirect.id}>
          <td className="max-w-xs break-all px-4 py-3 font-mono text-slate-900">
            {redirect.fromPath}
          </td>
          <td className="max-w-xs break-all px-4 py-3 font-mono text-slate-700">
            {redirect.toPath}
          </td>
          <td className="px-4 py-3 text-slate-700">{redirect.status}</td>
          <td className="px-4 py-3 text-slate-700">{origins[redirect.origin]}</td>
          <td className="px-4 py-3 text-slate-700">{redirect.hits}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            {redirect.lastHitAt ? formatDateTime(redirect.lastHitAt) : '—'}
          </td>
          <td className="px-4 py-3 text-right">
            <DeleteAction
              kind="redirect"
              itemName={redirect.fromPath}
              resource="redirects"
              id={redirect.id}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
