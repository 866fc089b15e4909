export { blogListDescription as default } from '../../components/blog/blog-list-meta';
