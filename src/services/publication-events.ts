import type { Knex } from 'knex';
import { postPath } from '../config/site';
import { enqueue, type JobRow } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { Post } from '../models/post';
import { Page } from '../models/site-content';
import { claimAddress } from './page-paths';
import { isPublicNow, type Schedulable } from './post-visibility';
import { pageTag, postTag, publicContentChanged, type ContentTag } from './public-content';
import { queueWebhookEvent } from './webhook-service';

/*
 * `post.published` and `page.published` go out when readers can first see the post or page: at
 * the save that makes it public, or, for one published or scheduled for a later time, from a job
 * queued for that time (`content.go-live`). The job announces only what is still due then: an
 * edit that moves the time or takes the post back leaves the old job nothing to do.
 */

export const goLiveJob = 'content.go-live';

export interface PublishedSubject {
  type: 'post' | 'page';
  id: number;
}

/** Queues `post.published` or `page.published` with what a receiver needs, in `trx`. */
async function queuePublished(trx: Knex.Transaction, subject: PublishedSubject) {
  if (subject.type === 'post') {
    const post = await Post.query(trx).findById(subject.id).throwIfNotFound();
    const { id, slug, title, excerpt, publishedAt } = post;
    const data = { id, slug, title, excerpt, path: postPath(slug), publishedAt };
    await queueWebhookEvent(trx, 'post.published', data);
    return;
  }
  const { id, title, path, publishedAt } = await Page.query(trx)
    .findById(subject.id)
    .throwIfNotFound();
  await queueWebhookEvent(trx, 'page.published', { id, title, path, publishedAt });
}

/** A job's key: one go-live job per post or page and publication time. */
const goLiveKey = (subject: PublishedSubject, at: Date) =>
  `go-live:${subject.type}:${subject.id}:${at.toISOString()}`;

/**
 * Called by a save of a post or page, in its transaction, once the row is written: announces it
 * if the save made it public, or queues the announcement for its publication time if it goes
 * public later (published or scheduled with a future date). A save that leaves it public, or
 * keeps the same time, announces nothing again.
 */
export async function announcePublication(
  trx: Knex.Transaction,
  subject: PublishedSubject,
  before: Schedulable | null,
  after: Schedulable,
): Promise<void> {
  if (isPublicNow(after)) {
    if (!before || !isPublicNow(before)) await queuePublished(trx, subject);
    return;
  }
  const goesPublicLater = after.status === 'published' || after.status === 'scheduled';
  if (!goesPublicLater || !after.publishedAt) return;
  await enqueue(trx, {
    kind: goLiveJob,
    payload: { ...subject, publishedAt: after.publishedAt.toISOString() },
    // The same time saved again (an edit of a scheduled post) queues nothing more.
    idempotencyKey: goLiveKey(subject, after.publishedAt),
    runAt: after.publishedAt,
  });
}

interface GoLiveRow {
  status: string;
  publishedAt: Date | null;
  path?: string;
  announcedPublication: Date | null;
  /** By the database's clock, the one the queue runs jobs by. */
  due: boolean;
}

/** What visitors see differently once it is public: the same tags a save reports. */
const shownBy = (subject: PublishedSubject): ContentTag[] =>
  subject.type === 'post' ? ['posts', postTag(subject.id)] : [pageTag(subject.id), 'pages'];

/**
 * The `content.go-live` job: at a post's or page's publication time, announces it if it is still
 * published or scheduled for exactly that time, once (the time announced is kept on the row, so
 * a second run of the job finds it done), and drops what the public cache kept of the site
 * without it, so a receiver that follows the event's link finds the page.
 */
export function goLiveHandler(): JobHandler {
  return {
    kind: goLiveJob,
    async run(job: JobRow) {
      const subject: PublishedSubject = {
        type: job.payload.type === 'page' ? 'page' : 'post',
        id: Number(job.payload.id),
      };
      const at = new Date(String(job.payload.publishedAt));
      const announced = await Post.transaction(async (trx) => {
        const table = subject.type === 'post' ? 'posts' : 'pages';
        const row = (await trx(table)
          .where('id', subject.id)
          .forUpdate()
          .first(
            'status',
            'publishedAt',
            'announcedPublication',
            ...(subject.type === 'page' ? ['path'] : []),
            trx.raw('published_at <= now() as due'),
          )) as GoLiveRow | undefined;
        // Deleted, taken back, or moved to another time (that time has a job of its own).
        if (!row || !['published', 'scheduled'].includes(row.status)) return false;
        if (row.publishedAt?.getTime() !== at.getTime()) return false;
        if (row.announcedPublication?.getTime() === at.getTime()) return false;
        // Run early (a clock apart from the database's, "Retry now"): tried again later.
        if (!row.due) throw new Error(`the ${subject.type} is not public yet`);
        await queuePublished(trx, subject);
        await trx(table).where('id', subject.id).update({ announcedPublication: at });
        // A page takes its address now: an old redirect from there would hide it.
        if (row.path) await claimAddress(trx, row.path);
        return true;
      });
      if (announced) publicContentChanged(shownBy(subject));
    },
  };
}
