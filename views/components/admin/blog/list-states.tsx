import type { ReactNode } from 'react';
import { SkeletonRow } from '../page-heading';

export const buttonClass =
  'inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** SPEC §2: three placeholders while a list loads. */
export function ListSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading">
      <SkeletonRow />
      <SkeletonRow />
      <SkeletonRow />
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="font-medium text-slate-800">{message}</p>
      {children ? <div className="mt-4 flex justify-center gap-3">{children}</div> : null}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClass}`}>
        Try again
      </button>
    </div>
  );
}
