import type { PublicSite } from '#src/config/site';
import { telHref } from './tel-href';

/** The configured video with autoplay switched on. */
function autoplayUrl(url: string): string {
  const withAutoplay = new URL(url);
  withAutoplay.searchParams.set('autoplay', '1');
  return withAutoplay.toString();
}

/**
 * The Meet Ava video in a 16:9 frame, playing at once. Without a configured video it plays our own
 * animated call demo and offers the demo line.
 */
export function AvaVideo({ site }: { site: PublicSite }) {
  return (
    <>
      <div
        data-testid="ava-video"
        className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900"
      >
        {site.videoEmbedUrl ? (
          <iframe
            src={autoplayUrl(site.videoEmbedUrl)}
            title="Ava, the AI receptionist, at work"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="h-full w-full border-0"
          />
        ) : (
          <img
            src="/images/landing/ava-call-demo.svg"
            alt="Animated demo: a caller asks to see a house, Ava books the showing for Thursday at 10 am"
            width={1280}
            height={720}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {!site.videoEmbedUrl && (
        <p className="mt-4 text-slate-700">
          Hear her for yourself: call our demo line at{' '}
          <a
            href={telHref(site.phone)}
            className="whitespace-nowrap font-semibold text-brand-800 underline"
          >
            {site.phone}
          </a>
          .
        </p>
      )}
    </>
  );
}
