import { useCallback, useEffect, useRef } from 'react';

export const leaveQuestion = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `active`, asks before the page is left: the browser's own prompt on closing or reloading,
 * and a confirmation on a link click (Vike's client router offers no hook for this, so clicks
 * are caught before it sees them). `allowLeaving` lets the next departure through.
 */
export function useLeaveWarning(active: boolean) {
  const allowed = useRef(false);

  useEffect(() => {
    if (!active) return;
    allowed.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (allowed.current || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.origin !== window.location.origin || samePage) return;
      if (window.confirm(leaveQuestion)) {
        allowed.current = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active]);

  return useCallback(() => {
    allowed.current = true;
  }, []);
}
