import { raw, type QueryBuilder } from 'objection';
import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import type { Post } from '../models/post';
import type { PostStatus } from '../schemas/posts';
import { showsContent } from './public-content';

/**
 * Readers see a post once it is published (or its scheduled time has come). A response that
 * reads public posts this way shows the published posts (`showsContent`).
 */
export function onlyPublic(builder: QueryBuilder<Post>, table = 'posts') {
  showsContent('posts');
  builder
    .whereIn(`${table}.status`, ['published', 'scheduled'])
    .where(`${table}.publishedAt`, '<=', raw('now()'));
}

/** Whether readers see the post now: the same rule as `onlyPublic`, on a loaded row. */
export function isPublicNow(post: Pick<Post, 'status' | 'publishedAt'>): boolean {
  return (
    (post.status === 'published' || post.status === 'scheduled') &&
    post.publishedAt !== null &&
    post.publishedAt.getTime() <= Date.now()
  );
}

/** What a viewer may read: everything for editors, public plus their own for authors. */
export function visibleTo(viewer: SessionUser | null) {
  return (builder: QueryBuilder<Post>) => {
    if (can(viewer?.role, 'posts:write-any')) return;
    if (viewer && can(viewer.role, 'posts:read-unpublished')) {
      builder.where((inner) => inner.modify(onlyPublic).orWhere('posts.authorId', viewer.id));
      return;
    }
    builder.modify(onlyPublic);
  };
}

/** The status a reader should see: a scheduled post whose time has come is published. */
export function effectiveStatus(post: Pick<Post, 'status' | 'publishedAt'>): Post['status'] {
  if (post.status === 'scheduled' && post.publishedAt && post.publishedAt.getTime() <= Date.now()) {
    return 'published';
  }
  return post.status;
}

/** Filters on the status readers are shown (`effectiveStatus`), not the stored one. */
export function withEffectiveStatus(status: PostStatus) {
  return (builder: QueryBuilder<Post>) => {
    if (status === 'published') {
      builder.where((inner) =>
        inner
          .where('posts.status', 'published')
          .orWhere((due) =>
            due.where('posts.status', 'scheduled').where('posts.publishedAt', '<=', raw('now()')),
          ),
      );
    } else if (status === 'scheduled') {
      builder
        .where('posts.status', 'scheduled')
        .where((inner) =>
          inner.whereNull('posts.publishedAt').orWhere('posts.publishedAt', '>', raw('now()')),
        );
    } else {
      builder.where('posts.status', status);
    }
  };
}
