import { withSiteFactsIn } from '#src/content/site-facts';
import { PodcastList } from '../landing/podcast-list';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import type { BlockViewProps } from './types';
import { PictureImg } from '../ui/picture-img';

/** The author's book with what is inside it, and the podcasts he has spoken on. */
export function AuthorBioBlock({ data, site, blockId }: BlockViewProps<'authorBio'>) {
  const { anchor, heading, book, podcasts } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading} tinted>
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          <div className="flex flex-col items-center gap-8 sm:flex-row sm:items-start">
            <PictureImg
              picture={book.cover}
              mediaBaseUrl={site.mediaBaseUrl}
              loading="lazy"
              decoding="async"
              className="h-auto w-48 shrink-0 rounded-md shadow-xl"
            />
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{book.title}</h3>
              <ul className="mt-4 space-y-3 text-slate-700">
                {book.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <a
                href={book.action.href}
                className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {book.action.label}
              </a>
            </div>
          </div>
          <PodcastList podcasts={podcasts} />
        </div>
      </LandingSection>
    </Reveal>
  );
}
