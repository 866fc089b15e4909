import { useRef, useState } from 'react';

/**
 * The button of a dialog whose code loads on demand: `load` runs when a visitor is about to open
 * it (hover or focus), and the click opens it. The dialog renders once `requested`, and hands
 * focus back to `button` when it closes.
 */
export function useDeferredTrigger(load: () => Promise<unknown>, setOpen: (open: boolean) => void) {
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const triggerEvents = {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setRequested(true);
      setOpen(true);
    },
  };
  return { requested, button, triggerEvents };
}
