import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { slugify } from '#src/schemas/common';
import { pageInputSchema } from '#src/schemas/pages';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, Field, Form, FormAlert, Panel, placeServerErrors, TextArea } from '../kit';
import type { CmsPage } from './cms-page';
import { PagePreview } from './page-preview';

type Values = z.input<typeof pageInputSchema>;
type Payload = z.output<typeof pageInputSchema>;
const fields = ['title', 'slug', 'content', 'seoTitle', 'seoDescription'] as const;

const valuesOf = (page: CmsPage | null): Values => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  content: page?.content ?? '',
  status: page?.status ?? 'draft',
  seoTitle: page?.seoTitle ?? '',
  seoDescription: page?.seoDescription ?? '',
  seoImage: page?.seoImage ?? null,
});

function StatusChoice({ register }: { register: UseFormRegister<Values> }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Status</legend>
      <div className="mt-1 flex gap-4">
        {(['draft', 'published'] as const).map((status) => (
          <label key={status} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={status} {...register('status')} />
            {status === 'draft' ? 'Draft (staff only)' : 'Published'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PageFields({
  slugTouched,
  onSlugTouched,
  setSlug,
  register,
}: {
  slugTouched: boolean;
  onSlugTouched: () => void;
  setSlug: (slug: string) => void;
  register: UseFormRegister<Values>;
}) {
  const slug = useWatch<Values, 'slug'>({ name: 'slug' });
  return (
    <>
      <Field
        name="title"
        id="page-title"
        label="Title"
        rules={{
          onChange: (event: { target: { value: string } }) => {
            if (!slugTouched) setSlug(slugify(event.target.value));
          },
        }}
      />
      <Field
        name="slug"
        id="page-slug"
        label="Address"
        rules={{ onChange: onSlugTouched }}
        hint={`The page answers at /${slug || '…'}. Lowercase letters, numbers and dashes.`}
      />
      <StatusChoice register={register} />
      <TextArea
        name="content"
        id="page-content"
        label="Content (HTML)"
        rows={16}
        className="font-mono text-sm"
        hint="Paragraphs, headings from h2, lists, links, images and tables. Scripts, styles and unsafe links are removed when saved."
      />
      <Field name="seoTitle" id="page-seo-title" label="Search title (optional)" />
      <TextArea
        name="seoDescription"
        id="page-seo-description"
        label="Search description (optional)"
        rows={2}
      />
    </>
  );
}

/** Creates a page (`page` null) or edits one: one form for both, with a live preview. */
export function PageEditor({
  page,
  onSaved,
}: {
  page: CmsPage | null;
  onSaved: (page: CmsPage) => void;
}) {
  // A new page's slug follows its title until someone edits the slug.
  const [slugTouched, setSlugTouched] = useState(page !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Payload>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: valuesOf(page),
  });
  const [title = '', content = ''] = useWatch({
    control: form.control,
    name: ['title', 'content'],
  });
  const save = useApiMutation(
    (body: Payload) =>
      page
        ? api.put<CmsPage>(`/api/pages/${page.id}`, body)
        : api.post<CmsPage>('/api/pages', body),
    [adminKeys.pages.all],
  );
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(values);
      toast({ title: page ? 'Page saved' : 'Page created' });
      onSaved(answer);
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, fields));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-6 xl:grid-cols-2">
      <Panel
        title={page ? `Edit “${page.title}”` : 'New page'}
        actions={
          page ? (
            <a
              href={`/${page.slug}`}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              View page
            </a>
          ) : null
        }
      >
        <div className="space-y-4">
          <PageFields
            slugTouched={slugTouched}
            onSlugTouched={() => setSlugTouched(true)}
            setSlug={(slug) => form.setValue('slug', slug)}
            register={form.register}
          />
          <FormAlert message={failure} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : page ? 'Save page' : 'Create page'}
          </Button>
        </div>
      </Panel>
      <PagePreview title={title} content={content} />
    </Form>
  );
}
