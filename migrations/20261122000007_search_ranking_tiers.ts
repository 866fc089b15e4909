import type { Knex } from 'knex';

/**
 * A reader's search answers in two tiers, so that its cost follows the page asked for rather
 * than the number of matches (a broad query over 100,000 posts of realistic length matches
 * 30,000 of them, and ranking every match meant reading every matching row):
 *
 * - posts whose title or excerpt match come first, most relevant first, found through an index
 *   on the small title-and-excerpt vector;
 * - posts that match only in their body follow, newest first.
 *
 * The total is exact up to a result limit (the most a search pages through), so counting stops
 * there too. Each step is a function with its plan pinned: the planner does not price reading a
 * post's out-of-line body vector, and left alone it walks the date index testing every body,
 * which for a query with no matches means reading all of them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index post_search_head_index on post_search using gin (head)');
  await knex.raw(
    'create index post_search_newest_index on post_search (visible_from desc, post_id desc)',
  );
  // Matches up to the limit, through the GIN bitmap.
  await knex.raw(`
    create function post_search_count(query tsquery, result_limit integer)
    returns integer language sql stable
    set enable_seqscan = off set enable_indexscan = off
    as $$
      select count(*)::integer from (
        select from post_search
        where visible_from <= now() and document @@ query
        limit result_limit
      ) matched
    $$
  `);
  // The first tier, ranked: title and excerpt matches.
  await knex.raw(`
    create function post_search_head_matches(query tsquery, result_limit integer)
    returns table (post_id integer) language sql stable
    set enable_seqscan = off set enable_indexscan = off
    as $$
      select post_id from post_search
      where visible_from <= now() and head @@ query and document @@ query
      order by ts_rank(head, query) desc, visible_from desc, post_id desc
      limit result_limit
    $$
  `);
  // The second tier when matches are few: all of them through the GIN bitmap, then sorted.
  await knex.raw(`
    create function post_search_body_matches_by_index(
      query tsquery, result_limit integer, result_offset integer
    )
    returns table (post_id integer) language sql stable
    set enable_seqscan = off set enable_indexscan = off
    as $$
      select post_id from post_search
      where visible_from <= now() and document @@ query and not head @@ query
      order by visible_from desc, post_id desc
      limit result_limit offset result_offset
    $$
  `);
  // The second tier when matches are many: walk the newest posts until the page is full.
  await knex.raw(`
    create function post_search_body_matches_by_date(
      query tsquery, result_limit integer, result_offset integer
    )
    returns table (post_id integer) language sql stable
    set enable_seqscan = off set enable_bitmapscan = off
    as $$
      select post_id from post_search
      where visible_from <= now() and document @@ query and not head @@ query
      order by visible_from desc, post_id desc
      limit result_limit offset result_offset
    $$
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function post_search_body_matches_by_date(tsquery, integer, integer)');
  await knex.raw('drop function post_search_body_matches_by_index(tsquery, integer, integer)');
  await knex.raw('drop function post_search_head_matches(tsquery, integer)');
  await knex.raw('drop function post_search_count(tsquery, integer)');
  await knex.raw('drop index post_search_newest_index');
  await knex.raw('drop index post_search_head_index');
}
