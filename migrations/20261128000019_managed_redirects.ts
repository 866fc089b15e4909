import type { Knex } from 'knex';

/*
 * Redirects become something staff manage: each has an id for the admin to name it by, a status
 * (301 for a move, 302 for a while), where it came from (a page or post that moved, a person, an
 * import) and how often it was followed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('redirects', (table) => {
    table.increments('id', { primaryKey: false }).unique();
    table.smallint('status').notNullable().defaultTo(301);
    table.string('origin', 20).notNullable().defaultTo('page');
    table.integer('hits').notNullable().defaultTo(0);
    table.timestamp('last_hit_at', { useTz: true });
  });
  await knex.raw(
    `alter table redirects add constraint redirects_status_check check (status in (301, 302))`,
  );
  await knex.raw(
    `alter table redirects add constraint redirects_origin_check check (origin in ('page', 'post', 'manual', 'import'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('redirects', (table) => {
    table.dropColumn('last_hit_at');
    table.dropColumn('hits');
    table.dropColumn('origin');
    table.dropColumn('status');
    table.dropColumn('id');
  });
}
