import type { Knex } from 'knex';
import { hashPassword } from '../src/auth/passwords';
import type { Role } from '../src/auth/roles';

/** Demo accounts: documented in the README, for trying the product, never for production. */
export const sampleAccounts: ReadonlyArray<{
  username: string;
  password: string;
  role: Role;
  fullName: string;
}> = [
  { username: 'admin', password: 'admin123', role: 'admin', fullName: 'Alex Morgan' },
  { username: 'editor', password: 'editor123', role: 'editor', fullName: 'Erin Castillo' },
  { username: 'author', password: 'author123', role: 'author', fullName: 'Avery Brooks' },
  { username: 'sam', password: 'reader123', role: 'user', fullName: 'Sam Patel' },
  { username: 'jordan', password: 'reader123', role: 'user', fullName: 'Jordan Lee' },
];

/** What /blog/login pre-fills where demo credentials are on (the server sends it with the page). */
export const sampleAdminSignIn = {
  username: sampleAccounts[0]!.username,
  password: sampleAccounts[0]!.password,
};

export async function seed(knex: Knex): Promise<void> {
  for (const account of sampleAccounts) {
    const existing = await knex('users')
      .whereRaw('lower(username) = ?', [account.username])
      .first('id');
    if (existing) continue;
    await knex('users').insert({
      username: account.username,
      email: `${account.username}@example.com`,
      full_name: account.fullName,
      password_hash: await hashPassword(account.password),
      role: account.role,
    });
  }
}
