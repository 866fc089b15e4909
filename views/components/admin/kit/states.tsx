import type { ReactNode } from 'react';
import { Button } from './button';

/** A grey placeholder row while something loads. */
export function Skeleton() {
  return (
    <div
      data-testid="skeleton"
      aria-hidden="true"
      className="h-16 animate-pulse rounded-lg border border-slate-200 bg-slate-100"
    />
  );
}

/** SPEC §2: three placeholders while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}

/** Three placeholders while an editor (a post's, a page's) loads, spaced as its form is. */
export function EditorSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading">
      <Skeleton />
      <Skeleton />
      <Skeleton />
    </div>
  );
}

/** What a list shows when it has nothing, with the actions that would fill it. */
export function EmptyState({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-slate-700">{children}</p>
      {actions ? <div className="mt-4 flex justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** A load that failed: the server's message, and a retry when the screen offers one. */
export function LoadError({
  error,
  onRetry,
}: {
  error: { message: string } | string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p>{typeof error === 'string' ? error : error.message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** A message about the whole form (a refusal no single field explains). */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
