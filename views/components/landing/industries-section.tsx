import * as Tabs from '@radix-ui/react-tabs';
import { industryTabs } from './data/industries';
import { LandingSection, type SectionCopy } from './section-heading';
import { TickList } from './tick-list';

const heading: SectionCopy = {
  eyebrow: 'Who We Help',
  title: 'Built for the Businesses That Run on Calls',
  intro:
    'Every industry misses calls differently. Here is what Ava and our automations do for yours.',
};

/** Who we help: the three industries as tabs, real estate open by default. */
export function IndustriesSection() {
  return (
    <LandingSection id="industries" heading={heading}>
      <Tabs.Root defaultValue="real-estate" className="mt-12">
        <Tabs.List
          aria-label="Industries"
          className="mx-auto flex max-w-3xl flex-col gap-2 rounded-xl bg-slate-100 p-1.5 sm:flex-row"
        >
          {industryTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="flex-1 rounded-lg px-4 py-2.5 font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {industryTabs.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="mx-auto mt-8 grid max-w-5xl gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 md:grid-cols-2 md:p-10"
          >
            <div>
              <h3 className="text-2xl font-bold text-slate-900">{tab.title}</h3>
              <p className="mt-3 text-slate-700">{tab.description}</p>
              <a
                href={tab.ctaHref}
                className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {tab.ctaText}
              </a>
            </div>
            <TickList items={tab.useCases} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </LandingSection>
  );
}
