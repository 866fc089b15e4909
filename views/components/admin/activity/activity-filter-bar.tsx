import { useState, type FormEvent } from 'react';
import { activityActions, activityObjectTypes } from '#src/schemas/activity';
import type { ActivityPeople } from '#src/schemas/wire/activity';
import { Button } from '../kit';
import { FilterInput, FilterSelect } from '../leads/filter-controls';
import { actionLabels, objectTypeLabels } from './activity-labels';
import type { ActivityFilterName, ActivityFilters } from './activity-filters-model';

type Options = ReadonlyArray<readonly [value: string, label: string]>;

interface FilterControl {
  name: ActivityFilterName;
  label: string;
  options?: (people: ActivityPeople['people']) => Options;
  type?: 'date';
  /** Typed boxes wait for the form to be sent, so the list does not reload on each keystroke. */
  typed?: boolean;
}

const controls: FilterControl[] = [
  {
    name: 'actor',
    label: 'Person',
    options: (people) => [
      ['', 'Anyone'],
      ...people.map((person) => [String(person.id), person.name] as const),
    ],
  },
  {
    name: 'action',
    label: 'Action',
    options: () => [
      ['', 'Any action'],
      ...activityActions.map((action) => [action, actionLabels[action]] as const),
    ],
  },
  {
    name: 'objectType',
    label: 'Object',
    options: () => [
      ['', 'Anything'],
      ...activityObjectTypes.map((type) => [type, objectTypeLabels[type]] as const),
    ],
  },
  { name: 'objectId', label: 'Object number', typed: true },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/** The log's filters: choices apply at once, the typed object number when the form is sent. */
export function ActivityFilterBar({
  filters,
  people,
  onChange,
}: {
  filters: ActivityFilters;
  people: ActivityPeople['people'];
  onChange: (filters: ActivityFilters) => void;
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
      aria-label="Filter activity"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      {controls.map((control) => {
        const id = `activity-${control.name}`;
        const value = draft[control.name] ?? '';
        return control.options ? (
          <FilterSelect
            key={id}
            id={id}
            label={control.label}
            options={control.options(people)}
            value={value}
            onChange={change(control)}
          />
        ) : (
          <FilterInput
            key={id}
            id={id}
            label={control.label}
            type={control.type}
            inputMode={control.type ? undefined : 'numeric'}
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
