import { lazy, Suspense } from 'react';
import { withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import { SectionHeading } from '../landing/section-heading';
import { TickList } from '../landing/tick-list';
import { DeferredDialog } from '../ui/deferred-dialog';
import type { BlockViewProps } from './types';
import { PictureImg } from '../ui/picture-img';

// The dialog's code loads when the button is about to be used, the player when it first opens.
const AvaVideo = lazy(() =>
  import('../landing/ava-video').then((module) => ({ default: module.AvaVideo })),
);

const playIcon = (
  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />
  </svg>
);

/** Meet Ava: what she does, the button that plays her video in a dialog, and her page. */
export function MeetAvaBlock({ data, site, blockId }: BlockViewProps<'meetAva'>) {
  const { anchor, heading, strengths, video, link, illustration } = withSiteFactsIn(data, site);
  const id = anchor || blockId;
  return (
    <Reveal>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-20"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading id={`${id}-title`} {...heading} align="start" />
            <TickList items={strengths} className="mx-auto mt-8 max-w-xl lg:mx-0" />
            <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-4 lg:justify-start">
              <DeferredDialog
                className="inline-flex items-center justify-center gap-2 rounded-lg sm:whitespace-nowrap bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
                label={
                  <>
                    {playIcon}
                    {video.buttonLabel}
                  </>
                }
                title={video.title}
                description={video.description}
              >
                <Suspense
                  fallback={<div className="aspect-video w-full rounded-lg bg-slate-900" />}
                >
                  <AvaVideo site={site} video={video} />
                </Suspense>
              </DeferredDialog>
              <a
                href={link.href}
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {link.label}
              </a>
            </div>
          </div>
          <PictureImg
            picture={illustration}
            mediaBaseUrl={site.mediaBaseUrl}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>
    </Reveal>
  );
}
