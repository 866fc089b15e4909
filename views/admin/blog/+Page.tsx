import { blogPostPaths } from '#views/components/admin/blog/blog-admin-text';
import { BlogDashboard } from '#views/components/admin/blog/blog-dashboard';

export default function BlogDashboardPage() {
  return <BlogDashboard paths={blogPostPaths} />;
}
