import type { Knex } from 'knex';
import { recordActivity, type ActivityActor } from './activity-log';
import { changedNames, changedValues } from './changes';

const contextLabels: Record<string, string> = {
  site: 'Site settings',
  theme: 'Brand colours',
  notifications: 'Notifications',
  analytics: 'Analytics retention',
  activity: 'Activity log retention',
  security: 'Security',
};

/** The values saved in a settings context, by key. */
export async function savedSettingValues(
  trx: Knex.Transaction,
  context: string,
): Promise<Record<string, unknown>> {
  const rows = (await trx('settings').where('context', context).select('key', 'value')) as Array<{
    key: string;
    value: unknown;
  }>;
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * The entry of a settings save, in its transaction, when anything changed: `theme.updated` for
 * the brand colours, `settings.updated` otherwise, with the settings context as the object.
 * `namesOnly` keeps values out of the log (the notification settings name people).
 */
export async function recordSettingChanges(
  trx: Knex.Transaction,
  by: ActivityActor,
  change: {
    context: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    namesOnly?: boolean;
  },
): Promise<void> {
  const { context, before, after } = change;
  const names = changedNames(before, after);
  if (names.length === 0) return;
  await recordActivity(trx, by, {
    action: context === 'theme' ? 'theme.updated' : 'settings.updated',
    object: { type: 'settings', id: context, label: contextLabels[context] ?? context },
    summary: change.namesOnly ? { changed: names } : changedValues(before, after),
  });
}
