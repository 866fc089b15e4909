import { raw, type Model, type QueryBuilder } from 'objection';
import { permits } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import type { Post } from '../models/post';
import type { PostStatus } from '../schemas/posts';
import { showsContent } from './public-content';

/*
 * When readers see what staff publish: a post, and a page of the site by the same rules. Each is
 * published (at once, or backdated) or scheduled for a date, and is public from that date on. A
 * scheduled one goes live by itself, by these date comparisons; at that moment a job announces
 * it to webhooks and drops the public cache's entries that left it out (publication-events.ts),
 * which also expire on their own (src/http/public-cache.ts).
 */

/** A post or a page, as far as its publication goes. */
export interface Schedulable {
  status: string;
  publishedAt: Date | null;
}

/** Rows public now: published or scheduled, and their date has come. */
export function liveNow<Row extends Model>(builder: QueryBuilder<Row>, table: string) {
  builder
    .whereIn(`${table}.status`, ['published', 'scheduled'])
    .where(`${table}.publishedAt`, '<=', raw('now()'));
}

/**
 * Readers see a post once it is published (or its scheduled time has come). A response that
 * reads public posts this way shows the published posts (`showsContent`).
 */
export function onlyPublic(builder: QueryBuilder<Post>, table = 'posts') {
  showsContent('posts');
  liveNow(builder, table);
}

/** Whether readers see it now: the same rule as `liveNow`, on a loaded row. */
export function isPublicNow(item: Schedulable): boolean {
  return (
    (item.status === 'published' || item.status === 'scheduled') &&
    item.publishedAt !== null &&
    item.publishedAt.getTime() <= Date.now()
  );
}

/**
 * The publication date a save stores. Publishing takes the date given (backdating), else keeps
 * the date it went out, else now; publishing what was scheduled for later publishes it now.
 * Scheduling takes the date given (the schemas require a future one).
 */
export function publicationDate(input: Schedulable, current: Date | null): Date | null {
  if (input.status === 'published') {
    const alreadyOut = current && current.getTime() <= Date.now() ? current : null;
    return input.publishedAt ?? alreadyOut ?? new Date();
  }
  return input.publishedAt ?? (input.status === 'scheduled' ? null : current);
}

/**
 * Whether a viewer reads their own unpublished posts: staff do; so does an API token that may
 * read unpublished posts or write its account's own (it reads back what it writes).
 */
export const seesOwnDrafts = (viewer: SessionUser | null) =>
  permits(viewer, 'posts:read-unpublished') || permits(viewer, 'posts:write-own');

/** What a viewer may read: everything for editors, public plus their own for authors. */
export function visibleTo(viewer: SessionUser | null) {
  return (builder: QueryBuilder<Post>) => {
    if (permits(viewer, 'posts:write-any')) return;
    if (viewer && seesOwnDrafts(viewer)) {
      builder.where((inner) => inner.modify(onlyPublic).orWhere('posts.authorId', viewer.id));
      return;
    }
    builder.modify(onlyPublic);
  };
}

/** The status a reader should see: a scheduled post or page whose time has come is published. */
export function effectiveStatus<Status extends string>(item: {
  status: Status;
  publishedAt: Date | null;
}): Status | 'published' {
  if (item.status === 'scheduled' && item.publishedAt && item.publishedAt.getTime() <= Date.now()) {
    return 'published';
  }
  return item.status;
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
