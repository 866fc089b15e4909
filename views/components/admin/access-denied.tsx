import { useSession } from '../auth/use-session';
import { SignOutButton } from './sign-out-button';
import { describeRoles, type AccessDeniedReason } from './required-roles';

/** SPEC §2: who is signed in, what the page needs, and the ways out. */
export function AccessDenied({ reason }: { reason: AccessDeniedReason }) {
  const { user } = useSession();
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-4 text-slate-600">You do not have permission to view this page.</p>
      <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 text-left text-sm">
        <dt className="font-medium text-slate-500">Signed in as</dt>
        <dd className="text-slate-900">{user?.username ?? 'Unknown'}</dd>
        <dt className="font-medium text-slate-500">Your role</dt>
        <dd className="text-slate-900">{user?.role ?? 'none'}</dd>
      </dl>
      <p className="mt-6 font-medium text-slate-800">
        Required roles: {describeRoles(reason.allowed)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/blog" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white">
          Return to Blog
        </a>
        <button
          type="button"
          onClick={() => window.history.back()}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800"
        >
          Go Back
        </button>
        <SignOutButton className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 disabled:opacity-60" />
      </div>
    </section>
  );
}
