/** SPEC §4: published green, draft yellow, anything else grey. */
const dotClass: Record<string, string> = {
  published: 'bg-green-500',
  draft: 'bg-yellow-400',
};

export const statusLabel = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  archived: 'Archived',
} as const;

/** A post's status as a coloured dot and its name. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        data-testid="status-dot"
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${dotClass[status] ?? 'bg-slate-400'}`}
      />
      {statusLabel[status as keyof typeof statusLabel] ?? status}
    </span>
  );
}
