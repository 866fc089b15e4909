import { useState, type FormEvent } from 'react';
import { leadKinds, leadSorts, leadStatuses, leadStatusLabels } from '#src/schemas/leads';
import type { Assignee } from '#src/schemas/wire/tasks';
import { Button } from '../kit';
import { FilterInput, FilterSelect } from './filter-controls';
import { kindLabels, ownerName } from './lead-labels';
import { sortLabels, type FilterName, type LeadFilters } from './lead-filters-model';

type Options = ReadonlyArray<readonly [value: string, label: string]>;

interface FilterControl {
  name: FilterName;
  label: string;
  /** A select's choices (the staff list for the owner); a text or date box without. */
  options?: (staff: Assignee[]) => Options;
  type?: 'search' | 'date';
  /** Typed boxes wait for the form to be sent, so the list does not reload on each keystroke. */
  typed?: boolean;
}

const controls: FilterControl[] = [
  { name: 'q', label: 'Search', type: 'search', typed: true },
  {
    name: 'status',
    label: 'Status',
    options: () => [
      ['', 'All but spam'],
      ...leadStatuses.map((s) => [s, leadStatusLabels[s]] as const),
    ],
  },
  {
    name: 'kind',
    label: 'Kind',
    options: () => [
      ['', 'Any kind'],
      ...leadKinds.map((kind) => [kind, kindLabels[kind]] as const),
    ],
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
  const [draft, setDraft] = useState(filters);
  const change = (control: FilterControl) => (value: string) => {
    const next = { ...draft, [control.name]: value };
    if (control.typed) setDraft(next);
    else onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {controls.map((control) => {
        const id = `leads-${control.name}`;
        const value = draft[control.name] ?? (control.name === 'sort' ? 'newest' : '');
        return control.options ? (
          <FilterSelect
            key={id}
            id={id}
            label={control.label}
            options={control.options(staff)}
            value={value}
            onChange={change(control)}
          />
        ) : (
          <FilterInput
            key={id}
            id={id}
            label={control.label}
            type={control.type}
            value={value}
            onValue={change(control)}
          />
        );
      })}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button variant="secondary" onClick={() => onChange({})}>
          Clear filters
        </Button>
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
