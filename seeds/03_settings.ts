import type { Knex } from 'knex';

const defaults: Array<{ context: string; key: string; value: unknown }> = [
  { context: 'general', key: 'siteTitle', value: 'Ava Automation' },
  {
    context: 'general',
    key: 'siteDescription',
    value:
      'AI receptionists and workflow automation for small businesses: answer every call, capture every lead, and give your team their hours back.',
  },
  { context: 'blog', key: 'postsPerPage', value: 6 },
  { context: 'blog', key: 'commentsRequireApproval', value: true },
  { context: 'theme', key: 'primaryColor', value: '#1d4ed8' },
  { context: 'theme', key: 'accentColor', value: '#0d9488' },
];

export async function seed(knex: Knex): Promise<void> {
  await knex('settings')
    .insert(defaults.map((row) => ({ ...row, value: JSON.stringify(row.value) })))
    .onConflict(['context', 'key'])
    .ignore();
}
