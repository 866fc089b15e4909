import { useWatch, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { pageInputSchema } from '#src/schemas/pages';
import { Field, TextArea, type useFollowingSlug } from '../kit';

export type PageValues = z.input<typeof pageInputSchema>;

function StatusChoice({ register }: { register: UseFormRegister<PageValues> }) {
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

/** A page's own fields: title and address, status, content, and what search engines show. */
export function PageFields({
  following,
  register,
}: {
  following: ReturnType<typeof useFollowingSlug>;
  register: UseFormRegister<PageValues>;
}) {
  const slug = useWatch<PageValues, 'slug'>({ name: 'slug' });
  return (
    <>
      <Field name="title" id="page-title" label="Title" rules={following.nameRules} />
      <Field
        name="slug"
        id="page-slug"
        label="Address"
        rules={following.slugRules}
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
