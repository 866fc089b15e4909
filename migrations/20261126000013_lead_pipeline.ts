import type { Knex } from 'knex';

const utmColumns = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

async function leadPipelineColumns(knex: Knex) {
  await knex.schema.alterTable('leads', (table) => {
    table
      .enu('status', ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'])
      .notNullable()
      .defaultTo('new');
    table.integer('owner_id').references('users.id').onDelete('SET NULL');
    table.string('lost_reason', 500);
    // Why a submission was kept as spam (the honeypot was filled, it came too fast).
    table.string('spam_reason', 100);
    for (const column of utmColumns) table.string(column, 200);
    table.boolean('has_gclid').notNullable().defaultTo(false);
    table.boolean('has_fbclid').notNullable().defaultTo(false);
    table.string('referrer', 500);
    table.string('landing_path', 500);
    // Where the lead came from, for filtering: utm_source, else the referrer's host, else "direct".
    table.string('source', 200).notNullable().defaultTo('direct');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['status', 'created_at']);
    table.index('owner_id');
    table.index('source');
  });
}

async function leadTimeline(knex: Knex) {
  await knex.schema.createTable('lead_events', (table) => {
    table.increments('id');
    table.integer('lead_id').notNullable().references('leads.id').onDelete('CASCADE');
    table.enu('kind', ['created', 'status', 'owner', 'note']).notNullable();
    table.integer('author_id').references('users.id').onDelete('SET NULL');
    table.string('from_value', 200);
    table.string('to_value', 200);
    table.text('body');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['lead_id', 'created_at']);
  });
}

async function outbox(knex: Knex) {
  await knex.schema.createTable('email_messages', (table) => {
    table.increments('id');
    table.string('kind', 50).notNullable();
    table.text('to_address').notNullable();
    table.string('subject', 300).notNullable();
    table.text('text_body').notNullable();
    table.integer('lead_id').references('leads.id').onDelete('CASCADE');
    // held: no SMTP_URL, waiting in the outbox; pending: queued to send; sent; failed: gave up.
    table.enu('status', ['held', 'pending', 'sent', 'failed']).notNullable().defaultTo('pending');
    table.string('message_id', 200).notNullable().unique();
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.index(['status', 'created_at']);
  });
}

async function webhookEndpoints(knex: Knex) {
  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.increments('id');
    table.string('url', 2000).notNullable();
    table.jsonb('events').notNullable();
    table.string('secret', 100).notNullable();
    table.boolean('enabled').notNullable().defaultTo(true);
    table.timestamp('failing_since', { useTz: true });
    table.string('disabled_reason', 300);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

async function webhookDeliveries(knex: Knex) {
  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.increments('id');
    table
      .integer('endpoint_id')
      .notNullable()
      .references('webhook_endpoints.id')
      .onDelete('CASCADE');
    table.string('event', 50).notNullable();
    // The `webhook-id` header: the same on every retry, so receivers can drop duplicates.
    table.string('message_id', 100).notNullable().unique();
    table.jsonb('payload').notNullable();
    table.integer('lead_id').references('leads.id').onDelete('CASCADE');
    table
      .enu('status', ['pending', 'delivered', 'failed', 'abandoned'])
      .notNullable()
      .defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('response_status');
    table.integer('response_ms');
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('delivered_at', { useTz: true });
    table.index(['endpoint_id', 'created_at']);
  });
}

async function erasureRecords(knex: Knex) {
  await knex.schema.createTable('data_erasures', (table) => {
    table.increments('id');
    table.string('subject', 50).notNullable();
    table.integer('subject_id').notNullable();
    table.integer('erased_by').references('users.id').onDelete('SET NULL');
    // What went, as counts ("3 notes, 2 e-mails"): never the personal data itself.
    table.string('summary', 500).notNullable();
    table.timestamp('erased_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

/**
 * The sales pipeline around a lead: its status, owner and first-touch attribution; its timeline
 * (status changes, notes); the e-mails and webhook deliveries it causes; and a record of erasures
 * that keeps no personal data. Everything about a lead goes with it (`on delete cascade`).
 */
export async function up(knex: Knex): Promise<void> {
  await leadPipelineColumns(knex);
  await leadTimeline(knex);
  await outbox(knex);
  await webhookEndpoints(knex);
  await webhookDeliveries(knex);
  await erasureRecords(knex);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'data_erasures',
    'webhook_deliveries',
    'webhook_endpoints',
    'email_messages',
    'lead_events',
  ]) {
    await knex.schema.dropTable(name);
  }
  await knex.schema.alterTable('leads', (table) => {
    table.dropIndex(['status', 'created_at']);
    table.dropIndex('owner_id');
    table.dropIndex('source');
    for (const column of [
      'status',
      'owner_id',
      'lost_reason',
      'spam_reason',
      ...utmColumns,
      'has_gclid',
      'has_fbclid',
      'referrer',
      'landing_path',
      'source',
      'updated_at',
    ]) {
      table.dropColumn(column);
    }
  });
}
