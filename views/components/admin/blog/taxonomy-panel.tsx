import { useState } from 'react';
import { can } from '../../../../src/auth/permissions';
import { useSession } from '../../auth/use-session';
import { api } from '../admin-api';
import { ConfirmDelete } from '../confirm-delete';
import { useApiResource } from '../use-api-resource';
import { dashboardText, taxonomyPaths } from './blog-admin-text';
import {
  buttonClass,
  EmptyState,
  ListSkeleton,
  LoadError,
  secondaryButtonClass,
} from './list-states';
import type { TaxonomyItem, TaxonomyKind } from './types';

type TaxonomyList = { total: number } & Partial<Record<TaxonomyKind, TaxonomyItem[]>>;

/**
 * The Categories or Tags tab: every author may look, editors and admins may change them
 * (the `taxonomy:write` capability). Loaded when the tab opens.
 */
export function TaxonomyPanel({ kind }: { kind: TaxonomyKind }) {
  const text = dashboardText[kind];
  const { user } = useSession();
  const mayWrite = can(user?.role, 'taxonomy:write');
  const list = useApiResource<TaxonomyList>(`/api/${kind}`);
  const [filter, setFilter] = useState('');
  const items = list.data?.[kind] ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? items.filter((item) => item.name.toLowerCase().includes(needle) || item.slug.includes(needle))
    : items;
  const filterId = `${kind}-filter`;

  const remove = async (item: TaxonomyItem) => {
    await api.delete(`/api/${kind}/${item.id}`);
    list.update((data) => ({
      ...data,
      [kind]: (data[kind] ?? []).filter((other) => other.id !== item.id),
      total: data.total - 1,
    }));
  };

  return (
    <section aria-label={text.tab}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
            Filter {text.tab.toLowerCase()}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="mt-1 w-72 max-w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        {mayWrite && (
          <a href={taxonomyPaths.create(kind)} className={buttonClass}>
            {text.newLabel}
          </a>
        )}
      </div>
      {list.loading ? (
        <ListSkeleton />
      ) : list.error ? (
        <LoadError message={list.error.message} onRetry={list.reload} />
      ) : shown.length === 0 ? (
        <EmptyState message={text.empty}>
          {needle ? (
            <button type="button" onClick={() => setFilter('')} className={secondaryButtonClass}>
              Clear filter
            </button>
          ) : mayWrite ? (
            <a href={taxonomyPaths.create(kind)} className={buttonClass}>
              {text.createFirst}
            </a>
          ) : null}
        </EmptyState>
      ) : (
        <ul aria-label={text.tab} className="space-y-3">
          {shown.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{item.name}</p>
                <p className="mt-1 text-sm text-slate-600">
                  Slug: <span className="font-mono">{item.slug}</span>
                  <span aria-hidden="true"> · </span>
                  {item.postCount} published {item.postCount === 1 ? 'post' : 'posts'}
                </p>
              </div>
              {mayWrite && (
                <div className="flex items-center gap-1">
                  <a
                    href={taxonomyPaths.edit(kind, item.id)}
                    aria-label={`Edit ${item.name}`}
                    className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    Edit
                  </a>
                  <ConfirmDelete
                    kind={text.kind}
                    itemName={item.name}
                    onConfirm={() => remove(item)}
                    deleted={text.deleted}
                    failed={text.deleteFailed}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
