import type { Knex } from 'knex';

/**
 * Search moves out of `posts` into a narrow table kept in step by a trigger. A broad query
 * matches thousands of posts, and checking each match's visibility and rank used to mean
 * reading one wide `posts` page (body and all) per match. Here a row is the post id, when it
 * became public, and a small title-and-excerpt vector for ranking; the full vector used for
 * matching moves out of line once it is large, so a search with thousands of matches is
 * counted and ranked without reading a single post body.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table post_search (
      post_id integer primary key references posts (id) on delete cascade,
      -- published_at while the post is published or scheduled, otherwise null
      visible_from timestamptz,
      -- title (weight A) and excerpt (B): what ranking reads
      head tsvector not null,
      -- head plus the body without its tags (C): what matching reads, through the GIN index
      document tsvector not null
    )
  `);
  // Rank reads `head` on every match, so it stays in the row; `document` is only read through
  // the index and moves out of line (uncompressed) once a row outgrows the 2 KB page slot.
  await knex.raw('alter table post_search alter column head set storage main');
  await knex.raw('alter table post_search alter column document set storage external');
  await knex.raw('create index post_search_document_index on post_search using gin (document)');
  await knex.raw(`
    create function sync_post_search() returns trigger language plpgsql as $$
    declare
      head tsvector := setweight(to_tsvector('english', coalesce(new.title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(new.excerpt, '')), 'B');
    begin
      insert into post_search (post_id, visible_from, head, document)
      values (
        new.id,
        case when new.status in ('published', 'scheduled') then new.published_at end,
        head,
        head || setweight(to_tsvector('english',
          regexp_replace(coalesce(new.content_html, ''), '<[^>]*>', ' ', 'g')), 'C')
      )
      on conflict (post_id) do update
        set visible_from = excluded.visible_from, head = excluded.head, document = excluded.document;
      return null;
    end
    $$
  `);
  await knex.raw(`
    create trigger posts_sync_search
      after insert or update of title, excerpt, content_html, status, published_at on posts
      for each row execute function sync_post_search()
  `);
  // Existing posts: touching a column fires the trigger once per row.
  await knex.raw('update posts set title = title');
  await knex.raw('alter table posts drop column search_head');
  await knex.raw('drop index posts_search_index');
  await knex.raw('alter table posts drop column search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger posts_sync_search on posts');
  await knex.raw('drop function sync_post_search()');
  await knex.raw('drop table post_search');
  await knex.raw(`
    alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('english', regexp_replace(coalesce(content_html, ''), '<[^>]*>', ' ', 'g')), 'C')
    ) stored
  `);
  await knex.raw('create index posts_search_index on posts using gin (search)');
  await knex.raw(`
    alter table posts add column search_head tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
    ) stored
  `);
}
