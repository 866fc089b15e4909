import type { Knex } from 'knex';
import * as users from './01_users';
import * as blog from './02_blog';
import * as settings from './03_settings';
import * as sitePages from './04_site_pages';

export const seedMessages = {
  samplesSkipped:
    'Sample accounts and posts skipped: they are off in production (SEED_SAMPLE_CONTENT=true loads them).',
  sampleRefused: (name: string) =>
    `${name} is sample content (accounts with published passwords), off in production: set SEED_SAMPLE_CONTENT=true to load it.`,
} as const;

export interface SeedFile {
  name: string;
  seed: (knex: Knex) => Promise<void>;
  /** Demo content (accounts with published passwords, sample posts): never loaded unasked in production. */
  sample: boolean;
}

/** Seeds in the order they run; each is idempotent, so running them twice adds nothing. */
export const seedFiles: readonly SeedFile[] = [
  { name: '01_users', seed: users.seed, sample: true },
  { name: '02_blog', seed: blog.seed, sample: true },
  { name: '03_settings', seed: settings.seed, sample: false },
  { name: '04_site_pages', seed: sitePages.seed, sample: false },
];

export interface SeedOptions {
  /** Also load the sample accounts and posts (`SEED_SAMPLE_CONTENT`, on outside production). */
  sampleContent: boolean;
}

export function seedsToRun({ sampleContent }: SeedOptions): SeedFile[] {
  return seedFiles.filter((file) => sampleContent || !file.sample);
}

export async function runSeeds(knex: Knex, options: SeedOptions): Promise<string[]> {
  const chosen = seedsToRun(options);
  for (const { seed } of chosen) await seed(knex);
  return chosen.map(({ name }) => name);
}
