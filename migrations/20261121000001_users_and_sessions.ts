import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id');
    table.string('username', 64).notNullable();
    table.string('email', 254).notNullable();
    table.string('full_name', 120);
    table.string('password_hash', 255).notNullable();
    table.enu('role', ['admin', 'editor', 'author', 'user']).notNullable().defaultTo('user');
    table.timestamps(true, true);
  });
  // Usernames and emails are unique whatever their case.
  await knex.raw('create unique index users_username_unique on users (lower(username))');
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('sessions', (table) => {
    table.string('sid', 255).primary();
    table.json('sess').notNullable();
    table.timestamp('expired', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
