import type { Knex } from 'knex';
import * as usersAndSessions from './20261121000001_users_and_sessions';
import * as blog from './20261121000002_blog';
import * as siteContent from './20261121000003_site_content';
import * as rateLimits from './20261122000004_rate_limits';
import * as postSearchHead from './20261122000005_post_search_head';
import * as postSearchTable from './20261122000006_post_search_table';
import * as searchRankingTiers from './20261122000007_search_ranking_tiers';
import * as leadCompany from './20261122000008_lead_company';
import * as seoOverrides from './20261122000009_seo_overrides';
import * as commentDeletion from './20261125000010_comment_deletion';
import * as setupTokens from './20261125000011_setup_tokens';
import * as jobQueue from './20261126000012_job_queue';
import * as leadPipeline from './20261126000013_lead_pipeline';
import * as analytics from './20261126000014_analytics';
import * as postRevisions from './20261127000015_post_revisions';
import * as activityLog from './20261127000016_activity_log';
import * as twoFactor from './20261127000017_two_factor';
import * as blockPages from './20261128000018_block_pages';
import * as managedRedirects from './20261128000019_managed_redirects';
import * as contentImports from './20261128000020_content_imports';
import * as apiTokens from './20261129000021_api_tokens';
import * as webhookAttempts from './20261129000022_webhook_attempts';
import * as publicationAnnouncements from './20261129000023_publication_announcements';

/**
 * Every migration, in order. Listed statically (rather than read from the folder at run
 * time) so the same list works under tsx, Vitest and a bundler. Add new files here.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261121000001_users_and_sessions': usersAndSessions,
  '20261121000002_blog': blog,
  '20261121000003_site_content': siteContent,
  '20261122000004_rate_limits': rateLimits,
  '20261122000005_post_search_head': postSearchHead,
  '20261122000006_post_search_table': postSearchTable,
  '20261122000007_search_ranking_tiers': searchRankingTiers,
  '20261122000008_lead_company': leadCompany,
  '20261122000009_seo_overrides': seoOverrides,
  '20261125000010_comment_deletion': commentDeletion,
  '20261125000011_setup_tokens': setupTokens,
  '20261126000012_job_queue': jobQueue,
  '20261126000013_lead_pipeline': leadPipeline,
  '20261126000014_analytics': analytics,
  '20261127000015_post_revisions': postRevisions,
  '20261127000016_activity_log': activityLog,
  '20261127000017_two_factor': twoFactor,
  '20261128000018_block_pages': blockPages,
  '20261128000019_managed_redirects': managedRedirects,
  '20261128000020_content_imports': contentImports,
  '20261129000021_api_tokens': apiTokens,
  '20261129000022_webhook_attempts': webhookAttempts,
  '20261129000023_publication_announcements': publicationAnnouncements,
};

/** Items are `{ file }`, the shape the knex CLI prints in `npx knex migrate:status`. */
export const migrationSource: Knex.MigrationSource<{ file: string }> = {
  getMigrations: async () => Object.keys(migrations).map((file) => ({ file })),
  getMigrationName: (migration) => migration.file,
  getMigration: async (migration) => migrations[migration.file]!,
};
