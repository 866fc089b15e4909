import { useState } from 'react';
import { can } from '#src/auth/permissions';
import { useSession } from '#views/components/auth/use-session';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, buttonStyle, DeleteAction, EmptyState, ListSkeleton, LoadError } from '../kit';
import { dashboardText, taxonomyPaths } from './blog-admin-text';
import { ListToolbar } from './list-toolbar';
import type { TaxonomyItem, TaxonomyKind } from './types';

type TaxonomyList = { total: number } & Partial<Record<TaxonomyKind, TaxonomyItem[]>>;

function TaxonomyRow({
  kind,
  item,
  mayWrite,
}: {
  kind: TaxonomyKind;
  item: TaxonomyItem;
  mayWrite: boolean;
}) {
  const text = dashboardText[kind];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
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
            className={buttonStyle('ghost', 'sm')}
          >
            Edit
          </a>
          <DeleteAction kind={text.kind} itemName={item.name} resource={kind} id={item.id} />
        </div>
      )}
    </li>
  );
}

/**
 * The Categories or Tags tab: every author may look, editors and admins may change them
 * (the `taxonomy:write` capability). Loaded when the tab opens.
 */
export function TaxonomyPanel({ kind }: { kind: TaxonomyKind }) {
  const text = dashboardText[kind];
  const { user } = useSession();
  const mayWrite = can(user?.role, 'taxonomy:write');
  const list = useApiQuery<TaxonomyList>(adminKeys[kind].list(), `/api/${kind}`);
  const [filter, setFilter] = useState('');
  const items = list.data?.[kind] ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? items.filter((item) => item.name.toLowerCase().includes(needle) || item.slug.includes(needle))
    : items;

  return (
    <section aria-label={text.tab}>
      <ListToolbar
        id={`${kind}-filter`}
        label={`Filter ${text.tab.toLowerCase()}`}
        value={filter}
        onChange={setFilter}
        action={
          mayWrite && (
            <a href={taxonomyPaths.create(kind)} className={buttonStyle()}>
              {text.newLabel}
            </a>
          )
        }
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          actions={
            needle ? (
              <Button variant="secondary" onClick={() => setFilter('')}>
                Clear filter
              </Button>
            ) : mayWrite ? (
              <a href={taxonomyPaths.create(kind)} className={buttonStyle()}>
                {text.createFirst}
              </a>
            ) : null
          }
        >
          {text.empty}
        </EmptyState>
      ) : (
        <ul aria-label={text.tab} className="space-y-3">
          {shown.map((item) => (
            <TaxonomyRow key={item.id} kind={kind} item={item} mayWrite={mayWrite} />
          ))}
        </ul>
      )}
    </section>
  );
}
