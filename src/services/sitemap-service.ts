import { Post } from '../models/post';
import { listPublicPages } from './page-service';
import { onlyPublic } from './post-visibility';

export interface SitemapLink {
  title: string;
  href: string;
}

export interface SitemapSection {
  title: string;
  links: SitemapLink[];
}

/**
 * The sections of the HTML sitemap, in order, each with the published pages of the site it
 * holds (by their path; a page no other section holds is one of "Pages", which staff's new
 * pages are) and the pages in code it lists after them.
 */
const sections: ReadonlyArray<{
  title: string;
  holds?: (path: string) => boolean;
  codePages?: SitemapLink[];
}> = [
  { title: 'Pages', codePages: [{ title: 'Blog', href: '/blog' }] },
  { title: 'Solutions', holds: (path) => path.startsWith('/solutions/') },
  { title: 'Legal', holds: (path) => /^\/(?:privacy|terms|cookies?|legal)\b/.test(path) },
];

/** The public pages that live in code, not in the database: the blog and this sitemap. */
export const codePagePaths = [
  ...sections.flatMap((section) => section.codePages ?? []).map((page) => page.href),
  '/sitemap.html',
];

/** Every post a reader can open, newest first. */
export async function listPublicPostLinks(): Promise<SitemapLink[]> {
  const posts = await Post.query()
    .modify(onlyPublic)
    .select('posts.title', 'posts.slug')
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc');
  return posts.map((post) => ({ title: post.title, href: `/blog/post/${post.slug}` }));
}

/** The sections of the HTML sitemap: the site's pages by section, then the published posts. */
export async function listSitemapSections(): Promise<SitemapSection[]> {
  const [pages, posts] = await Promise.all([listPublicPages(), listPublicPostLinks()]);
  const sectionOf = (path: string) =>
    sections.find((section) => section.holds?.(path)) ?? sections[0]!;
  const pageSections = sections.map((section) => ({
    title: section.title,
    links: [
      ...pages
        .filter((page) => sectionOf(page.path) === section)
        .map((page) => ({ title: page.title, href: page.path })),
      ...(section.codePages ?? []),
    ],
  }));
  return [
    ...pageSections.filter((section) => section.links.length > 0),
    { title: 'Blog posts', links: posts },
  ];
}
