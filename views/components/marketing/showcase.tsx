import type { ReactNode } from 'react';
import type { Picture } from '#src/schemas/blocks/parts';
import { PictureImg } from '../ui/picture-img';

/** Text beside an illustration; the image loads lazily because it sits below the fold. */
export function Showcase({
  image,
  mediaBaseUrl,
  children,
}: {
  image: Picture;
  mediaBaseUrl: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div>{children}</div>
      <PictureImg
        picture={image}
        mediaBaseUrl={mediaBaseUrl}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-xl"
      />
    </div>
  );
}
