import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DeferredDialog } from '../ui/deferred-dialog';

// The dialog's code loads when the button is about to be used, the player when it first opens.
const AvaVideo = lazy(() => import('./ava-video').then((module) => ({ default: module.AvaVideo })));

export const showAvaText = 'Let Ava Show You What She Can Do';

/** The Meet Ava button and its video dialog. */
export function AvaVideoButton() {
  const { site } = usePageContext();
  return (
    <DeferredDialog
      className="inline-flex items-center justify-center gap-2 rounded-lg sm:whitespace-nowrap bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
      label={
        <>
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />
          </svg>
          {showAvaText}
        </>
      }
      title="See Ava in Action"
      description="Watch Ava answer a call, capture the caller's details and book the appointment."
    >
      <Suspense fallback={<div className="aspect-video w-full rounded-lg bg-slate-900" />}>
        <AvaVideo site={site} />
      </Suspense>
    </DeferredDialog>
  );
}
