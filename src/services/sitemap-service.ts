import { publicPageSections } from '../config/public-page-sections';
import { Post } from '../models/post';
import { onlyPublic } from './post-visibility';

export interface SitemapLink {
  title: string;
  href: string;
}

export interface SitemapSection {
  title: string;
  links: SitemapLink[];
}

/** The public pages that exist whatever the content; posts are added from the database. */
export const fixedSections: SitemapSection[] = publicPageSections.map((section) => ({
  title: section.title,
  links: [...section.links],
}));

/** Every post a reader can open, newest first. */
export async function listPublicPostLinks(): Promise<SitemapLink[]> {
  const posts = await Post.query()
    .modify(onlyPublic)
    .select('posts.title', 'posts.slug')
    .orderBy('posts.publishedAt', 'desc')
    .orderBy('posts.id', 'desc');
  return posts.map((post) => ({ title: post.title, href: `/blog/post/${post.slug}` }));
}

/** The sections of the HTML sitemap: the fixed pages, then the published blog posts. */
export async function listSitemapSections(): Promise<SitemapSection[]> {
  return [...fixedSections, { title: 'Blog posts', links: await listPublicPostLinks() }];
}
