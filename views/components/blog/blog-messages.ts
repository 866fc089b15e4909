/** Texts of the blog's lists, spelled as SPEC §8 spells them. */
export const listMessages = {
  noResults: 'No posts found.',
  clearSearch: 'Clear Search',
  noPosts: 'No Posts Yet',
  noPostsText: 'New articles are on their way. Check back soon.',
} as const;
