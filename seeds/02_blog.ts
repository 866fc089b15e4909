import type { Knex } from 'knex';
import { seedCategories, seedComments, seedPosts, seedTags } from './data/blog-content';

async function idsBy(knex: Knex, table: string, column: string): Promise<Map<string, number>> {
  const rows: Array<{ id: number; key: string }> = await knex(table).select(
    'id',
    `${column} as key`,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Sample blog. Only posts that are not there yet are inserted, together with their links
 * and comments, so a second run adds nothing and never undoes an editor's changes.
 */
export async function seed(knex: Knex): Promise<void> {
  await knex('categories').insert(seedCategories).onConflict('slug').ignore();
  await knex('tags').insert(seedTags).onConflict('slug').ignore();

  const users = await idsBy(knex, 'users', 'username');
  const categories = await idsBy(knex, 'categories', 'slug');
  const tags = await idsBy(knex, 'tags', 'slug');

  const inserted: Array<{ id: number; slug: string }> = await knex('posts')
    .insert(
      seedPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content_html: post.contentHtml,
        status: post.status,
        published_at: post.publishedAt,
        featured_image: post.featuredImage,
        author_id: users.get(post.author),
        created_at: post.publishedAt ?? new Date().toISOString(),
        updated_at: post.publishedAt ?? new Date().toISOString(),
      })),
    )
    .onConflict('slug')
    .ignore()
    .returning(['id', 'slug']);
  if (inserted.length === 0) return;

  const newPostIds = new Map(inserted.map((row) => [row.slug, row.id]));
  const newPosts = seedPosts.filter((post) => newPostIds.has(post.slug));
  const categoryLinks = newPosts.flatMap((post) =>
    post.categories.map((slug) => ({
      post_id: newPostIds.get(post.slug),
      category_id: categories.get(slug),
    })),
  );
  const tagLinks = newPosts.flatMap((post) =>
    post.tags.map((slug) => ({ post_id: newPostIds.get(post.slug), tag_id: tags.get(slug) })),
  );
  if (categoryLinks.length) await knex('post_categories').insert(categoryLinks);
  if (tagLinks.length) await knex('post_tags').insert(tagLinks);

  // Parents first, so replies can point at them.
  const commentIds = new Map<string, number>();
  const ordered = [...seedComments].sort((a, b) => Number(!!a.parentKey) - Number(!!b.parentKey));
  for (const comment of ordered) {
    const postId = newPostIds.get(comment.postSlug);
    if (!postId) continue;
    const [row] = await knex('comments')
      .insert({
        post_id: postId,
        author_id: users.get(comment.author),
        parent_id: comment.parentKey ? commentIds.get(comment.parentKey) : null,
        content: comment.content,
        is_approved: comment.approved,
        created_at: comment.createdAt,
      })
      .returning('id');
    commentIds.set(comment.key, (row as { id: number }).id);
  }
}
