import { useEffect } from 'react';
import { scrollToElement } from './scroll-to-element';

/** How long to wait for a section that renders after the page (client-side navigation). */
const waitForTargetMs = 3000;

/** Scrolls to the element the address's #hash names, on load and whenever the hash changes. */
export function useHashScroll() {
  useEffect(() => {
    let frame = 0;
    const scrollToHash = () => {
      cancelAnimationFrame(frame);
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const deadline = performance.now() + waitForTargetMs;
      const attempt = () => {
        const target = document.getElementById(id);
        if (target) scrollToElement(target);
        else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
      };
      attempt();
    };
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      window.removeEventListener('hashchange', scrollToHash);
      cancelAnimationFrame(frame);
    };
  }, []);
}
