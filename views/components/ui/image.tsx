import { useLayoutEffect, useRef, useState } from 'react';

/** Widths of the responsive variants beside every raster image (SPEC §9). */
export const imageWidths = [640, 768, 1024, 1280] as const;

/** Local raster files have variants: `/a/b/name.webp` → `/a/b/name-640w.webp` … (SPEC §7). */
const rasterPath = /^(\/(?!\/)[^?#]*)\.(webp|jpe?g|png)$/i;

/** The variant of `src` that is `width` pixels wide, or null when the file has no variants. */
export function variantSrc(src: string, width: number): string | null {
  const match = rasterPath.exec(src);
  return match ? `${match[1]}-${width}w.${match[2]}` : null;
}

/**
 * The srcset of a local raster image whose original is `intrinsicWidth` pixels wide: the
 * variants narrower than the original (wider ones are never made: no upscaling), then the
 * original itself. Undefined when there is nothing to choose from.
 */
export function buildSrcSet(src: string, intrinsicWidth: number): string | undefined {
  const candidates = imageWidths
    .filter((width) => width < intrinsicWidth)
    .map((width) => ({ width, url: variantSrc(src, width) }));
  if (candidates.length === 0 || candidates.some(({ url }) => url === null)) return undefined;
  return [...candidates, { width: intrinsicWidth, url: src }]
    .map(({ width, url }) => `${url} ${width}w`)
    .join(', ');
}

export interface ImageProps {
  src: string;
  alt: string;
  /** Intrinsic size of the original file: reserves the space and bounds the srcset. */
  width: number;
  height: number;
  /** Rendered width per breakpoint, for the srcset choice; the full viewport by default. */
  sizes?: string;
  /** Above the fold: loaded eagerly with high priority and shown without the fade. */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  /** Shown instead when `src` fails to load. */
  fallbackSrc?: string;
  decoding?: 'async' | 'sync' | 'auto';
  className?: string;
}

/**
 * `pending`: as rendered on the server, visible (so the page works before and without
 * JavaScript); `loading`: hidden over a pulsing placeholder; `loaded`: faded in; `failed`:
 * neither the source nor the fallback loaded.
 */
type Status = 'pending' | 'loading' | 'loaded' | 'failed';

function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  loading,
  fallbackSrc,
  decoding = 'async',
  className = '',
}: ImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>('pending');
  const [usingFallback, setUsingFallback] = useState(false);
  const current = usingFallback && fallbackSrc ? fallbackSrc : src;
  // The dev server serves public/ as it is, without the variants the build makes.
  const srcSet = usingFallback || import.meta.env.DEV ? undefined : buildSrcSet(src, width);

  const fail = () => {
    console.error('Failed to load image', current);
    if (fallbackSrc && !usingFallback) {
      setUsingFallback(true);
      setStatus('loading');
    } else {
      setStatus('failed');
    }
  };

  // The file may have loaded (or failed) before hydration, when React was not listening yet.
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    if (!image.complete) setStatus('loading');
    else if (image.naturalWidth > 0) setStatus('loaded');
    else fail();
    // Only the state the server left behind needs checking; later changes come as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hidden = status === 'loading' && !priority;
  // The placeholder follows data-status alone: on a cached page that has not started its scripts,
  // the script loader marks a loaded image so (src/middleware/defer-scripts.ts).
  return (
    <span
      className={`group/image relative block overflow-hidden ${className}`}
      data-status={status}
    >
      <span
        aria-hidden="true"
        data-placeholder=""
        className="absolute inset-0 animate-pulse bg-slate-200 transition-opacity duration-500 group-data-[status=failed]/image:animate-none group-data-[status=loaded]/image:animate-none group-data-[status=loaded]/image:opacity-0"
      />
      <img
        ref={imageRef}
        src={current}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        decoding={decoding}
        onLoad={() => setStatus('loaded')}
        onError={fail}
        className={`relative block h-auto w-full transition-opacity duration-500 ${hidden ? 'opacity-0' : 'opacity-100'}`}
      />
    </span>
  );
}

/**
 * An image with explicit dimensions, responsive variants, lazy loading below the fold, a
 * pulsing placeholder until it loads, a fade-in, and a fallback when it fails (SPEC §4).
 */
export function Image(props: ImageProps) {
  // A new source starts over: fresh placeholder, fallback not yet used.
  return <ResponsiveImage key={props.src} {...props} />;
}
