import { raw } from 'objection';
import { permits } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { Comment } from '../models/comment';
import { Post } from '../models/post';
import { Lead } from '../models/lead';
import { User } from '../models/user';
import type { OverviewSent } from '../schemas/wire/overview';
import { effectiveStatus } from './post-visibility';

/** How many recent posts, comments awaiting moderation and leads the overview lists. */
export const overviewListSize = 5;

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function postCounts() {
  const row = (await Post.query()
    .select(
      raw(
        `count(*) filter (where status = 'published'
            or (status = 'scheduled' and published_at <= now()))::int as published`,
      ),
      raw(`count(*) filter (where status = 'draft')::int as drafts`),
      raw(
        `count(*) filter (where status = 'scheduled'
            and (published_at is null or published_at > now()))::int as scheduled`,
      ),
    )
    .first()) as unknown as { published: number; drafts: number; scheduled: number };
  return row;
}

async function leadCounts(monthStart: Date) {
  // Spam is kept for review but is not a lead the business counts.
  const row = (await Lead.query()
    .whereNot('status', 'spam')
    .select(
      raw('count(*)::int as total'),
      raw('count(*) filter (where created_at >= ?)::int as this_month', [monthStart]),
    )
    .first()) as unknown as { total: number; thisMonth: number };
  return row;
}

async function recentPosts() {
  const posts = await Post.query()
    .select('posts.id', 'title', 'status', 'publishedAt', 'updatedAt', 'authorId')
    .withGraphFetched('author(name)')
    .modifiers({ name: (builder) => builder.select('id', 'username', 'fullName') })
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(overviewListSize);
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    status: effectiveStatus(post),
    updatedAt: post.updatedAt,
    author: post.author ? post.author.fullName || post.author.username : null,
  }));
}

async function commentsAwaitingModeration() {
  const query = Comment.query().where('isApproved', false);
  const [total, comments] = await Promise.all([
    query.clone().resultSize(),
    query
      .clone()
      .select('comments.id', 'comments.content', 'comments.createdAt', 'comments.postId')
      .select('author.username as authorName', 'post.title as postTitle')
      .joinRelated('author')
      .join('posts as post', 'post.id', 'comments.postId')
      .orderBy('comments.createdAt', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(overviewListSize),
  ]);
  return {
    total,
    comments: comments.map((comment) => {
      const extra = comment as Comment & { authorName: string; postTitle: string };
      return {
        id: comment.id,
        content: comment.content,
        createdAt: comment.createdAt,
        author: extra.authorName,
        post: { id: comment.postId, title: extra.postTitle },
      };
    }),
  };
}

async function recentLeads() {
  const leads = await Lead.query()
    .select('id', 'kind', 'name', 'email', 'createdAt')
    .whereNot('status', 'spam')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(overviewListSize);
  return leads.map(({ id, kind, name, email, createdAt }) => ({
    id,
    kind,
    name,
    email,
    createdAt,
  }));
}

/** The /admin overview in one call: counts and the latest of each list. */
export async function getOverview(viewer: SessionUser, now = new Date()): Promise<OverviewSent> {
  const monthStart = startOfMonthUtc(now);
  const [posts, moderation, leads, users, latestPosts, latestLeads] = await Promise.all([
    postCounts(),
    commentsAwaitingModeration(),
    leadCounts(monthStart),
    permits(viewer, 'users:manage') ? User.query().resultSize() : Promise.resolve(null),
    recentPosts(),
    recentLeads(),
  ]);
  return {
    counts: {
      publishedPosts: posts.published,
      draftPosts: posts.drafts,
      scheduledPosts: posts.scheduled,
      commentsAwaitingModeration: moderation.total,
      leadsThisMonth: leads.thisMonth,
      leadsTotal: leads.total,
      users,
    },
    recentPosts: latestPosts,
    commentsAwaitingModeration: moderation.comments,
    recentLeads: latestLeads,
  };
}
