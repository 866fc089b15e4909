import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { LineIcon } from './line-icon';

/**
 * A centred modal dialog (max 800 px wide, SPEC §9) with a title, a subtitle and a close button.
 * Opened either by its own `trigger` or, when loaded on demand, by `open` with focus handed
 * back to `returnFocusTo` on close.
 */
export function Dialog({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
  returnFocusTo,
  wide = false,
}: {
  trigger?: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  wide?: boolean;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none ${wide ? 'max-w-5xl' : 'max-w-[800px]'}`}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 text-2xl font-bold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-6">{children}</div>
          <DialogCloseButton />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The × in a dialog's top right corner (the dialog's content must be positioned). */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close
      className="absolute right-4 top-4 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      aria-label="Close"
    >
      <LineIcon shape="close" className="h-5 w-5" />
    </DialogPrimitive.Close>
  );
}
