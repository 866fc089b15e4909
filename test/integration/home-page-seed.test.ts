import { createElement, Fragment } from 'react';
import type { PageContextServer } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toPublicSite } from '#src/config/site';
import { pageBlocksSchema } from '#src/schemas/blocks/catalog';
import { dropSharedContent, keptSharedContent } from '#src/services/shared-content-service';
import { BlockIsland } from '#views/components/blocks/block-island';
import { data as sitePageData } from '#views/site-page/+data';
import { seed as installSitePages } from '../../seeds/04_site_pages';
import { homePage } from '../../seeds/data/site-pages/home';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { renderMarkup } from '../helpers/render-markup';

/** The landing sections in the order SPEC §2 gives (with #pricing after the calculator). */
const sectionOrder = [
  'home',
  'partners',
  'why-ai',
  'solutions',
  'meet-ava',
  'unlock-roi',
  'pricing',
  'author',
  'industries',
  'as-seen-on',
  'results',
  'get-started',
  'booking',
];

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
  await installSitePages(database.db);
  // What the last test's database gave is not this one's.
  dropSharedContent();
});
afterEach(() => database.destroy());

/** The page context of a render of `/`, with the shared content the server keeps (render-page.ts). */
const renderOfHome = (extra: Partial<PageContextServer> = {}) =>
  ({ urlPathname: '/', sharedContent: keptSharedContent, ...extra }) as PageContextServer;

const homeRows = () => database.db('pages').where({ path: '/' });

/** `/` as the catch-all page's data hook reads it and its blocks render on the server. */
async function renderHome() {
  const found = await sitePageData(renderOfHome());
  if (found.kind !== 'page') throw new Error('/ is not a page');
  const { page } = found;
  const site = toPublicSite(testConfig());
  const blocks = page.blocks.map((block) =>
    createElement(BlockIsland, {
      key: block.id,
      type: block.type,
      interactive: page.interactive.includes(block.type),
      data: block.data,
      site,
      blockId: block.id,
      pagePath: page.path,
      shared: page.shared,
    }),
  );
  return { page, site, html: renderMarkup(createElement(Fragment, null, ...blocks)) };
}

describe('the home page seed', () => {
  it('is valid block data, stored as the catalog parses it, published at /', async () => {
    const [row] = await homeRows();
    expect(row).toMatchObject({
      title: 'Home',
      seoTitle: '{siteName} | {tagline}',
      status: 'published',
    });
    expect(row.blocks).toEqual(pageBlocksSchema.parse(homePage.blocks));
  });

  it('installs / once: a second run adds nothing and keeps what staff changed', async () => {
    await homeRows().update({ title: 'Welcome' });
    await installSitePages(database.db);
    const rows = await homeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('Welcome');
  });

  it('does not bring back a home page staff deleted', async () => {
    await homeRows().delete();
    await installSitePages(database.db);
    expect(await homeRows()).toHaveLength(0);
  });

  it('leaves out a stored block whose type has left the catalog, and says so in the log', async () => {
    const [row] = await homeRows();
    const retired = { id: 'retired', type: 'marquee', data: { text: 'Gone' } };
    await homeRows().update({ blocks: JSON.stringify([retired, ...row.blocks]) });
    const warnings: unknown[] = [];
    const found = await sitePageData(
      renderOfHome({
        warn: (details: object, message: string) => warnings.push({ details, message }),
      }),
    );
    if (found.kind !== 'page') throw new Error('/ is not a page');
    expect(found.page.blocks.map((block) => block.id)).toEqual(
      row.blocks.map((block: { id: string }) => block.id),
    );
    expect(warnings).toEqual([
      {
        details: { path: '/', blockId: 'retired', type: 'marquee' },
        message: 'unknown block type',
      },
    ]);
  });

  it('renders every section of / in order, with the site facts and the shared plans', async () => {
    const { page, site, html } = await renderHome();
    const ids = [...html.matchAll(/<section[^>]*?\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(sectionOrder);
    expect(page.interactive.toSorted()).toEqual(
      ['authorBio', 'booking', 'industryTabs', 'meetAva', 'roiCalculator'].toSorted(),
    );
    expect(html).toContain(`>${site.tagline}</h1>`);
    expect(html).toContain(`href="tel:${site.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).not.toMatch(/\{(phone|tagline|siteName)\}/);
    for (const price of ['$99/month', '$199/month', 'Custom quote', '$299 one-time setup']) {
      expect(html).toContain(price);
    }
  });
});
