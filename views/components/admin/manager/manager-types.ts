import type { postStatuses } from '#src/schemas/posts';

export interface ManagedPost {
  id: number;
  slug: string;
  title: string;
  status: (typeof postStatuses)[number];
  publishedAt: string | null;
  updatedAt: string;
  author: Person | null;
  categories: Array<{ id: number; name: string; slug: string }>;
}

export interface Person {
  id?: number;
  username: string;
  fullName: string | null;
}

export interface CommentRow {
  id: number;
  content: string;
  isApproved: boolean;
  createdAt: string;
  author: Person;
  post?: { id: number; title: string; slug: string };
}

export interface PostFilters {
  status: string;
  authorId: string;
  category: string;
  search: string;
}

export const personName = (person: Person | null) =>
  person?.fullName || person?.username || 'Unknown';
