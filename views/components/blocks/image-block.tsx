import type { BlockViewProps } from './types';
import { mediaSrc } from '#src/content/media-urls';

/** A picture across the content's width, loaded when it nears the viewport. */
export function ImageBlock({ data, site }: BlockViewProps<'image'>) {
  const { image } = data;
  return (
    <figure className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <img
        src={mediaSrc(image.src, site.mediaBaseUrl)}
        alt={image.alt}
        width={image.width}
        height={image.height}
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
