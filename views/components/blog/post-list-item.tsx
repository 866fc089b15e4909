import { FeaturedImage } from './featured-image';
import { PostByline } from './post-date';
import { TermLinks } from './term-links';
import type { PostSummary } from './types';

/** One post in the blog list: title, author, date, categories, excerpt and Read More. */
export function PostListItem({ post, priority }: { post: PostSummary; priority: boolean }) {
  return (
    <article className="grid gap-5 border-b border-slate-200 py-8 first:pt-0 last:border-b-0 sm:grid-cols-[14rem_minmax(0,1fr)]">
      {post.featuredImage ? (
        <FeaturedImage
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 640px) 14rem, calc(100vw - 2rem)"
          priority={priority}
          className="rounded-xl"
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <div>
        <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          <a href={`/blog/post/${post.slug}`} className="hover:text-brand-800">
            {post.title}
          </a>
        </h2>
        <PostByline post={post} className="mt-2 text-sm text-slate-600" />
        <div className="mt-3">
          <TermLinks kind="category" terms={post.categories} label="Categories" />
        </div>
        <p className="mt-3 leading-7 text-slate-700">{post.excerpt}</p>
        <a
          href={`/${post.slug}`}
          className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
