import { telHref, withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import type { BlockViewProps } from './types';

/** The closing call to action: a button and a button that calls. */
export function FinalCtaBlock({ data, site, blockId }: BlockViewProps<'finalCta'>) {
  const { anchor, title, text, action, call } = withSiteFactsIn(data, site);
  const id = anchor || blockId;
  return (
    <Reveal>
      <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white sm:px-12">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <a
              href={action.href}
              className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {action.label}
            </a>
            {/* On a narrow phone the number moves under the label instead of breaking in two. */}
            <a
              href={telHref(call.phone)}
              className="flex flex-wrap justify-center gap-x-1 whitespace-nowrap rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
            >
              <span>{call.label}</span> <span>{call.phone}</span>
            </a>
          </div>
        </div>
      </section>
    </Reveal>
  );
}
