import { buttonStyle, DataTable, DeleteAction, formatDate } from '../kit';
import type { PageSummary } from '#src/schemas/wire/pages';

function PageStatus({ status }: { status: PageSummary['status'] }) {
  if (status === 'scheduled') {
    return (
      <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
        Scheduled
      </span>
    );
  }
  return status === 'published' ? (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
      Draft
    </span>
  );
}

function PageRow({ page }: { page: PageSummary }) {
  return (
    <tr>
      <td className="px-4 py-3 font-medium text-slate-900">{page.title}</td>
      <td className="px-4 py-3">
        <a
          href={page.path}
          className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {page.path}
        </a>
      </td>
      <td className="px-4 py-3">
        <PageStatus status={page.status} />
      </td>
      <td className="px-4 py-3 text-slate-700">{formatDate(page.updatedAt)}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          <a
            href={`/admin/content/pages/${page.id}`}
            aria-label={`Edit ${page.title}`}
            className={buttonStyle('secondary', 'sm')}
          >
            Edit
          </a>
          <DeleteAction kind="page" itemName={page.title} resource="pages" id={page.id} />
        </div>
      </td>
    </tr>
  );
}

const columns = ['Title', 'Address', 'Status', 'Updated'];

export function PagesTable({ pages }: { pages: PageSummary[] }) {
  return (
    <DataTable caption="Pages" columns={columns} withActions>
      {pages.map((page) => (
        <PageRow key={page.id} page={page} />
      ))}
    </DataTable>
  );
}
