import type { Knex } from 'knex';

/*
 * Two-step sign-in (TOTP, RFC 6238) and the sessions an account can see and end.
 * A secret is set at enrolment and switched on by `two_factor_enabled_at`; the last accepted
 * time step is kept so a code cannot be replayed. Recovery codes are stored hashed, one row each.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('two_factor_secret', 128);
    table.timestamp('two_factor_enabled_at', { useTz: true });
    table.bigInteger('two_factor_last_step');
  });
  await knex.schema.createTable('recovery_codes', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    table.string('code_hash', 255).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // What the account page lists: whose session, which device, from where, last seen.
  await knex.schema.alterTable('sessions', (table) => {
    table.integer('user_id').references('users.id').onDelete('CASCADE').index();
    table.string('user_agent', 300);
    table.string('address', 64);
    table.timestamp('created_at', { useTz: true });
    table.timestamp('last_seen_at', { useTz: true });
  });
  // Sign-ins are logged with the account as actor, so deleting an account now commonly clears
  // `actor_id` on its entries (ON DELETE SET NULL): the append-only trigger lets exactly that
  // change through, and refuses every other.
  await knex.raw(`
    create or replace function activity_log_append_only() returns trigger language plpgsql as $$
    begin
      if new.actor_id is null and old.actor_id is not null
        and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id') then
        return new;
      end if;
      raise exception 'activity_log entries cannot be changed';
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function activity_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'activity_log entries cannot be changed';
    end $$`);
  await knex.schema.alterTable('sessions', (table) => {
    for (const column of ['user_id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
      table.dropColumn(column);
  });
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.alterTable('users', (table) => {
    for (const column of ['two_factor_secret', 'two_factor_enabled_at', 'two_factor_last_step'])
      table.dropColumn(column);
  });
}
