import { lazy, Suspense } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { slugify } from '#src/schemas/common';
import { FormField } from '#views/components/auth/form-field';
import { FormAlert } from '../kit';
import { TextAreaField } from './text-area-field';
import type { PostFormValues } from './post-form';
import type { SaveTracking } from './use-post-drafts';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface WritingFieldsProps {
  form: UseFormReturn<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  tracking: SaveTracking;
  /** Why the last save failed, when no field took the blame. */
  failure: string | null;
}

/** The post's own text: title, slug (following the title until edited), excerpt and content. */
export function PostWritingFields({ form, errors, tracking, failure }: WritingFieldsProps) {
  const { register, setValue } = form;
  const titleField = register('title');
  const slugField = register('slug');
  const followTitle = (title: string) => {
    if (!tracking.slugEdited) setValue('slug', slugify(title), { shouldDirty: true });
  };
  // Emptying the slug hands it back to the title.
  const noteSlugEdit = (slug: string) => {
    tracking.noteSlugEdit(slug !== '');
  };

  return (
    <div className="min-w-0 space-y-5">
      <FormAlert message={failure} />
      <FormField
        id="post-title"
        label="Title"
        registration={{
          ...titleField,
          onChange: (event) => {
            followTitle(event.target.value);
            return titleField.onChange(event);
          },
        }}
        error={errors.title}
      />
      <FormField
        id="post-slug"
        label="Slug (the address: /blog/post/…)"
        registration={{
          ...slugField,
          onChange: (event) => {
            noteSlugEdit(event.target.value);
            return slugField.onChange(event);
          },
        }}
        error={errors.slug}
      />
      <TextAreaField
        id="post-excerpt"
        label="Excerpt"
        hint="A sentence or two shown in the blog list and in search results."
        rows={3}
        registration={register('excerpt')}
        error={errors.excerpt}
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
