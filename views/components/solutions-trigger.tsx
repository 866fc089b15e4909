/** What the Solutions button looks like, shared by the stand-in and the Radix menu. */
export const solutionsTriggerClass =
  'inline-flex items-center gap-1 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

export const chevron = (
  <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
  </svg>
);
