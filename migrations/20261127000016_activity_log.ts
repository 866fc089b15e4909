import type { Knex } from 'knex';

/*
 * The staff activity log: append-only. Nothing in the product updates an entry, and the database
 * refuses to; entries leave only by the retention job, a whole day at a time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_log', (table) => {
    table.bigIncrements('id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The account may be deleted later; its name at the time stays in actor_name.
    table.integer('actor_id').references('users.id').onDelete('SET NULL');
    table.string('actor_name', 120).notNullable();
    table.string('address', 64);
    table.string('action', 40).notNullable();
    table.string('object_type', 20);
    table.string('object_id', 64);
    table.string('object_label', 200);
    table.jsonb('summary');
  });
  await knex.raw('create index activity_log_created on activity_log (created_at desc, id desc)');
  await knex.raw('create index activity_log_actor on activity_log (actor_id, created_at desc)');
  await knex.raw('create index activity_log_action on activity_log (action, created_at desc)');
  await knex.raw('create index activity_log_object on activity_log (object_type, object_id)');
  // The one change let through is what the foreign key does when an account is deleted:
  // actor_id set to null, every other column as it was (the name stays in actor_name).
  await knex.raw(`
    create function activity_log_append_only() returns trigger language plpgsql as $$
    begin
      if new.actor_id is null and old.actor_id is not null
         and to_jsonb(new) - 'actor_id' = to_jsonb(old) - 'actor_id' then
        return new;
      end if;
      raise exception 'activity_log entries cannot be changed';
    end $$`);
  await knex.raw(`
    create trigger activity_log_append_only before update on activity_log
    for each row execute function activity_log_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_log');
  await knex.raw('drop function if exists activity_log_append_only()');
}
