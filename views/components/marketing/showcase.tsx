import type { ReactNode } from 'react';
import type { Illustration } from './page-hero';

/** Text beside an illustration; the image loads lazily because it sits below the fold. */
export function Showcase({ image, children }: { image: Illustration; children: ReactNode }) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div>{children}</div>
      <img {...image} loading="lazy" decoding="async" className="mx-auto h-auto w-full max-w-xl" />
    </div>
  );
}
