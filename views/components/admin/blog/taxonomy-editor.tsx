import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { z } from 'zod';
import { taxonomyInputSchema } from '#src/schemas/taxonomy';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import {
  Button,
  AdminNotice,
  buttonStyle,
  Field,
  Form,
  LoadError,
  PageHeading,
  placeServerErrors,
  Skeleton,
  TextArea,
  useFollowingSlug,
} from '../kit';
import { taxonomyPaths } from './blog-admin-text';
import { parseId } from '../data/ids';
import type { TaxonomyItem, TaxonomyKind } from './types';

type Values = z.input<typeof taxonomyInputSchema>;
type Payload = z.output<typeof taxonomyInputSchema>;
const fields = ['name', 'slug', 'description'] as const;

export const taxonomyEditorText = {
  categories: {
    one: 'Category',
    created: 'Category created',
    saved: 'Category saved',
    notFound: 'Category not found',
    urlPrefix: '/category/',
  },
  tags: {
    one: 'Tag',
    created: 'Tag created',
    saved: 'Tag saved',
    notFound: 'Tag not found',
    urlPrefix: '/tag/',
  },
} as const;

/** New (`id` undefined) or existing category or tag; a missing id shows a not-found notice. */
export function TaxonomyEditorScreen({ kind, id }: { kind: TaxonomyKind; id?: string }) {
  const text = taxonomyEditorText[kind];
  const numericId = id === undefined ? null : parseId(id);
  const existing = useApiQuery<TaxonomyItem>(
    adminKeys[kind].detail(numericId ?? 'none'),
    numericId === null ? null : `/api/${kind}/${numericId}`,
  );
  const missing = (
    <AdminNotice
      title={text.notFound}
      message={`This ${text.one.toLowerCase()} does not exist. It may have been deleted.`}
      backHref={taxonomyPaths.list(kind)}
      backLabel="Back to the dashboard"
    />
  );
  if (id === undefined) return <TaxonomyForm kind={kind} item={null} />;
  if (numericId === null) return missing;
  if (existing.isPending) return <Skeleton />;
  if (existing.error?.status === 404) return missing;
  if (existing.error)
    return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  return <TaxonomyForm key={existing.data.id} kind={kind} item={existing.data} />;
}

function TaxonomyForm({ kind, item }: { kind: TaxonomyKind; item: TaxonomyItem | null }) {
  const text = taxonomyEditorText[kind];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Payload>({
    resolver: zodResolver(taxonomyInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
    },
  });
  const { slugEdited, nameRules, slugRules } = useFollowingSlug(item !== null, (slug) =>
    form.setValue('slug', slug),
  );
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = { ...values, slug: slugEdited ? values.slug : undefined };
    try {
      if (item) await api.put(`/api/${kind}/${item.id}`, body);
      else await api.post(`/api/${kind}`, body);
      toast({ title: item ? text.saved : text.created });
      await navigate(taxonomyPaths.list(kind));
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, fields));
    }
  });
  const busy = form.formState.isSubmitting;
  const one = text.one.toLowerCase();
  return (
    <>
      <PageHeading title={item ? `Edit ${one}: ${item.name}` : `New ${one}`} />
      <Form form={form} onSubmit={submit} failure={failure} className="max-w-2xl space-y-5">
        <Field name="name" id="taxonomy-name" label="Name" rules={nameRules} />
        <Field
          name="slug"
          id="taxonomy-slug"
          label={`Slug (the address: ${text.urlPrefix}…)`}
          rules={slugRules}
        />
        <TextArea name="description" id="taxonomy-description" label="Description" rows={4} />
        <div className="flex gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : item ? 'Save changes' : `Create ${one}`}
          </Button>
          <a href={taxonomyPaths.list(kind)} className={buttonStyle('secondary')}>
            Cancel
          </a>
        </div>
      </Form>
    </>
  );
}
