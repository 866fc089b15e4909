import type { ImgHTMLAttributes } from 'react';
import { mediaSrc } from '#src/content/media-urls';
import type { Picture } from '#src/schemas/blocks/parts';

type PictureImgProps = {
  picture: Picture;
  /** The site's `mediaBaseUrl`: where the media library's images are served (S3_PUBLIC_URL). */
  mediaBaseUrl: string | null;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>;

/**
 * A block's picture as an `<img>` at its intrinsic size (reserving its space), pointed where the
 * site serves the media library; the caller says how it loads and looks.
 */
export function PictureImg({ picture, mediaBaseUrl, ...attributes }: PictureImgProps) {
  return (
    <img
      src={mediaSrc(picture.src, mediaBaseUrl)}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      {...attributes}
    />
  );
}
