import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pages', (table) => {
    table.increments('id');
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.text('content_html').notNullable().defaultTo('');
    table.enu('status', ['draft', 'published']).notNullable().defaultTo('draft');
    table.string('seo_title', 300);
    table.string('seo_description', 500);
    table.string('seo_image', 500);
    table.timestamps(true, true);
  });

  await knex.schema.createTable('settings', (table) => {
    table.increments('id');
    table.string('context', 64).notNullable();
    table.string('key', 128).notNullable();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['context', 'key']);
  });

  await knex.schema.createTable('media', (table) => {
    table.increments('id');
    table.string('file_name', 255).notNullable().unique();
    table.string('original_name', 255).notNullable();
    table.string('mime', 100).notNullable();
    table.integer('size').notNullable();
    table.integer('width');
    table.integer('height');
    table.string('alt', 500).notNullable().defaultTo('');
    table.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('tasks', (table) => {
    table.increments('id');
    table.string('title', 300).notNullable();
    table.text('description').notNullable().defaultTo('');
    table.enu('status', ['todo', 'in_progress', 'done']).notNullable().defaultTo('todo');
    table.integer('assignee_id').references('users.id').onDelete('SET NULL');
    table.integer('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('due_at', { useTz: true });
    table.timestamps(true, true);
    table.index(['status', 'due_at']);
  });

  await knex.schema.createTable('leads', (table) => {
    table.increments('id');
    table.enu('kind', ['contact', 'booking', 'quote']).notNullable();
    table.string('name', 200).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 40);
    table.text('message').notNullable().defaultTo('');
    table.string('source_path', 500);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index('created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['leads', 'tasks', 'media', 'settings', 'pages']) {
    await knex.schema.dropTable(name);
  }
}
