import type { Knex } from 'knex';
import * as users from './01_users';
import * as blog from './02_blog';
import * as settings from './03_settings';

/** Seeds in the order they run; each is idempotent, so running them twice adds nothing. */
const seeds: Array<[name: string, seed: (knex: Knex) => Promise<void>]> = [
  ['01_users', users.seed],
  ['02_blog', blog.seed],
  ['03_settings', settings.seed],
];

export async function runSeeds(knex: Knex): Promise<string[]> {
  for (const [, seed] of seeds) await seed(knex);
  return seeds.map(([name]) => name);
}
