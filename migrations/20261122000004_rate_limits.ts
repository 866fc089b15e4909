import type { Knex } from 'knex';

/** Counters for rate limits, shared by every app instance that uses this database. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 300).primary();
    table.integer('hits').notNullable();
    table.timestamp('reset_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
