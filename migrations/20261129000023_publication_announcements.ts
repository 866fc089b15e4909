import type { Knex } from 'knex';

/**
 * A post or page scheduled for later announces itself (`post.published`, `page.published`) when
 * its time comes, from a job queued for that time. The publication time that job announced is
 * kept on the row, so a job run twice (a worker that died after its commit) announces it once.
 */
export async function up(knex: Knex): Promise<void> {
  for (const name of ['posts', 'pages']) {
    await knex.schema.alterTable(name, (table) => {
      table.timestamp('announced_publication', { useTz: true });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['posts', 'pages']) {
    await knex.schema.alterTable(name, (table) => table.dropColumn('announced_publication'));
  }
}
