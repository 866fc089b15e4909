import type { Knex } from 'knex';

/**
 * Background work (emails, webhook deliveries, rollups) as rows: a job is inserted in the same
 * transaction as the data it acts on, so a crash after the commit delays it but cannot lose it.
 * Workers claim rows with `FOR UPDATE SKIP LOCKED`; a claim is a lease (`locked_until`), so the
 * jobs of a worker that died are claimed again once it runs out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (table) => {
    table.increments('id');
    table.string('kind', 100).notNullable();
    table.jsonb('payload').notNullable().defaultTo('{}');
    // A second job with the same key is not queued: the work is done once.
    table.string('idempotency_key', 200).unique();
    table
      .enu('state', ['pending', 'running', 'failed', 'done', 'dead'])
      .notNullable()
      .defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('max_attempts').notNullable().defaultTo(8);
    table.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('locked_by', 100);
    table.timestamp('locked_until', { useTz: true });
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('finished_at', { useTz: true });
  });
  // What a worker scans for: due jobs, in order.
  await knex.raw(
    `create index jobs_due_idx on jobs (run_at, id) where state in ('pending', 'failed', 'running')`,
  );
  await knex.raw(`create index jobs_state_idx on jobs (state, updated_at desc)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
