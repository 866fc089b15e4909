import type { ReactNode } from 'react';

/**
 * A section that slides in the first time it scrolls into view: `useRevealOnScroll` (called by
 * the page) marks it pending, then shown. It is never hidden before scripts run.
 */
export function Reveal({ children }: { children: ReactNode }) {
  return (
    <div
      data-reveal=""
      className="transition duration-700 ease-out data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 motion-reduce:transition-none"
    >
      {children}
    </div>
  );
}
