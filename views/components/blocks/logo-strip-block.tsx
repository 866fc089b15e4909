import { withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import type { BlockViewProps } from './types';
import { PictureImg } from '../ui/picture-img';

/** A band with a small centred heading over a row of logos (artwork shown 40 px tall). */
export function LogoStripBlock({ data, site, blockId }: BlockViewProps<'logoStrip'>) {
  const { anchor, title, tinted, lazy, logos } = withSiteFactsIn(data, site);
  const id = anchor || blockId;
  return (
    <Reveal>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className={`scroll-mt-20 border-y border-slate-100 py-12 ${tinted ? 'bg-slate-50' : 'bg-white'}`}
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2
            id={`${id}-title`}
            className={`text-center text-sm font-semibold text-slate-700 ${tinted ? 'uppercase tracking-wider' : ''}`}
          >
            {title}
          </h2>
          <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-8 lg:grid-cols-4">
            {logos.map((logo) => (
              <li key={logo.src}>
                <PictureImg
                  picture={logo}
                  mediaBaseUrl={site.mediaBaseUrl}
                  loading={lazy ? 'lazy' : undefined}
                  decoding="async"
                  className="h-10 w-auto sm:h-12"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Reveal>
  );
}
