import { useState } from 'react';
import type { LeadList } from '../../../src/schemas/wire/leads';
import { LoadError, secondaryButtonClass } from '../../components/admin/admin-controls';
import { formatDateTime } from '../../components/admin/admin-format';
import { PageHeading, SkeletonRow } from '../../components/admin/page-heading';
import { useAdminData } from '../../components/admin/use-admin-data';

const leadsPageSize = 20;

const sources = {
  contact: 'Contact form',
  booking: 'Booking form',
  quote: 'Quote form',
} as const;

export default function LeadsPage() {
  const [page, setPage] = useState(0);
  const { data, error } = useAdminData<LeadList>(
    `/api/leads?limit=${leadsPageSize}&offset=${page * leadsPageSize}`,
  );
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / leadsPageSize));
  const first = page * leadsPageSize + 1;
  const last = Math.min(total, (page + 1) * leadsPageSize);

  return (
    <>
      <PageHeading
        title="Leads"
        description="Requests visitors sent through the site's own contact, booking and quote forms, newest first."
      />
      {error ? <LoadError message={error} /> : null}
      {!data && !error ? (
        <div className="space-y-3">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {data && data.leads.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          No leads yet. Requests sent through the site's forms will appear here.
        </p>
      ) : null}
      {data && data.leads.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Leads, newest first</caption>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Received
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Contact
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Message
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Source
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.leads.map((lead) => (
                  <tr key={lead.id} className="align-top">
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                      {formatDateTime(lead.createdAt)}
                    </td>
                    <td className="px-4 py-3">
                      <span className="font-medium text-slate-900">{lead.name}</span>
                      {lead.company ? (
                        <span className="block text-slate-600">{lead.company}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <a href={`mailto:${lead.email}`} className="text-brand-800 hover:underline">
                        {lead.email}
                      </a>
                      {lead.phone ? (
                        <a
                          href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
                          className="block text-brand-800 hover:underline"
                        >
                          {lead.phone}
                        </a>
                      ) : null}
                    </td>
                    <td className="max-w-md whitespace-pre-line px-4 py-3 text-slate-800">
                      {lead.message || <span className="text-slate-500">No message</span>}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {sources[lead.kind]}
                      {lead.sourcePath ? (
                        <span className="block text-xs text-slate-500">on {lead.sourcePath}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            aria-label="Leads pages"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
          >
            <p>
              Showing {first}–{last} of {total}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </div>
          </nav>
        </>
      ) : null}
    </>
  );
}
