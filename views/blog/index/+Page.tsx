export { BlogListPage as default } from '#views/components/blog/blog-list-page';
