import { buttonStyle, PageHeading } from '#views/components/admin/kit';
import { ModerationQueue } from '#views/components/admin/manager/moderation-queue';
import { PostList } from '#views/components/admin/manager/post-list';

export default function BlogManager() {
  return (
    <div>
      <PageHeading
        title="Posts and comments"
        description="Every post of the blog, and the comments readers left that wait for approval."
        actions={
          <a href="/admin/blog/posts/new" className={buttonStyle()}>
            New post
          </a>
        }
      />
      <div className="space-y-6">
        <PostList />
        <ModerationQueue />
      </div>
    </div>
  );
}
