import type { Knex } from 'knex';

/*
 * Moving in from WordPress or Ghost: categories nest as WordPress's do; a visitor's comment on
 * the old site keeps its writer's name and address without an account here; each imported
 * object remembers its key in the source, so importing the same file again updates instead of
 * duplicating; and an import run from the admin keeps its dry run and its progress.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('categories', (table) => {
    table.integer('parent_id').references('categories.id').onDelete('SET NULL');
  });
  await knex.schema.alterTable('comments', (table) => {
    table.integer('author_id').nullable().alter();
    table.string('author_name', 120);
    table.string('author_email', 254);
  });
  await knex.raw(
    `alter table comments add constraint comments_author_check check (author_id is not null or author_name is not null)`,
  );
  await knex.schema.createTable('import_sources', (table) => {
    // `wordpress https://bistro.example`: one old site's keys never meet another's.
    table.string('source', 300).notNullable();
    table.string('kind', 20).notNullable();
    table.string('source_key', 200).notNullable();
    table.integer('object_id').notNullable();
    // What the object was made from at its last import: unchanged items are skipped.
    table.string('digest', 64).notNullable();
    table.primary(['source', 'kind', 'source_key']);
  });
  await knex.schema.createTable('content_imports', (table) => {
    table.increments('id');
    table.string('platform', 20).notNullable();
    table.string('file_name', 255).notNullable();
    // Ghost's export does not name its site: the admin gives it, and the job reads against it.
    table.string('site_url', 300);
    table.string('state', 20).notNullable().defaultTo('checked');
    table.jsonb('plan').notNullable();
    table.integer('done').notNullable().defaultTo(0);
    table.integer('total').notNullable().defaultTo(0);
    table.jsonb('result');
    table.text('error');
    table.integer('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    `alter table content_imports add constraint content_imports_state_check check (state in ('checked', 'queued', 'running', 'done', 'failed'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_imports');
  await knex.schema.dropTable('import_sources');
  await knex.raw('alter table comments drop constraint comments_author_check');
  await knex('comments').whereNull('author_id').delete();
  await knex.schema.alterTable('comments', (table) => {
    table.dropColumn('author_email');
    table.dropColumn('author_name');
    table.integer('author_id').notNullable().alter();
  });
  await knex.schema.alterTable('categories', (table) => table.dropColumn('parent_id'));
}
