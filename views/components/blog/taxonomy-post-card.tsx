import { FeaturedImage } from './featured-image';
import { PostDate } from './post-date';
import { TermLinks } from './term-links';
import type { PostSummary } from './types';

interface TaxonomyPostCardProps {
  post: PostSummary;
  /** The tag page's own tag, left out of the card's tags. */
  currentTag?: string;
  priority: boolean;
}

/**
 * A post on a category page (up to 3 tags, then '+N more') or a tag page (its categories and up
 * to 2 other tags).
 */
export function TaxonomyPostCard({ post, currentTag, priority }: TaxonomyPostCardProps) {
  const onTagPage = currentTag !== undefined;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {post.featuredImage && (
        <FeaturedImage
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          priority={priority}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {onTagPage && <TermLinks kind="category" terms={post.categories} label="Categories" />}
        <h2 className="mt-3 text-lg font-bold tracking-tight text-slate-900">
          <a href={`/${post.slug}`} className="hover:text-brand-800">
            {post.title}
          </a>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <PostDate date={post.published} />
        </p>
        <p className="mt-3 flex-1 leading-7 text-slate-700">{post.excerpt}</p>
        <div className="mt-4">
          {onTagPage ? (
            <TermLinks
              kind="tag"
              terms={post.tags.filter((tag) => tag.slug !== currentTag).slice(0, 2)}
              label="Other tags"
            />
          ) : (
            <TermLinks kind="tag" terms={post.tags} label="Tags" limit={3} />
          )}
        </div>
      </div>
    </article>
  );
}
