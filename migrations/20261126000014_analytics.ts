import type { Knex } from 'knex';

/*
 * First-party analytics. Raw events carry no address and no lasting visitor id: the id is a hash
 * with a salt that exists for one UTC day only (analytics_salts), so two days of one visitor
 * cannot be joined. Daily rollups keep the counts once the raw events are gone.
 */

async function rawEvents(knex: Knex) {
  await knex.schema.createTable('analytics_events', (table) => {
    table.bigIncrements('id');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.date('day').notNullable();
    // 64 bits of a salted hash: counts distinct visitors within a day, means nothing after it.
    table.bigInteger('visitor_id').notNullable();
    table.string('name', 20).notNullable();
    table.string('path', 500).notNullable();
    table.string('source', 200).notNullable();
    table.string('referrer_host', 200);
    for (const column of ['utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])
      table.string(column, 200);
    table.string('device', 20).notNullable();
    table.string('browser', 50).notNullable();
    table.string('os', 50).notNullable();
    table.string('width', 10);
    table.string('lead_kind', 20);
  });
  // Reads and rollups select whole days; retention deletes whole days.
  await knex.raw('create index analytics_events_day_name on analytics_events (day, name)');
  await knex.raw('create index analytics_events_day_path on analytics_events (day, path)');
}

async function salts(knex: Knex) {
  await knex.schema.createTable('analytics_salts', (table) => {
    table.date('day').primary();
    table.string('salt', 64).notNullable();
  });
}

async function dailyRollups(knex: Knex) {
  await knex.schema.createTable('analytics_daily', (table) => {
    table.date('day').notNullable();
    // total, page, entry, source, campaign, device, browser, os, width, event
    table.string('dimension', 20).notNullable();
    table.string('value', 500).notNullable();
    // The second key where a dimension has one (a campaign's source), else ''.
    table.string('value2', 200).notNullable().defaultTo('');
    table.integer('visitors').notNullable();
    table.integer('pageviews').notNullable();
    table.primary(['day', 'dimension', 'value', 'value2']);
  });
  // The dashboard sums one dimension over a range of days: answered from this index alone.
  await knex.raw(
    'create index analytics_daily_dimension_day on analytics_daily (dimension, day) include (value, value2, visitors, pageviews)',
  );
}

/** A finished month's sums of its daily rows: a two-year range reads 24 of these, not 730 days. */
async function monthlyRollups(knex: Knex) {
  await knex.schema.createTable('analytics_monthly', (table) => {
    table.date('month').notNullable();
    table.string('dimension', 20).notNullable();
    table.string('value', 500).notNullable();
    table.string('value2', 200).notNullable().defaultTo('');
    table.integer('visitors').notNullable();
    table.integer('pageviews').notNullable();
    table.primary(['month', 'dimension', 'value', 'value2']);
  });
  await knex.raw(
    'create index analytics_monthly_dimension_month on analytics_monthly (dimension, month) include (value, value2, visitors, pageviews)',
  );
}

export async function up(knex: Knex): Promise<void> {
  await rawEvents(knex);
  await salts(knex);
  await dailyRollups(knex);
  await monthlyRollups(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_monthly');
  await knex.schema.dropTable('analytics_daily');
  await knex.schema.dropTable('analytics_salts');
  await knex.schema.dropTable('analytics_events');
}
