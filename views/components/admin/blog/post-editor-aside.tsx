import { Controller, type UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../kit';
import { dashboardText } from './blog-admin-text';
import { FeaturedImageField } from './featured-image-field';
import type { PostFormValues } from './post-form';
import { PublishingPanel } from './post-publishing-panel';
import { TermCheckboxes } from './term-checkboxes';
import type { AdminPost, Term } from './types';

interface PostEditorAsideProps {
  form: UseFormReturn<PostFormValues>;
  post: AdminPost | null;
  unsaved: boolean;
  isSubmitting: boolean;
  categories: Term[];
  tags: Term[];
  onPreview: () => void;
  onDelete: () => Promise<void>;
}

/**
 * Beside the text: publishing, the featured image, the post's categories and tags, and (once
 * saved) its Delete button.
 */
export function PostEditorAside(props: PostEditorAsideProps) {
  const { form, post, categories, tags, onDelete } = props;
  return (
    <aside className="space-y-6" aria-label="Publishing">
      <PublishingPanel
        form={form}
        post={post}
        unsaved={props.unsaved}
        isSubmitting={props.isSubmitting}
        onPreview={props.onPreview}
      />
      <Controller
        control={form.control}
        name="featuredImage"
        render={({ field, fieldState }) => (
          <FeaturedImageField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
          />
        )}
      />
      <PostTermFields categories={categories} tags={tags} />
      {post ? (
        <div className="border-t border-slate-200 pt-4">
          <ConfirmDialog
            kind={dashboardText.posts.kind}
            itemName={post.title}
            label="Delete"
            onConfirm={onDelete}
            deleted={dashboardText.posts.deleted}
            failed={dashboardText.posts.deleteFailed}
          />
        </div>
      ) : null}
    </aside>
  );
}

function PostTermFields({ categories, tags }: { categories: Term[]; tags: Term[] }) {
  return (
    <>
      <TermCheckboxes
        name="categoryIds"
        legend="Categories"
        terms={categories}
        emptyText="No categories yet."
      />
      <TermCheckboxes name="tagIds" legend="Tags" terms={tags} emptyText="No tags yet." />
    </>
  );
}
