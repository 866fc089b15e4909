import type { Knex } from 'knex';

/** The company a lead works for, asked for (optionally) by the site's own forms. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (table) => {
    table.string('company', 200);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (table) => {
    table.dropColumn('company');
  });
}
