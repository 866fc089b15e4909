import { useFormContext } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import { pageTemplates } from '#src/schemas/blocks/templates';
import { pageFieldsSchema } from '#src/schemas/pages';
import type { PageDetail } from '#src/schemas/wire/pages';
import { z } from '#src/schemas/zod';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, Field, FieldMessage, FormDialog, useDialogForm, useFollowingSlug } from '../kit';

const newPageSchema = pageFieldsSchema.pick({ title: true, path: true }).extend({
  template: z
    .string({ error: 'Choose a template' })
    .refine((id) => pageTemplates.some((template) => template.id === id), 'Choose a template'),
});

/** Where a new page's builder opens. */
const builderPath = (id: number) => `/admin/content/pages/${id}`;

/**
 * "New page": a template (a blank page, or blocks to start from), a title and an address. The
 * page is created as a draft and opens in the builder.
 */
export function NewPageDialog() {
  const dialog = useDialogForm({
    schema: newPageSchema,
    defaultValues: { template: pageTemplates[0]?.id ?? '', title: '', path: '' },
    submit: ({ template, title, path }) =>
      api.post<PageDetail>('/api/pages', {
        title,
        path,
        status: 'draft',
        blocks: pageTemplates.find((candidate) => candidate.id === template)?.blocks ?? [],
      }),
    successToast: { title: 'Page created', description: 'It is a draft until you publish it.' },
    invalidates: [adminKeys.pages.all],
    onDone: (created) => void navigate(builderPath(created.id)),
  });
  const following = useFollowingSlug(false, (slug) =>
    dialog.form.setValue('path', slug ? `/${slug}` : ''),
  );
  return (
    <FormDialog
      dialog={dialog}
      title="New page"
      description="Start from a template, then build the page from blocks. It stays a draft until you publish it."
      trigger={<Button>New page</Button>}
      submitLabel="Create page"
      busyLabel="Creating..."
    >
      <TemplateChoice />
      <Field
        name="title"
        id="new-page-title"
        label="Title"
        rules={following.nameRules}
        autoComplete="off"
      />
      <Field
        name="path"
        id="new-page-path"
        label="Address"
        hint="Where the page will answer, for example /spring-offer. It follows the title until you change it."
        rules={following.slugRules}
        autoComplete="off"
        spellCheck={false}
      />
    </FormDialog>
  );
}

/** The templates as radio buttons, each with what it starts the page with. */
function TemplateChoice() {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState('template', formState).error?.message;
  return (
    <fieldset aria-describedby={error ? 'new-page-template-message' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Template</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {pageTemplates.map((template) => (
          <label
            key={template.id}
            htmlFor={`new-page-template-${template.id}`}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={`new-page-template-${template.id}`}
              value={template.id}
              {...register('template')}
              className="mt-1"
            />
            <span>
              <span className="block font-medium text-slate-900">{template.label}</span>
              <span className="block text-sm text-slate-700">{template.description}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id="new-page-template" message={error} />
    </fieldset>
  );
}
