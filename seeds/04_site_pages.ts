import type { Knex } from 'knex';
import { pageBlocksSchema } from '#src/schemas/blocks/catalog';
import { navigationSchema } from '#src/schemas/shared/navigation';
import { pricingSchema } from '#src/schemas/shared/pricing';
import { navigation } from './data/navigation';
import { pricing } from './data/pricing';
import { sitePages } from './data/site-pages';

/** Where the paths of the pages already installed are kept, so a page staff deleted stays deleted. */
const marker = { context: 'content', key: 'installedPages' } as const;

/**
 * The site's own pages (the home page, the landing pages, the solution and legal pages) and the
 * content they share (the pricing plans, the navigation): the site itself, not sample content,
 * so production gets them too. Each is installed once; from then on it is staff's to change, move
 * or delete.
 */
export async function seed(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = await trx('settings').where(marker).forUpdate().first();
    const installed = new Set<string>((row?.value as string[] | undefined) ?? []);
    const now = new Date();
    for (const page of sitePages) {
      if (installed.has(page.path)) continue;
      installed.add(page.path);
      const blocks = pageBlocksSchema.parse(page.blocks);
      await trx('pages')
        .insert({
          path: page.path,
          title: page.title,
          seo_title: page.seoTitle ?? null,
          seo_description: page.seoDescription ?? null,
          blocks: JSON.stringify(blocks),
          status: 'published',
          published_at: now,
        })
        .onConflict('path')
        .ignore();
    }
    await trx('shared_content')
      .insert({ kind: 'pricing', value: JSON.stringify(pricingSchema.parse(pricing)) })
      .onConflict('kind')
      .ignore();
    await trx('shared_content')
      .insert({ kind: 'navigation', value: JSON.stringify(navigationSchema.parse(navigation)) })
      .onConflict('kind')
      .ignore();
    const value = JSON.stringify([...installed]);
    await trx('settings')
      .insert({ ...marker, value })
      .onConflict(['context', 'key'])
      .merge({ value });
  });
}
