import { useState } from 'react';
import { postStatuses } from '#src/schemas/posts';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { fieldControlClass } from '#views/components/ui/field-style';
import { Button, FieldFrame, statusLabel } from '../kit';
import { personName, type Person, type PostFilters } from './manager-types';

const controlClass = `${fieldControlClass(false)} bg-white`;

/** One of the post filters: a labelled select whose first option means "no filter". */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  anyLabel,
  anyValue = '',
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  anyValue?: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value={anyValue}>{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Search, status, author and category of the posts list. */
export function PostFilterForm({
  filters,
  onChange,
}: {
  filters: PostFilters;
  onChange: (change: Partial<PostFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const authors = useApiQuery<{ authors: Person[] }>(
    adminKeys.users.list({ authors: true }),
    '/api/authors',
  );
  const categories = useApiQuery<{ categories: Array<{ name: string; slug: string }> }>(
    adminKeys.categories.list(),
    '/api/categories',
  );
  return (
    <form
      role="search"
      aria-label="Filter posts"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_12rem_12rem]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
    >
      <FieldFrame id="post-search" label="Search">
        <div className="flex gap-2">
          <input
            id="post-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass}
          />
          <Button type="submit" variant="secondary" className="mt-1">
            Search
          </Button>
        </div>
      </FieldFrame>
      <FilterSelect
        id="post-status"
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        anyLabel="All"
        anyValue="all"
        options={postStatuses.map((status) => ({ value: status, label: statusLabel[status] }))}
      />
      <FilterSelect
        id="post-author"
        label="Author"
        value={filters.authorId}
        onChange={(authorId) => onChange({ authorId })}
        anyLabel="Everyone"
        options={(authors.data?.authors ?? []).map((author) => ({
          value: String(author.id),
          label: personName(author),
        }))}
      />
      <FilterSelect
        id="post-category"
        label="Category"
        value={filters.category}
        onChange={(category) => onChange({ category })}
        anyLabel="Any"
        options={(categories.data?.categories ?? []).map((category) => ({
          value: category.slug,
          label: category.name,
        }))}
      />
    </form>
  );
}
