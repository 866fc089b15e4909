import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './logo';
import { aroundSolutions, useAnchorNavigation } from './navigation';
import { WidgetDialog } from './widget-dialog';
import { LineIcon } from './ui/line-icon';

const itemClass =
  'block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100';

/** The menu's links and calls to action; `onNavigate` closes the menu for in-page links. */
function MobileNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { header, solutions } = usePageContext().navigation;
  const anchor = useAnchorNavigation(onNavigate);
  const [before, after] = aroundSolutions(header.links, solutions.position);
  // The Solutions menu's pages are listed in its place, as links of their own.
  const items = [...before, ...solutions.links, ...after, header.signIn];
  return (
    <nav aria-label="Mobile" className="mt-6">
      <ul className="flex flex-col gap-1">
        {items.map((link, index) => (
          <li key={index}>
            <a href={link.href} className={itemClass} onClick={anchor(link.href)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <WidgetDialog
          kind="booking"
          label="Book a Call"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        />
        <WidgetDialog
          kind="contact"
          label="Contact Our Team"
          className="rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
        />
      </div>
    </nav>
  );
}

/** The full-screen menu of small screens, loaded when the menu button is first used. */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 pb-10 pt-4 lg:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title asChild>
              <span>
                <Logo />
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-2 text-slate-700"
              aria-label="Close menu"
            >
              <LineIcon shape="close" className="h-6 w-6" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            Site navigation
          </DialogPrimitive.Description>
          <MobileNavigation onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
