import { useEffect, useState } from 'react';
import { taxonomyInputSchema } from '../../../../src/schemas/taxonomy';
import { api } from '../../../components/admin/admin-api';
import { ConfirmDelete } from '../../../components/admin/confirm-delete';
import {
  buttonClass,
  EmptyState,
  fieldErrorsFromApi,
  fieldErrorsOf,
  FormAlert,
  Panel,
} from '../../../components/admin/content-ui';
import { PageHeading, SkeletonRow } from '../../../components/admin/page-heading';
import { toast } from '../../../components/ui/toast';

interface Term {
  id: number;
  name: string;
  slug: string;
  description: string;
  postCount: number;
}

type Kind = 'categories' | 'tags';

const kinds = {
  categories: { title: 'Categories', one: 'category', path: '/category', Cap: 'Category' },
  tags: { title: 'Tags', one: 'tag', path: '/tag', Cap: 'Tag' },
} as const;

export default function Taxonomy() {
  return (
    <div>
      <PageHeading
        title="Categories and tags"
        description="How posts are grouped on the blog. Counts are of published posts."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TermColumn kind="categories" />
        <TermColumn kind="tags" />
      </div>
    </div>
  );
}

function TermColumn({ kind }: { kind: Kind }) {
  const { title, one, Cap } = kinds[kind];
  const [terms, setTerms] = useState<Term[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<Record<Kind, Term[]>>(`/api/${kind}`)
      .then((answer) => setTerms(answer[kind]))
      .catch((failure: Error) => setLoadError(failure.message));
  }, [kind]);

  const sorted = (list: Term[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

  const create = async () => {
    const parsed = taxonomyInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).name);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const created = await api.post<Term>(`/api/${kind}`, parsed.data);
      setTerms((current) => sorted([...(current ?? []), created]));
      setName('');
      toast({ title: `${Cap} created` });
    } catch (failure) {
      const errors = fieldErrorsFromApi(failure);
      setError(errors.name ?? errors.slug ?? errors.form);
    } finally {
      setSaving(false);
    }
  };

  const inputId = `new-${one}`;
  return (
    <Panel title={title}>
      <form
        noValidate
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          New {one}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-message` : undefined}
            className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <button type="submit" disabled={saving} className={buttonClass.primary}>
            {saving ? 'Adding...' : `Add ${one}`}
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-message`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <FormAlert message={loadError} />
      {terms === null && !loadError ? <SkeletonRow /> : null}
      {terms?.length === 0 ? <EmptyState>No {title.toLowerCase()} yet.</EmptyState> : null}
      {terms && terms.length > 0 ? (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {terms.map((term) => (
            <TermRow
              key={term.id}
              kind={kind}
              term={term}
              onRenamed={(renamed) =>
                setTerms((current) =>
                  sorted((current ?? []).map((each) => (each.id === renamed.id ? renamed : each))),
                )
              }
              onDeleted={() =>
                setTerms((current) => current?.filter((each) => each.id !== term.id) ?? null)
              }
            />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function TermRow({
  kind,
  term,
  onRenamed,
  onDeleted,
}: {
  kind: Kind;
  term: Term;
  onRenamed: (term: Term) => void;
  onDeleted: () => void;
}) {
  const { one, path, Cap } = kinds[kind];
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(term.name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const inputId = `rename-${one}-${term.id}`;

  const rename = async () => {
    const body = { name, slug: term.slug, description: term.description };
    const parsed = taxonomyInputSchema.safeParse(body);
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).name);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      onRenamed(await api.put<Term>(`/api/${kind}/${term.id}`, parsed.data));
      setRenaming(false);
      toast({ title: `${Cap} renamed` });
    } catch (failure) {
      const errors = fieldErrorsFromApi(failure);
      setError(errors.name ?? errors.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="py-3">
      {renaming ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            New name of {term.name}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={name}
              autoFocus
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-message` : undefined}
              className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-1.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
            <button type="submit" disabled={saving} className={buttonClass.primary}>
              Save
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                setRenaming(false);
                setName(term.name);
                setError(undefined);
              }}
            >
              Cancel
            </button>
          </div>
          {error ? (
            <p id={`${inputId}-message`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
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
            <button
              type="button"
              className={buttonClass.secondary}
              aria-label={`Rename ${term.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <ConfirmDelete
              kind={one}
              itemName={term.name}
              deleted={`${Cap} deleted`}
              failed={`Failed to delete the ${one}. Please try again.`}
              onConfirm={async () => {
                await api.delete(`/api/${kind}/${term.id}`);
                onDeleted();
              }}
            />
          </div>
        </div>
      )}
    </li>
  );
}
