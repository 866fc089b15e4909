import { leadKinds, leadSorts, leadStatuses, leadStatusLabels } from '#src/schemas/leads';
import type { Assignee } from '#src/schemas/wire/tasks';
import { FilterBar, optionsWithAny, type FilterControl } from '../kit';
import { kindLabels, ownerName } from './lead-labels';
import { sortLabels, type FilterName, type LeadFilters } from './lead-filters-model';

const controls: Array<FilterControl<FilterName, Assignee[]>> = [
  { name: 'q', label: 'Search', type: 'search', typed: true },
  {
    name: 'status',
    label: 'Status',
    options: () => optionsWithAny('All but spam', leadStatuses, leadStatusLabels),
  },
  {
    name: 'kind',
    label: 'Kind',
    options: () => optionsWithAny('Any kind', leadKinds, kindLabels),
  },
  {
    name: 'owner',
    label: 'Owner',
    options: (staff) => [
      ['', 'Anyone'],
      ['none', 'Unassigned'],
      ...staff.map((person) => [String(person.id), ownerName(person)] as const),
    ],
  },
  { name: 'source', label: 'Source', typed: true },
  { name: 'campaign', label: 'Campaign', typed: true },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
  {
    name: 'sort',
    label: 'Sort',
    fallback: 'newest',
    options: () => leadSorts.map((sort) => [sort, sortLabels[sort]] as const),
  },
];

/** The list's filters: choices apply at once, typed ones when the form is sent. */
export function LeadFilterBar({
  filters,
  staff,
  onChange,
}: {
  filters: LeadFilters;
  staff: Assignee[];
  onChange: (filters: LeadFilters) => void;
}) {
  return (
    <FilterBar
      label="Filter leads"
      idPrefix="leads"
      controls={controls}
      choices={staff}
      filters={filters}
      onChange={onChange}
      className="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
