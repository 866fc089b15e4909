import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { slugify } from '#src/schemas/common';
import { Field, FormAlert, TextArea } from '../kit';
import type { PostFormValues } from './post-form';
import type { SaveTracking } from './use-post-drafts';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface WritingFieldsProps {
  form: UseFormReturn<PostFormValues>;
  tracking: SaveTracking;
  /** Why the last save failed, when no field took the blame. */
  failure: string | null;
}

/** The post's own text: title, slug (following the title until edited), excerpt and content. */
export function PostWritingFields({ form, tracking, failure }: WritingFieldsProps) {
  const followTitle = (event: { target: { value: string } }) => {
    if (!tracking.slugEdited)
      form.setValue('slug', slugify(event.target.value), { shouldDirty: true });
  };
  // Emptying the slug hands it back to the title.
  const noteSlugEdit = (event: { target: { value: string } }) => {
    tracking.noteSlugEdit(event.target.value !== '');
  };

  return (
    <div className="min-w-0 space-y-5">
      <FormAlert message={failure} />
      <Field name="title" id="post-title" label="Title" rules={{ onChange: followTitle }} />
      <Field
        name="slug"
        id="post-slug"
        label="Slug (the address: /blog/post/…)"
        rules={{ onChange: noteSlugEdit }}
      />
      <TextArea
        name="excerpt"
        id="post-excerpt"
        label="Excerpt"
        hint="A sentence or two shown in the blog list and in search results."
        rows={3}
      />
      <PostContentField form={form} />
    </div>
  );
}

/** The rich text editor, loaded with its own script once the form is on screen. */
function PostContentField({ form }: { form: UseFormReturn<PostFormValues> }) {
  return (
    <div>
      <span id="post-content-label" className="block text-sm font-medium text-slate-800">
        Content
      </span>
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <Suspense fallback={<p className="mt-1 text-slate-600">Loading...</p>}>
            <RichTextEditor
              id="post-content"
              labelledBy="post-content-label"
              value={field.value}
              onChange={field.onChange}
              invalid={!!fieldState.error}
              describedBy={fieldState.error ? 'post-content-message' : undefined}
            />
            {fieldState.error?.message ? (
              <p id="post-content-message" className="mt-1 text-sm text-red-700">
                {fieldState.error.message}
              </p>
            ) : null}
          </Suspense>
        )}
      />
    </div>
  );
}
