import { useState } from 'react';
import { postStatuses } from '#src/schemas/posts';
import { fieldControlClass } from '#views/components/ui/field-style';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, FieldFrame, statusLabel } from '../kit';
import { personName, type Person, type PostFilters } from './manager-types';

const controlClass = `${fieldControlClass(false)} bg-white`;

type SelectFilter = 'status' | 'authorId' | 'category';
type Option = { value: string; label: string };

/** Each select's id and label, and its first option, the one that means "no filter". */
const selects: Record<SelectFilter, { id: string; label: string; any: Option }> = {
  status: { id: 'post-status', label: 'Status', any: { value: 'all', label: 'All' } },
  authorId: { id: 'post-author', label: 'Author', any: { value: '', label: 'Everyone' } },
  category: { id: 'post-category', label: 'Category', any: { value: '', label: 'Any' } },
};

/** One of the post filters: a labelled select of `options` after its "no filter" one. */
function FilterSelect({
  filter,
  filters,
  onChange,
  options,
}: {
  filter: SelectFilter;
  filters: PostFilters;
  onChange: (change: Partial<PostFilters>) => void;
  options: Option[];
}) {
  const { id, label, any } = selects[filter];
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={filters[filter]}
        onChange={(event) => onChange({ [filter]: event.target.value })}
        className={controlClass}
      >
        {[any, ...options].map((option) => (
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
  const statusOptions = postStatuses.map((status) => ({
    value: status,
    label: statusLabel[status],
  }));
  const authorOptions = (authors.data?.authors ?? []).map((author) => ({
    value: String(author.id),
    label: personName(author),
  }));
  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    value: category.slug,
    label: category.name,
  }));
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
      <FilterSelect filter="status" {...{ filters, onChange }} options={statusOptions} />
      <FilterSelect filter="authorId" {...{ filters, onChange }} options={authorOptions} />
      <FilterSelect filter="category" {...{ filters, onChange }} options={categoryOptions} />
    </form>
  );
}
