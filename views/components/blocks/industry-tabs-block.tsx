import * as Tabs from '@radix-ui/react-tabs';
import { withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import { TickList } from '../landing/tick-list';
import type { BlockViewProps } from './types';

/** The industries served as tabs, the first open at first. */
export function IndustryTabsBlock({ data, site, blockId }: BlockViewProps<'industryTabs'>) {
  const { anchor, heading, tabsLabel, tabs } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading}>
        <Tabs.Root defaultValue={tabs[0]?.value} className="mt-12">
          <Tabs.List
            aria-label={tabsLabel}
            className="mx-auto flex max-w-3xl flex-col gap-2 rounded-xl bg-slate-100 p-1.5 sm:flex-row"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="flex-1 rounded-lg px-4 py-2.5 font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className="mx-auto mt-8 grid max-w-5xl gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 md:grid-cols-2 md:p-10"
            >
              <div>
                <h3 className="text-2xl font-bold text-slate-900">{tab.title}</h3>
                <p className="mt-3 text-slate-700">{tab.description}</p>
                <a
                  href={tab.action.href}
                  className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  {tab.action.label}
                </a>
              </div>
              <TickList items={tab.useCases} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </LandingSection>
    </Reveal>
  );
}
