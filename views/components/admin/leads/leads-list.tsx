import { useState } from 'react';
import type { LeadList } from '#src/schemas/wire/leads';
import { ListPager } from '../operations/list-pager';
import { BulkBar } from './bulk-bar';
import { leadsPageSize } from './lead-filters-model';
import { LeadsTable } from './leads-table';

/** One page of leads with its choice for bulk changes (kept while paging) and its pager. */
export function LeadsList({
  list,
  page,
  onPage,
  onOpen,
}: {
  list: LeadList;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (ids: number[], chosen: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (chosen) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  return (
    <>
      <BulkBar pageIds={list.leads.map((lead) => lead.id)} selected={selected} onSelect={select} />
      <LeadsTable
        leads={list.leads}
        selected={selected}
        onSelect={(id, chosen) => select([id], chosen)}
        onOpen={onOpen}
      />
      <ListPager
        label="Leads pages"
        page={page}
        pageSize={leadsPageSize}
        total={list.total}
        onPage={onPage}
      />
    </>
  );
}
