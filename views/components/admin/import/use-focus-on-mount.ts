import { useEffect, useRef } from 'react';

/**
 * Focus on the element once it appears, when `when` holds: each step of the import replaces the
 * one before, and the keyboard would otherwise be left on a control that is gone.
 */
export function useFocusOnMount<Element extends HTMLElement>(when = true) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
