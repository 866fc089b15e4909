import { blogPostPaths } from '../../components/admin/blog/blog-admin-text';
import { BlogDashboard } from '../../components/admin/blog/blog-dashboard';

export default function BlogDashboardPage() {
  return <BlogDashboard paths={blogPostPaths} />;
}
