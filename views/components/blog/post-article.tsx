import type { PostPageData } from './blog-data.server';
import { FeaturedImage } from './featured-image';
import { PostByline } from './post-date';
import { RichText } from './rich-text';
import { TermLinks } from './term-links';
import { hydrateNearViewport } from '../ui/hydrate-near-viewport';
import { useMediaUrls } from '../ui/use-media-src';

// Comments sit below the post: their code loads as a reader scrolls towards them.
const loadComments = () => import('./comments-section').then((module) => module.CommentsSection);
const CommentsSection = hydrateNearViewport(
  'comments',
  import.meta.env.SSR ? await loadComments() : null,
  loadComments,
);

type PostArticleProps = Pick<PostPageData, 'post'> & Partial<Pick<PostPageData, 'comments'>>;

/**
 * A single post: heading, picture, body, tags and the conversation below it. Without
 * `comments` (the admin's preview of a draft) the conversation is left out.
 */
export function PostArticle({ post, comments }: PostArticleProps) {
  const mediaUrls = useMediaUrls();
  const category = post.categories[0];
  return (
    <article>
      <header>
        <a href="/blog" className="text-sm font-medium text-brand-800 hover:underline">
          <span aria-hidden="true">← </span>All posts
        </a>
        {category && (
          <p className="mt-6">
            <a
              href={`/category/${category.slug}`}
              className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {category.name}
            </a>
          </p>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {post.title}
        </h1>
        <PostByline post={post} className="mt-4 text-slate-600" />
      </header>
      {post.featuredImage && (
        <FeaturedImage
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 1280px) 50rem, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)"
          priority
          className="mt-8 rounded-2xl"
        />
      )}
      <div className="mt-10">
        <RichText html={mediaUrls.html(post.content)} />
      </div>
      {post.tags.length > 0 && (
        <footer className="mt-10 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold text-slate-800">Tags</h2>
          <TermLinks kind="tag" terms={post.tags} label="Tags" />
        </footer>
      )}
      {comments ? <CommentsSection key={post.id} postId={post.id} comments={comments} /> : null}
    </article>
  );
}
