import type { ReactNode } from 'react';
import type { Overview } from '#src/schemas/wire/overview';
import { formatDate, formatDateTime, ListSkeleton, Panel, StatusBadge } from '../kit';

export type { Overview };

const leadKinds = { contact: 'Contact', booking: 'Booking', quote: 'Quote' } as const;
const linkClass = 'text-sm font-medium text-brand-800 hover:underline';

/** A panel of the overview: placeholders while loading, a sentence when there is nothing. */
function OverviewPanel<Item>({
  title,
  link,
  items,
  empty,
  children,
}: {
  title: string;
  link: { href: string; label: string };
  items: Item[] | undefined;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Panel
      title={title}
      actions={
        <a href={link.href} className={linkClass}>
          {link.label}
        </a>
      }
    >
      {!items ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{items.map(children)}</ul>
      )}
    </Panel>
  );
}

export function RecentPosts({ posts }: { posts: Overview['recentPosts'] | undefined }) {
  return (
    <OverviewPanel
      title="Recent posts"
      link={{ href: '/admin/blog', label: 'All posts' }}
      items={posts}
      empty="No posts yet."
    >
      {(post) => (
        <li key={post.id} className="py-3">
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
        </li>
      )}
    </OverviewPanel>
  );
}

export function PendingComments({
  comments,
}: {
  comments: Overview['commentsAwaitingModeration'] | undefined;
}) {
  return (
    <OverviewPanel
      title="Comments awaiting moderation"
      link={{ href: '/admin/content/blog/manager', label: 'Moderate comments' }}
      items={comments}
      empty="No comments are waiting for review."
    >
      {(comment) => (
        <li key={comment.id} className="py-3">
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
        </li>
      )}
    </OverviewPanel>
  );
}

export function RecentLeads({ leads }: { leads: Overview['recentLeads'] | undefined }) {
  return (
    <OverviewPanel
      title="Recent leads"
      link={{ href: '/admin/leads', label: 'All leads' }}
      items={leads}
      empty="No leads yet."
    >
      {(lead) => (
        <li key={lead.id} className="py-3">
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
        </li>
      )}
    </OverviewPanel>
  );
}
