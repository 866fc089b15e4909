import { useMediaUrls } from '../ui/use-media-src';

/** Widths of the responsive copies beside each image (SPEC §9). */
const variantWidths = [640, 768, 1024, 1280];
/**
 * The site's own artwork under /images/ always has every copy (`name-640w.webp` …). Uploads only
 * have the copies narrower than the original, so they are offered as they are.
 */
const withVariants = /^\/images\/.+\.(webp|jpe?g|png)$/i;

export function srcSetOf(src: string): string | undefined {
  if (!withVariants.test(src)) return undefined;
  const dot = src.lastIndexOf('.');
  return variantWidths
    .map((width) => `${src.slice(0, dot)}-${width}w${src.slice(dot)} ${width}w`)
    .join(', ');
}

interface FeaturedImageProps {
  src: string;
  alt: string;
  sizes: string;
  /** The image a reader sees first: fetched at once, with priority. */
  priority?: boolean;
  className?: string;
}

/** A 16:9 picture; width and height reserve its space before it loads. */
export function FeaturedImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: FeaturedImageProps) {
  const mediaUrls = useMediaUrls();
  return (
    <img
      src={mediaUrls.src(src)}
      srcSet={srcSetOf(src)}
      sizes={sizes}
      alt={alt}
      width={1600}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
