import type { Knex } from 'knex';

/*
 * Revisions of posts and CMS pages: every save, publish and restore, and one autosave per editing
 * session. `content` is the whole editable state at that moment (title, excerpt, body, featured
 * image, taxonomy, status), so a revision can be shown, compared and restored on its own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revisions', (table) => {
    table.bigIncrements('id');
    table.string('subject_type', 16).notNullable(); // 'post' | 'page'
    table.integer('subject_id').notNullable();
    table.string('kind', 16).notNullable(); // 'autosave' | 'save' | 'publish' | 'restore'
    // Autosaves of one editing session collapse into one revision, found by this key.
    table.string('editing_session', 64);
    table.integer('author_id').references('users.id').onDelete('SET NULL');
    table.jsonb('content').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index revisions_subject on revisions (subject_type, subject_id, id desc)');

  // Who has an editor open on a post or page: a heartbeat row per editing session, so every
  // instance of the app sees the same people. Rows older than a minute mean nothing.
  await knex.schema.createTable('editing_presence', (table) => {
    table.string('subject_type', 16).notNullable();
    table.integer('subject_id').notNullable();
    table.string('editing_session', 64).notNullable();
    table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['subject_type', 'subject_id', 'editing_session']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('editing_presence');
  await knex.schema.dropTable('revisions');
}
