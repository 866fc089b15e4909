import { can } from '#src/auth/permissions';
import { AnalyticsGlanceCard } from '../components/admin/analytics/glance-card';
import { useApiQuery } from '../components/admin/data/queries';
import { adminKeys } from '../components/admin/data/query-keys';
import { buttonStyle, LoadError, PageHeading, Skeleton } from '../components/admin/kit';
import { OverviewPanels, type Overview } from '../components/admin/overview/overview-panels';
import { useSession } from '../components/auth/use-session';

function Stat({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <a href={href} className="block rounded-xl p-4 hover:bg-slate-50">
        <span className="block text-3xl font-bold text-slate-900">{value}</span>
        <span className="mt-1 block text-sm text-slate-600">{label}</span>
      </a>
    </li>
  );
}

function Counts({ counts }: { counts: Overview['counts'] }) {
  return (
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
  );
}

export default function AdminOverview() {
  const { user } = useSession();
  const { data, error } = useApiQuery<Overview>(
    adminKeys.overview.detail('dashboard'),
    '/api/admin/overview',
  );
  return (
    <>
      <PageHeading
        title="Dashboard"
        description="Your site at a glance: content, comments to review and new leads."
        actions={
          <>
            <a href="/admin/blog/posts/new" className={buttonStyle('primary')}>
              New Post
            </a>
            <a href="/admin/content/media" className={buttonStyle('secondary')}>
              Media
            </a>
            {can(user?.role, 'settings:write') && (
              <a href="/admin/settings" className={buttonStyle('secondary')}>
                Settings
              </a>
            )}
          </>
        }
      />
      {error ? <LoadError error={error} /> : null}
      <h2 id="overview-counts" className="sr-only">
        Counts
      </h2>
      {data ? (
        <Counts counts={data.counts} />
      ) : !error ? (
        <div className="mb-8">
          <Skeleton />
        </div>
      ) : null}
      {can(user?.role, 'analytics:read') && <AnalyticsGlanceCard />}
      <OverviewPanels overview={data} />
    </>
  );
}
