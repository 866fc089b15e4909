import { usePageContext } from 'vike-react/usePageContext';
import { absoluteUrl, type PublicSite } from '#src/config/site';
import type { PostPageData } from './blog-data.server';

type Post = PostPageData['post'];

/** schema.org BlogPosting, so search engines can show the post as an article. */
export function blogPostingOf(post: Post, site: Pick<PublicSite, 'url' | 'name'>) {
  const absolute = (path: string) => absoluteUrl(site, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published.iso,
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: site.name },
    ...(post.featuredImage ? { image: absolute(post.featuredImage) } : {}),
    url: absolute(`/blog/post/${post.slug}`),
    mainEntityOfPage: absolute(`/blog/post/${post.slug}`),
  };
}

/** `<` is escaped so no text in a post can close the script element early. */
export const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Rendered in the document head on the server (vike-react `+Head`), with the CSP nonce. */
export function PostJsonLd({ post }: { post: Post }) {
  const { site, cspNonce } = usePageContext();
  return (
    <script
      type="application/ld+json"
      nonce={cspNonce ?? undefined}
      dangerouslySetInnerHTML={{ __html: toScriptJson(blogPostingOf(post, site)) }}
    />
  );
}
