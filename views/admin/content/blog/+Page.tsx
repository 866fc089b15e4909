import { contentBlogPostPaths } from '../../../components/admin/blog/blog-admin-text';
import { BlogDashboard } from '../../../components/admin/blog/blog-dashboard';

export default function ContentBlogDashboardPage() {
  return <BlogDashboard paths={contentBlogPostPaths} />;
}
