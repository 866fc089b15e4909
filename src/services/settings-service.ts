import { Setting } from '../models/site-content';
import { privateSettingContexts, type SettingsUpdate } from '../schemas/settings';
import { sentFields } from '../schemas/wire/common';
import { settingWire, type SettingListSent } from '../schemas/wire/settings';
import type { ActivityActor } from './activity/activity-log';
import { recordSettingChanges, savedSettingValues } from './activity/setting-changes';
import { forgetSavedSiteSettings } from './site-settings-service';

const toView = (setting: Setting) => sentFields(settingWire, setting);

export async function listSettings(context?: string): Promise<SettingListSent> {
  const settings = await Setting.query()
    .whereNotIn('context', privateSettingContexts)
    .modify((builder) => {
      if (context) builder.where('context', context);
    })
    .orderBy(['context', 'key']);
  return { settings: settings.map(toView) };
}

export async function saveSettings(update: SettingsUpdate, by: ActivityActor) {
  await writeSettings(update.settings, by);
  return listSettings();
}

/**
 * Stores settings in one transaction with an activity entry per context that changed (values
 * left out when `namesOnly`), then lets the pages read them afresh.
 */
export async function writeSettings(
  entries: SettingsUpdate['settings'],
  by: ActivityActor,
  { namesOnly = false } = {},
) {
  await Setting.transaction(async (trx) => {
    const contexts = [...new Set(entries.map((entry) => entry.context))];
    const before = new Map<string, Record<string, unknown>>();
    for (const context of contexts) before.set(context, await savedSettingValues(trx, context));
    for (const { context, key, value } of entries) {
      await trx('settings')
        .insert({ context, key, value: JSON.stringify(value), updatedAt: new Date() })
        .onConflict(['context', 'key'])
        .merge(['value', 'updatedAt']);
    }
    for (const context of contexts) {
      const after = Object.fromEntries(
        entries.filter((entry) => entry.context === context).map(({ key, value }) => [key, value]),
      );
      await recordSettingChanges(trx, by, {
        context,
        before: before.get(context)!,
        after,
        namesOnly,
      });
    }
  });
  forgetSavedSiteSettings();
}
