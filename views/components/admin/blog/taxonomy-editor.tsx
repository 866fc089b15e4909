import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { z } from 'zod';
import { slugify } from '../../../../src/schemas/common';
import { taxonomyInputSchema } from '../../../../src/schemas/taxonomy';
import { FormField } from '../../auth/form-field';
import { toast } from '../../ui/toast';
import { api, ApiError } from '../admin-api';
import { PageHeading, SkeletonRow } from '../page-heading';
import { useApiResource } from '../use-api-resource';
import { taxonomyPaths } from './blog-admin-text';
import { AdminNotice, FormAlert, parseId, TextAreaField } from './form-controls';
import { buttonClass, LoadError, secondaryButtonClass } from './list-states';
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
  const existing = useApiResource<TaxonomyItem>(
    numericId === null ? null : `/api/${kind}/${numericId}`,
  );
  const back = taxonomyPaths.list(kind);
  const missing = (
    <AdminNotice
      title={text.notFound}
      message={`This ${text.one.toLowerCase()} does not exist. It may have been deleted.`}
      backHref={back}
      backLabel="Back to the dashboard"
    />
  );
  if (id === undefined) return <TaxonomyForm kind={kind} item={null} />;
  if (numericId === null) return missing;
  if (existing.loading) return <SkeletonRow />;
  if (existing.error?.status === 404) return missing;
  if (existing.error)
    return <LoadError message={existing.error.message} onRetry={existing.reload} />;
  return <TaxonomyForm key={existing.data!.id} kind={kind} item={existing.data!} />;
}

function TaxonomyForm({ kind, item }: { kind: TaxonomyKind; item: TaxonomyItem | null }) {
  const text = taxonomyEditorText[kind];
  // A new item's slug follows its name until the slug is edited; a saved slug never moves.
  const [slugEdited, setSlugEdited] = useState(item !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Payload>({
    resolver: zodResolver(taxonomyInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = { ...values, slug: slugEdited ? values.slug : undefined };
    try {
      if (item) await api.put(`/api/${kind}/${item.id}`, body);
      else await api.post(`/api/${kind}`, body);
      toast({ title: item ? text.saved : text.created });
      await navigate(taxonomyPaths.list(kind));
    } catch (error) {
      const refusal = error instanceof ApiError ? error : null;
      let placed = false;
      for (const field of fields) {
        const message = refusal?.fieldErrors[field];
        if (message) {
          setError(field, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFailure(refusal?.message ?? 'The changes could not be saved.');
    }
  });

  return (
    <>
      <PageHeading
        title={
          item ? `Edit ${text.one.toLowerCase()}: ${item.name}` : `New ${text.one.toLowerCase()}`
        }
      />
      <form onSubmit={submit} noValidate className="max-w-2xl space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField
          id="taxonomy-name"
          label="Name"
          registration={register('name', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited) setValue('slug', slugify(event.target.value));
            },
          })}
          error={errors.name}
        />
        <FormField
          id="taxonomy-slug"
          label={`Slug (the address: ${text.urlPrefix}…)`}
          registration={register('slug', { onChange: () => setSlugEdited(true) })}
          error={errors.slug}
        />
        <TextAreaField
          id="taxonomy-description"
          label="Description"
          rows={4}
          registration={register('description')}
          error={errors.description}
        />
        <div className="flex gap-3">
          <button type="submit" disabled={isSubmitting} className={buttonClass}>
            {isSubmitting
              ? 'Saving...'
              : item
                ? 'Save changes'
                : `Create ${text.one.toLowerCase()}`}
          </button>
          <a href={taxonomyPaths.list(kind)} className={secondaryButtonClass}>
            Cancel
          </a>
        </div>
      </form>
    </>
  );
}
