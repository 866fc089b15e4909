export { blogListTitle as default } from '../../components/blog/blog-list-meta';
