import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('posts', (table) => {
    table.increments('id');
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.text('excerpt').notNullable().defaultTo('');
    table.text('content_html').notNullable().defaultTo('');
    table.string('featured_image', 500);
    table
      .enu('status', ['draft', 'published', 'scheduled', 'archived'])
      .notNullable()
      .defaultTo('draft');
    table.timestamp('published_at', { useTz: true });
    table.integer('author_id').notNullable().references('users.id').onDelete('RESTRICT');
    table.timestamps(true, true);
    table.index(['status', 'published_at']);
    table.index('author_id');
  });
  // Ranked full-text search: title weighs most, then excerpt, then the body without its tags.
  await knex.raw(`
    alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('english', regexp_replace(coalesce(content_html, ''), '<[^>]*>', ' ', 'g')), 'C')
    ) stored
  `);
  await knex.raw('create index posts_search_index on posts using gin (search)');

  for (const name of ['categories', 'tags']) {
    await knex.schema.createTable(name, (table) => {
      table.increments('id');
      table.string('name', 120).notNullable();
      table.string('slug', 140).notNullable().unique();
      table.text('description').notNullable().defaultTo('');
      table.timestamps(true, true);
    });
  }

  await knex.schema.createTable('post_categories', (table) => {
    table.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    table.integer('category_id').notNullable().references('categories.id').onDelete('CASCADE');
    table.primary(['post_id', 'category_id']);
    table.index('category_id');
  });
  await knex.schema.createTable('post_tags', (table) => {
    table.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    table.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    table.primary(['post_id', 'tag_id']);
    table.index('tag_id');
  });

  await knex.schema.createTable('comments', (table) => {
    table.increments('id');
    table.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    table.integer('author_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('parent_id').references('comments.id').onDelete('CASCADE');
    table.text('content').notNullable();
    table.boolean('is_approved').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['post_id', 'is_approved']);
    table.index('parent_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['comments', 'post_tags', 'post_categories', 'tags', 'categories', 'posts']) {
    await knex.schema.dropTable(name);
  }
}
