import type { Assignee } from '#src/schemas/wire/tasks';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  EmptyState,
  ExportLink,
  listQuery,
  PageHeading,
  QueryState,
  useListPage,
} from '#views/components/admin/kit';
import { LeadDrawer } from '#views/components/admin/leads/lead-drawer';
import { LeadFilterBar } from '#views/components/admin/leads/lead-filter-bar';
import { leadsPageSize, useLeadsAddress } from '#views/components/admin/leads/lead-filters-model';
import { LeadsList } from '#views/components/admin/leads/leads-list';
import type { LeadList } from '#views/components/admin/leads/leads-table';

export default function LeadsPage() {
  const { filters, page, openLead, setFilters, setPage, showLead } = useLeadsAddress();
  const leads = useListPage<LeadList>(adminKeys.leads, '/api/leads', {
    filters,
    page,
    pageSize: leadsPageSize,
  });
  const people = useApiQuery<{ assignees: Assignee[] }>(
    adminKeys.assignees.list(),
    '/api/tasks/assignees',
  );
  const staff = people.data?.assignees ?? [];
  const exportQuery = listQuery(filters);
  return (
    <>
      <PageHeading
        title="Leads"
        description="Requests visitors sent through the site's own contact, booking and quote forms, newest first."
        actions={
          <ExportLink path="/api/leads/export.csv" query={exportQuery}>
            Export CSV
          </ExportLink>
        }
      />
      <LeadFilterBar key={exportQuery} filters={filters} staff={staff} onChange={setFilters} />
      <QueryState query={leads}>
        {(data) =>
          data.leads.length === 0 ? (
            <EmptyState>
              {exportQuery
                ? 'No leads match these filters.'
                : "No leads yet. Requests sent through the site's forms will appear here."}
            </EmptyState>
          ) : (
            <LeadsList
              key={exportQuery}
              list={data}
              page={page}
              onPage={setPage}
              onOpen={showLead}
            />
          )
        }
      </QueryState>
      <LeadDrawer leadId={openLead} staff={staff} onClose={() => showLead(null)} />
    </>
  );
}
