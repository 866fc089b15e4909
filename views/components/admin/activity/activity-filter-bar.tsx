import { activityActions, activityObjectTypes } from '#src/schemas/activity';
import type { ActivityPeople } from '#src/schemas/wire/activity';
import { FilterBar, optionsWithAny, type FilterControl } from '../kit';
import { actionLabels, objectTypeLabels } from './activity-labels';
import type { ActivityFilterName, ActivityFilters } from './activity-filters-model';

const controls: Array<FilterControl<ActivityFilterName, ActivityPeople['people']>> = [
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
    options: () => optionsWithAny('Any action', activityActions, actionLabels),
  },
  {
    name: 'objectType',
    label: 'Object',
    options: () => optionsWithAny('Anything', activityObjectTypes, objectTypeLabels),
  },
  { name: 'objectId', label: 'Object number', typed: true, inputMode: 'numeric' },
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
  return (
    <FilterBar
      label="Filter activity"
      idPrefix="activity"
      controls={controls}
      choices={people}
      filters={filters}
      onChange={onChange}
      className="sm:grid-cols-2 lg:grid-cols-3"
    />
  );
}
