import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useDeferredTrigger } from './use-deferred-trigger';

const loadDialog = () => import('./dialog');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

/**
 * A button that opens a `Dialog`, whose code (Radix and what it pulls in) loads only when a
 * visitor is about to open it: on hover or focus of the button, or at the latest on the click.
 * Keeps dialogs out of the JavaScript every page downloads.
 */
export function DeferredDialog({
  label,
  className,
  ...dialog
}: { label: ReactNode; className: string } & Omit<
  ComponentProps<typeof Dialog>,
  'trigger' | 'open' | 'onOpenChange' | 'returnFocusTo'
>) {
  const [open, setOpen] = useState(false);
  const { requested, button, triggerEvents } = useDeferredTrigger(loadDialog, setOpen);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...triggerEvents}
      >
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <Dialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
