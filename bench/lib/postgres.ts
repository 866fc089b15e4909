import pg from 'pg';

/** Drops and recreates the database named in `url`, so a run starts from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
