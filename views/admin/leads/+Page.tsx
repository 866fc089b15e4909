import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  Button,
  EmptyState,
  ListSkeleton,
  LoadError,
  PageHeading,
} from '#views/components/admin/kit';
import { LeadsTable, type LeadList } from '#views/components/admin/leads/leads-table';

const leadsPageSize = 20;

function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / leadsPageSize));
  const first = page * leadsPageSize + 1;
  const last = Math.min(total, (page + 1) * leadsPageSize);
  return (
    <nav
      aria-label="Leads pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p>
        Showing {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

export default function LeadsPage() {
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useApiQuery<LeadList>(
    adminKeys.leads.list({ page }),
    `/api/leads?limit=${leadsPageSize}&offset=${page * leadsPageSize}`,
    // The table and its pager stay while the next page loads.
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <PageHeading
        title="Leads"
        description="Requests visitors sent through the site's own contact, booking and quote forms, newest first."
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.leads.length === 0 ? (
        <EmptyState>
          No leads yet. Requests sent through the site's forms will appear here.
        </EmptyState>
      ) : null}
      {data && data.leads.length > 0 ? (
        <>
          <LeadsTable leads={data.leads} />
          <Pager page={page} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
