import type { Knex } from 'knex';

/**
 * The one-time link that creates the first admin (/setup): only the token's SHA-256 is kept,
 * so the table (or a backup of it) cannot be turned back into a working link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('setup_tokens', (table) => {
    table.string('token_hash', 64).primary();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('setup_tokens');
}
