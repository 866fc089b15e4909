import { useState } from 'react';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation, useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, DeleteAction, EmptyState, FormAlert, Panel, Skeleton } from '../kit';
import { TermNameForm } from './term-name-form';

interface Term {
  id: number;
  name: string;
  slug: string;
  description: string;
  postCount: number;
}

export type TermKind = 'categories' | 'tags';

const kinds = {
  categories: { title: 'Categories', one: 'category', path: '/category', Cap: 'Category' },
  tags: { title: 'Tags', one: 'tag', path: '/tag', Cap: 'Tag' },
} as const;

function TermRow({ kind, term }: { kind: TermKind; term: Term }) {
  const { one, path, Cap } = kinds[kind];
  const [renaming, setRenaming] = useState(false);
  const invalidates = [adminKeys[kind].all];
  const rename = useApiMutation(
    (name: string) =>
      api.put<Term>(`/api/${kind}/${term.id}`, {
        name,
        slug: term.slug,
        description: term.description,
      }),
    invalidates,
  );
  if (renaming) {
    return (
      <li className="py-3">
        <TermNameForm
          id={`rename-${one}-${term.id}`}
          label={`New name of ${term.name}`}
          visibleLabel={false}
          initialName={term.name}
          submitLabel="Save"
          busyLabel="Save"
          save={async (name) => {
            await rename.mutateAsync(name);
            setRenaming(false);
            toast({ title: `${Cap} renamed` });
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <a href={`${path}/${term.slug}`} className="font-medium text-slate-900 hover:underline">
            {term.name}
          </a>
          <p className="text-xs text-slate-600">
            {path}/{term.slug} · {term.postCount} {term.postCount === 1 ? 'post' : 'posts'}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Rename ${term.name}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </Button>
          <DeleteAction kind={one} itemName={term.name} resource={kind} id={term.id} />
        </div>
      </div>
    </li>
  );
}

/** One kind of term: a form adding one, then the list with rename and delete. */
export function TermColumn({ kind }: { kind: TermKind }) {
  const { title, one, Cap } = kinds[kind];
  const terms = useApiQuery<Record<TermKind, Term[]>>(adminKeys[kind].list(), `/api/${kind}`);
  const create = useApiMutation(
    (name: string) => api.post<Term>(`/api/${kind}`, { name }),
    [adminKeys[kind].all],
  );
  const list = terms.data?.[kind];
  return (
    <Panel title={title}>
      <TermNameForm
        id={`new-${one}`}
        label={`New ${one}`}
        visibleLabel
        submitLabel={`Add ${one}`}
        busyLabel="Adding..."
        save={async (name) => {
          await create.mutateAsync(name);
          toast({ title: `${Cap} created` });
        }}
      />
      <FormAlert message={terms.error?.message} />
      {terms.isPending ? <Skeleton /> : null}
      {list?.length === 0 ? <EmptyState>No {title.toLowerCase()} yet.</EmptyState> : null}
      {list && list.length > 0 ? (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {list.map((term) => (
            <TermRow key={term.id} kind={kind} term={term} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
