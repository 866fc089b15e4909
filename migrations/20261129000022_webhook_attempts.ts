import type { Knex } from 'knex';

/**
 * Every attempt at a webhook delivery, kept beside the delivery it belongs to: when it started,
 * what answered (a status and the first bytes of the body) or what went wrong (a network error),
 * how long it took, and what made it (the event's first try, a retry, a resend, a test ping).
 * Attempts go with their delivery (`on delete cascade`), which goes with its endpoint or lead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_attempts', (table) => {
    table.increments('id');
    table
      .integer('delivery_id')
      .notNullable()
      .references('webhook_deliveries.id')
      .onDelete('CASCADE');
    table.string('trigger', 20).notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    // Null when no answer came: `error` says why.
    table.integer('response_status');
    table.integer('response_ms');
    // The answer's first bytes (1 KB) as text, invalid UTF-8 replaced; `response_truncated` when
    // the answer went on.
    table.text('response_body');
    table.boolean('response_truncated').notNullable().defaultTo(false);
    table.text('error');
  });
  await knex.raw(
    `alter table webhook_attempts add constraint webhook_attempts_trigger_check check (trigger in ('scheduled', 'retry', 'resend', 'test'))`,
  );
  // A delivery's attempts, newest first.
  await knex.raw(
    `create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, started_at desc, id desc)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_attempts');
}
