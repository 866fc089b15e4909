import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { pageInputSchema } from '#src/schemas/pages';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, Form, FormAlert, Panel, placeServerErrors, useFollowingSlug } from '../kit';
import type { CmsPage } from './cms-page';
import { PageFields, type PageValues } from './page-fields';
import { PagePreview } from './page-preview';
import { PageHistory, pageRevisionValues, usePageAutosave } from './page-revisions';

type Payload = z.output<typeof pageInputSchema>;
const fields = ['title', 'slug', 'content', 'seoTitle', 'seoDescription'] as const;

const valuesOf = (page: CmsPage | null): PageValues => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  content: page?.content ?? '',
  status: page?.status ?? 'draft',
  seoTitle: page?.seoTitle ?? '',
  seoDescription: page?.seoDescription ?? '',
  seoImage: page?.seoImage ?? null,
});

/** Creates a page (`page` null) or edits one: one form for both, with a live preview. */
export function PageEditor({
  page,
  onSaved,
}: {
  page: CmsPage | null;
  onSaved: (page: CmsPage) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PageValues, unknown, Payload>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: valuesOf(page),
  });
  const following = useFollowingSlug(page !== null, (slug) => form.setValue('slug', slug));
  const editingSession = usePageAutosave(page, form, setFailure);
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
            <div className="flex items-center gap-3">
              <PageHistory
                pageId={page.id}
                editingSession={editingSession}
                onRestored={(revision) =>
                  form.reset(pageRevisionValues(revision.content), { keepDefaultValues: true })
                }
              />
              <a
                href={`/${page.slug}`}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                View page
              </a>
            </div>
          ) : null
        }
      >
        <div className="space-y-4">
          <PageFields following={following} register={form.register} />
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
