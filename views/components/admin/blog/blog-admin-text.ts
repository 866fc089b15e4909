import type { TaxonomyKind } from './types';

/** SPEC §2 and §8 wording for the blog dashboard, one block per kind of content. */
export const dashboardText = {
  title: 'Blog',
  heading: 'Manage your blog content here',
  posts: {
    tab: 'Posts',
    kind: 'post',
    newLabel: 'New Post',
    empty: 'No posts found',
    createFirst: 'Create your first post',
    deleted: 'Post deleted',
    deleteFailed: 'Failed to delete the post. Please try again.',
  },
  categories: {
    tab: 'Categories',
    kind: 'category',
    newLabel: 'New Category',
    empty: 'No categories found',
    createFirst: 'Create your first category',
  },
  tags: {
    tab: 'Tags',
    kind: 'tag',
    newLabel: 'New Tag',
    empty: 'No tags found',
    createFirst: 'Create your first tag',
  },
} as const;

/** Where the post screens live. */
export interface PostPaths {
  dashboard: string;
  newPost: string;
  editPost: (id: number) => string;
}

export const blogPostPaths: PostPaths = {
  dashboard: '/admin/blog',
  newPost: '/admin/blog/posts/new',
  editPost: (id) => `/admin/blog/posts/edit/${id}`,
};

/** Categories and tags are edited under /admin/blog whichever dashboard links to them. */
export const taxonomyPaths = {
  list: (kind: TaxonomyKind) => `/admin/blog?tab=${kind}`,
  create: (kind: TaxonomyKind) => `/admin/blog/${kind}/new`,
  edit: (kind: TaxonomyKind, id: number) => `/admin/blog/${kind}/edit/${id}`,
};
