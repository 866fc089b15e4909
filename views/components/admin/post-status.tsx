/** SPEC §4: published green, draft yellow, anything else grey. */
const dotClass: Record<string, string> = {
  published: 'bg-green-500',
  draft: 'bg-yellow-400',
};

const labels: Record<string, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  archived: 'Archived',
};

export function PostStatus({ status }: { status: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${dotClass[status] ?? 'bg-slate-400'}`}
      />
      {labels[status] ?? status}
    </span>
  );
}
