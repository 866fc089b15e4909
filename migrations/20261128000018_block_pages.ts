import type { Knex } from 'knex';

/*
 * Pages become the site's marketing pages: each answers at its own `path` (`/`, `/landing`,
 * `/solutions/ai-consulting`) and is an ordered list of typed blocks. A page written as HTML
 * before keeps its address (`/<slug>`) and its body, as one rich text block. `published_at`
 * lets a page be scheduled like a post. `redirects` keeps the old address of a page whose path
 * changed, answered with a 301. `shared_content` holds what several pages show and is written
 * once (the pricing plans, the menus), each kind a JSON value checked by its schema.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (table) => {
    table.string('path', 300);
    table.jsonb('blocks').notNullable().defaultTo('[]');
    table.timestamp('published_at', { useTz: true });
  });
  await knex.raw(`
    update pages set
      path = '/' || slug,
      blocks = jsonb_build_array(jsonb_build_object(
        'id', 'body', 'type', 'richText',
        'data', jsonb_build_object('heading', title, 'html', content_html))),
      published_at = case when status = 'published' then updated_at end`);
  await knex.raw('alter table pages drop constraint if exists pages_status_check');
  await knex.schema.alterTable('pages', (table) => {
    table.dropColumn('slug');
    table.dropColumn('content_html');
    table.string('path', 300).notNullable().unique().alter();
  });
  await knex.raw(
    `alter table pages add constraint pages_status_check check (status in ('draft', 'published', 'scheduled'))`,
  );

  await knex.schema.createTable('redirects', (table) => {
    table.string('from_path', 300).primary();
    table.string('to_path', 300).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('shared_content', (table) => {
    table.string('kind', 40).primary();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shared_content');
  await knex.schema.dropTable('redirects');
  await knex.raw('alter table pages drop constraint if exists pages_status_check');
  await knex.schema.alterTable('pages', (table) => {
    table.string('slug', 200);
    table.text('content_html').notNullable().defaultTo('');
  });
  // A page keeps the HTML of its rich text blocks; a path with slashes becomes dashes.
  await knex.raw(`
    update pages set
      slug = coalesce(nullif(trim(both '-' from replace(path, '/', '-')), ''), 'home-' || id),
      content_html = coalesce((
        select string_agg(block -> 'data' ->> 'html', '' order by position)
        from jsonb_array_elements(blocks) with ordinality as b(block, position)
        where block ->> 'type' = 'richText'), ''),
      status = case when status = 'scheduled' then 'draft' else status end`);
  await knex.schema.alterTable('pages', (table) => {
    table.dropColumn('path');
    table.dropColumn('blocks');
    table.dropColumn('published_at');
    table.string('slug', 200).notNullable().unique().alter();
  });
  await knex.raw(
    `alter table pages add constraint pages_status_check check (status in ('draft', 'published'))`,
  );
}
