import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';

const loadDialog = () => import('./dialog');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

/**
 * A button that opens a dialog whose code loads only when a visitor is about to open it: on
 * hover or focus of the button, or at the latest on the click. Keeps dialogs out of the
 * JavaScript every page downloads. `dialog` renders the (lazy) dialog once it was asked for;
 * it returns focus to the button it is given.
 */
export function DeferredTrigger({
  preload,
  open,
  onOpenChange,
  dialog,
  ...button
}: {
  preload: () => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialog: (button: RefObject<HTMLButtonElement | null>) => ReactNode;
} & Omit<ComponentProps<'button'>, 'ref' | 'type' | 'onClick' | 'onFocus' | 'onPointerEnter'>) {
  const [requested, setRequested] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const warmUp = () => void preload();
  return (
    <>
      <button
        {...button}
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setRequested(true);
          onOpenChange(true);
        }}
      />
      {requested ? <Suspense fallback={null}>{dialog(ref)}</Suspense> : null}
    </>
  );
}

/** A `DeferredTrigger` for the site's `Dialog` (Radix and what it pulls in). */
export function DeferredDialog({
  label,
  className,
  ...dialog
}: { label: ReactNode; className: string } & Omit<
  ComponentProps<typeof Dialog>,
  'trigger' | 'open' | 'onOpenChange' | 'returnFocusTo'
>) {
  const [open, setOpen] = useState(false);
  return (
    <DeferredTrigger
      preload={loadDialog}
      open={open}
      onOpenChange={setOpen}
      className={className}
      dialog={(button) => (
        <Dialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      )}
    >
      {label}
    </DeferredTrigger>
  );
}
