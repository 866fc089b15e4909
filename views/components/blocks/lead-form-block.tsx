import type { PublicSite } from '#src/config/site';
import type { leadKinds } from '#src/schemas/blocks/lead-form';
import { WidgetFrame } from '../widget-frame';
import { ContactLines } from './contact-lines';
import type { BlockViewProps } from './types';

/** The hosted form the site has for each kind of request (Settings), and its height (SPEC §9). */
const hostedForms: Record<
  (typeof leadKinds)[number],
  { url: (site: PublicSite) => string | null; title: string; height: number }
> = {
  contact: { url: (site) => site.contactFormUrl, title: 'Contact form', height: 1200 },
  booking: { url: (site) => site.bookingWidgetUrl, title: 'Booking calendar', height: 750 },
  quote: { url: (site) => site.quoteFormUrl, title: 'Custom quote form', height: 1295 },
};

/** A heading and text beside the hosted form for the kind of request, or our own lead form. */
export function LeadFormBlock({ data, site, blockId }: BlockViewProps<'leadForm'>) {
  const id = data.anchor || `section-${blockId}`;
  const Heading = data.mainHeading ? 'h1' : 'h2';
  const hosted = hostedForms[data.kind];
  return (
    <div id={id} className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-20">
        <div>
          <Heading className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {data.title}
          </Heading>
          {data.intro && <p className="mt-6 text-lg leading-8 text-slate-700">{data.intro}</p>}
          {data.contactDetails && <ContactLines site={site} />}
        </div>
        <section
          aria-labelledby={`${id}-form-title`}
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:col-span-2"
        >
          <h2 id={`${id}-form-title`} className="text-2xl font-bold text-slate-900">
            {data.formTitle}
          </h2>
          <div className="mt-6">
            <WidgetFrame
              url={hosted.url(site)}
              title={hosted.title}
              height={hosted.height}
              fallback={data.kind}
              campaign={data.campaign}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
