import type { Knex } from 'knex';

/**
 * When a deleted comment has replies, its row stays as a placeholder so the thread keeps its
 * shape: `deleted_at` is set and the text is wiped (src/services/comment-service.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (table) => {
    table.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (table) => {
    table.dropColumn('deleted_at');
  });
}
