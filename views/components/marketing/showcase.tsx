import type { ReactNode } from 'react';
import type { Picture } from '#src/schemas/blocks/parts';

/** Text beside an illustration; the image loads lazily because it sits below the fold. */
export function Showcase({ image, children }: { image: Picture; children: ReactNode }) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div>{children}</div>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-xl"
      />
    </div>
  );
}
