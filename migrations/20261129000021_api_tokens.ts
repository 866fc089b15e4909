import type { Knex } from 'knex';

/*
 * Personal access tokens for the API (`Authorization: Bearer ava_pat_…`). Only the SHA-256 of a
 * token is kept: its secret is 32 random bytes, so no guessing can reverse the hash, and a fast
 * hash lets a request find its token by one indexed lookup (a slow salted hash, as passwords
 * need, would mean trying every row). `prefix` is the start of the token, shown so people can
 * tell their tokens apart. A revoked token keeps its row (its requests are told it was revoked,
 * and the list of everyone's tokens can say so); an account's tokens go with the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    table.string('name', 80).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.string('prefix', 24).notNullable();
    // Capability names (src/auth/permissions.ts), never more than the account's role has.
    table.jsonb('scopes').notNullable();
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_used_at', { useTz: true });
    table.string('last_used_address', 64);
    table.timestamp('revoked_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
