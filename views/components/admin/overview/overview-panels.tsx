import type { ComponentType } from 'react';
import type { Overview } from '#src/schemas/wire/overview';
import { formatDate, formatDateTime, ListSkeleton, Panel, StatusBadge } from '../kit';

export type { Overview };

const leadKinds = { contact: 'Contact', booking: 'Booking', quote: 'Quote' } as const;
const linkClass = 'text-sm font-medium text-brand-800 hover:underline';

type PostItem = Overview['recentPosts'][number];
type CommentItem = Overview['commentsAwaitingModeration'][number];
type LeadItem = Overview['recentLeads'][number];

function RecentPost({ item: post }: { item: PostItem }) {
  return (
    <>
      <a
        href={`/admin/blog/posts/edit/${post.id}`}
        className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
      >
        {post.title}
      </a>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
        <StatusBadge status={post.status} />
        <span>Updated {formatDate(post.updatedAt)}</span>
        {post.author && <span>by {post.author}</span>}
      </div>
    </>
  );
}

function PendingComment({ item: comment }: { item: CommentItem }) {
  return (
    <>
      <p className="line-clamp-2 text-slate-900">{comment.content}</p>
      <p className="mt-1 text-sm text-slate-600">
        {comment.author} on{' '}
        <a
          href={`/admin/blog/posts/edit/${comment.post.id}`}
          className="text-brand-800 hover:underline"
        >
          {comment.post.title}
        </a>
        , {formatDate(comment.createdAt)}
      </p>
    </>
  );
}

function RecentLead({ item: lead }: { item: LeadItem }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {lead.name}{' '}
        <span className="text-sm font-normal text-slate-600">({leadKinds[lead.kind]})</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <a href={`mailto:${lead.email}`} className="text-brand-800 underline">
          {lead.email}
        </a>
        , {formatDateTime(lead.createdAt)}
      </p>
    </>
  );
}

/** A panel of the overview: placeholders while loading, a sentence when there is nothing. */
function OverviewPanel<Item extends { id: number }>({
  title,
  link,
  empty,
  items,
  Row,
}: {
  title: string;
  /** Where the whole list is, and the link's words. */
  link: readonly [href: string, label: string];
  empty: string;
  items: Item[] | undefined;
  Row: ComponentType<{ item: Item }>;
}) {
  return (
    <Panel
      title={title}
      actions={
        <a href={link[0]} className={linkClass}>
          {link[1]}
        </a>
      }
    >
      {!items ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              <Row item={item} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Each panel's heading, where its link leads, and what it says when it has nothing. */
const panels = {
  posts: { title: 'Recent posts', link: ['/admin/blog', 'All posts'], empty: 'No posts yet.' },
  comments: {
    title: 'Comments awaiting moderation',
    link: ['/admin/content/blog/manager', 'Moderate comments'],
    empty: 'No comments are waiting for review.',
  },
  leads: { title: 'Recent leads', link: ['/admin/leads', 'All leads'], empty: 'No leads yet.' },
} as const;

/** The overview's three panels: what was written, what waits for review, who got in touch. */
export function OverviewPanels({ overview }: { overview: Overview | undefined }) {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <OverviewPanel {...panels.posts} items={overview?.recentPosts} Row={RecentPost} />
      <OverviewPanel
        {...panels.comments}
        items={overview?.commentsAwaitingModeration}
        Row={PendingComment}
      />
      <OverviewPanel {...panels.leads} items={overview?.recentLeads} Row={RecentLead} />
    </div>
  );
}
