import type { PostStatus } from '#src/schemas/posts';

/** What the admin reads from the API (dates arrive as ISO strings). */
export interface Term {
  id: number;
  name: string;
  slug: string;
  description: string;
}

export interface TaxonomyItem extends Term {
  /** Published posts only, as readers count them. */
  postCount: number;
}

export interface AdminPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  status: PostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  authorId: number;
  author: { id: number; username: string; fullName: string | null } | null;
  categories: Term[];
  tags: Term[];
}

export interface AdminPost extends AdminPostSummary {
  content: string;
}

export interface MediaItem {
  id: number;
  url: string;
  originalName: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export type TaxonomyKind = 'categories' | 'tags';
