/**
 * Full-text search of posts (the `post_search` table of the search-ranking-tiers migration):
 * which post ids a page of results holds, in rank order, and how many match in all.
 */
import type { QueryBuilder } from 'objection';
import { Post } from '../models/post';

interface Page {
  limit: number;
  offset: number;
}

/** The most results a search answers: its total is exact up to here and paging stops here. */
export const searchResultLimit = 1_000;

const searchQuery = "websearch_to_tsquery('english', ?)";

/** Runs one of the search functions of the search-ranking-tiers migration. */
async function searchFunction<Row>(sql: string, bindings: Array<string | number>) {
  const result = await Post.knex().raw(sql, bindings);
  return result.rows as Row[];
}

/** Above this many body-only results to skip or show, walking posts by date costs more than sorting all matches. */
const dateWalkReach = 12;

/**
 * A reader's search, on `post_search` alone, in the two tiers of the search-ranking-tiers
 * migration: title and excerpt matches ranked, then body-only matches newest first. Only the
 * rows up to the page asked for are read.
 */
export async function searchForReader(search: string, page: Page) {
  const reach = page.offset + page.limit;
  const [headIds, total] = await Promise.all([
    page.limit > 0
      ? searchFunction<{ postId: number }>(
          `select post_id as "postId" from post_search_head_matches(${searchQuery}, ?)`,
          [search, reach],
        ).then((rows) => rows.map((row) => row.postId))
      : [],
    searchFunction<{ total: number }>(`select post_search_count(${searchQuery}, ?) as total`, [
      search,
      searchResultLimit,
    ]).then((rows) => Number(rows[0]!.total)),
  ]);
  const ids = headIds.slice(page.offset, reach);
  const bodyLimit = reach - Math.max(page.offset, headIds.length);
  const bodyOffset = Math.max(0, page.offset - headIds.length);
  // Below the limit the count is exact, so it tells when no body-only match is left to show.
  const bodyMatchesLeft = total >= searchResultLimit || total - headIds.length > bodyOffset;
  if (headIds.length < reach && bodyLimit > 0 && bodyMatchesLeft) {
    // Many matches (the count reached the limit): the newest posts fill a near page quickly.
    const byDate = total >= searchResultLimit && bodyOffset + bodyLimit <= dateWalkReach;
    const rows = await searchFunction<{ postId: number }>(
      `select post_id as "postId"
         from post_search_body_matches_by_${byDate ? 'date' : 'index'}(${searchQuery}, ?, ?)`,
      [search, bodyLimit, bodyOffset],
    );
    ids.push(...rows.map((row) => row.postId));
  }
  return { ids, total };
}

/**
 * A search that also filters on post columns (staff visibility, status, author, taxonomy):
 * `base` is the filtered posts query, joined with `post_search` and ranked in the same two tiers.
 */
export async function searchWithFilters(base: QueryBuilder<Post>, search: string, page: Page) {
  const matches = base
    .clone()
    .join('post_search', 'post_search.postId', 'posts.id')
    .toKnexQuery()
    .whereRaw(`post_search.document @@ ${searchQuery}`, [search]);
  const [ranked, counted] = await Promise.all([
    page.limit > 0
      ? (matches
          .clone()
          .clearSelect()
          .select('post_search.postId')
          .orderByRaw(
            `post_search.head @@ ${searchQuery} desc, ts_rank(post_search.head, ${searchQuery}) desc,
             coalesce(posts.published_at, posts.updated_at) desc, posts.id desc`,
            [search, search],
          )
          .limit(page.limit)
          .offset(page.offset) as Promise<Array<{ postId: number }>>)
      : [],
    Post.knex()
      .count({ total: '*' })
      .from(
        matches
          .clone()
          .clearSelect()
          .select(Post.knex().raw('1'))
          .limit(searchResultLimit)
          .as('matched'),
      )
      .first() as Promise<{ total: string }>,
  ]);
  return { ids: ranked.map((row) => row.postId), total: Number(counted.total) };
}
