import type { MouseEvent } from 'react';
import { dateText } from '#views/components/blog/format-date';
import { PostArticle } from '#views/components/blog/post-article';
import { Dialog } from '#views/components/ui/dialog';
import type { PostFormValues } from './post-form';
import type { Term } from './types';

/**
 * The draft as the public post page shows it (the same article component), without the
 * comments. Its links are shown but do not navigate away from the editor.
 */
export function PostPreview({
  open,
  onOpenChange,
  values,
  postId,
  authorName,
  categories,
  tags,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: PostFormValues | null;
  postId: number | null;
  authorName: string;
  categories: Term[];
  tags: Term[];
}) {
  const stayHere = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const chosen = (terms: Term[], ids: number[]) =>
    terms.filter((term) => ids.includes(term.id)).map(({ name, slug }) => ({ name, slug }));
  const published =
    values && values.status !== 'draft' && values.publishedAt
      ? new Date(values.publishedAt)
      : new Date();

  return (
    <Dialog title="Preview" open={open} onOpenChange={onOpenChange} wide>
      {values ? (
        <div onClickCapture={stayHere} className="rounded-lg border border-slate-200 p-4 sm:p-8">
          <PostArticle
            post={{
              id: postId ?? 0,
              slug: values.slug,
              title: values.title || 'Untitled post',
              excerpt: values.excerpt,
              featuredImage: values.featuredImage || null,
              published: dateText(Number.isNaN(published.getTime()) ? new Date() : published),
              authorName,
              categories: chosen(categories, values.categoryIds),
              tags: chosen(tags, values.tagIds),
              content: values.content,
              updatedAt: new Date(),
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
