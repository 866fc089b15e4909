import type { BlockViewProps } from './types';
import { PictureImg } from '../ui/picture-img';

/** A picture across the content's width, loaded when it nears the viewport. */
export function ImageBlock({ data, site }: BlockViewProps<'image'>) {
  const { image } = data;
  return (
    <figure className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PictureImg
        picture={image}
        mediaBaseUrl={site.mediaBaseUrl}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full rounded-2xl"
      />
      {data.caption && (
        <figcaption className="mt-3 text-center text-sm text-slate-700">{data.caption}</figcaption>
      )}
    </figure>
  );
}
