import type { Knex } from 'knex';

/** Staff overrides of a public route's title, description and social image (one row per path). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seo_overrides', (table) => {
    table.string('path', 200).primary();
    table.string('title', 70);
    table.string('description', 160);
    table.string('image', 500);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('seo_overrides');
}
