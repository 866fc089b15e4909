import { withSiteFactsIn } from '#src/content/site-facts';
import { PhoneLine } from '../landing/phone-line';
import type { BlockViewProps } from './types';

/** The home page's opening: the badge, the main heading, the two buttons and the demo line. */
export function HomeHeroBlock({ data, site, blockId }: BlockViewProps<'homeHero'>) {
  const hero = withSiteFactsIn(data, site);
  return (
    <section
      id={hero.anchor || blockId}
      className="scroll-mt-20 relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 lg:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
          <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
          {hero.badge}
        </p>
        <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{hero.intro}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a
            href={hero.primaryAction.href}
            className="rounded-lg bg-brand-700 px-6 py-3 text-center font-semibold text-white shadow hover:bg-brand-800"
          >
            {hero.primaryAction.label}
          </a>
          <a
            href={hero.secondaryAction.href}
            className="rounded-lg bg-white px-6 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            {hero.secondaryAction.label}
          </a>
        </div>
        <PhoneLine line={hero.phoneLine} className="mt-8 text-sm text-slate-600" />
      </div>
    </section>
  );
}
