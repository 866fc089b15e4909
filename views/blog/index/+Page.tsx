export { BlogListPage as default } from '../../components/blog/blog-list-page';
