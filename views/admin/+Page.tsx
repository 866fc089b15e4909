import { can } from '../../src/auth/permissions';
import type { Overview } from '../../src/schemas/wire/overview';
import {
  buttonClass,
  LoadError,
  Panel,
  secondaryButtonClass,
} from '../components/admin/admin-controls';
import { formatDate, formatDateTime } from '../components/admin/admin-format';
import { PageHeading, SkeletonRow } from '../components/admin/page-heading';
import { PostStatus } from '../components/admin/post-status';
import { useAdminData } from '../components/admin/use-admin-data';
import { useSession } from '../components/auth/use-session';

const leadKinds = { contact: 'Contact', booking: 'Booking', quote: 'Quote' } as const;

function Stat({ label, value, href }: { label: string; value: number; href?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-bold text-slate-900">{value}</span>
      <span className="mt-1 block text-sm text-slate-600">{label}</span>
    </>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {href ? (
        <a href={href} className="block rounded-xl p-4 hover:bg-slate-50">
          {body}
        </a>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  );
}

function Loading() {
  return (
    <div className="space-y-3">
      <SkeletonRow />
      <SkeletonRow />
      <SkeletonRow />
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

export default function AdminOverview() {
  const { user } = useSession();
  const { data, error } = useAdminData<Overview>('/api/admin/overview');
  const counts = data?.counts;

  return (
    <>
      <PageHeading
        title="Dashboard"
        description="Your site at a glance: content, comments to review and new leads."
        actions={
          <>
            <a href="/admin/blog/posts/new" className={buttonClass}>
              New Post
            </a>
            <a href="/admin/content/media" className={secondaryButtonClass}>
              Media
            </a>
            {can(user?.role, 'settings:write') && (
              <a href="/admin/settings" className={secondaryButtonClass}>
                Settings
              </a>
            )}
          </>
        }
      />
      {error ? <LoadError message={error} /> : null}

      <h2 id="overview-counts" className="sr-only">
        Counts
      </h2>
      {counts ? (
        <ul
          aria-labelledby="overview-counts"
          className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
        >
          <Stat label="Published posts" value={counts.publishedPosts} href="/admin/blog" />
          <Stat label="Drafts" value={counts.draftPosts} href="/admin/blog" />
          <Stat label="Scheduled" value={counts.scheduledPosts} href="/admin/blog" />
          <Stat
            label="Comments awaiting moderation"
            value={counts.commentsAwaitingModeration}
            href="/admin/content/blog/manager"
          />
          <Stat
            label={`Leads this month (${counts.leadsTotal} in total)`}
            value={counts.leadsThisMonth}
            href="/admin/leads"
          />
          {counts.users !== null && <Stat label="Users" value={counts.users} href="/admin/users" />}
        </ul>
      ) : !error ? (
        <div className="mb-8">
          <SkeletonRow />
        </div>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-3">
        <Panel
          title="Recent posts"
          actions={
            <a href="/admin/blog" className="text-sm font-medium text-brand-800 hover:underline">
              All posts
            </a>
          }
        >
          {!data ? (
            <Loading />
          ) : data.recentPosts.length === 0 ? (
            <Empty>No posts yet.</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.recentPosts.map((post) => (
                <li key={post.id} className="py-3">
                  <a
                    href={`/admin/blog/posts/edit/${post.id}`}
                    className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
                  >
                    {post.title}
                  </a>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                    <PostStatus status={post.status} />
                    <span>Updated {formatDate(post.updatedAt)}</span>
                    {post.author && <span>by {post.author}</span>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel
          title="Comments awaiting moderation"
          actions={
            <a
              href="/admin/content/blog/manager"
              className="text-sm font-medium text-brand-800 hover:underline"
            >
              Moderate comments
            </a>
          }
        >
          {!data ? (
            <Loading />
          ) : data.commentsAwaitingModeration.length === 0 ? (
            <Empty>No comments are waiting for review.</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.commentsAwaitingModeration.map((comment) => (
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
              ))}
            </ul>
          )}
        </Panel>

        <Panel
          title="Recent leads"
          actions={
            <a href="/admin/leads" className="text-sm font-medium text-brand-800 hover:underline">
              All leads
            </a>
          }
        >
          {!data ? (
            <Loading />
          ) : data.recentLeads.length === 0 ? (
            <Empty>No leads yet.</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.recentLeads.map((lead) => (
                <li key={lead.id} className="py-3">
                  <p className="font-medium text-slate-900">
                    {lead.name}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      ({leadKinds[lead.kind]})
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    <a href={`mailto:${lead.email}`} className="text-brand-800 underline">
                      {lead.email}
                    </a>
                    , {formatDateTime(lead.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
