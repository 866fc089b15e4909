export { blogListDescription as default } from '#views/components/blog/blog-list-meta';
