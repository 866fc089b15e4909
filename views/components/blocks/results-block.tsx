import { withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import type { BlockViewProps } from './types';

/** Proof: big figures, then what clients say, on the darkest brand colour. */
export function ResultsBlock({ data, site, blockId }: BlockViewProps<'results'>) {
  const { anchor, heading, stats, testimonials } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading} dark>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-2xl bg-white/10 p-6 text-center">
              <p className="text-4xl font-bold text-white">{stat.value}</p>
              <p className="mt-2 text-brand-50">{stat.label}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-slate-800">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-700">
                    {testimonial.title}, {testimonial.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </LandingSection>
    </Reveal>
  );
}
