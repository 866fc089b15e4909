import { format } from 'date-fns';
import type { PostStatus } from '../../../../src/schemas/posts';

/** SPEC §4: published green, draft yellow, anything else grey. */
const dotClass: Partial<Record<PostStatus, string>> = {
  published: 'bg-green-500',
  draft: 'bg-yellow-400',
};

export const statusLabel: Record<PostStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  archived: 'Archived',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        data-testid="status-dot"
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${dotClass[status] ?? 'bg-slate-400'}`}
      />
      {statusLabel[status]}
    </span>
  );
}

/** 'Nov 5, 2026' (SPEC §2), on the same UTC calendar day the public blog shows. */
export function dashboardDate(iso: string): string {
  const date = new Date(iso);
  return format(
    new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    'MMM d, yyyy',
  );
}
