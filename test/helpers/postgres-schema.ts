import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

/**
 * A schema of its own in a PostgreSQL database, for a test's server or command: `url` reaches it
 * through the connection's search_path, so what runs there sees an empty database.
 */
export async function createPostgresSchema(databaseUrl: string, prefix: string) {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: databaseUrl });
  await admin.raw('create schema ??', [schema]);
  const scoped = new URL(databaseUrl);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: scoped.toString(),
    async drop() {
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    },
  };
}
