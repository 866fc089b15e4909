import type { SectionProps } from './deferred-section';
import { telHref } from './tel-href';

/** The closing call to action before the booking calendar. */
export function FinalCtaSection({ site }: SectionProps) {
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="get-started-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Stop Missing Calls?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Ava can be answering your phones within days. Book a free strategy call and we will map
          out exactly where AI saves you time and wins you customers.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <a
            href="#booking"
            className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Book Your Free Strategy Call
          </a>
          {/* On a narrow phone the number moves under the label instead of breaking in two. */}
          <a
            href={telHref(site.phone)}
            className="flex flex-wrap justify-center gap-x-1 whitespace-nowrap rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
          >
            <span>Call Ava Now:</span> <span>{site.phone}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
