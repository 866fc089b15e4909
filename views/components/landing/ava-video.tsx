import type { PublicSite } from '#src/config/site';
import type { BlockDataOf } from '#src/schemas/blocks/catalog';
import { PhoneLine } from './phone-line';
import { PictureImg } from '../ui/picture-img';

/** The configured video with autoplay switched on. */
function autoplayUrl(url: string): string {
  const withAutoplay = new URL(url);
  withAutoplay.searchParams.set('autoplay', '1');
  return withAutoplay.toString();
}

/**
 * The Meet Ava video in a 16:9 frame, playing at once. Without a configured video it shows the
 * block's demo picture (our own animated call demo) and offers the demo line.
 */
export function AvaVideo({
  site,
  video,
}: {
  site: PublicSite;
  video: BlockDataOf<'meetAva'>['video'];
}) {
  const { demoImage } = video;
  return (
    <>
      <div
        data-testid="ava-video"
        className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900"
      >
        {site.videoEmbedUrl ? (
          <iframe
            src={autoplayUrl(site.videoEmbedUrl)}
            title={video.frameTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="h-full w-full border-0"
          />
        ) : (
          <PictureImg
            picture={demoImage}
            mediaBaseUrl={site.mediaBaseUrl}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {!site.videoEmbedUrl && <PhoneLine line={video.phoneLine} className="mt-4 text-slate-700" />}
    </>
  );
}
