import { useState } from 'react';
import type { BlockViewProps } from './types';
import { originOf } from './widget-hosts';

/** The video's address, asking the player to start at once (it opens on the visitor's click). */
function autoplayUrl(url: string): string {
  const withAutoplay = new URL(url);
  withAutoplay.searchParams.set('autoplay', '1');
  return withAutoplay.toString();
}

/**
 * A 16:9 frame that loads the player only when the visitor presses Play, so the page carries
 * none of its weight until then. The security policy lets frames come only from the video host
 * set in Settings: a video elsewhere is offered as a link; without any video, nothing shows.
 */
export function VideoBlock({ data, site }: BlockViewProps<'video'>) {
  const [playing, setPlaying] = useState(false);
  const url = data.url ?? site.videoEmbedUrl;
  if (!url) return null;
  const playable = !!site.videoEmbedUrl && originOf(url) === originOf(site.videoEmbedUrl);
  return (
    <figure className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {playable ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
          {playing ? (
            <iframe
              src={autoplayUrl(url)}
              title={data.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="h-full w-full border-0"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="flex h-full w-full flex-col items-center justify-center gap-4 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg viewBox="0 0 24 24" className="h-14 w-14" fill="currentColor" aria-hidden="true">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />
              </svg>
              <span className="text-lg font-semibold">Play: {data.title}</span>
            </button>
          )}
        </div>
      ) : (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Watch: {data.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {data.caption && (
        <figcaption className="mt-3 text-center text-sm text-slate-700">{data.caption}</figcaption>
      )}
    </figure>
  );
}
