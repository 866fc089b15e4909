import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';

/** A step's heading, focused as the step appears: the keyboard starts reading there. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h3
      id={id}
      ref={ref}
      tabIndex={-1}
      className="text-base font-semibold text-slate-900 outline-none"
    >
      {children}
    </h3>
  );
}
