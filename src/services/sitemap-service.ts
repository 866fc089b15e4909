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
export const fixedSections: SitemapSection[] = [
  {
    title: 'Pages',
    links: [
      { title: 'Home', href: '/' },
      { title: 'Pricing and plans', href: '/landing' },
      { title: 'Try Ava AI Essential', href: '/funnel' },
      { title: 'Contact us', href: '/contact' },
      { title: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { title: 'AI Voice Receptionists', href: '/solutions/ai-voice-receptionists' },
      { title: 'AI Business Operations', href: '/solutions/ai-business-operations' },
      { title: 'AI Consulting', href: '/solutions/ai-consulting' },
      { title: 'AI Readiness Consulting', href: '/solutions/ai-readiness-consulting' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { title: 'Privacy Policy', href: '/privacy-policy' },
      { title: 'Terms of Service', href: '/terms-of-service' },
      { title: 'Terms and Conditions', href: '/terms-and-conditions' },
    ],
  },
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

/** The sections of the HTML sitemap: the fixed pages, then the published blog posts. */
export async function listSitemapSections(): Promise<SitemapSection[]> {
  return [...fixedSections, { title: 'Blog posts', links: await listPublicPostLinks() }];
}
