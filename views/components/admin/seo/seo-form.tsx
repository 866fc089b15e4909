import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { seoLimits, seoOverrideSchema, seoRoutes, type SeoOverride } from '#src/schemas/seo';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, Field, Form, Panel, placeServerErrors, TextArea } from '../kit';
import { SearchPreview } from './search-preview';

type Values = z.input<typeof seoOverrideSchema>;
type Payload = z.output<typeof seoOverrideSchema>;
const fields = ['title', 'description', 'image'] as const;

const valuesOf = (path: string, override: SeoOverride | undefined) => ({
  path,
  title: override?.title ?? '',
  description: override?.description ?? '',
  image: override?.image ?? '',
});

function SeoFields() {
  return (
    <>
      <Field
        name="title"
        id="seo-title"
        label="Title"
        counter={{ max: seoLimits.title }}
        hint="The full title of the browser tab and the search result. Up to 70 characters."
      />
      <TextArea
        name="description"
        id="seo-description"
        label="Description"
        rows={3}
        counter={{ max: seoLimits.description }}
        hint="The snippet under the title in search results. Up to 160 characters."
      />
      <Field
        name="image"
        id="seo-image"
        label="Social image"
        placeholder="/uploads/… or https://…"
        hint="Shown when the page is shared. Copy an image's URL from Media, or use an https:// address; 1200×630 works best."
      />
    </>
  );
}

/** The override of one public page's title, description and social image, and its preview. */
export function SeoForm({ path, override }: { path: string; override: SeoOverride | undefined }) {
  const route = seoRoutes.find((item) => item.path === path)!;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Payload>({
    resolver: zodResolver(seoOverrideSchema),
    defaultValues: valuesOf(path, override),
  });
  const draft = useWatch({ control: form.control });
  const put = useApiMutation(
    (body: Payload) => api.put<{ overrides: SeoOverride[] }>('/api/seo', body),
    [adminKeys.seo.all],
  );
  const save = async (values: Payload) => {
    setFailure(null);
    try {
      await put.mutateAsync(values);
      form.reset({
        path,
        title: values.title ?? '',
        description: values.description ?? '',
        image: values.image ?? '',
      });
      const cleared = !values.title && !values.description && !values.image;
      toast({ title: cleared ? 'Override removed' : 'SEO override saved' });
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, fields));
    }
  };
  const busy = form.formState.isSubmitting || put.isPending;
  return (
    <div className="space-y-6">
      <Panel
        title={`${route.label} (${route.path})`}
        actions={
          <a
            href={route.path}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            View page
          </a>
        }
      >
        <Form form={form} onSubmit={form.handleSubmit(save)} failure={failure}>
          <SeoFields />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
            {override ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void save(seoOverrideSchema.parse(valuesOf(path, undefined)))}
              >
                Use the page&apos;s own tags
              </Button>
            ) : null}
          </div>
        </Form>
      </Panel>
      <SearchPreview
        path={path}
        label={route.label}
        title={draft.title ?? ''}
        description={draft.description ?? ''}
      />
    </div>
  );
}
