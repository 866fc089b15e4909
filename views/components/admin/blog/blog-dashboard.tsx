import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { PageHeading } from '../kit';
import { dashboardText, type PostPaths } from './blog-admin-text';
import { PostsPanel } from './posts-panel';
import { TaxonomyPanel } from './taxonomy-panel';

const tabs = ['posts', 'categories', 'tags'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: unknown): value is Tab => tabs.includes(value as Tab);

const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-slate-900';

/**
 * SPEC §2's dashboard: Posts (default), Categories and Tags. A tab's list loads when the tab
 * opens; the open tab is kept in the address (`?tab=`) so returning from an editor lands on it.
 */
export function BlogDashboard({ paths }: { paths: PostPaths }) {
  const { urlParsed } = usePageContext();
  const requested = urlParsed.search.tab;
  const [tab, setTab] = useState<Tab>(isTab(requested) ? requested : 'posts');

  const open = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    const url = new URL(window.location.href);
    if (value === 'posts') url.searchParams.delete('tab');
    else url.searchParams.set('tab', value);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <PageHeading title={dashboardText.title} description={dashboardText.heading} />
      <Tabs.Root value={tab} onValueChange={open}>
        <Tabs.List aria-label="Blog content" className="mb-6 flex gap-2 border-b border-slate-200">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {dashboardText[value].tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="posts" className="focus:outline-none">
          <PostsPanel paths={paths} />
        </Tabs.Content>
        <Tabs.Content value="categories" className="focus:outline-none">
          <TaxonomyPanel kind="categories" />
        </Tabs.Content>
        <Tabs.Content value="tags" className="focus:outline-none">
          <TaxonomyPanel kind="tags" />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
